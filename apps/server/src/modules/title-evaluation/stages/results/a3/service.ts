import type { Readable } from "node:stream";
import { type Language, translate } from "@zcps/contracts/messages";
import type {
  A3Declarant,
  A3Table,
  A3TableType,
  A3ZipQuery,
  A3ZipState,
  UpdateA3TableBody,
  UpdateA3TableReply,
} from "@zcps/contracts/zcps/results/a3";
import { A3_ROUTES, updateA3TableSchema } from "@zcps/contracts/zcps/results/a3";
import type { AuthContext } from "../../../../../platform/auth";
import type { AppDeps } from "../../../../../platform/deps";
import { AppError, badRequest, notFound } from "../../../../../platform/errors";
import type { Download } from "../../../../../platform/http";
import type { TaskState } from "../../../../../platform/queue";
import { DOCX_TYPE, localDate, safeFileName, WORD_FONT } from "../../../kit";
import { resolveBatch } from "../../../shared";
import { gatherA3Data } from "./gather";
import { buildA3Table } from "./model";
import { a3Pdf } from "./pdf";
import * as repo from "./repo";
import { a3Docx } from "./word";
import { A3_ZIP_QUEUE, type A3ZipData, type A3ZipOutput } from "./zip-job";

/** A table or the meeting's zip: a download with its type. */
export interface A3Download<Body = Buffer> extends Download<Body> {
  mime: string;
}

const STATUS: Record<TaskState, A3ZipState["status"]> = {
  created: "QUEUED",
  retry: "RUNNING",
  active: "RUNNING",
  completed: "DONE",
  failed: "FAILED",
  cancelled: "FAILED",
};

const scopeOf = (q: Pick<A3ZipQuery, "unitId" | "meetingId">) =>
  q.meetingId ? `meeting:${q.meetingId}` : `unit:${q.unitId}`;

/**
 * The A3 review tables: one declarant's table as the console reads it, as Word or as PDF; personnel's edits, each
 * a new version; and a meeting's or a unit's zip of Word tables, made on the task queue. The data scope is the
 * caller's tenant (the routes are opened to personnel and the supervisor only).
 */
