import { type Language, translate } from "@zcps/contracts/messages";
import type {
  CommitteeDuty,
  CommitteeResult,
  CommitteeTallyRow,
  ConfirmReply,
  ProfessorRoundState,
  rejectSchema,
} from "@zcps/contracts/zcps/professor/api";
import { type ProfessorMarks, tallyProfessorRound } from "@zcps/contracts/zcps/professor/tally";
import type { z } from "zod";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { applyTransition } from "../../declarations";
import { resolveBatch } from "../../shared";
import { committeeRule, declarationRows, duties, ruleText } from "./committee";
import * as repo from "./repo";

const TEACOM_LINK = "/ProfessorCom/TeacomResults";

/**
 * Personnel's side of the professor committees (TeacomResultsPersonnel): every unit's committee and its progress;
 * a committee's tally once every member has submitted (never who chose what); the confirmation, which moves the
 * declarations in one transaction (committeeRecommend with the committee's rank, or committeeNotRecommend with the
 * figures), and the sending back of a round, whose ballots then count for nothing.
 */
export function createResultsService({ db }: Pick<AppDeps, "db">) {
  /** The tally of a round over the declarations awaiting, with what its rows show. */
  async function tallyOf(tx: Executor, tenantId: string, projectTimeId: string, unitId: string, roundId: string) {
    // one after another: `tx` may be a transaction, whose connection takes one query at a time
    const { rule } = await committeeRule(tx, tenantId);
    const members = await repo.members(tx, tenantId, projectTimeId, { unitIds: [unitId] });
    const awaiting = await repo.putDeclarations(tx, tenantId, projectTimeId, { unitIds: [unitId], awaitingOnly: true });
    const ballots = await repo.ballots(tx, roundId);
    const tally = tallyProfessorRound(rule, {
      members: members.length,
      candidates: awaiting.map((d) => d.declarationId),
      ballots: ballots.map((b) => b.choices as ProfessorMarks),
    });
    const byId = new Map(awaiting.map((d) => [d.declarationId, d]));
    const rows = tally.rows.flatMap((t): CommitteeTallyRow[] => {
      const d = byId.get(t.declarationId);
      return d
        ? [
            {
              ...t,
              staffName: d.staffName,
              employeeNo: d.employeeNo,
              titleName: d.titleName ?? "",
              titleNameEn: d.titleNameEn,
              level: d.level as CommitteeTallyRow["level"],
              status: d.status as CommitteeTallyRow["status"],
            },
          ]
        : [];
    });
    rows.sort((a, b) => (a.rank ?? Number.MAX_SAFE_INTEGER) - (b.rank ?? Number.MAX_SAFE_INTEGER));
    return { tally, rows, awaiting };
  }

  async function dutyOf(tx: Executor, auth: AuthContext, projectTimeId: string | undefined, unitId: string) {
    const batch = await resolveBatch(tx, auth, projectTimeId);
    const { rule, ratio } = await committeeRule(tx, auth.tenantId);
    const [duty] = await duties(tx, auth.tenantId, batch, { unitIds: [unitId], rule });
    if (!duty || (duty.members === 0 && duty.awaiting + duty.decided === 0))
      throw badRequest("professor.unknownCommittee");
    return { batch, duty, rule, ratio };
  }

  async function committee(
    auth: AuthContext,
    unitId: string,
    projectTimeId: string | undefined,
    lang: Language,
  ): Promise<CommitteeResult> {
    const { batch, duty, rule, ratio } = await dutyOf(db, auth, projectTimeId, unitId);
    const history = await repo.rounds(db, batch.id, unitId);
    const [latest] = history;
    let tally: CommitteeTallyRow[] | null = null;
    let awaiting: CommitteeResult["awaiting"] = [];
    if (latest?.state === "OPEN" && duty.members > 0 && duty.submitted >= duty.members) {
      tally = (await tallyOf(db, auth.tenantId, batch.id, unitId, latest.id)).rows;
    } else {
      awaiting = await declarationRows(
        db,
        await repo.putDeclarations(db, auth.tenantId, batch.id, { unitIds: [unitId], awaitingOnly: true }),
      );
      if (latest?.state === "CONFIRMED" && awaiting.length === 0)
        tally = (latest.result as CommitteeTallyRow[] | null) ?? [];
    }
    return {
      duty,
      rule: ruleText(rule, ratio, lang),
      tally,
      awaiting,
      history: history.map((r) => ({
        round: r.round,
        state: r.state as ProfessorRoundState,
        decidedAt: r.decidedAt?.toISOString() ?? null,
        decidedBy: r.decidedByName,
        reason: r.reason,
      })),
    };
  }

  return {
    async committees(auth: AuthContext, projectTimeId?: string): Promise<CommitteeDuty[]> {
      const batch = await resolveBatch(db, auth, projectTimeId);
      const { rule } = await committeeRule(db, auth.tenantId);
      return duties(db, auth.tenantId, batch, { rule });
    },

    committee,

    /** Confirms the open round's tally: each declarant awaiting the committee moves, all in one transaction. */
    async confirm(auth: AuthContext, unitId: string, projectTimeId: string | undefined): Promise<ConfirmReply> {
      return db.transaction(async (tx) => {
        const { batch } = await dutyOf(tx, auth, projectTimeId, unitId);
        const scope = { tenantId: auth.tenantId, projectTimeId: batch.id, unitId };
        const waiting = await repo.putDeclarations(tx, auth.tenantId, batch.id, {
          unitIds: [unitId],
          awaitingOnly: true,
          lock: true,
        });
        if (waiting.length === 0) throw badRequest("professor.nothingAwaiting");
        // exclusive: no ballot lands between the tally and the decisions
        const round = await repo.openRound(tx, scope, "update");
        const { tally, rows, awaiting } = await tallyOf(tx, auth.tenantId, batch.id, unitId, round.id);
        if (!tally.quorumMet)
          throw badRequest("professor.noQuorum", {
            submitted: tally.submitted,
            required: tally.minSubmitted,
            members: tally.members,
          });
        const actor = { userId: auth.userId, name: auth.name, role: "PERSONNEL" as const };
        const versions = new Map(awaiting.map((d) => [d.declarationId, d.version]));
        let recommended = 0;
        for (const row of rows) {
          const reason =
            row.verdict === "NO_QUORUM"
              ? translate("professor.noQuorumReason", "zh")
              : translate("professor.notRecommendedReason", "zh", { agree: row.agree, threshold: row.threshold });
          await applyTransition(tx, {
            tenantId: auth.tenantId,
            declarationId: row.declarationId,
            event:
              row.verdict === "PASS" && row.rank !== null
                ? { type: "committeeRecommend", rank: row.rank }
                : { type: "committeeNotRecommend", reason },
            actor,
            expectedVersion: versions.get(row.declarationId) ?? 0,
          });
          if (row.verdict === "PASS") recommended += 1;
        }
        await repo.decideRound(tx, round.id, {
          state: "CONFIRMED",
          members: tally.members,
          result: rows,
          decidedBy: auth.userId,
          decidedByName: auth.name,
          decidedAt: new Date(),
        });
        return { recommended, notRecommended: rows.length - recommended };
      });
    },

    /** Sends the open round back: its ballots count for nothing, the next round opens, the members are told. */
    async reject(auth: AuthContext, body: z.infer<typeof rejectSchema>, lang: Language) {
      await db.transaction(async (tx) => {
        const { batch } = await dutyOf(tx, auth, body.projectTimeId, body.unitId);
        const [latest] = await repo.rounds(tx, batch.id, body.unitId);
        if (latest?.state !== "OPEN") throw badRequest("professor.noOpenRound");
        const round = await repo.openRound(
          tx,
          { tenantId: auth.tenantId, projectTimeId: batch.id, unitId: body.unitId },
          "update",
        );
        await repo.decideRound(tx, round.id, {
          state: "REJECTED",
          reason: body.reason,
          decidedBy: auth.userId,
          decidedByName: auth.name,
          decidedAt: new Date(),
        });
        await repo.openRound(tx, { tenantId: auth.tenantId, projectTimeId: batch.id, unitId: body.unitId }, "share");
        const members = await repo.members(tx, auth.tenantId, batch.id, { unitIds: [body.unitId] });
        await notify(
          tx,
          auth.tenantId,
          members.map((m) => ({
            userId: m.userId,
            kind: "professor.roundRejected",
            title: bilingual("professor.roundRejectedTitle"),
            body: bilingual("professor.roundRejected", { round: String(round.round), reason: body.reason }),
            link: TEACOM_LINK,
          })),
        );
      });
      return (await committee(auth, body.unitId, body.projectTimeId, lang)).duty;
    },
  };
}

export type ResultsService = ReturnType<typeof createResultsService>;
