import type { Language } from "@zcps/contracts/messages";
import type { VoteChoice } from "@zcps/contracts/zcps/committee/vote";
import { materialSummary } from "@zcps/contracts/zcps/materials";
import type {
  ProfessorBallot,
  ProfessorDeclarationView,
  SaveRecommendBody,
  SubmitBallotReply,
} from "@zcps/contracts/zcps/professor/api";
import { PROFESSOR_ELEMENTS } from "@zcps/contracts/zcps/professor/element-codes";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { readSettings } from "../../config";
import { findBatch, findDeclaration, listDirectory, listItems } from "../../declarations";
import { committeeRule, declarationRows, duties, type MemberCaller, memberCaller, peerAggregates } from "./committee";
import * as repo from "./repo";

/** Types the committee never reads as a section: the declarant's identity heads the page instead. */
const HIDDEN_TYPES = new Set(["BASIC_INFO"]);

/**
 * A member's side of the professor committee: the declarants put to their committee and each one's reading
 * (ReportperInformation), and their own ballot (TeacomResults): a draft kept on the server while they decide, then
 * one submit that stores it without their name. Personnel read a declarant the same way from their results page.
 */
export function createMemberService({ db }: Pick<AppDeps, "db">) {
  async function dutyOf(tx: Executor, caller: MemberCaller) {
    const { rule } = await committeeRule(tx, caller.auth.tenantId);
    const [duty] = await duties(tx, caller.auth.tenantId, caller.batch, {
      unitIds: [caller.unitId],
      userId: caller.auth.userId,
      rule,
    });
    if (!duty) throw badRequest("professor.notMember");
    return duty;
  }

  async function ballotOf(tx: Executor, caller: MemberCaller): Promise<ProfessorBallot> {
    // one after another: `tx` may be a transaction, whose connection takes one query at a time
    const duty = await dutyOf(tx, caller);
    const awaiting = await repo.putDeclarations(tx, caller.auth.tenantId, caller.batch.id, {
      unitIds: [caller.unitId],
      awaitingOnly: true,
    });
    const [latest] = await repo.rounds(tx, caller.batch.id, caller.unitId);
    const open = latest?.state === "OPEN" ? latest : null;
    const drafts = open ? await repo.drafts(tx, open.id, caller.auth.userId) : [];
    const byId = new Map(drafts.map((d) => [d.declarationId, d]));
    const rows = (await declarationRows(tx, awaiting)).map((row) => {
      const draft = byId.get(row.declarationId);
      return {
        ...row,
        choice: (draft?.choice as VoteChoice | null | undefined) ?? null,
        rank: draft?.rank ?? null,
        remark: draft?.remark ?? null,
      };
    });
    rows.sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
    const saved = drafts.map((d) => d.savedAt.getTime());
    return {
      duty,
      rows,
      savedAt: saved.length ? new Date(Math.max(...saved)).toISOString() : null,
      submitted: duty.mySubmitted ?? false,
    };
  }

  /** The ballot's rows checked against the declarations awaiting the committee: ranks only on recommendations. */
  function checkRows(rows: SaveRecommendBody["rows"], awaiting: ReadonlySet<string>) {
    if (rows.some((r) => !awaiting.has(r.declarationId))) throw badRequest("professor.notAwaiting");
    if (rows.some((r) => r.rank !== null && r.choice !== "AGREE")) throw badRequest("professor.rankOnlyRecommended");
    const ranks = rows.flatMap((r) => (r.rank === null ? [] : [r.rank]));
    if (new Set(ranks).size !== ranks.length) throw badRequest("professor.rankDuplicate");
  }

  /** The open round, held in share mode (a confirmation waits for it), with the caller not yet submitted in it. */
  async function openRoundFor(tx: Executor, caller: MemberCaller) {
    const round = await repo.openRound(
      tx,
      { tenantId: caller.auth.tenantId, projectTimeId: caller.batch.id, unitId: caller.unitId },
      "share",
    );
    if (await repo.hasSubmitted(tx, round.id, caller.auth.userId)) throw badRequest("professor.alreadySubmitted");
    return round;
  }

  async function awaitingIds(tx: Executor, caller: MemberCaller) {
    const awaiting = await repo.putDeclarations(tx, caller.auth.tenantId, caller.batch.id, {
      unitIds: [caller.unitId],
      awaitingOnly: true,
    });
    return awaiting.map((d) => d.declarationId);
  }

  return {
    async duty(auth: AuthContext, projectTimeId?: string) {
      return dutyOf(db, await memberCaller(db, auth, projectTimeId));
    },

    async declarations(auth: AuthContext, projectTimeId?: string) {
      const caller = await memberCaller(db, auth, projectTimeId);
      return declarationRows(
        db,
        await repo.putDeclarations(db, auth.tenantId, caller.batch.id, { unitIds: [caller.unitId] }),
      );
    },

    /**
     * One declarant as the committee reads them: a member of the declaration's unit's committee, or personnel (who
     * see every committee's results). The material types the settings name, one line per item; the peer review's
     * aggregate and comments without the experts; the unit's opinion.
     */
    async declaration(auth: AuthContext, id: string, lang: Language): Promise<ProfessorDeclarationView> {
      const declaration = await findDeclaration(db, auth.tenantId, id);
      if (!declaration?.unitId) throw notFound();
      const [put] = await repo.putDeclarations(db, auth.tenantId, declaration.projectTimeId, { ids: [id] });
      if (!put) throw notFound();
      const personnel = auth.isSuperAdmin || auth.codes.has(PROFESSOR_ELEMENTS.resultsView);
      if (!personnel) {
        const [me] = await repo.members(db, auth.tenantId, declaration.projectTimeId, { userId: auth.userId });
        if (me?.unitId !== declaration.unitId) throw notFound();
      }
      const [settings, batch, directory, items, [row], peers, opinion, unit] = await Promise.all([
        readSettings(db, auth.tenantId),
        findBatch(db, auth.tenantId, declaration.projectTimeId),
        listDirectory(db, declaration.projectTimeId),
        listItems(db, id),
        declarationRows(db, [put]),
        peerAggregates(db, [id]),
        repo.unitOpinion(db, id),
        repo.declarantHeader(db, id),
      ]);
      const allowed = new Set(settings.professorMaterialTypes.filter((t): t is string => typeof t === "string"));
      const reads = (code: string) => !HIDDEN_TYPES.has(code) && (allowed.size === 0 || allowed.has(code));
      const order = [...new Set([...directory.map((d) => d.materialType), ...items.map((i) => i.materialType)])];
      const sections = order.filter(reads).flatMap((code) => {
        const ofType = items.filter((i) => i.materialType === code);
        return ofType.length
          ? [
              {
                materialType: code,
                items: ofType.map((i) => ({
                  id: i.id,
                  summary: materialSummary(code, i.payload as Record<string, unknown>, lang),
                  representative: i.isRepresentative ? (i.representativeOrder ?? 0) : null,
                })),
              },
            ]
          : [];
      });
      if (!row) throw notFound();
      return {
        ...row,
        unitName: unit?.unitName ?? "",
        unitNameEn: unit?.unitNameEn ?? null,
        currentTitle: unit?.currentTitle ?? null,
        batchName: (lang === "en" ? batch?.nameEn : null) || batch?.name || "",
        sections,
        restricted: allowed.size > 0,
        peerComments: peers.get(id)?.comments ?? [],
        unitOpinion: opinion ? { text: opinion.text, at: new Date(opinion.at).toISOString() } : null,
      };
    },

    async ballot(auth: AuthContext, projectTimeId?: string) {
      return ballotOf(db, await memberCaller(db, auth, projectTimeId));
    },

    async save(auth: AuthContext, body: SaveRecommendBody) {
      return db.transaction(async (tx) => {
        const caller = await memberCaller(tx, auth, body.projectTimeId);
        checkRows(body.rows, new Set(await awaitingIds(tx, caller)));
        const round = await openRoundFor(tx, caller);
        await repo.replaceDrafts(
          tx,
          round.id,
          auth.userId,
          body.rows.map((r) => ({
            declarationId: r.declarationId,
            choice: r.choice,
            rank: r.rank,
            remark: r.remark?.trim() || null,
          })),
          new Date(),
        );
        return ballotOf(tx, caller);
      });
    },

    /**
     * The member's final recommendation: every declarant awaiting the committee has a choice and those recommended
     * are ranked 1 to k. Stored without the member; the participation row admits it once.
     */
    async submit(auth: AuthContext, projectTimeId?: string): Promise<SubmitBallotReply> {
      return db.transaction(async (tx) => {
        const caller = await memberCaller(tx, auth, projectTimeId);
        const awaiting = await awaitingIds(tx, caller);
        if (awaiting.length === 0) throw badRequest("professor.nothingAwaiting");
        const round = await openRoundFor(tx, caller);
        const drafts = new Map((await repo.drafts(tx, round.id, auth.userId)).map((d) => [d.declarationId, d]));
        const undecided = awaiting.filter((id) => !drafts.get(id)?.choice).length;
        if (undecided > 0) throw badRequest("professor.undecided", { count: undecided });
        const marks = awaiting.map((id) => ({ id, draft: drafts.get(id) }));
        const ranks = marks.flatMap((m) => (m.draft?.choice === "AGREE" ? [m.draft.rank] : []));
        const sorted = ranks.filter((r): r is number => r !== null).sort((a, b) => a - b);
        if (sorted.length !== ranks.length || sorted.some((r, k) => r !== k + 1))
          throw badRequest("professor.rankMissing", { from: 1, to: ranks.length });
        const choices = Object.fromEntries(
          marks.map(({ id, draft }) => [
            id,
            { choice: draft?.choice ?? "ABSTAIN", rank: draft?.rank ?? null, remark: draft?.remark ?? null },
          ]),
        );
        if (!(await repo.castBallot(tx, round.id, auth.userId, choices)))
          throw badRequest("professor.alreadySubmitted");
        const count = (choice: string) => marks.filter((m) => m.draft?.choice === choice).length;
        return { recommended: count("AGREE"), notRecommended: count("DISAGREE"), abstained: count("ABSTAIN") };
      });
    },
  };
}

export type MemberService = ReturnType<typeof createMemberService>;
