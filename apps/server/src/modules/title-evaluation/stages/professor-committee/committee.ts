import { type Language, translate } from "@zcps/contracts/messages";
import type { TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import { minAttending, type VoteRule } from "@zcps/contracts/zcps/committee/vote";
import type { DeclarationState } from "@zcps/contracts/zcps/machine";
import {
  type OpinionForSummary,
  type PeerConclusion,
  summarisePeerReview,
} from "@zcps/contracts/zcps/peer-review/pass-rule";
import type {
  CommitteeDuty,
  PeerAggregate,
  ProfessorDeclarationRow,
  ProfessorRoundState,
} from "@zcps/contracts/zcps/professor/api";
import { professorRule } from "@zcps/contracts/zcps/professor/tally";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { badRequest } from "../../../../platform/errors";
import { readSettings } from "../../config";
import { type BatchRef, resolveBatch } from "../../shared";
import { scoreTotal } from "../peer-review";
import * as repo from "./repo";

/**
 * What the professor committee's services share: the caller's committee, a committee's duty (its progress), the
 * rule, and the rows of the declarations put to it with the peer review's aggregate (no expert named).
 */

export interface MemberCaller {
  auth: AuthContext;
  batch: BatchRef;
  unitId: string;
}

/** The caller as a member of their unit's committee in the batch, or a refusal. */
export async function memberCaller(db: Executor, auth: AuthContext, projectTimeId?: string): Promise<MemberCaller> {
  const batch = await resolveBatch(db, auth, projectTimeId);
  const [me] = await repo.members(db, auth.tenantId, batch.id, { userId: auth.userId });
  if (!me) throw badRequest("professor.notMember");
  return { auth, batch, unitId: me.unitId };
}

/** The committee's rule from the tenant's settings. */
export async function committeeRule(db: Executor, tenantId: string): Promise<{ rule: VoteRule; ratio: string }> {
  const ratio = (await readSettings(db, tenantId)).professorPassRatio;
  return { rule: professorRule(ratio), ratio };
}

/** The committees' duties of the batch for the units given (every unit with members or declarations when none). */
export async function duties(
  db: Executor,
  tenantId: string,
  batch: BatchRef,
  options: { unitIds?: readonly string[]; userId?: string; rule: VoteRule },
): Promise<CommitteeDuty[]> {
  // one after another: `db` may be a transaction, whose connection takes one query at a time
  const members = await repo.members(db, tenantId, batch.id, options.unitIds ? { unitIds: options.unitIds } : {});
  const put = await repo.putDeclarations(db, tenantId, batch.id, options.unitIds ? { unitIds: options.unitIds } : {});
  const latest = await repo.latestRounds(db, tenantId, batch.id);
  const unitIds = options.unitIds ?? [...new Set([...members.map((m) => m.unitId), ...put.map((d) => d.unitId)])];
  const names = new Map((await repo.unitNames(db, unitIds)).map((u) => [u.id, u]));
  const rounds = new Map(latest.map((r) => [r.unitId, r]));
  const mine = new Set<string>();
  if (options.userId) {
    const open = latest.filter((r) => r.state === "OPEN").map((r) => r.id);
    for (const id of open) if (await repo.hasSubmitted(db, id, options.userId)) mine.add(id);
  }
  return [...names.values()].map((unit): CommitteeDuty => {
    const size = members.filter((m) => m.unitId === unit.id).length;
    const ofUnit = put.filter((d) => d.unitId === unit.id);
    const awaiting = ofUnit.filter((d) => d.status === "PROFESSOR_COMMITTEE").length;
    const last = rounds.get(unit.id);
    // after a confirmed round, declarations arriving later wait for the next one
    const open = last?.state === "OPEN" ? last : null;
    return {
      projectTimeId: batch.id,
      unitId: unit.id,
      unitName: unit.name,
      unitNameEn: unit.nameEn,
      members: size,
      round: open ? open.round : (last?.round ?? 0) + (last && awaiting === 0 ? 0 : 1),
      roundState: open ? "OPEN" : awaiting > 0 ? null : ((last?.state as ProfessorRoundState | undefined) ?? null),
      // the round shown: the open one, or the last one decided while nothing new waits
      submitted: open ? open.submitted : awaiting === 0 && last ? last.submitted : 0,
      quorum: size ? minAttending(options.rule, size) : 0,
      awaiting,
      decided: ofUnit.length - awaiting,
      rejectReason: open ? open.previousReason : null,
      ...(options.userId ? { mySubmitted: open ? mine.has(open.id) : false } : {}),
    };
  });
}

const forSummary = (opinions: { conclusion: string | null; scores: Record<string, number>; validity: string }[]) =>
  opinions.flatMap((o): OpinionForSummary[] =>
    o.conclusion
      ? [{ conclusion: o.conclusion as PeerConclusion, score: scoreTotal(o.scores), valid: o.validity === "VALID" }]
      : [],
  );

/** The peer review's aggregate and its valid opinions' comments per declaration. */
export async function peerAggregates(db: Executor, declarationIds: readonly string[]) {
  const reviews = await repo.peerReviews(db, declarationIds);
  return new Map(
    reviews.map((r) => {
      const summary = summarisePeerReview(
        r.passRule as Parameters<typeof summarisePeerReview>[0],
        r.required,
        forSummary(r.opinions),
      );
      const aggregate: PeerAggregate = {
        required: summary.required,
        valid: summary.valid,
        agree: summary.agree,
        disagree: summary.disagree,
        meanScore: summary.meanScore === null ? null : Math.round(summary.meanScore * 10) / 10,
        verdict: r.verdict ?? summary.verdict,
      };
      const comments = r.opinions
        .filter((o) => o.validity === "VALID" && o.comment.trim())
        .map((o) => o.comment.trim())
        .sort();
      return [r.declarationId, { aggregate, comments }] as const;
    }),
  );
}

/** The rows of the declarations given, with their peer aggregates. */
export async function declarationRows(db: Executor, put: readonly repo.PutRecord[]) {
  const peers = await peerAggregates(
    db,
    put.map((d) => d.declarationId),
  );
  return put.map(
    (d): ProfessorDeclarationRow => ({
      declarationId: d.declarationId,
      staffName: d.staffName,
      employeeNo: d.employeeNo,
      titleName: d.titleName ?? "",
      titleNameEn: d.titleNameEn,
      level: d.level as TitleLevel,
      trackCode: d.trackCode || null,
      status: d.status as DeclarationState,
      unitRank: d.unitRank,
      peer: peers.get(d.declarationId)?.aggregate ?? null,
    }),
  );
}

/** The rule in the caller's words: "推荐票超过全体委员的 1/2". */
export const ruleText = (rule: VoteRule, ratio: string, lang: Language) =>
  translate(`professor.rule.OF_MEMBERS.${rule.comparison}`, lang, { ratio });
