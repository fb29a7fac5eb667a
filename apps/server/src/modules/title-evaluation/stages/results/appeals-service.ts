import { randomUUID } from "node:crypto";
import type { Language } from "@zcps/contracts/messages";
import {
  DEFAULT_PIPELINE,
  type DeclarationState,
  isPipelineStage,
  isTerminalState,
  nextEnabledStage,
  type PipelineStep,
  stageIndex,
} from "@zcps/contracts/zcps/machine";
import type {
  AppealOutcome,
  AppealRow,
  AppealState,
  DismissAppealBody,
  FileAppealBody,
  MyAppealCase,
  UpholdAppealBody,
} from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS } from "@zcps/contracts/zcps/results/element-codes";
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { rowsOf } from "../../../../db/rows";
import { declarationAppeals } from "../../../../db/schema";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { addTenantWorkingDays, readSettings } from "../../config";
import { applyTransition, findBatch, stateName } from "../../declarations";
import { evidenceFiles, localDate, ownsEvidence, readEvidence, storeEvidence, usersHoldingElement } from "../../kit";
import { currentBatches, resolveBatch } from "../../shared";
import { noticeDeclarant } from "./notices-service";
import * as repo from "./repo";

/** The purpose an appeal's evidence is filed under. */
export const APPEAL_EVIDENCE = "result-appeal-evidence";
const APPEALS_LINK = "/HighJudgesRes/HighJudges?tab=appeals";

/** The stage a decision was taken at, from the state it left: a held or approved result is the publicity's. */
export function decidingStage(from: string | null): DeclarationState | null {
  if (!from) return null;
  if (from === "PUBLICITY_HOLD" || from === "APPROVED") return "RESULT_PUBLICITY";
  if (from === "QUALIFIED") return "PEER_REVIEW";
  return isPipelineStage(from as DeclarationState) ? (from as DeclarationState) : null;
}

/**
 * Where an upheld appeal may send the declaration: a re-review at an enabled stage no later than the one that
 * decided; a revocation to the stage after it (a revoked result back to its publicity).
 */
export function appealTargets(pipeline: readonly PipelineStep[], deciding: DeclarationState | null) {
  if (!deciding || !isPipelineStage(deciding)) return { rereviewStages: [], revokeTo: null };
  const last = stageIndex(pipeline, deciding);
  const rereviewStages = pipeline.filter((s, i) => s.enabled && i <= last).map((s) => s.stage as DeclarationState);
  const after = deciding === "RESULT_PUBLICITY" ? "RESULT_PUBLICITY" : nextEnabledStage(pipeline, deciding);
  return { rereviewStages, revokeTo: after === "APPROVED" ? null : after };
}

/** An appeal as its declarant files it. */
export interface AppealInput {
  tenantId: string;
  /** the declarant's account: only their own declaration is appealed */
  userId: string;
  declarationId: string;
  grounds: string;
  evidenceFileIds: string[];
  now: Date;
  /** the day on the school's calendar the handling deadline counts from */
  today: string;
}

/**
 * Files an appeal in the caller's transaction: the machine's appealFiled (its window open, no appeal pending), the
 * appeal with the stage whose decision it contests and its deadline (the configured working days), and a message to
 * whoever decides appeals.
 */
export async function fileAppeal(tx: Executor, input: AppealInput) {
  const { tenantId, now } = input;
  const [declaration] = await repo.declarants(tx, tenantId, [input.declarationId]);
  if (!declaration || declaration.userId !== input.userId) throw badRequest("results.notOwnDeclaration");
  if (!isTerminalState(declaration.status as DeclarationState)) throw badRequest("results.notAppealable");
  const decision = await repo.decisionInto(tx, declaration.declarationId, declaration.status);
  await applyTransition(tx, {
    tenantId,
    declarationId: declaration.declarationId,
    event: { type: "appealFiled", comment: input.grounds },
    actor: { userId: input.userId, name: declaration.name, role: "DECLARANT" },
    expectedVersion: declaration.version,
    now,
  });
  const days = (await readSettings(tx, tenantId)).appealHandlingDays;
  const dueOn = await addTenantWorkingDays(tx, tenantId, input.today, days);
  const id = randomUUID();
  await tx.insert(declarationAppeals).values({
    id,
    tenantId,
    projectTimeId: declaration.projectTimeId,
    declarationId: declaration.declarationId,
    filedBy: input.userId,
    appealedState: declaration.status,
    decidingStage: decidingStage(decision?.fromStatus ?? null),
    grounds: input.grounds,
    evidenceFileIds: input.evidenceFileIds,
    dueOn,
    status: "OPEN",
    createdAt: now,
  });
  const handlers = await usersHoldingElement(tx, tenantId, RESULTS_ELEMENTS.appealHandle);
  await notify(
    tx,
    tenantId,
    handlers.map((userId) => ({
      userId,
      kind: "appeal.filed",
      title: bilingual("notice.appealFiled.title"),
      body: bilingual("notice.appealFiled.body", {
        name: declaration.name,
        state: { zh: stateName(declaration.status, "zh"), en: stateName(declaration.status, "en") },
        dueOn,
      }),
      link: APPEALS_LINK,
    })),
  );
  return { id, dueOn };
}

