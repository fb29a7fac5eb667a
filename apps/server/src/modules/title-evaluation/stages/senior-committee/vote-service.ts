import { randomUUID } from "node:crypto";
import { STATUS } from "@zcps/contracts/api";
import { type Language, translate } from "@zcps/contracts/messages";
import type {
  BallotSubmit,
  BallotView,
  GroupAction,
  GroupResult,
  GroupState,
  MeetingResults,
  MyGroup,
  RoundResult,
  VoteCount,
} from "@zcps/contracts/zcps/committee/api";
import type { MeetingState } from "@zcps/contracts/zcps/committee/meeting";
import {
  ballotErrorKey,
  type CandidateTally,
  type ChairFlag,
  chairFlagKey,
  checkBallot,
  DEFAULT_VOTE_RULE,
  type GroupTally,
  tallyGroup,
  tallyRevote,
} from "@zcps/contracts/zcps/committee/vote";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { groupCommit } from "../../../../platform/batches";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { AppError, badRequest, notFound } from "../../../../platform/errors";
import { applyTransition, findDeclaration } from "../../declarations";
import { candidateNamer, groupNotAllowed, meetingRecusals } from "./meetings-service";
import * as repo from "./repo";

/**
 * The senior committee's vote (ycgl) and results (HighJudges). A group votes in rounds: the first over its
 * candidates, a re-vote over those tied at the cap for the seats left. A round opens, pauses, resumes and closes;
 * its tally (contracts committee/vote) is computed and kept when it closes, never shown before.
 *
 * A ballot is admitted in one transaction with the member's participation row: the participation's primary key
 * admits one per member per round, the ballot is stored with neither voter nor time. Ballots hold the group's row
 * in share mode and closing holds it exclusively, so a ballot is either in the tally or refused as too late.
 * The chair's sign-off moves each candidate through the state machine: PASS → votePassed, FAIL → voteFailed, no
 * quorum → defer.
 */

const RULE = DEFAULT_VOTE_RULE;

/** A ballot waiting for its group's next batch. */
interface PendingBallot {
  auth: AuthContext;
  groupId: string;
  body: BallotSubmit;
}

const GROUP_MOVES: Record<GroupAction, { from: readonly GroupState[]; to: GroupState }> = {
  open: { from: ["WAITING"], to: "OPEN" },
  pause: { from: ["OPEN"], to: "PAUSED" },
  resume: { from: ["PAUSED"], to: "OPEN" },
  close: { from: ["OPEN", "PAUSED"], to: "CLOSED" },
};

const meetingStateLabel = (state: string) => bilingual(`committee.meeting.state.${state as MeetingState}`);
const groupStateLabel = (state: GroupState) => bilingual(`committee.group.state.${state}`);

/** What a closed round keeps: its tally and the figures the verdicts come from. */
interface KeptTally {
  tally: GroupTally;
}

const keptTally = (round: repo.RoundRecord): GroupTally | null =>
  (round.tally as unknown as KeptTally | null)?.tally ?? null;

/** A candidate's final verdict over the group's rounds: a tie waits for its re-vote. */
export function finalVerdicts(rounds: readonly repo.RoundRecord[], candidateIds: readonly string[]) {
  const verdicts: Record<string, "PASS" | "FAIL" | "NO_QUORUM" | null> = {};
  for (const id of candidateIds) verdicts[id] = null;
  for (const round of [...rounds].sort((a, b) => a.round - b.round)) {
    const tally = keptTally(round);
    if (round.state !== "CLOSED" || !tally) continue;
    for (const c of tally.candidates)
      verdicts[c.candidateId] =
        c.verdict === "TIE_REVOTE"
          ? null
          : c.verdict === "PASS"
            ? "PASS"
            : c.verdict === "NO_QUORUM"
              ? "NO_QUORUM"
              : "FAIL";
  }
  return verdicts;
}

