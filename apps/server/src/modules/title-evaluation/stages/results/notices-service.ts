import { randomUUID } from "node:crypto";
import type { Language } from "@zcps/contracts/messages";
import type { TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import type { DeclarationState } from "@zcps/contracts/zcps/machine";
import type {
  CloseOutcome,
  NoticeDeclarant,
  NoticeKind,
  NoticePublicity,
  ObjectionDecisionBody,
  ObjectionState,
  PublicityStatus,
  ResultObjectionBody,
  ResultObjectionRow,
  ResultPublicityDetail,
  ResultPublicityRow,
  ResultPublicityStatus,
  SaveNoticeBody,
  SchoolNotice,
} from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS } from "@zcps/contracts/zcps/results/element-codes";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { objections, publicities, schoolNotices } from "../../../../db/schema";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { addTenantWorkingDays } from "../../config";
import { applyTransition, findBatch, findUserName } from "../../declarations";
import {
  closePublicityWindow,
  evidenceFiles,
  localDate,
  openPublicityWindow,
  ownsEvidence,
  publicityStartInRange,
  readEvidence,
  storeEvidence,
  usersHoldingElement,
} from "../../kit";
import { resolveBatch } from "../../shared";
import * as repo from "./repo";

/** The purpose an objection's evidence is filed under. */
export const RESULT_OBJECTION_EVIDENCE = "result-objection-evidence";
const PUBLICITY_LINK = "/HighJudgesRes/HighJudges?tab=publicity";

type NoticeRecord = typeof schoolNotices.$inferSelect;
type WindowRecord = typeof publicities.$inferSelect;
type SaveNotice = SaveNoticeBody & { kind: NoticeKind; content: string };

const named = (zh: string | null, en: string | null, lang: Language) => (lang === "en" ? (en ?? zh) : zh) ?? "";

export const noticeDeclarant = (d: repo.DeclarantRecord, lang: Language): NoticeDeclarant => ({
  declarationId: d.declarationId,
  name: d.name,
  employeeNo: d.employeeNo ?? "",
  unitName: named(d.unitName, d.unitNameEn, lang),
  titleName: named(d.titleName, d.titleNameEn, lang),
  level: (d.level as TitleLevel | null) ?? null,
});

/** What a result notice is published with: by whom, over which declarations, from which day. */
export interface ResultNoticeInput {
  tenantId: string;
  userId: string;
  projectTimeId: string;
  title: string;
  content: string;
  /** the first day on the school's calendar */
  startsOn: string;
  /** the declarations it publishes; every one awaiting when absent */
  declarationIds?: readonly string[];
  now: Date;
}

/**
 * Publishes a result notice in the caller's transaction: a publicity window over the chosen declarations awaiting
 * one (the batch's working days on the holiday calendar), the notice naming it, and a message to each declarant.
 * Publishers of one batch take turns, so a declaration is never put on two windows.
 */