export function createA3Service(deps: Pick<AppDeps, "db" | "queue" | "storage" | "config" | "cache">) {
  const { db, queue, storage, config, cache } = deps;

  async function declarationOf(auth: AuthContext, userId: string, projectTimeId: string) {
    const batch = await resolveBatch(db, auth, projectTimeId);
    const declaration = await repo.findDeclaration(db, auth.tenantId, batch.id, userId);
    if (!declaration) throw new AppError(404, 404, "a3.declarantNotFound");
    return declaration;
  }

  async function table(auth: AuthContext, userId: string, projectTimeId: string, withEdit: boolean, lang: Language) {
    const declaration = await declarationOf(auth, userId, projectTimeId);
    const data = await gatherA3Data(db, cache, {
      tenantId: auth.tenantId,
      declaration,
      withEdit,
      lang,
      timeZone: config.TIME_ZONE,
    });
    return { table: buildA3Table(data, lang), employeeNo: declaration.employeeNo, name: declaration.name };
  }

  async function zipName(projectTimeId: string, auth: AuthContext, q: A3ZipQuery, at: Date | null, lang: Language) {
    const scope = await repo.scopeName(db, auth.tenantId, q);
    const day = localDate(at ?? new Date(), config.TIME_ZONE).replace(/-/g, "");
    const name = (lang === "en" ? scope?.nameEn : null) || scope?.name || projectTimeId;
    // a meeting's zip is the members' packet (the agenda, then the tables); a unit's holds its tables
    return {
      fileName: safeFileName(translate(q.meetingId ? "a3.packetFile" : "a3.zipFile", lang, { scope: name, day })),
      asciiName: q.meetingId ? `meeting-packet-${day}.zip` : `a3-review-tables-${day}.zip`,
    };
  }

  async function zipState(auth: AuthContext, q: A3ZipQuery, lang: Language): Promise<A3ZipState> {
    const batch = await resolveBatch(db, auth, q.projectTimeId);
    const key = { tenantId: auth.tenantId, projectTimeId: batch.id, scope: scopeOf(q) };
    const pointer = await repo.readZipPointer(db, key);
    const task = pointer ? await queue.get(pointer.taskId) : null;
    const done = task?.state === "completed" ? task : pointer?.doneTaskId ? await queue.get(pointer.doneTaskId) : null;
    const finished = done?.state === "completed" ? done : null;
    const latest = task ?? finished;
    if (!latest) return { status: "NONE", done: 0, total: 0, progress: 0, ready: false, fileName: null, url: null };
    const { done: count, total } = latest.progress;
    const scope = q.meetingId
      ? `meetingId=${encodeURIComponent(q.meetingId)}`
      : `unitId=${encodeURIComponent(q.unitId ?? "")}`;
    return {
      status: STATUS[latest.state],
      done: count,
      total,
      progress: latest.state === "completed" ? 100 : total > 0 ? Math.floor((100 * count) / total) : 0,
      ready: Boolean(finished),
      fileName: finished ? (await zipName(batch.id, auth, q, finished.completedAt, lang)).fileName : null,
      url: finished
        ? `${A3_ROUTES.zip}?projectTimeId=${encodeURIComponent(batch.id)}&${scope}&taskId=${finished.id}`
        : null,
    };
  }

  return {
    /** Whose table a declaration's is: its declarant's account and batch. */
    async declarant(auth: AuthContext, declarationId: string): Promise<A3Declarant> {
      const found = await repo.declarantOf(db, auth.tenantId, declarationId);
      if (!found) throw notFound();
      return found;
    },

    /** The table as json (the model), Word or PDF; `check` 1 prints personnel's latest edit. */
    async findTable(
      auth: AuthContext,
      params: { userId: string; projectTimeId: string; type: A3TableType; check: "0" | "1" },
      lang: Language,
    ): Promise<A3Table | A3Download> {
      const made = await table(auth, params.userId, params.projectTimeId, params.check === "1", lang);
      if (params.type === "json") return made.table;
      const body = params.type === "pdf" ? await a3Pdf(made.table, lang) : await a3Docx(made.table, lang, WORD_FONT);
      const stem = translate("a3.tableFile", lang, { name: `${made.employeeNo}-${made.name}` });
      return {
        body,
        size: body.length,
        mime: params.type === "pdf" ? "application/pdf" : DOCX_TYPE,
        fileName: safeFileName(`${stem}.${params.type}`),
        asciiName: `a3-review-table-${made.employeeNo.replace(/[^\w-]/g, "")}.${params.type}`,
      };
    },

    /** Personnel's rewording, stored as the next version; a save over a version someone else moved past is refused. */
    async updateTable(auth: AuthContext, input: UpdateA3TableBody): Promise<UpdateA3TableReply> {
      const body = updateA3TableSchema.parse(input);
      const declaration = await declarationOf(auth, body.userId, body.projectTimeId);
      const latest = await repo.latestEdit(db, declaration.id);
      const current = latest?.version ?? 0;
      if (current !== body.baseVersion) throw badRequest("a3.versionChanged", { version: current });
      const saved = await repo.insertEdit(db, {
        tenantId: auth.tenantId,
        declarationId: declaration.id,
        version: current + 1,
        texts: body.texts as Record<string, string>,
        editedBy: auth.userId,
        editedByName: auth.name,
      });
      if (!saved) throw badRequest("a3.versionChanged", { version: current + 1 });
      return { version: current + 1 };
    },

    zipState,

    /** Starts the scope's zip unless one is waiting or running; answers its state either way. */
    async startZip(auth: AuthContext, q: A3ZipQuery, lang: Language): Promise<A3ZipState> {
      const batch = await resolveBatch(db, auth, q.projectTimeId);
      const scope = await repo.scopeName(db, auth.tenantId, q);
      if (!scope) throw notFound();
      const key = { tenantId: auth.tenantId, projectTimeId: batch.id, scope: scopeOf(q) };
      const seen = await repo.readZipPointer(db, key);
      const state = seen ? (await queue.get(seen.taskId))?.state : undefined;
      if (state === "created" || state === "active" || state === "retry") return zipState(auth, q, lang);
      const declarants = q.meetingId
        ? await repo.meetingDeclarants(db, auth.tenantId, batch.id, q.meetingId)
        : await repo.unitDeclarants(db, auth.tenantId, batch.id, q.unitId ?? "");
      if (declarants.length === 0) throw badRequest("a3.nothingToZip");
      await db.transaction(async (tx) => {
        await repo.lockZip(tx, key);
        const latest = await repo.readZipPointer(tx, key);
        // someone started one since: theirs is under way
        if (latest && latest.taskId !== seen?.taskId) return;
        const data: A3ZipData = { ...key, lang };
        const taskId = await queue.send(A3_ZIP_QUEUE, data, { tx });
        await repo.zipStarted(tx, key, taskId);
      });
      return zipState(auth, q, lang);
    },

    /** A finished zip, by the task id its state's url names. */
    async downloadZip(auth: AuthContext, q: A3ZipQuery, lang: Language): Promise<A3Download<Readable>> {
      const batch = await resolveBatch(db, auth, q.projectTimeId);
      const key = { tenantId: auth.tenantId, projectTimeId: batch.id, scope: scopeOf(q) };
      const pointer = await repo.readZipPointer(db, key);
      if (!q.taskId || (q.taskId !== pointer?.taskId && q.taskId !== pointer?.doneTaskId)) throw notFound();
      const task = await queue.get(q.taskId);
      const output = task?.output as A3ZipOutput | null | undefined;
      if (!task || task.name !== A3_ZIP_QUEUE) throw notFound();
      if (task.state !== "completed" || !output) throw badRequest("a3.zipNotReady");
      if (output.tenantId !== auth.tenantId || output.scope !== key.scope) throw notFound();
      const body = await storage.read(output.fileKey);
      if (!body) throw notFound();
      return {
        body,
        size: output.size,
        mime: "application/zip",
        ...(await zipName(batch.id, auth, q, task.completedAt, lang)),
      };
    },
  };
}

export type A3Service = ReturnType<typeof createA3Service>;