export function createVoteService(deps: Pick<AppDeps, "db" | "cache">) {
  const { db } = deps;

  /**
   * One transaction for ballots of one group: the group, its meeting and round read once (the group held in share
   * mode), each ballot checked as if alone (membership, the meeting's and the round's state, the round, attendance,
   * the cap, recusals), the members' recusals in one statement, and the admitted ballots stored in one. Each ballot
   * answers for itself: a refused one leaves the others in. A member's second ballot in the same batch is refused
   * as a second ballot.
   */
  async function castBatch(items: readonly PendingBallot[]): Promise<(Error | null)[]> {
    const first = items[0];
    if (!first) return [];
    const { tenantId } = first.auth;
    const { groupId } = first;
    return db.transaction(async (tx) => {
      const found = await repo.ballotContext(
        tx,
        tenantId,
        groupId,
        items.map((p) => p.auth.userId),
      );
      if (!found) return items.map(() => notFound());
      const { group, meeting, round, members } = found;
      const outcomes: (Error | null)[] = items.map(() => null);
      const seen = new Set<string>();
      const admissible: { index: number; member: repo.MemberRecord }[] = [];
      const state = repo.roundState(round);
      /** Why this ballot is refused before its choices are read, if it is. */
      const refusal = (member: repo.MemberRecord | undefined, body: BallotSubmit, userId: string) => {
        if (!member) return badRequest("committee.ballot.notMember");
        if (meeting.state !== "RUNNING")
          return badRequest("committee.meetingNotRunning", { state: meetingStateLabel(meeting.state) });
        if (!round || state !== "OPEN")
          return badRequest("committee.ballot.notOpen", { state: groupStateLabel(state) });
        if (body.round !== group.round) return badRequest("committee.ballot.wrongRound", { round: group.round });
        if (!member.attending) return badRequest("committee.ballot.absent");
        if (seen.has(userId)) return badRequest("committee.ballot.already");
        return null;
      };
      for (const [index, { auth, body }] of items.entries()) {
        const member = members.get(auth.userId);
        outcomes[index] = refusal(member, body, auth.userId);
        if (member && !outcomes[index]) {
          seen.add(auth.userId);
          admissible.push({ index, member });
        }
      }
      if (!round || admissible.length === 0) return outcomes;
      const recused = await repo.membersRecusedFrom(
        tx,
        meeting,
        admissible.map((a) => a.member),
        round.candidateIds,
      );
      const accepted: typeof admissible = [];
      const unnamed: { index: number; code: "UNKNOWN_CANDIDATE" | "RECUSED_CANDIDATE"; candidateId: string }[] = [];
      for (const a of admissible) {
        const check = checkBallot((items[a.index] as PendingBallot).body.choices, {
          cap: round.seats ?? group.cap,
          candidates: round.candidateIds,
          recusedFrom: recused.get(a.member.userId) ?? [],
        });
        if (check.ok) accepted.push(a);
        else if (check.code === "OVER_VOTE")
          outcomes[a.index] = badRequest(ballotErrorKey("OVER_VOTE"), { cap: check.cap, count: check.count });
        else unnamed.push({ index: a.index, code: check.code, candidateId: check.candidateId });
      }
      if (unnamed.length > 0) {
        const named = await repo.candidatesByIds(
          tx,
          tenantId,
          unnamed.map((u) => u.candidateId),
        );
        const names = new Map(named.map((c) => [c.declarationId, c.name]));
        for (const u of unnamed)
          outcomes[u.index] = badRequest(ballotErrorKey(u.code), {
            candidate: names.get(u.candidateId) ?? u.candidateId,
          });
      }
      const admitted = await repo.castBallots(
        tx,
        round,
        accepted.map((a) => {
          const { auth, body } = items[a.index] as PendingBallot;
          return { id: randomUUID(), userId: auth.userId, choices: body.choices };
        }),
      );
      for (const a of accepted)
        if (!admitted.has(a.member.userId)) outcomes[a.index] = badRequest("committee.ballot.already");
      return outcomes;
    });
  }

  const castInTurn = groupCommit<PendingBallot>((_key, items) => castBatch(items));

  async function tenantGroup(tx: Executor, auth: AuthContext, groupId: string, lock?: "update" | "share") {
    const found = await repo.findGroup(tx, auth.tenantId, groupId, lock);
    if (!found) throw notFound();
    return found;
  }

  /** Members, attending, and each candidate's attending members recused from it. */
  async function roundInput(tx: Executor, meeting: repo.MeetingRecord, candidateIds: readonly string[]) {
    const members = await repo.members(tx, meeting.id);
    const attending = new Set(members.filter((m) => m.attending).map((m) => m.userId));
    const recusals = await meetingRecusals(tx, meeting);
    const recused = new Map<string, number>();
    for (const r of recusals)
      if (attending.has(r.memberId)) recused.set(r.candidateId, (recused.get(r.candidateId) ?? 0) + 1);
    return {
      members: members.length,
      attending: attending.size,
      candidates: candidateIds.map((id) => ({ id, recused: recused.get(id) ?? 0 })),
    };
  }

  async function closeRound(tx: Executor, meeting: repo.MeetingRecord, group: repo.GroupRecord) {
    const round = await repo.findRound(tx, group.id, group.round);
    if (!round) throw notFound();
    const input = await roundInput(tx, meeting, round.candidateIds);
    const ballots = await repo.ballotsOf(tx, round);
    const tally =
      round.seats === null
        ? tallyGroup(RULE, { ...input, ballots, cap: group.cap })
        : tallyRevote(RULE, { candidates: input.candidates, seats: round.seats }, { ...input, ballots });
    await repo.updateRound(tx, group.id, group.round, {
      state: "CLOSED",
      closedAt: new Date(),
      members: input.members,
      attending: input.attending,
      tally: { tally } as unknown as Record<string, unknown>,
    });
  }

  function flagMessage(flag: ChairFlag, lang: Language, names: Map<string, string>) {
    const values: Record<string, string | number> = {};
    for (const [key, value] of Object.entries(flag)) {
      if (key === "code") continue;
      if (key === "candidateId") values.candidate = names.get(String(value)) ?? "";
      else if (key === "candidateIds") values.count = (value as string[]).length;
      else if (typeof value === "number" || typeof value === "string") values[key] = value;
    }
    return translate(chairFlagKey(flag.code), lang, values);
  }

  return {
    async moveGroup(auth: AuthContext, groupId: string, action: GroupAction) {
      await db.transaction(async (tx) => {
        const { group, meeting } = await tenantGroup(tx, auth, groupId, "update");
        if (meeting.state !== "RUNNING")
          throw badRequest("committee.meetingNotRunning", { state: meetingStateLabel(meeting.state) });
        const round = await repo.findRound(tx, groupId, group.round);
        const state = repo.roundState(round);
        const move = GROUP_MOVES[action];
        if (!move.from.includes(state)) throw groupNotAllowed(state);
        if (action === "close") return closeRound(tx, meeting, group);
        await repo.updateRound(tx, groupId, group.round, {
          state: move.to,
          ...(action === "open" ? { openedAt: new Date() } : {}),
        });
      });
    },

    /** A re-vote among the candidates the closed round left tied at the cap, for the seats left. */
    async revote(auth: AuthContext, groupId: string) {
      await db.transaction(async (tx) => {
        const { group, meeting } = await tenantGroup(tx, auth, groupId, "update");
        if (meeting.state !== "RUNNING")
          throw badRequest("committee.meetingNotRunning", { state: meetingStateLabel(meeting.state) });
        const round = await repo.findRound(tx, groupId, group.round);
        const tie = round?.state === "CLOSED" ? keptTally(round)?.tiedAtCap : null;
        if (!tie) throw badRequest("committee.noTie");
        const next = group.round + 1;
        await repo.insertRound(tx, {
          groupId,
          round: next,
          candidateIds: tie.candidates.map((c) => c.id),
          seats: tie.seats,
        });
        await repo.updateGroup(tx, groupId, { round: next });
      });
    },

    async count(auth: AuthContext, groupId: string): Promise<VoteCount> {
      const { group, meeting } = await tenantGroup(db, auth, groupId);
      const [round, members, voted] = await Promise.all([
        repo.findRound(db, groupId, group.round),
        repo.members(db, meeting.id),
        repo.votedCounts(db, [groupId]),
      ]);
      return {
        groupId,
        state: repo.roundState(round),
        round: group.round,
        attending: members.filter((m) => m.attending).length,
        voted: voted.get(groupId) ?? 0,
      };
    },

    async myGroups(auth: AuthContext): Promise<MyGroup[]> {
      const rows = await repo.memberGroups(db, auth.tenantId, auth.userId);
      return rows.map((r) => ({
        groupId: r.groupId,
        groupName: r.groupName,
        meetingId: r.meetingId,
        meetingName: r.meetingName,
        meetingState: r.meetingState as MeetingState,
        state: (r.state as GroupState | null) ?? "WAITING",
        round: r.round,
        cap: r.seats ?? r.cap,
        candidates: r.candidates,
        submitted: r.submitted,
      }));
    },

    /** The member's ballot paper for the group's current round: candidates, recusals, the cap, whether it is in. */
    async ballotView(auth: AuthContext, groupId: string, lang: Language): Promise<BallotView> {
      const { group, meeting } = await tenantGroup(db, auth, groupId);
      const member = await repo.findMember(db, meeting.id, auth.userId);
      if (!member || meeting.state === "DRAFT") throw notFound();
      const round = await repo.findRound(db, groupId, group.round);
      const ids = round?.candidateIds ?? [];
      const [candidates, recused, peer, submitted, named] = await Promise.all([
        repo.candidatesByIds(db, auth.tenantId, ids),
        repo.memberRecusedFrom(db, meeting, member, ids),
        repo.peerFigures(db, ids),
        repo.hasVoted(db, groupId, group.round, auth.userId),
        candidateNamer(deps, auth.tenantId, lang),
      ]);
      const recusedFrom = new Set(recused);
      const byId = new Map(candidates.map((c) => [c.declarationId, c]));
      return {
        groupId,
        groupName: group.name,
        meetingName: meeting.name,
        state: repo.roundState(round),
        round: group.round,
        cap: round?.seats ?? group.cap,
        submitted,
        attending: member.attending,
        candidates: ids.flatMap((id) => {
          const c = byId.get(id);
          return c ? [{ ...named(c), recused: recusedFrom.has(id), peer: peer.get(id) ?? null }] : [];
        }),
      };
    },

    /**
     * Checks that the declaration is a candidate of a round of the group and the caller sits on its meeting, as a
     * ballot paper shows it: what a member may read of a candidate before voting. Else 404.
     */
    async assertBallotCandidate(auth: AuthContext, groupId: string, declarationId: string): Promise<void> {
      const { meeting } = await tenantGroup(db, auth, groupId);
      const member = await repo.findMember(db, meeting.id, auth.userId);
      if (!member || meeting.state === "DRAFT") throw notFound();
      const rounds = await repo.rounds(db, [groupId]);
      if (!rounds.some((r) => r.candidateIds.includes(declarationId))) throw notFound();
    },

    /**
     * Casts the member's ballot: checked, admitted once, stored without the voter. Ballots of a group that arrive
     * while another batch of it is being written go in together in the next transaction (castBatch).
     */
    cast(auth: AuthContext, groupId: string, body: BallotSubmit): Promise<void> {
      return castInTurn(`${auth.tenantId}/${groupId}`, { auth, groupId, body });
    },

    async results(auth: AuthContext, meetingId: string, lang: Language): Promise<MeetingResults> {
      const meeting = await repo.findMeeting(db, auth.tenantId, meetingId);
      if (!meeting) throw notFound();
      const [members, groups, taken] = await Promise.all([
        repo.members(db, meetingId),
        repo.groups(db, meetingId),
        repo.meetingCandidates(db, meetingId),
      ]);
      const [rounds, candidates, named, signer] = await Promise.all([
        repo.rounds(
          db,
          groups.map((g) => g.id),
        ),
        repo.candidatesByIds(
          db,
          auth.tenantId,
          taken.map((c) => c.declarationId),
        ),
        candidateNamer(deps, auth.tenantId, lang),
        meeting.signedOffBy ? repo.userName(db, meeting.signedOffBy) : Promise.resolve(null),
      ]);
      const shown = new Map(candidates.map((c) => [c.declarationId, named(c)]));
      const names = new Map(candidates.map((c) => [c.declarationId, c.name]));
      const groupResults = groups.map((g): GroupResult => {
        const own = rounds.filter((r) => r.groupId === g.id);
        const ids = taken.filter((c) => c.groupId === g.id).map((c) => c.declarationId);
        const current = own.find((r) => r.round === g.round) ?? null;
        return {
          groupId: g.id,
          name: g.name,
          cap: g.cap,
          state: repo.roundState(current),
          verdicts: finalVerdicts(own, ids),
          rounds: own.flatMap((r): RoundResult[] => {
            const tally = r.state === "CLOSED" ? keptTally(r) : null;
            if (!tally) return [];
            return [
              {
                round: r.round,
                seats: r.seats,
                closedAt: r.closedAt ? new Date(r.closedAt).toISOString() : null,
                members: tally.members,
                attending: tally.attending,
                ballots: tally.ballots,
                quorumMet: tally.quorumMet,
                candidates: tally.candidates.map((c: CandidateTally) => {
                  const s = shown.get(c.candidateId);
                  return { ...c, name: s?.name ?? "", unitName: s?.unitName ?? null, titleName: s?.titleName ?? null };
                }),
                flags: tally.flags,
                flagMessages: tally.flags.map((f) => flagMessage(f, lang, names)),
              },
            ];
          }),
        };
      });
      const decided = groupResults.every((g) => Object.values(g.verdicts).every((v) => v !== null));
      return {
        meetingId,
        name: meeting.name,
        state: meeting.state as MeetingState,
        members: members.length,
        attending: members.filter((m) => m.attending).length,
        groups: groupResults,
        canSignOff: meeting.state === "ENDED" && decided && meeting.signedOffAt === null,
        signedOffAt: meeting.signedOffAt?.toISOString() ?? null,
        signedOffBy: signer,
      };
    },

    /**
     * The chair's sign-off of an ended meeting whose every candidate has a verdict: one transaction moves each
     * candidate still at the senior committee and records the sign-off, so the verdicts apply once.
     */
    async signOff(auth: AuthContext, meetingId: string, comment: string | undefined) {
      return db.transaction(async (tx) => {
        const meeting = await repo.findMeeting(tx, auth.tenantId, meetingId, true);
        if (!meeting) throw notFound();
        const chair = await repo.findMember(tx, meetingId, auth.userId);
        if (!chair?.chair) throw forbiddenChair();
        if (meeting.signedOffAt)
          throw badRequest("committee.signOff.done", { at: meeting.signedOffAt.toISOString().slice(0, 10) });
        if (meeting.state !== "ENDED") throw badRequest("committee.signOff.notReady");
        const groups = await repo.groups(tx, meetingId);
        const taken = await repo.meetingCandidates(tx, meetingId);
        const rounds = await repo.rounds(
          tx,
          groups.map((g) => g.id),
        );
        const moves: { declarationId: string; verdict: "PASS" | "FAIL" | "NO_QUORUM"; group: string }[] = [];
        for (const g of groups) {
          const verdicts = finalVerdicts(
            rounds.filter((r) => r.groupId === g.id),
            taken.filter((c) => c.groupId === g.id).map((c) => c.declarationId),
          );
          for (const [declarationId, verdict] of Object.entries(verdicts)) {
            if (verdict === null) throw badRequest("committee.signOff.notReady");
            moves.push({ declarationId, verdict, group: g.name });
          }
        }
        const now = new Date();
        const actor = { userId: auth.userId, name: auth.name, role: "COMMITTEE_CHAIR" as const };
        const result = { passed: 0, failed: 0, deferred: 0, skipped: 0 };
        for (const move of moves) {
          const declaration = await findDeclaration(tx, auth.tenantId, move.declarationId);
          if (declaration?.status !== "SENIOR_COMMITTEE") {
            result.skipped++;
            continue;
          }
          await applyTransition(tx, {
            tenantId: auth.tenantId,
            declarationId: move.declarationId,
            event:
              move.verdict === "PASS"
                ? { type: "votePassed" }
                : move.verdict === "FAIL"
                  ? { type: "voteFailed" }
                  : { type: "defer", reason: translate("committee.deferReason", "zh", { group: move.group }) },
            actor,
            expectedVersion: declaration.version,
            now,
          });
          if (move.verdict === "PASS") result.passed++;
          else if (move.verdict === "FAIL") result.failed++;
          else result.deferred++;
        }
        await repo.updateMeeting(tx, meetingId, {
          signedOffAt: now,
          signedOffBy: auth.userId,
          signOffComment: comment || null,
        });
        return result;
      });
    },
  };
}

const forbiddenChair = () => new AppError(403, STATUS.forbidden, "committee.signOff.notChair");

export type VoteService = ReturnType<typeof createVoteService>;