export async function publishResultNotice(tx: Executor, input: ResultNoticeInput) {
  const { tenantId, projectTimeId, now } = input;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`results-publicity:${projectTimeId}`}))`);
  const awaiting = await repo.awaitingPublicity(tx, tenantId, projectTimeId);
  if (awaiting.length === 0) throw badRequest("results.nothingAwaiting");
  const waiting = new Set(awaiting.map((d) => d.declarationId));
  const chosen = input.declarationIds ? [...new Set(input.declarationIds)] : [...waiting];
  const strays = chosen.filter((id) => !waiting.has(id)).length;
  if (strays > 0) throw badRequest("results.notAwaiting", { count: strays });
  if (chosen.length === 0) throw badRequest("results.nothingAwaiting");
  const batch = await findBatch(tx, tenantId, projectTimeId);
  const window = await openPublicityWindow(tx, {
    id: randomUUID(),
    tenantId,
    projectTimeId,
    scope: "SCHOOL",
    unitId: null,
    stage: "RESULT_PUBLICITY",
    title: input.title,
    startsOn: input.startsOn,
    workingDays: batch?.publicityDays ?? 5,
    declarationIds: chosen,
    createdBy: input.userId,
    now,
  });
  const id = randomUUID();
  await tx.insert(schoolNotices).values({
    id,
    tenantId,
    projectTimeId,
    kind: "RESULT",
    title: input.title,
    content: input.content,
    publicityId: window.id,
    createdBy: input.userId,
    createdAt: now,
    updatedAt: now,
  });
  await notify(
    tx,
    tenantId,
    awaiting
      .filter((d) => chosen.includes(d.declarationId))
      .map((d) => ({
        userId: d.userId,
        kind: "publicity.opened",
        title: bilingual("notice.resultPublicity.title", { title: input.title }),
        body: bilingual("notice.resultPublicity.body", { startsOn: window.startsOn, endsOn: window.endsOn }),
        link: "/zcps/userCenter",
      })),
  );
  return id;
}

/**
 * The school's notices and the results publicity (stage 9): personnel publish notices; a result notice opens a
 * publicity window over the declarations in RESULT_PUBLICITY (the batch's working days on the holiday calendar).
 * While it is up, anyone signed in may object under their name, with evidence. Personnel take an objection up (the
 * declaration is held: objectionAccepted), dismiss it (the hold ends: the declaration is approved once the window
 * has elapsed, or waits out the rest of it) or uphold it (the result is revoked). A window whose last working day
 * has passed is closed by personnel or the nightly job; the declarations without a pending objection are approved
 * and their results sealed in the same transaction.
 */
export function createNoticesService(deps: Pick<AppDeps, "db" | "config" | "storage" | "uploads">) {
  const { db, config } = deps;
  const today = (now = new Date()) => localDate(now, config.TIME_ZONE ?? "Asia/Shanghai");
  const personnel = (auth: AuthContext) => ({ userId: auth.userId, name: auth.name, role: "PERSONNEL" as const });

  const publicityOf = (w: WindowRecord, now: string): NoticePublicity => ({
    id: w.id,
    startsOn: w.startsOn,
    endsOn: w.endsOn,
    workingDays: w.workingDays,
    status: w.status as PublicityStatus,
    elapsed: w.endsOn < now,
  });

  async function noticeViews(
    tx: Executor,
    tenantId: string,
    rows: { notice: NoticeRecord; publisherName: string | null }[],
    lang: Language,
  ): Promise<SchoolNotice[]> {
    const windows = new Map(
      (
        await repo.windowsByIds(
          tx,
          rows.flatMap((r) => r.notice.publicityId ?? []),
        )
      ).map((w) => [w.id, w]),
    );
    const ids = [...new Set([...windows.values()].flatMap((w) => w.declarationIds))];
    const people = new Map((await repo.declarants(tx, tenantId, ids)).map((d) => [d.declarationId, d]));
    const now = today();
    return rows.map(({ notice, publisherName }) => {
      const window = notice.publicityId ? windows.get(notice.publicityId) : undefined;
      return {
        id: notice.id,
        projectTimeId: notice.projectTimeId,
        kind: notice.kind as NoticeKind,
        title: notice.title,
        content: notice.content,
        publisherName: publisherName ?? "",
        createdAt: notice.createdAt.toISOString(),
        updatedAt: notice.updatedAt.toISOString(),
        publicity: window ? publicityOf(window, now) : null,
        declarants: (window?.declarationIds ?? []).flatMap((id) => {
          const d = people.get(id);
          return d ? [noticeDeclarant(d, lang)] : [];
        }),
      };
    });
  }

  async function publicityRows(tx: Executor, windows: readonly WindowRecord[], noticeIds: Map<string, string>) {
    const pending = await repo.pendingObjectionCounts(
      tx,
      windows.map((w) => w.id),
    );
    const now = today();
    return windows.map(
      (w): ResultPublicityRow => ({
        ...publicityOf(w, now),
        noticeId: noticeIds.get(w.id) ?? "",
        title: w.title,
        declarants: w.declarationIds.length,
        pendingObjections: pending.get(w.id) ?? 0,
      }),
    );
  }

  async function objectionRows(
    tx: Executor,
    rows: { objection: typeof objections.$inferSelect; handledByName: string | null }[],
  ): Promise<ResultObjectionRow[]> {
    const names = new Map(
      (
        await repo.declarants(
          tx,
          rows[0]?.objection.tenantId ?? "",
          rows.map((r) => r.objection.declarationId),
        )
      ).map((d) => [d.declarationId, d.name]),
    );
    const files = await evidenceFiles(
      tx,
      [...new Set(rows.flatMap((r) => r.objection.evidenceFileIds))],
      RESULT_OBJECTION_EVIDENCE,
    );
    return rows.map(({ objection: o, handledByName }) => ({
      id: o.id,
      declarationId: o.declarationId,
      declarantName: names.get(o.declarationId) ?? "",
      submitterName: o.submitterName,
      contact: o.contact,
      content: o.content,
      evidence: o.evidenceFileIds.flatMap((id) => {
        const file = files.find((f) => f.id === id);
        return file ? [{ id, name: file.name ?? id }] : [];
      }),
      status: o.status as ObjectionState,
      resolution: o.resolution,
      handledByName,
      handledAt: o.handledAt ? new Date(o.handledAt).toISOString() : null,
      createdAt: o.createdAt.toISOString(),
    }));
  }

  /** The declaration's window closed while an objection held it: once none is pending it is approved. */
  async function moveOnIfClosed(tx: Executor, auth: AuthContext, declarationId: string, now: Date) {
    const [declaration] = await repo.declarants(tx, auth.tenantId, [declarationId]);
    if (!declaration) return;
    if ((await repo.pendingObjectionsOf(tx, declarationId)) > 0) return;
    const window = await repo.resultWindowOf(tx, auth.tenantId, declarationId);
    const elapsed = window !== null && (window.status === "CLOSED" || window.endsOn < today(now));
    if (declaration.status === "PUBLICITY_HOLD") {
      await applyTransition(tx, {
        tenantId: auth.tenantId,
        declarationId,
        event: { type: "dismiss" },
        actor: personnel(auth),
        expectedVersion: declaration.version,
        extraFacts: { publicityElapsed: elapsed, openObjections: 0 },
        now,
      });
    } else if (declaration.status === "RESULT_PUBLICITY" && window?.status === "CLOSED") {
      await applyTransition(tx, {
        tenantId: auth.tenantId,
        declarationId,
        event: { type: "closeResultPublicity" },
        actor: personnel(auth),
        expectedVersion: declaration.version,
        extraFacts: { publicityElapsed: true, openObjections: 0 },
        now,
      });
    }
  }

  async function settle(
    tx: Executor,
    objection: typeof objections.$inferSelect,
    status: "DISMISSED" | "UPHELD",
    resolution: string,
    auth: AuthContext,
    now: Date,
  ): Promise<Notice | null> {
    await tx
      .update(objections)
      .set({ status, resolution, handledBy: auth.userId, handledAt: now })
      .where(eq(objections.id, objection.id));
    if (!objection.submitterUserId) return null;
    const [declarant] = await repo.declarants(tx, auth.tenantId, [objection.declarationId]);
    return {
      userId: objection.submitterUserId,
      kind: "publicity.objectionSettled",
      title: bilingual("notice.resultObjectionSettled.title"),
      body: bilingual(
        status === "UPHELD" ? "notice.resultObjectionUpheld.body" : "notice.resultObjectionDismissed.body",
        { name: declarant?.name ?? "", resolution },
      ),
    };
  }

  async function pendingObjection(tx: Executor, auth: AuthContext, id: string) {
    const objection = await repo.lockObjection(tx, auth.tenantId, id);
    if (!objection) throw badRequest("results.objectionNotFound");
    if (objection.status !== "OPEN" && objection.status !== "ACCEPTED") throw badRequest("results.objectionHandled");
    return objection;
  }

  return {
    // --- school notices ---------------------------------------------------------------------------------------

    async saveNotice(auth: AuthContext, body: SaveNotice, lang: Language): Promise<SchoolNotice> {
      const now = new Date();
      const id = await db.transaction(async (tx) => {
        if (body.id) {
          const notice = await repo.lockNotice(tx, auth.tenantId, body.id);
          if (!notice) throw badRequest("results.noticeNotFound");
          if (notice.kind !== body.kind) throw badRequest("results.noticeKindFixed");
          await tx
            .update(schoolNotices)
            .set({ title: body.title, content: body.content, updatedAt: now })
            .where(eq(schoolNotices.id, notice.id));
          if (notice.publicityId)
            await tx.update(publicities).set({ title: body.title }).where(eq(publicities.id, notice.publicityId));
          return notice.id;
        }
        const batch = await resolveBatch(tx, auth, body.projectTimeId);
        if (body.kind === "RESULT") {
          const startsOn = body.startsOn ?? today(now);
          if (!publicityStartInRange(startsOn, now, config.TIME_ZONE ?? "Asia/Shanghai"))
            throw badRequest("results.startsOnRange");
          return publishResultNotice(tx, {
            tenantId: auth.tenantId,
            userId: auth.userId,
            projectTimeId: batch.id,
            title: body.title,
            content: body.content,
            startsOn,
            declarationIds: body.declarationIds,
            now,
          });
        }
        const created = randomUUID();
        await tx.insert(schoolNotices).values({
          id: created,
          tenantId: auth.tenantId,
          projectTimeId: batch.id,
          kind: body.kind,
          title: body.title,
          content: body.content,
          publicityId: null,
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        });
        return created;
      });
      const [view] = await noticeViews(db, auth.tenantId, await repo.notices(db, auth.tenantId, null, id), lang);
      return view as SchoolNotice;
    },

    async findNotice(auth: AuthContext, query: { projectTimeId?: string; id?: string }, lang: Language) {
      const batch = query.id ? null : await resolveBatch(db, auth, query.projectTimeId).catch(() => null);
      if (!query.id && !batch) return [];
      const rows = await repo.notices(db, auth.tenantId, batch?.id ?? null, query.id);
      if (query.id && rows.length === 0) throw badRequest("results.noticeNotFound");
      return noticeViews(db, auth.tenantId, rows, lang);
    },

    /** Withdraws a notice; a result notice only while its window is open and nobody has objected (it is cancelled). */
    async deleteNotice(auth: AuthContext, id: string) {
      return db.transaction(async (tx) => {
        const notice = await repo.lockNotice(tx, auth.tenantId, id);
        if (!notice) throw badRequest("results.noticeNotFound");
        if (notice.publicityId) {
          const window = await repo.resultWindow(tx, auth.tenantId, notice.publicityId);
          if (window) {
            if (window.status !== "OPEN") throw badRequest("results.noticeNotOpen");
            const [objected] = await tx
              .select({ id: objections.id })
              .from(objections)
              .where(eq(objections.publicityId, window.id))
              .limit(1);
            if (objected) throw badRequest("results.noticeHasObjections");
            await tx
              .update(publicities)
              .set({ status: "CANCELLED", closedAt: new Date() })
              .where(eq(publicities.id, window.id));
          }
        }
        await tx.delete(schoolNotices).where(eq(schoolNotices.id, notice.id));
        return { id };
      });
    },

    // --- the results publicity (personnel) ----------------------------------------------------------------------

    async status(auth: AuthContext, projectTimeId: string | undefined, lang: Language): Promise<ResultPublicityStatus> {
      const batch = await resolveBatch(db, auth, projectTimeId);
      const record = await findBatch(db, auth.tenantId, batch.id);
      const workingDays = record?.publicityDays ?? 5;
      const awaiting = await repo.awaitingPublicity(db, auth.tenantId, batch.id);
      const notices = await db
        .select({ id: schoolNotices.id, publicityId: schoolNotices.publicityId })
        .from(schoolNotices)
        .where(and(eq(schoolNotices.tenantId, auth.tenantId), eq(schoolNotices.projectTimeId, batch.id)));
      const noticeOf = new Map(notices.flatMap((n) => (n.publicityId ? [[n.publicityId, n.id] as const] : [])));
      const windows = (await repo.windowsByIds(db, [...noticeOf.keys()]))
        .filter((w) => w.status !== "CANCELLED")
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
      return {
        projectTimeId: batch.id,
        awaiting: awaiting.map((d) => ({
          ...noticeDeclarant(d, lang),
          version: d.version,
          decidedAt: d.decidedAt ? new Date(d.decidedAt).toISOString() : null,
        })),
        workingDays,
        endsOnIfToday: await addTenantWorkingDays(db, auth.tenantId, today(), workingDays),
        notices: await publicityRows(db, windows, noticeOf),
      };
    },

    async detail(auth: AuthContext, id: string, lang: Language): Promise<ResultPublicityDetail> {
      const window = await repo.resultWindow(db, auth.tenantId, id, false);
      if (!window) throw notFound();
      const [notice] = await db
        .select({ id: schoolNotices.id })
        .from(schoolNotices)
        .where(eq(schoolNotices.publicityId, window.id));
      const [row] = await publicityRows(db, [window], new Map([[window.id, notice?.id ?? ""]]));
      const people = await repo.declarants(db, auth.tenantId, window.declarationIds);
      return {
        ...(row as ResultPublicityRow),
        declarations: people.map((d) => ({
          ...noticeDeclarant(d, lang),
          status: d.status as DeclarationState,
          version: d.version,
        })),
        objections: await objectionRows(db, await repo.windowObjections(db, window.id)),
      };
    },

    /** Personnel close a window whose last working day has passed (the nightly job would too). */
    async close(auth: AuthContext, id: string): Promise<CloseOutcome> {
      return db.transaction(async (tx) => {
        const window = await repo.resultWindow(tx, auth.tenantId, id);
        if (!window) throw notFound();
        if (window.status !== "OPEN") throw badRequest("results.noticeNotOpen");
        if (!(window.endsOn < today())) throw badRequest("results.noticeNotElapsed", { endsOn: window.endsOn });
        const outcome = await closePublicityWindow(tx, {
          tenantId: auth.tenantId,
          windowId: window.id,
          now: new Date(),
          closer: personnel(auth),
        });
        if (!outcome) throw badRequest("results.noticeNotOpen");
        return { advanced: outcome.advanced, heldByObjection: outcome.heldByObjection };
      });
    },

    // --- objections ---------------------------------------------------------------------------------------------

    uploadEvidence: (auth: AuthContext, upload: { bytes: Buffer; name: string }) =>
      storeEvidence(deps, auth, upload, RESULT_OBJECTION_EVIDENCE),

    async evidence(auth: AuthContext, objectionId: string, fileId: string) {
      const [objection] = await db
        .select()
        .from(objections)
        .where(and(eq(objections.tenantId, auth.tenantId), eq(objections.id, objectionId)));
      if (!objection) throw notFound();
      return readEvidence(deps, objection.evidenceFileIds, fileId, RESULT_OBJECTION_EVIDENCE);
    },

    /** Anyone signed in objects, under their own name, to a declarant on an open result notice. */
    async object(auth: AuthContext, body: ResultObjectionBody) {
      const evidence = body.evidenceFileIds ?? [];
      return db.transaction(async (tx) => {
        const window = await repo.resultWindowOf(tx, auth.tenantId, body.declarationId, true);
        if (!window) throw badRequest("results.objectionNotOnNotice");
        if (!(await ownsEvidence(tx, auth, evidence, RESULT_OBJECTION_EVIDENCE)))
          throw badRequest("results.evidenceNotFound");
        const id = randomUUID();
        await tx.insert(objections).values({
          id,
          tenantId: auth.tenantId,
          publicityId: window.id,
          declarationId: body.declarationId,
          submitterUserId: auth.userId,
          submitterName: (await findUserName(tx, auth.userId)) ?? auth.name,
          contact: body.contact || null,
          content: body.content,
          evidenceFileIds: evidence,
          status: "OPEN",
        });
        const [declarant] = await repo.declarants(tx, auth.tenantId, [body.declarationId]);
        const handlers = await usersHoldingElement(tx, auth.tenantId, RESULTS_ELEMENTS.publicityEdit);
        await notify(
          tx,
          auth.tenantId,
          handlers.map((userId) => ({
            userId,
            kind: "publicity.objection",
            title: bilingual("notice.resultObjection.title"),
            body: bilingual("notice.resultObjection.body", { name: declarant?.name ?? "" }),
            link: PUBLICITY_LINK,
          })),
        );
        return { id };
      });
    },

    /** Personnel take an objection up: the declaration's result is held until the objection is decided. */
    async accept(auth: AuthContext, objectionId: string) {
      return db.transaction(async (tx) => {
        const objection = await pendingObjection(tx, auth, objectionId);
        if (objection.status !== "OPEN") throw badRequest("results.objectionHandled");
        const [declaration] = await repo.declarants(tx, auth.tenantId, [objection.declarationId]);
        if (declaration?.status === "RESULT_PUBLICITY")
          await applyTransition(tx, {
            tenantId: auth.tenantId,
            declarationId: declaration.declarationId,
            event: { type: "objectionAccepted" },
            actor: personnel(auth),
            expectedVersion: declaration.version,
            now: new Date(),
          });
        else if (declaration?.status !== "PUBLICITY_HOLD") throw badRequest("results.objectionNotOnNotice");
        await tx.update(objections).set({ status: "ACCEPTED" }).where(eq(objections.id, objection.id));
        return { id: objection.id, status: "ACCEPTED" as const };
      });
    },

    /** The objection is not upheld: the reply goes back to who raised it; a held result goes on once none is left. */
    async dismiss(auth: AuthContext, body: ObjectionDecisionBody) {
      return db.transaction(async (tx) => {
        const objection = await pendingObjection(tx, auth, body.objectionId);
        const now = new Date();
        const notice = await settle(tx, objection, "DISMISSED", body.resolution, auth, now);
        await moveOnIfClosed(tx, auth, objection.declarationId, now);
        await notify(tx, auth.tenantId, notice ? [notice] : []);
        return { id: objection.id, status: "DISMISSED" as const };
      });
    },

    /** The objection is upheld: the result is revoked and every objection still pending on it settled alike. */
    async uphold(auth: AuthContext, body: ObjectionDecisionBody) {
      return db.transaction(async (tx) => {
        const objection = await pendingObjection(tx, auth, body.objectionId);
        if (objection.status !== "ACCEPTED") throw badRequest("results.objectionNotAccepted");
        const [declaration] = await repo.declarants(tx, auth.tenantId, [objection.declarationId]);
        if (declaration?.status !== "PUBLICITY_HOLD") throw badRequest("results.objectionNotOnNotice");
        const now = new Date();
        await applyTransition(tx, {
          tenantId: auth.tenantId,
          declarationId: declaration.declarationId,
          event: { type: "uphold", comment: body.resolution },
          actor: personnel(auth),
          expectedVersion: declaration.version,
          now,
        });
        const pending = await tx
          .select()
          .from(objections)
          .where(
            and(
              eq(objections.declarationId, declaration.declarationId),
              inArray(objections.status, ["OPEN", "ACCEPTED"]),
            ),
          );
        const notices: Notice[] = [];
        for (const o of pending) {
          const notice = await settle(tx, o, "UPHELD", body.resolution, auth, now);
          if (notice) notices.push(notice);
        }
        await notify(tx, auth.tenantId, notices);
        return { id: objection.id, status: "UPHELD" as const };
      });
    },
  };
}
