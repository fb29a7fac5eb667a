import { type Language, translate } from "@zcps/contracts/messages";
import { ZipArchive } from "archiver";
import type { AppDeps } from "../../../../../platform/deps";
import type { TaskHandler } from "../../../../../platform/queue";
import { appendZipEntry, safeFileName } from "../../../kit";
import { meetingAgendaPdf } from "../../senior-committee";
import { gatherA3Data } from "./gather";
import { buildA3Table } from "./model";
import * as repo from "./repo";
import { a3Docx } from "./word";

/** The queue the zips of A3 tables are made on. */
export const A3_ZIP_QUEUE = "a3-table-zips";

export interface A3ZipData extends repo.ZipKey {
  /** the tables' language: the requester's */
  lang: Language;
}

export interface A3ZipOutput extends repo.ZipKey {
  fileKey: string;
  size: number;
  documents: number;
}

const zipFileKey = (key: repo.ZipKey, taskId: string) =>
  `a3-tables/${key.tenantId}/${key.projectTimeId}/${key.scope.replace(/[^\w-]/g, "_")}/${taskId}.zip`;

/**
 * Zips the Word tables of a meeting's candidates (after the meeting's agenda, so the zip is the members' packet) or a
 * unit's declarants, each with personnel's latest edit. One
 * table is made at a time and streamed into the zip in the file storage, so memory holds one document whatever the
 * zip's size; progress is reported after each. A retry starts over and replaces the file; the scope's earlier zip
 * is removed once this one is done.
 */
export function a3ZipJob(deps: Pick<AppDeps, "db" | "storage" | "config" | "cache">): TaskHandler<A3ZipData> {
  const { db, storage, config, cache } = deps;
  return async ({ id, data, signal, reportProgress }): Promise<A3ZipOutput> => {
    const key: repo.ZipKey = { tenantId: data.tenantId, projectTimeId: data.projectTimeId, scope: data.scope };
    const [kind, scopeId = ""] = data.scope.split(":");
    const declarants =
      kind === "meeting"
        ? await repo.meetingDeclarants(db, key.tenantId, key.projectTimeId, scopeId)
        : await repo.unitDeclarants(db, key.tenantId, key.projectTimeId, scopeId);
    const total = declarants.length;
    await reportProgress(0, total);

    const fileKey = zipFileKey(key, id);
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const written = storage.write(fileKey, archive);
    // a failed write destroys the archive, which fails the entry being added: the rejection is awaited below
    written.catch(() => undefined);
    const stop = () => archive.destroy(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
    signal.addEventListener("abort", stop, { once: true });
    const used = new Set<string>();
    try {
      // a meeting's zip is its packet: the agenda and the candidates in ballot order come first
      if (kind === "meeting") {
        const agenda = await meetingAgendaPdf(db, {
          tenantId: key.tenantId,
          meetingId: scopeId,
          lang: data.lang,
          timeZone: config.TIME_ZONE,
        });
        if (agenda)
          await appendZipEntry(archive, agenda, `${safeFileName(translate("committeeAgenda.file", data.lang))}.pdf`);
      }
      for (const [index, person] of declarants.entries()) {
        signal.throwIfAborted();
        const declaration = await repo.findDeclaration(db, key.tenantId, key.projectTimeId, person.userId);
        if (declaration) {
          const gathered = await gatherA3Data(db, cache, {
            tenantId: key.tenantId,
            declaration,
            withEdit: true,
            lang: data.lang,
            timeZone: config.TIME_ZONE,
          });
          const stem = safeFileName(
            translate("a3.tableFile", data.lang, { name: `${person.employeeNo}-${person.name}` }),
          );
          let name = `${stem}.docx`;
          for (let n = 2; used.has(name); n++) name = `${stem}-${n}.docx`;
          used.add(name);
          await appendZipEntry(archive, await a3Docx(buildA3Table(gathered, data.lang), data.lang), name);
        }
        await reportProgress(index + 1, total, translate("a3.zipNote", data.lang, { done: index + 1, total }));
      }
      await archive.finalize();
      const size = await written;
      const replaced = await repo.zipFinished(db, key, id);
      if (replaced) await storage.remove(zipFileKey(key, replaced));
      return { ...key, fileKey, size, documents: total };
    } catch (error) {
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
      await written.catch(() => undefined);
      throw error;
    } finally {
      signal.removeEventListener("abort", stop);
    }
  };
}
