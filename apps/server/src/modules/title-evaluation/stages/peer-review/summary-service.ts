import type { Language } from "@zcps/contracts/messages";
import type { TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import type { DeclarationEvent, DeclarationState } from "@zcps/contracts/zcps/machine";
import type {
  ConfirmResult,
  confirmSchema,
  PeerSummaryRow,
  summaryQuerySchema,
} from "@zcps/contracts/zcps/peer-review/api";
import {
  type OpinionForSummary,
  type PeerConclusion,
  type PeerVerdict,
  summarisePeerReview,
} from "@zcps/contracts/zcps/peer-review/pass-rule";
import type { z } from "zod";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { applyTransition, findDeclaration } from "../../declarations";
import * as pool from "./pool-repo";
import * as repo from "./repo";
import { tenantRound } from "./rounds-service";
import { summaryWorkbook } from "./summary-sheet";

/** The criteria scores' total, or null when the expert gave none. */
export const scoreTotal = (scores: Record<string, number> | null | undefined) => {
  const values = Object.values(scores ?? {}).filter((v) => typeof v === "number");
  return values.length ? values.reduce((a, b) => a + b, 0) : null;
};

const forSummary = (rows: { conclusion: string | null; scores: Record<string, number>; validity: string }[]) =>
  rows.flatMap((o): OpinionForSummary[] =>
    o.conclusion
      ? [{ conclusion: o.conclusion as PeerConclusion, score: scoreTotal(o.scores), valid: o.validity === "VALID" }]
      : [],
  );

/** Supplements add this many experts unless the rule says otherwise (reference 4.5). */
const DEFAULT_SUPPLEMENT = 2;

/**
 * The summary (结果汇总, reference 4.4 step 7) per declaration the round took, by the round's pass rule over its
 * submitted opinions; its xlsx; and personnel's confirmation, which moves each complete one through the workflow:
 * PASS → peerPassed, FAIL → peerFailed, NEEDS_MORE → supplement (the stage raises the experts required). Experts are
 * never told a verdict.
 */
export function createSummaryService({ db }: Pick<AppDeps, "db">) {
  async function summaries(auth: AuthContext, roundId: string): Promise<PeerSummaryRow[]> {
    const round = await tenantRound(db, auth, roundId);
    const taken = await repo.roundDeclarations(db, round.id);
    if (taken.length === 0) return [];
    const [declarants, opinions] = await Promise.all([
      pool.batchDeclarants(db, auth.tenantId, round.projectTimeId, { ids: taken.map((t) => t.declarationId) }),
      repo.submittedOpinionsOfRound(db, round.id),
    ]);
    const byDeclarant = new Map(declarants.map((d) => [d.declarationId, d]));
    return taken
      .sort((a, b) => a.code.localeCompare(b.code))
      .flatMap((t) => {
        const d = byDeclarant.get(t.declarationId);
        if (!d) return [];
        const summary = summarisePeerReview(
          round.settings.passRule,
          t.required,
          forSummary(opinions.filter((o) => o.declarationId === t.declarationId)),
        );
        return [
          {
            ...summary,
            declarationId: t.declarationId,
            userId: d.userId,
            name: d.name,
            code: t.code,
            unitName: d.unitName ?? "",
            unitNameEn: d.unitNameEn,
            titleName: d.titleName ?? "",
            titleNameEn: d.titleNameEn,
            level: d.level as TitleLevel,
            state: d.status as DeclarationState,
            confirmedVerdict: t.confirmedAt ? (t.verdict as PeerVerdict) : null,
          },
        ];
      });
  }

  function filtered(rows: PeerSummaryRow[], query: z.infer<typeof summaryQuerySchema>) {
    const keyword = query.keyword?.toLowerCase();
    return rows.filter(
      (r) =>
        (!keyword || r.name.toLowerCase().includes(keyword) || (r.code ?? "").toLowerCase().includes(keyword)) &&
        (!query.verdict || (query.verdict === "PENDING" ? r.verdict === null : r.verdict === query.verdict)),
    );
  }

  /** Confirms one declaration's verdict in its own transaction: whether it moved, and how. */
  async function confirmOne(auth: AuthContext, roundId: string, declarationId: string) {
    return db.transaction(async (tx): Promise<PeerVerdict | null> => {
      const round = await tenantRound(tx, auth, roundId);
      const taken = await repo.findRoundDeclaration(tx, round.id, declarationId, true);
      if (!taken) return null;
      if (taken.confirmedAt && taken.verdict !== "NEEDS_MORE") return null;
      const declaration = await findDeclaration(tx, auth.tenantId, declarationId);
      if (declaration?.status !== "PEER_REVIEW") return null;
      const summary = summarisePeerReview(
        round.settings.passRule,
        taken.required,
        forSummary(await repo.submittedOpinionsOf(tx, round.id, declarationId)),
      );
      if (!summary.complete || !summary.verdict) return null;
      const rule = round.settings.passRule;
      const event: DeclarationEvent =
        summary.verdict === "PASS"
          ? { type: "peerPassed" }
          : summary.verdict === "FAIL"
            ? { type: "peerFailed" }
            : {
                type: "supplement",
                count: (rule.kind !== "GRADED" ? rule.supplementCount : undefined) ?? DEFAULT_SUPPLEMENT,
              };
      const now = new Date();
      await applyTransition(tx, {
        tenantId: auth.tenantId,
        declarationId,
        event,
        actor: { userId: auth.userId, name: auth.name, role: "PEER_ADMIN" },
        expectedVersion: declaration.version,
        now,
      });
      await repo.updateRoundDeclaration(tx, taken.id, {
        verdict: summary.verdict,
        confirmedAt: now,
        confirmedBy: auth.userId,
      });
      return summary.verdict;
    });
  }

  return {
    async page(auth: AuthContext, query: z.infer<typeof summaryQuerySchema>) {
      const rows = filtered(await summaries(auth, query.roundId), query);
      const start = (query.page - 1) * query.limit;
      return { rows: rows.slice(start, start + query.limit), total: rows.length };
    },

    async workbook(auth: AuthContext, query: z.infer<typeof summaryQuerySchema>, lang: Language) {
      return summaryWorkbook(filtered(await summaries(auth, query.roundId), query), lang);
    },

    async confirm(auth: AuthContext, body: z.infer<typeof confirmSchema>): Promise<ConfirmResult> {
      await tenantRound(db, auth, body.roundId);
      const result: ConfirmResult = { passed: 0, failed: 0, supplemented: 0, skipped: 0 };
      for (const declarationId of new Set(body.declarationIds)) {
        const verdict = await confirmOne(auth, body.roundId, declarationId);
        if (verdict === "PASS") result.passed++;
        else if (verdict === "FAIL") result.failed++;
        else if (verdict === "NEEDS_MORE") result.supplemented++;
        else result.skipped++;
      }
      return result;
    },
  };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
