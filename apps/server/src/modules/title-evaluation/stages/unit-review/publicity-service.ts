import { type Language, translate } from "@zcps/contracts/messages";
import type {
  NoticeDetail,
  NoticeStatus,
  NoticeSummary,
  ObjectionBody,
  ObjectionRow,
  PublishNoticeBody,
} from "@zcps/contracts/zcps/unit-review/api";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../../../../db/client";
import { objections } from "../../../../db/schema";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { type Notice, notify } from "../../../../platform/notify";
import { addTenantWorkingDays } from "../../config";
import { applyTransition, concurrentChange, findStaffByUser, findUserName } from "../../declarations";
import {
  closePublicityWindow,
  evidenceFiles,
  localDate,
  openPublicityWindow,
  ownsEvidence,
  publicityStartInRange,
  storeEvidence,
} from "../../kit";
import { unitManagers } from "../../staff";
import { inScope, type UnitCaller, unitActor, unitCaller, unitDeclaration } from "./caller";
import * as repo from "./repo";

export const OBJECTION_EVIDENCE = "objection-evidence";
const PUBLICITY_LINK = "/UnitAuditMan/UnitFomal";

type Window = NonNullable<Awaited<ReturnType<typeof repo.findWindow>>>;

/**
 * The unit's publicity (公示): a notice over its approved declarations, lasting the batch's working days on the
 * holiday calendar; real-name objections raised by the unit's staff while it is up; the unit dismisses one (its
 * reply written back) or upholds it (the declaration returned or rejected through the state machine); a notice
 * whose last working day has passed is closed by the nightly job or by the unit, and its declarations move on.
 */