/**
 * Appeals (申诉 / 复查, stage 9's overlay on the terminal states): a negative decision opens an appeal window of the
 * batch's appeal days on the holiday calendar (the machine's openAppealWindow, kept by the results stage); within
 * it the declarant appeals once at a time, with grounds and evidence (appealFiled). Personnel decide it within the
 * configured working days: dismissed (the decision stands), the decision revoked (the declaration goes on to the
 * stage after the one that decided), or a re-review at a named stage, optionally through the declarant first
 * (appealUpheld). Each outcome is a decision on the declaration and a message to the declarant.
 */
export function createAppealsService(deps: Pick<AppDeps, "db" | "config" | "storage" | "uploads">) {
  const { db, config } = deps;
  const today = (now = new Date()) => localDate(now, config.TIME_ZONE ?? "Asia/Shanghai");
  const handler = (auth: AuthContext) => ({ userId: auth.userId, name: auth.name, role: "APPEAL_HANDLER" as const });

  async function targetsOf(tx: Executor, tenantId: string, projectTimeId: string, deciding: DeclarationState | null) {
    const batch = await findBatch(tx, tenantId, projectTimeId);
    return appealTargets((batch?.pipeline as PipelineStep[] | null) ?? DEFAULT_PIPELINE, deciding);
  }

  async function rows(
    tx: Executor,
    tenantId: string,
    records: { appeal: repo.AppealRecord; handledByName: string | null }[],
    lang: Language,
  ): Promise<AppealRow[]> {
    const people = new Map(
      (await repo.declarants(tx, tenantId, [...new Set(records.map((r) => r.appeal.declarationId))])).map((d) => [
        d.declarationId,
        d,
      ]),
    );
    const files = await evidenceFiles(
      tx,
      [...new Set(records.flatMap((r) => r.appeal.evidenceFileIds))],
      APPEAL_EVIDENCE,
    );
    const now = today();
    const targets = new Map<string, ReturnType<typeof appealTargets>>();
    const out: AppealRow[] = [];
    for (const { appeal: a, handledByName } of records) {
      const d = people.get(a.declarationId);
      if (!d) continue;
      const deciding = (a.decidingStage as DeclarationState | null) ?? null;
      const key = `${a.projectTimeId}:${deciding}`;
      if (!targets.has(key)) targets.set(key, await targetsOf(tx, tenantId, a.projectTimeId, deciding));
      const target = targets.get(key) as ReturnType<typeof appealTargets>;
      const shown = noticeDeclarant(d, lang);
      out.push({
        id: a.id,
        declarationId: a.declarationId,
        projectTimeId: a.projectTimeId,
        declarantName: shown.name,
        employeeNo: shown.employeeNo,
        unitName: shown.unitName,
        titleName: shown.titleName,
        appealedState: a.appealedState as DeclarationState,
        decidingStage: deciding,
        status: d.status as DeclarationState,
        version: d.version,
        grounds: a.grounds,
        evidence: a.evidenceFileIds.flatMap((id) => {
          const file = files.find((f) => f.id === id);
          return file ? [{ id, name: file.name ?? id }] : [];
        }),
        filedAt: a.createdAt.toISOString(),
        dueOn: a.dueOn,
        overdue: a.status === "OPEN" && a.dueOn < now,
        state: a.status as AppealState,
        outcome: (a.outcome as AppealOutcome | null) ?? null,
        reinstateAt: (a.reinstateAt as DeclarationState | null) ?? null,
        toDeclarant: a.toDeclarant,
        resolution: a.resolution,
        handledByName,
        handledAt: a.handledAt ? new Date(a.handledAt).toISOString() : null,
        rereviewStages: a.status === "OPEN" ? target.rereviewStages : [],
        revokeTo: a.status === "OPEN" ? target.revokeTo : null,
      });
    }
    return out;
  }

  /** An open appeal, locked, with its declaration as it stands (its version checked against the caller's). */
  async function openAppeal(tx: Executor, auth: AuthContext, id: string) {
    const appeal = await repo.lockAppeal(tx, auth.tenantId, id);
    if (!appeal) throw badRequest("results.appealNotFound");
    if (appeal.status !== "OPEN") throw badRequest("results.appealHandled");
    const [declaration] = await repo.declarants(tx, auth.tenantId, [appeal.declarationId]);
    if (!declaration) throw badRequest("results.appealNotFound");
    return { appeal, declaration };
  }

  async function decide(
    tx: Executor,
    auth: AuthContext,
    appealId: string,
    changes: {
      status: AppealState;
      outcome: AppealOutcome | null;
      reinstateAt: string | null;
      toDeclarant: boolean;
      resolution: string;
    },
    now: Date,
  ) {
    await tx
      .update(declarationAppeals)
      .set({ ...changes, handledBy: auth.userId, handledAt: now })
      .where(eq(declarationAppeals.id, appealId));
  }

  async function one(auth: AuthContext, id: string, lang: Language): Promise<AppealRow> {
    const records = await repo.appealsWhere(
      db,
      and(eq(declarationAppeals.tenantId, auth.tenantId), eq(declarationAppeals.id, id)),
    );
    const [row] = await rows(db, auth.tenantId, records, lang);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** The caller's own declarations with a decision they may appeal or appeals they filed. */
    async mine(auth: AuthContext, lang: Language): Promise<MyAppealCase[]> {
      const batches = await currentBatches(db, auth);
      if (batches.length === 0) return [];
      const own = await rowsOf<{
        id: string;
        projectTimeId: string;
        status: string;
        titleName: string | null;
        titleNameEn: string | null;
      }>(
        db,
        sql`select d.id, d.project_time_id as "projectTimeId", d.status, ti.name as "titleName",
              ti.name_en as "titleNameEn"
            from declarations d left join titles ti on ti.id = d.title_id
            where d.tenant_id = ${auth.tenantId} and d.user_id = ${auth.userId}
              and d.project_time_id = any(${sql.param(batches.map((b) => b.id))}::text[])
            order by d.created_at desc`,
      );
      const now = today();
      const cases: MyAppealCase[] = [];
      for (const d of own) {
        const batch = batches.find((b) => b.id === d.projectTimeId);
        const window = await repo.appealWindow(db, d.id);
        const appeals = await repo.appealsWhere(db, eq(declarationAppeals.declarationId, d.id));
        const status = d.status as DeclarationState;
        const windowOpen = window !== null && window.state === status && window.closesOn >= now;
        const pending = appeals.some((a) => a.appeal.status === "OPEN");
        const appealable = isTerminalState(status) && windowOpen && !pending;
        if (!appealable && appeals.length === 0) continue;
        const decision = await repo.decisionInto(db, d.id, status);
        const files = await evidenceFiles(
          db,
          appeals.flatMap((a) => a.appeal.evidenceFileIds),
          APPEAL_EVIDENCE,
        );
        cases.push({
          declarationId: d.id,
          projectTimeId: d.projectTimeId,
          batchName: (lang === "en" ? batch?.nameEn : null) ?? batch?.name ?? "",
          titleName: (lang === "en" ? d.titleNameEn : null) ?? d.titleName ?? "",
          status,
          appealable,
          windowClosesOn: window?.state === status ? window.closesOn : null,
          decisionReason: decision?.reason ?? decision?.comment ?? null,
          appeals: appeals.map(({ appeal: a }) => ({
            id: a.id,
            grounds: a.grounds,
            evidence: a.evidenceFileIds.flatMap((id) => {
              const file = files.find((f) => f.id === id);
              return file ? [{ id, name: file.name ?? id }] : [];
            }),
            filedAt: a.createdAt.toISOString(),
            dueOn: a.dueOn,
            state: a.status as AppealState,
            outcome: (a.outcome as AppealOutcome | null) ?? null,
            reinstateAt: (a.reinstateAt as DeclarationState | null) ?? null,
            resolution: a.resolution,
            handledAt: a.handledAt ? new Date(a.handledAt).toISOString() : null,
          })),
        });
      }
      return cases;
    },

    uploadEvidence: (auth: AuthContext, upload: { bytes: Buffer; name: string }) =>
      storeEvidence(deps, auth, upload, APPEAL_EVIDENCE),

    /** An appeal's evidence: its declarant's own, or anyone who reads the register of appeals. */
    async evidence(auth: AuthContext, appealId: string, fileId: string) {
      const [appeal] = await db
        .select()
        .from(declarationAppeals)
        .where(and(eq(declarationAppeals.tenantId, auth.tenantId), eq(declarationAppeals.id, appealId)));
      if (!appeal || (appeal.filedBy !== auth.userId && !auth.codes.has(RESULTS_ELEMENTS.appealView))) throw notFound();
      return readEvidence(deps, appeal.evidenceFileIds, fileId, APPEAL_EVIDENCE);
    },

    /** The declarant appeals against the negative decision on their own declaration, within its window. */
    async file(auth: AuthContext, body: FileAppealBody) {
      const evidence = body.evidenceFileIds ?? [];
      return db.transaction(async (tx) => {
        if (!(await ownsEvidence(tx, auth, evidence, APPEAL_EVIDENCE))) throw badRequest("results.evidenceNotFound");
        return fileAppeal(tx, {
          tenantId: auth.tenantId,
          userId: auth.userId,
          declarationId: body.declarationId,
          grounds: body.grounds,
          evidenceFileIds: evidence,
          now: new Date(),
          today: today(),
        });
      });
    },

    async list(auth: AuthContext, query: { projectTimeId?: string; status?: AppealState }, lang: Language) {
      const batch = await resolveBatch(db, auth, query.projectTimeId);
      const records = await repo.appealsWhere(
        db,
        and(
          eq(declarationAppeals.tenantId, auth.tenantId),
          eq(declarationAppeals.projectTimeId, batch.id),
          query.status ? eq(declarationAppeals.status, query.status) : undefined,
        ),
      );
      return rows(db, auth.tenantId, records, lang);
    },

    one,

    /** The decision stands. */
    async dismiss(auth: AuthContext, id: string, body: DismissAppealBody, lang: Language) {
      const now = new Date();
      await db.transaction(async (tx) => {
        const { appeal, declaration } = await openAppeal(tx, auth, id);
        await applyTransition(tx, {
          tenantId: auth.tenantId,
          declarationId: declaration.declarationId,
          event: { type: "appealDismissed", comment: body.resolution },
          actor: handler(auth),
          expectedVersion: Number(body.version),
          now,
        });
        await decide(
          tx,
          auth,
          appeal.id,
          { status: "DISMISSED", outcome: null, reinstateAt: null, toDeclarant: false, resolution: body.resolution },
          now,
        );
        await notify(tx, auth.tenantId, [
          {
            userId: declaration.userId,
            kind: "appeal.decided",
            title: bilingual("notice.appealDecided.title"),
            body: bilingual("notice.appealDismissed.body", { resolution: body.resolution }),
            link: "/zcps/userCenter",
          },
        ]);
      });
      return one(auth, id, lang);
    },

    /** The appeal is upheld: the decision revoked (on to the next stage), or a named stage reviews it again. */
    async uphold(auth: AuthContext, id: string, body: UpholdAppealBody, lang: Language) {
      const now = new Date();
      await db.transaction(async (tx) => {
        const { appeal, declaration } = await openAppeal(tx, auth, id);
        const deciding = (appeal.decidingStage as DeclarationState | null) ?? null;
        const { rereviewStages, revokeTo } = await targetsOf(tx, auth.tenantId, appeal.projectTimeId, deciding);
        const outcome = body.outcome;
        const toDeclarant = outcome === "REREVIEW" && body.toDeclarant === true;
        let reinstateAt: DeclarationState;
        if (outcome === "REVOKE") {
          if (!revokeTo) throw badRequest("results.notAppealable");
          reinstateAt = revokeTo;
        } else {
          if (!body.reinstateAt || !rereviewStages.includes(body.reinstateAt))
            throw badRequest("results.rereviewStageInvalid");
          reinstateAt = body.reinstateAt;
        }
        await applyTransition(tx, {
          tenantId: auth.tenantId,
          declarationId: declaration.declarationId,
          event: { type: "appealUpheld", reinstateAt, toDeclarant, comment: body.resolution },
          actor: handler(auth),
          expectedVersion: Number(body.version),
          now,
        });
        await decide(
          tx,
          auth,
          appeal.id,
          { status: "UPHELD", outcome, reinstateAt, toDeclarant, resolution: body.resolution },
          now,
        );
        const stage = { zh: stateName(reinstateAt, "zh"), en: stateName(reinstateAt, "en") };
        await notify(tx, auth.tenantId, [
          {
            userId: declaration.userId,
            kind: "appeal.decided",
            title: bilingual("notice.appealDecided.title"),
            body: bilingual(outcome === "REVOKE" ? "notice.appealRevoked.body" : "notice.appealRereview.body", {
              stage,
              resolution: body.resolution,
            }),
            link: "/zcps/userCenter",
          },
        ]);
      });
      return one(auth, id, lang);
    },
  };
}
