import { randomUUID } from "node:crypto";
import type { Language } from "@zcps/contracts/messages";
import type { TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import type {
  attendanceSchema,
  drawSchema,
  GroupCreate,
  GroupState,
  MeetingCandidate,
  MeetingCreate,
  MeetingDetail,
  MeetingGroup,
  MeetingRecusal,
  MeetingRow,
  MeetingUpdate,
  meetingListQuerySchema,
  membersSchema,
  PoolEntry,
  recusalCreateSchema,
} from "@zcps/contracts/zcps/committee/api";
import {
  type DrawRule,
  drawErrorKey,
  drawMembers,
  findRecusals,
  isEditable,
  type MeetingAction,
  type MeetingState,
  meetingActions,
  moveMeeting,
  type Recusal,
} from "@zcps/contracts/zcps/committee/meeting";
import type { DeclarationState } from "@zcps/contracts/zcps/machine";
import type { z } from "zod";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { AppError, badRequest, notFound } from "../../../../platform/errors";
import { resolveBatch } from "../../shared";
import { disciplineNamer } from "../../staff";
import * as repo from "./repo";

/**
 * The senior committee's meetings (hygl): a draft is set up (its draw rule, members drawn or chosen, the chair,
 * recusals, voting groups with their candidates), then runs, pauses, ends and is archived (contracts
 * committee/meeting). Every change locks the meeting's row, so two editors queue; members, groups and declared
 * recusals change only while the meeting is a draft, attendance until a member has voted.
 */

const stateLabel = (state: string) => bilingual(`committee.meeting.state.${state as MeetingState}`);
const notEditable = (state: string) => badRequest("committee.notEditable", { state: stateLabel(state) });
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

export const drawRuleOf = (m: repo.MeetingRecord): DrawRule => ({
  size: m.size,
  minSize: m.minSize,
  externalShare: { numerator: m.externalNumerator, denominator: m.externalDenominator },
  poolRatio: m.poolRatio,
});

/** The candidate as a page shows it, names in the caller's language. */
export async function candidateNamer(deps: Pick<AppDeps, "db" | "cache">, tenantId: string, lang: Language) {
  const discipline = await disciplineNamer(deps.cache, deps.db, tenantId);
  const en = lang === "en";
  return (c: repo.CandidateRecord): MeetingCandidate => {
    const names = discipline(c.disciplineCode);
    return {
      declarationId: c.declarationId,
      name: c.name,
      unitName: (en && c.unitNameEn) || c.unitName,
      titleName: (en && c.titleNameEn) || c.titleName,
      level: c.level as TitleLevel | null,
      disciplineName: (en && names?.nameEn) || names?.name || null,
      status: c.status as DeclarationState,
    };
  };
}

/** The meeting's recusals: by rule (members × candidates) and as declared, one reason a pair. */
export async function meetingRecusals(db: Executor, meeting: repo.MeetingRecord): Promise<Recusal[]> {
  const [members, taken, declared] = await Promise.all([
    repo.members(db, meeting.id),
    repo.meetingCandidates(db, meeting.id),
    repo.declaredRecusals(db, meeting.id),
  ]);
  const ids = taken.map((c) => c.declarationId);
  const [candidates, conflicts, poolRows] = await Promise.all([
    repo.candidatesByIds(db, meeting.tenantId, ids),
    repo.conflicts(
      db,
      meeting.tenantId,
      members.map((m) => m.userId),
      ids,
    ),
    repo.pool(
      db,
      meeting.tenantId,
      meeting.projectTimeId,
      members.map((m) => m.userId),
    ),
  ]);
  const declares = new Set(poolRows.filter((p) => p.declares).map((p) => p.userId));
  return findRecusals({
    members: members.map((m) => ({
      id: m.userId,
      external: m.external,
      unitId: m.external ? null : m.unitId,
      declares: declares.has(m.userId),
    })),
    candidates: candidates.map((c) => ({ id: c.declarationId, unitId: c.unitId })),
    conflicts,
    declared: declared.map((d) => ({ memberId: d.userId, candidateId: d.declarationId })),
    sameUnit: meeting.sameUnitRecusal,
  });
}

export function createMeetingsService(deps: Pick<AppDeps, "db" | "cache">) {
  const { db } = deps;

  async function tenantMeeting(tx: Executor, auth: AuthContext, id: string, forUpdate = false) {
    const meeting = await repo.findMeeting(tx, auth.tenantId, id, forUpdate);
    if (!meeting) throw notFound();
    return meeting;
  }

  /** Runs a change of a draft meeting in a transaction that holds its row. */
  async function editDraft<T>(
    auth: AuthContext,
    id: string,
    change: (tx: Executor, m: repo.MeetingRecord) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const meeting = await tenantMeeting(tx, auth, id, true);
      if (!isEditable(meeting.state as MeetingState)) throw notEditable(meeting.state);
      const result = await change(tx, meeting);
      await repo.updateMeeting(tx, meeting.id, {});
      return result;
    });
  }

  async function detail(auth: AuthContext, id: string, lang: Language): Promise<MeetingDetail> {
    const meeting = await tenantMeeting(db, auth, id);
    const [members, groups, taken, declared, recusals] = await Promise.all([
      repo.members(db, id),
      repo.groups(db, id),
      repo.meetingCandidates(db, id),
      repo.declaredRecusals(db, id),
      meetingRecusals(db, meeting),
    ]);
    const [candidates, rounds, voted, named, batchName] = await Promise.all([
      repo.candidatesByIds(
        db,
        auth.tenantId,
        taken.map((c) => c.declarationId),
      ),
      repo.rounds(
        db,
        groups.map((g) => g.id),
      ),
      repo.votedCounts(
        db,
        groups.map((g) => g.id),
      ),
      candidateNamer(deps, auth.tenantId, lang),
      repo.batchName(db, meeting.projectTimeId),
    ]);
    const byId = new Map(candidates.map((c) => [c.declarationId, c]));
    const memberName = new Map(members.map((m) => [m.userId, m.name]));
    const declaredId = new Map(declared.map((d) => [`${d.userId}\u0000${d.declarationId}`, d]));
    const en = lang === "en";
    return {
      id: meeting.id,
      projectTimeId: meeting.projectTimeId,
      batchName,
      name: meeting.name,
      state: meeting.state as MeetingState,
      startsAt: iso(meeting.startsAt),
      place: meeting.place,
      agenda: meeting.agenda,
      size: meeting.size,
      minSize: meeting.minSize,
      externalNumerator: meeting.externalNumerator,
      externalDenominator: meeting.externalDenominator,
      poolRatio: meeting.poolRatio,
      sameUnitRecusal: meeting.sameUnitRecusal,
      seed: meeting.seed,
      signedOffAt: iso(meeting.signedOffAt),
      signedOffBy: meeting.signedOffBy,
      createdAt: meeting.createdAt.toISOString(),
      actions: meetingActions(meeting.state as MeetingState),
      members: members.map((m) => ({
        userId: m.userId,
        name: m.name,
        unitName: (en && m.unitNameEn) || m.unitName,
        external: m.external,
        chair: m.chair,
        source: m.source as "DRAWN" | "CHOSEN",
        attending: m.attending,
      })),
      recusals: recusals.map((r): MeetingRecusal => {
        const own = r.reason === "DECLARED" ? declaredId.get(`${r.memberId}\u0000${r.candidateId}`) : undefined;
        return {
          id: own?.id ?? null,
          userId: r.memberId,
          memberName: memberName.get(r.memberId) ?? "",
          declarationId: r.candidateId,
          declarantName: byId.get(r.candidateId)?.name ?? "",
          reason: r.reason,
          note: own?.note ?? null,
        };
      }),
      groups: groups.map((g): MeetingGroup => {
        const round = rounds.find((r) => r.groupId === g.id && r.round === g.round) ?? null;
        const ids = round?.candidateIds ?? taken.filter((c) => c.groupId === g.id).map((c) => c.declarationId);
        return {
          id: g.id,
          name: g.name,
          cap: g.cap,
          state: repo.roundState(round),
          round: g.round,
          seats: round?.seats ?? null,
          voted: voted.get(g.id) ?? 0,
          candidates: ids.flatMap((cid) => {
            const c = byId.get(cid);
            return c ? [named(c)] : [];
          }),
        };
      }),
    };
  }

  /** Refuses candidates not at the senior committee, or already in another group of the meeting. */
  async function checkCandidates(tx: Executor, meeting: repo.MeetingRecord, ids: string[], groupId: string | null) {
    const found = await repo.candidatesByIds(tx, meeting.tenantId, ids);
    const byId = new Map(found.map((c) => [c.declarationId, c]));
    const taken = await repo.meetingCandidates(tx, meeting.id);
    const groups = await repo.groups(tx, meeting.id);
    for (const id of ids) {
      const c = byId.get(id);
      if (c?.status !== "SENIOR_COMMITTEE") throw badRequest("committee.notAtSenior", { name: c?.name ?? id });
      const other = taken.find((t) => t.declarationId === id && t.groupId !== groupId);
      if (other)
        throw badRequest("committee.candidateTaken", {
          name: c.name,
          group: groups.find((g) => g.id === other.groupId)?.name ?? "",
        });
    }
    const batchOf = new Set(found.map((c) => c.declarationId));
    if (batchOf.size !== new Set(ids).size) throw notFound();
  }

  return {
    detail,

    async list(auth: AuthContext, query: z.infer<typeof meetingListQuerySchema>): Promise<MeetingRow[]> {
      const rows = await repo.listMeetings(db, auth.tenantId, query);
      return rows.map((m) => ({
        id: m.id,
        projectTimeId: m.projectTimeId,
        batchName: m.batchName,
        name: m.name,
        state: m.state as MeetingState,
        startsAt: iso(m.startsAt),
        place: m.place,
        size: m.size,
        members: m.memberCount,
        external: m.externalCount,
        groups: m.groupCount,
        candidates: m.candidateCount,
        signedOffAt: iso(m.signedOffAt),
        createdAt: iso(m.createdAt) ?? "",
      }));
    },

    async create(auth: AuthContext, body: MeetingCreate) {
      const batch = await resolveBatch(db, auth, body.projectTimeId);
      const id = randomUUID();
      await repo.insertMeeting(db, {
        id,
        tenantId: auth.tenantId,
        projectTimeId: batch.id,
        name: body.name,
        startsAt: body.startsAt ? new Date(body.startsAt) : null,
        place: body.place ?? null,
        agenda: body.agenda ?? null,
        size: body.size,
        minSize: body.minSize,
        externalNumerator: body.externalNumerator,
        externalDenominator: body.externalDenominator,
        poolRatio: body.poolRatio,
        sameUnitRecusal: body.sameUnitRecusal,
        createdBy: auth.userId,
      });
      return { id };
    },

    async update(auth: AuthContext, id: string, body: MeetingUpdate) {
      await editDraft(auth, id, (tx) =>
        repo.updateMeeting(tx, id, {
          name: body.name,
          startsAt: body.startsAt ? new Date(body.startsAt) : null,
          place: body.place ?? null,
          agenda: body.agenda ?? null,
          size: body.size,
          minSize: body.minSize,
          externalNumerator: body.externalNumerator,
          externalDenominator: body.externalDenominator,
          poolRatio: body.poolRatio,
          sameUnitRecusal: body.sameUnitRecusal,
        }),
      );
    },

    async remove(auth: AuthContext, id: string) {
      await editDraft(auth, id, (tx) => repo.deleteMeeting(tx, id));
    },

    async pool(auth: AuthContext, id: string, lang: Language): Promise<PoolEntry[]> {
      const meeting = await tenantMeeting(db, auth, id);
      const [rows, members] = await Promise.all([
        repo.pool(db, auth.tenantId, meeting.projectTimeId),
        repo.members(db, id),
      ]);
      const sitting = new Set(members.map((m) => m.userId));
      return rows.map((p) => ({
        userId: p.userId,
        name: p.name,
        unitName: (lang === "en" && p.unitNameEn) || p.unitName,
        external: p.external,
        declares: p.declares,
        member: sitting.has(p.userId),
      }));
    },

    /** The seeded draw; the seed is the caller's or a fresh one, kept with the meeting so the draw can be shown. */
    async draw(auth: AuthContext, id: string, body: z.infer<typeof drawSchema>) {
      return editDraft(auth, id, async (tx, meeting) => {
        const seed = body.seed || randomUUID().slice(0, 8);
        const poolRows = await repo.pool(tx, auth.tenantId, meeting.projectTimeId);
        const drawn = drawMembers(
          poolRows.map((p) => ({ id: p.userId, external: p.external, unitId: p.unitId, declares: p.declares })),
          drawRuleOf(meeting),
          seed,
        );
        if (!drawn.ok) {
          const { code, ok: _refused, ...values } = drawn;
          throw badRequest(drawErrorKey(code), {
            ...values,
            ...("kind" in values ? { kind: bilingual(`committee.meeting.kind.${values.kind}`) } : {}),
          });
        }
        const byId = new Map(poolRows.map((p) => [p.userId, p]));
        await repo.replaceMembers(
          tx,
          id,
          drawn.members.map((userId) => {
            const p = byId.get(userId);
            return {
              meetingId: id,
              userId,
              external: p?.external ?? false,
              unitId: p?.unitId ?? null,
              source: "DRAWN",
              chair: false,
            };
          }),
        );
        await repo.updateMeeting(tx, id, { seed });
        return { seed, members: drawn.members.length, external: drawn.external };
      });
    },

    /** Members chosen by hand (and the chair): each from the pool, none who declares this year. */
    async setMembers(auth: AuthContext, id: string, body: z.infer<typeof membersSchema>) {
      await editDraft(auth, id, async (tx, meeting) => {
        const ids = [...new Set(body.userIds)];
        const poolRows = await repo.pool(tx, auth.tenantId, meeting.projectTimeId, ids);
        const byId = new Map(poolRows.map((p) => [p.userId, p]));
        const kept = new Map((await repo.members(tx, id)).map((m) => [m.userId, m]));
        for (const userId of ids) {
          const p = byId.get(userId);
          if (!p || p.declares) throw badRequest("committee.notPoolMember", { name: p?.name ?? userId });
        }
        const chairId = body.chairId ?? null;
        if (chairId !== null && !ids.includes(chairId)) throw badRequest("committee.chairNotMember");
        await repo.replaceMembers(
          tx,
          id,
          ids.map((userId) => {
            const p = byId.get(userId);
            return {
              meetingId: id,
              userId,
              external: p?.external ?? false,
              unitId: p?.unitId ?? null,
              source: kept.get(userId)?.source ?? "CHOSEN",
              chair: userId === chairId,
              attending: kept.get(userId)?.attending ?? true,
            };
          }),
        );
        if (ids.some((u) => !kept.has(u)) || [...kept.keys()].some((u) => !ids.includes(u)))
          await repo.updateMeeting(tx, id, { seed: null });
      });
    },

    /** Attendance, until the meeting ends; a member who has voted stays attending. */
    async setAttendance(auth: AuthContext, id: string, body: z.infer<typeof attendanceSchema>) {
      await db.transaction(async (tx) => {
        const meeting = await tenantMeeting(tx, auth, id, true);
        if (!["DRAFT", "RUNNING", "PAUSED"].includes(meeting.state)) throw notEditable(meeting.state);
        const member = await repo.findMember(tx, id, body.userId);
        if (!member) throw notFound();
        if (!body.attending && (await repo.votedInMeeting(tx, id, body.userId)))
          throw badRequest("committee.attendanceVoted", { name: (await repo.userName(tx, body.userId)) ?? "" });
        await repo.setAttendance(tx, id, body.userId, body.attending);
      });
    },

    async addRecusal(auth: AuthContext, id: string, body: z.infer<typeof recusalCreateSchema>) {
      await editDraft(auth, id, async (tx, meeting) => {
        const member = await repo.findMember(tx, id, body.userId);
        if (!member) throw badRequest("committee.notMember", { name: (await repo.userName(tx, body.userId)) ?? "" });
        const taken = await repo.meetingCandidates(tx, id);
        const [candidate] = await repo.candidatesByIds(tx, auth.tenantId, [body.declarationId]);
        if (!candidate) throw notFound();
        if (!taken.some((c) => c.declarationId === body.declarationId))
          throw badRequest("committee.notCandidate", { name: candidate.name });
        const added = await repo.insertRecusal(tx, {
          id: randomUUID(),
          meetingId: meeting.id,
          userId: body.userId,
          declarationId: body.declarationId,
          note: body.note || null,
          createdBy: auth.userId,
        });
        if (!added) throw badRequest("committee.recusalExists", { name: candidate.name });
      });
    },

    async removeRecusal(auth: AuthContext, id: string, recusalId: string) {
      await editDraft(auth, id, async (tx) => {
        if (!(await repo.deleteRecusal(tx, id, recusalId))) throw notFound();
      });
    },

    async createGroup(auth: AuthContext, id: string, body: GroupCreate) {
      return editDraft(auth, id, async (tx, meeting) => {
        const ids = [...new Set(body.declarationIds)];
        await checkCandidates(tx, meeting, ids, null);
        const groupId = randomUUID();
        const count = (await repo.groups(tx, id)).length;
        await repo.insertGroup(
          tx,
          { id: groupId, meetingId: id, name: body.name, cap: body.cap, orderNum: count },
          ids,
        );
        return { id: groupId };
      });
    },

    async updateGroup(auth: AuthContext, groupId: string, body: GroupCreate) {
      const found = await repo.findGroup(db, auth.tenantId, groupId);
      if (!found) throw notFound();
      await editDraft(auth, found.meeting.id, async (tx, meeting) => {
        const ids = [...new Set(body.declarationIds)];
        await checkCandidates(tx, meeting, ids, groupId);
        await repo.updateGroup(tx, groupId, { name: body.name, cap: body.cap });
        await repo.setCandidates(tx, groupId, meeting.id, ids);
      });
    },

    async removeGroup(auth: AuthContext, groupId: string) {
      const found = await repo.findGroup(db, auth.tenantId, groupId);
      if (!found) throw notFound();
      await editDraft(auth, found.meeting.id, (tx) => repo.deleteGroup(tx, groupId));
    },

    async candidates(auth: AuthContext, id: string, lang: Language): Promise<MeetingCandidate[]> {
      const meeting = await tenantMeeting(db, auth, id);
      const [rows, named] = await Promise.all([
        repo.openCandidates(db, auth.tenantId, meeting.projectTimeId, id),
        candidateNamer(deps, auth.tenantId, lang),
      ]);
      return rows.map(named);
    },

    /**
     * Start, pause, resume, end, archive. A meeting starts with at least its minimum of members, a chair and a
     * group; it ends when no group's vote is open.
     */
    async move(auth: AuthContext, id: string, action: MeetingAction) {
      await db.transaction(async (tx) => {
        const meeting = await tenantMeeting(tx, auth, id, true);
        const moved = moveMeeting(meeting.state as MeetingState, action);
        if (!moved.ok) throw badRequest("committee.meeting.NOT_ALLOWED", { state: stateLabel(meeting.state) });
        if (action === "start") {
          const members = await repo.members(tx, id);
          if (members.length < meeting.minSize)
            throw badRequest("committee.membersShort", { count: members.length, minSize: meeting.minSize });
          if (!members.some((m) => m.chair)) throw badRequest("committee.noChair");
          if ((await repo.groups(tx, id)).length === 0) throw badRequest("committee.noGroups");
        }
        if (action === "end") {
          const groups = await repo.groups(tx, id);
          const rounds = await repo.rounds(
            tx,
            groups.map((g) => g.id),
          );
          const open = rounds.find((r) => r.state === "OPEN" || r.state === "PAUSED");
          if (open)
            throw badRequest("committee.groupsOpen", { group: groups.find((g) => g.id === open.groupId)?.name ?? "" });
        }
        await repo.updateMeeting(tx, id, { state: moved.next });
      });
    },
  };
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;

/** A refusal with the group's state in the caller's language. */
export const groupNotAllowed = (state: GroupState) =>
  new AppError(400, 400, "committee.group.NOT_ALLOWED", { state: bilingual(`committee.group.state.${state}`) });