export function createUnitPublicityService(deps: Pick<AppDeps, "db" | "config" | "storage" | "uploads">) {
  const { db, config } = deps;
  const today = (now = new Date()) => localDate(now, config.TIME_ZONE ?? "Asia/Shanghai");

  async function summaries(tx: Executor, windows: readonly Window[]): Promise<NoticeSummary[]> {
    const ids = windows.map((w) => w.id);
    const open = ids.length
      ? await tx
          .select({ publicityId: objections.publicityId })
          .from(objections)
          .where(and(inArray(objections.publicityId, ids), eq(objections.status, "OPEN")))
      : [];
    const now = today();
    return windows.map((w) => ({
      id: w.id,
      title: w.title,
      startsOn: w.startsOn,
      endsOn: w.endsOn,
      workingDays: w.workingDays,
      status: w.status,
      declarants: w.declarationIds.length,
      openObjections: open.filter((o) => o.publicityId === w.id).length,
      elapsed: w.endsOn < now,
    }));
  }

  async function objectionRows(tx: Executor, rows: (typeof objections.$inferSelect)[]): Promise<ObjectionRow[]> {
    const declarationIds = [...new Set(rows.map((o) => o.declarationId))];
    const names = new Map(
      (
        await repo.listUnitDeclarations(
          tx,
          inArray(repo.declarationIdColumn, declarationIds.length ? declarationIds : [""]),
        )
      ).map((d) => [d.id, d.staffName]),
    );
    const files = await evidenceFiles(tx, [...new Set(rows.flatMap((o) => o.evidenceFileIds))], OBJECTION_EVIDENCE);
    return rows.map((o) => ({
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
      status: o.status,
      resolution: o.resolution,
      createdAt: o.createdAt.toISOString(),
    }));
  }

  async function detail(tx: Executor, window: Window, withObjections: boolean, lang: Language): Promise<NoticeDetail> {
    const [summary] = await summaries(tx, [window]);
    const declarations = window.declarationIds.length
      ? await repo.listUnitDeclarations(tx, inArray(repo.declarationIdColumn, window.declarationIds))
      : [];
    const unit = (await repo.unitNames(tx, window.unitId ? [window.unitId] : [])).get(window.unitId ?? "");
    return {
      ...(summary as NoticeSummary),
      unitName: (lang === "en" ? unit?.nameEn : null) ?? unit?.name ?? "",
      declarations: declarations.map((d) => ({
        id: d.id,
        version: d.version,
        staffName: d.staffName,
        employeeNo: d.employeeNo ?? "",
        titleName: lang === "en" ? d.titleNameEn : d.titleName,
        status: d.status,
      })),
      objections: withObjections
        ? await objectionRows(tx, await repo.objectionsOf(tx, eq(objections.publicityId, window.id)))
        : [],
    };
  }

  async function windowInScope(tx: Executor, caller: Pick<UnitCaller, "auth" | "scope">, id: string) {
    const window = await repo.findWindow(tx, caller.auth.tenantId, id);
    if (window?.scope !== "UNIT" || !inScope(caller.scope, window.unitId)) throw badRequest("unit.noticeNotFound");
    return window;
  }

  /**
   * The unit role the caller acts in through the machine: the leader's where they hold it; an administrator acting
   * where only the leader decides hears the machine's refusal.
   */
  const unitRole = (caller: UnitCaller): "UNIT_ADMIN" | "UNIT_LEADER" =>
    caller.actors.roles.includes("UNIT_LEADER") ? "UNIT_LEADER" : "UNIT_ADMIN";

  /** After its last objection is settled, a declaration whose window already closed moves on at once. */
  async function moveOnIfWindowClosed(tx: Executor, caller: UnitCaller, declarationId: string, now: Date) {
    const declaration = await unitDeclaration(tx, caller, declarationId, true);
    if (declaration.status !== "UNIT_PUBLICITY") return;
    const window = await repo.latestWindowOf(tx, declarationId);
    if (window?.status !== "CLOSED") return;
    const open = await repo.openObjectionCounts(tx, [declarationId]);
    if ((open.get(declarationId) ?? 0) > 0) return;
    await applyTransition(tx, {
      tenantId: caller.auth.tenantId,
      declarationId,
      event: { type: "closePublicity" },
      actor: {
        userId: caller.auth.userId,
        name: (await findUserName(tx, caller.auth.userId)) ?? "",
        role: unitRole(caller),
      },
      expectedVersion: declaration.version,
      extraFacts: { publicityElapsed: true, openObjections: 0 },
      now,
    });
  }

  return {
    async status(auth: AuthContext, projectTimeId?: string): Promise<NoticeStatus> {
      const caller = await unitCaller(db, auth, projectTimeId);
      const [awaiting, windows, batch] = await Promise.all([
        repo.awaitingNotice(db, caller.scope),
        repo.unitWindows(db, caller.scope),
        repo.batchForNotice(db, caller.batch.id),
      ]);
      const workingDays = batch?.publicityDays ?? 5;
      return {
        projectTimeId: caller.batch.id,
        awaiting: awaiting.length,
        workingDays,
        endsOnIfToday: await addTenantWorkingDays(db, auth.tenantId, today(), workingDays),
        notices: await summaries(db, windows),
      };
    },

    /** Publishes one notice per unit over its declarations awaiting one. */
    async publish(auth: AuthContext, body: PublishNoticeBody): Promise<NoticeSummary[]> {
      const now = new Date();
      const startsOn = body.startsOn ?? today(now);
      if (!publicityStartInRange(startsOn, now, config.TIME_ZONE ?? "Asia/Shanghai"))
        throw badRequest("unit.startsOnRange");
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth, body.projectTimeId);
        const awaiting = await repo.awaitingNotice(tx, caller.scope);
        if (awaiting.length === 0) throw badRequest("unit.nothingAwaiting");
        const batch = await repo.batchForNotice(tx, caller.batch.id);
        const byUnit = new Map<string, typeof awaiting>();
        for (const row of awaiting) byUnit.set(row.unitId ?? "", [...(byUnit.get(row.unitId ?? "") ?? []), row]);
        const names = await repo.unitNames(tx, [...byUnit.keys()]);
        const created: Window[] = [];
        for (const [unitId, rows] of byUnit) {
          const title =
            body.title ||
            translate("unit.noticeDefaultTitle", "zh", {
              unit: names.get(unitId)?.name ?? "",
              batch: batch?.name ?? "",
            });
          const window = await openPublicityWindow(tx, {
            id: crypto.randomUUID(),
            tenantId: auth.tenantId,
            projectTimeId: caller.batch.id,
            scope: "UNIT",
            unitId,
            stage: "UNIT_PUBLICITY",
            title,
            startsOn,
            workingDays: batch?.publicityDays ?? 5,
            declarationIds: rows.map((r) => r.id),
            createdBy: auth.userId,
            now,
          });
          created.push(window);
          const declarants = await repo.listUnitDeclarations(
            tx,
            inArray(repo.declarationIdColumn, window.declarationIds),
          );
          await notify(
            tx,
            auth.tenantId,
            declarants.map((d) => ({
              userId: d.userId,
              kind: "publicity.opened",
              title: bilingual("notice.unitPublicity.title", { title }),
              body: bilingual("notice.unitPublicity.body", { startsOn: window.startsOn, endsOn: window.endsOn }),
              link: "/zcps/userCenter",
            })),
          );
        }
        return summaries(tx, created);
      });
    },

    async notice(auth: AuthContext, id: string, lang: Language): Promise<NoticeDetail> {
      const caller = await unitCaller(db, auth);
      return detail(db, await windowInScope(db, caller, id), true, lang);
    },

    /** The unit closes a notice whose last working day has passed (the nightly job would too). */
    async close(auth: AuthContext, id: string) {
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth);
        const window = await windowInScope(tx, caller, id);
        if (window.status !== "OPEN") throw badRequest("unit.noticeNotOpen");
        if (!(window.endsOn < today())) throw badRequest("unit.noticeNotElapsed", { endsOn: window.endsOn });
        const name = (await findUserName(tx, auth.userId)) ?? "";
        const outcome = await closePublicityWindow(tx, {
          tenantId: auth.tenantId,
          windowId: window.id,
          now: new Date(),
          closer: { userId: auth.userId, name, role: unitRole(caller) },
        });
        if (!outcome) throw badRequest("unit.noticeNotOpen");
        return { advanced: outcome.advanced, heldByObjection: outcome.heldByObjection };
      });
    },

    /** The open notices of the caller's own unit, as its staff read them (objections are not shown). */
    async publicNotices(auth: AuthContext, lang: Language): Promise<NoticeDetail[]> {
      const own = await findStaffByUser(db, auth.tenantId, auth.userId);
      if (!own?.unitId) return [];
      const windows = (await repo.openUnitWindows(db, auth.tenantId, own.unitId)) as Window[];
      return Promise.all(windows.map((w) => detail(db, w, false, lang)));
    },

    uploadEvidence: (auth: AuthContext, upload: { bytes: Buffer; name: string }) =>
      storeEvidence(deps, auth, upload, OBJECTION_EVIDENCE),

    /** A member of the unit objects, under their own name, to a declaration on an open notice of the unit. */
    async object(auth: AuthContext, body: ObjectionBody) {
      const evidence = body.evidenceFileIds ?? [];
      return db.transaction(async (tx) => {
        const own = await findStaffByUser(tx, auth.tenantId, auth.userId);
        const window = await repo.openWindowOf(tx, body.declarationId);
        if (!window || window.tenantId !== auth.tenantId || !own?.unitId || window.unitId !== own.unitId)
          throw badRequest("unit.objectionNotOnNotice");
        if (!(await ownsEvidence(tx, auth, evidence, OBJECTION_EVIDENCE))) throw badRequest("unit.evidenceNotFound");
        const id = crypto.randomUUID();
        const submitterName = (await findUserName(tx, auth.userId)) ?? own.name;
        await repo.insertObjection(tx, {
          id,
          tenantId: auth.tenantId,
          publicityId: window.id,
          declarationId: body.declarationId,
          submitterUserId: auth.userId,
          submitterName,
          contact: body.contact || null,
          content: body.content,
          evidenceFileIds: evidence,
          status: "OPEN",
        });
        const [declarant] = await repo.listUnitDeclarations(tx, eq(repo.declarationIdColumn, body.declarationId));
        const managers = await unitManagers(tx, auth.tenantId, [own.unitId]);
        await notify(
          tx,
          auth.tenantId,
          [...new Set(managers.map((m) => m.userId))].map((userId) => ({
            userId,
            kind: "publicity.objection",
            title: bilingual("notice.objection.title"),
            body: bilingual("notice.objection.body", { name: declarant?.staffName ?? "" }),
            link: PUBLICITY_LINK,
          })),
        );
        return { id };
      });
    },

    /** unit/writeBackDismissedSuggestions: the objection is not upheld; the reply goes back to whoever raised it. */
    async dismiss(auth: AuthContext, body: { objectionId: string; resolution: string }): Promise<ObjectionRow> {
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth);
        const objection = await repo.lockObjection(tx, auth.tenantId, body.objectionId);
        if (!objection) throw badRequest("unit.objectionNotFound");
        const declaration = await unitDeclaration(tx, caller, objection.declarationId).catch(() => {
          throw badRequest("unit.objectionNotFound");
        });
        const now = new Date();
        const settled = await repo.settleObjection(tx, objection.id, {
          status: "DISMISSED",
          resolution: body.resolution,
          handledBy: auth.userId,
          handledAt: now,
        });
        if (!settled) throw badRequest("unit.objectionHandled");
        const name = (await findUserName(tx, declaration.userId)) ?? "";
        if (settled.submitterUserId)
          await notify(tx, auth.tenantId, [
            {
              userId: settled.submitterUserId,
              kind: "publicity.objectionSettled",
              title: bilingual("notice.objectionDismissed.title"),
              body: bilingual("notice.objectionDismissed.body", { name, resolution: body.resolution }),
            },
          ]);
        await moveOnIfWindowClosed(tx, caller, declaration.id, now);
        const [row] = await objectionRows(tx, [settled]);
        return row as ObjectionRow;
      });
    },

    /**
     * The leader upholds an objection: the declaration leaves the notice, returned to its declarant or rejected,
     * and every objection still open on it is settled with the same resolution.
     */
    async uphold(
      auth: AuthContext,
      body: { objectionId: string; outcome: "RETURN" | "REJECT"; resolution: string; version: number },
    ) {
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth);
        const objection = await repo.lockObjection(tx, auth.tenantId, body.objectionId);
        if (!objection) throw badRequest("unit.objectionNotFound");
        const declaration = await unitDeclaration(tx, caller, objection.declarationId, true).catch(() => {
          throw badRequest("unit.objectionNotFound");
        });
        if (objection.status !== "OPEN") throw badRequest("unit.objectionHandled");
        if (declaration.version !== body.version) throw concurrentChange();
        const now = new Date();
        const { declaration: moved } = await applyTransition(tx, {
          tenantId: auth.tenantId,
          declarationId: declaration.id,
          event: { type: "objectionUpheld", outcome: body.outcome, comment: body.resolution },
          actor: { userId: auth.userId, name: (await findUserName(tx, auth.userId)) ?? "", role: unitRole(caller) },
          expectedVersion: body.version,
          extraFacts: { openObjections: 1 },
          now,
        });
        const open = await repo.objectionsOf(
          tx,
          and(eq(objections.declarationId, declaration.id), eq(objections.status, "OPEN")),
        );
        const name = (await findUserName(tx, declaration.userId)) ?? "";
        const notices: Notice[] = [];
        for (const o of open) {
          await repo.settleObjection(tx, o.id, {
            status: "UPHELD",
            resolution: body.resolution,
            handledBy: auth.userId,
            handledAt: now,
          });
          if (o.submitterUserId)
            notices.push({
              userId: o.submitterUserId,
              kind: "publicity.objectionSettled",
              title: bilingual("notice.objectionDismissed.title"),
              body: bilingual("notice.objectionUpheld.body", { name, resolution: body.resolution }),
            });
        }
        await notify(tx, auth.tenantId, notices);
        return { id: moved.id, status: moved.status, version: moved.version, signed: false };
      });
    },
  };
}
