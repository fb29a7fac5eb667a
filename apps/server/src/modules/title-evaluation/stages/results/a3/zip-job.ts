import { type Language, translate } from "@zcps/contracts/messages";
import type { A3Table } from "@zcps/contracts/zcps/results/a3";
import { ZipArchive } from "archiver";
import type { AppDeps } from "../../../../../platform/deps";
import type { TaskHandler } from "../../../../../platform/queue";
import { startThread, threadCalls } from "../../../../../platform/threads";
import { appendZipEntry, safeFileName, WORD_FONT } from "../../../kit";
import { meetingAgendaPdf } from "../../senior-committee";
import type { WordReply, WordRequest } from "./a3-word-thread";
import { a3RunReads, gatherA3Data } from "./gather";
import { buildA3Table } from "./model";
import * as repo from "./repo";

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

/**
 * The Word thread's heap: a table's document is a few hundred kilobytes of XML while it is packed, so a small heap
 * suffices, and it is collected early rather than left to grow; the young generation too, whose default is several
 * times what a document's garbage needs (300 tables on the built thread: RSS +77 MB with the default, +53 MB so).
 */
const WORD_HEAP = { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 };

/** Tables packed as Word on a thread of the zip's own (a3-word-thread), stopped when the zip is done. */
function wordPacker() {
  const thread = threadCalls<WordRequest, WordReply>(
    () => startThread(import.meta.url, "a3-word-thread", WORD_HEAP),
    "the Word thread stopped",
    true,
  );
  return {
    async pack(table: A3Table, lang: Language): Promise<Buffer> {
      const reply = await thread.call({ table, lang, font: WORD_FONT });
      if ("error" in reply) throw new Error(reply.error);
      return Buffer.from(reply.docx.buffer, reply.docx.byteOffset, reply.docx.byteLength);
    },
    close: () => thread.close(),
  };
}

const zipFileKey = (key: repo.ZipKey, taskId: string) =>
  `a3-tables/${key.tenantId}/${key.projectTimeId}/${key.scope.replace(/[^\w-]/g, "_")}/${taskId}.zip`;

/**
 * Zips the Word tables of a meeting's candidates (after the meeting's agenda, so the zip is the members' packet) or a
 * unit's declarants, each with personnel's latest edit. A table is packed as Word on a thread of its own while the
 * next is gathered, and each is streamed into the zip in the file storage in turn, so memory holds two documents
 * whatever the zip's size; progress is reported after each. A retry starts over and replaces the file; the scope's
 * earlier zip is removed once this one is done.
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
    const word = wordPacker();
    const reads = a3RunReads(db, key.tenantId);
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
      // a table is packed on the Word thread while the next one is gathered here; entries go in in order, and at
      // most two tables are held at a time
      let previous: Promise<void> = Promise.resolve();
      for (const [index, person] of declarants.entries()) {
        signal.throwIfAborted();
        const declaration = await repo.findDeclaration(db, key.tenantId, key.projectTimeId, person.userId);
        let entry: { docx: Promise<Buffer>; name: string } | null = null;
        if (declaration) {
          const gathered = await gatherA3Data(db, cache, {
            tenantId: key.tenantId,
            declaration,
            withEdit: true,
            lang: data.lang,
            timeZone: config.TIME_ZONE,
            reads,
          });
          const stem = safeFileName(
            translate("a3.tableFile", data.lang, { name: `${person.employeeNo}-${person.name}` }),
          );
          let name = `${stem}.docx`;
          for (let n = 2; used.has(name); n++) name = `${stem}-${n}.docx`;
          used.add(name);
          entry = { docx: word.pack(buildA3Table(gathered, data.lang), data.lang), name };
          // a failure is awaited in turn below
          entry.docx.catch(() => undefined);
        }
        await previous;
        const done = entry;
        previous = (async () => {
          if (done) await appendZipEntry(archive, await done.docx, done.name);
          await reportProgress(index + 1, total, translate("a3.zipNote", data.lang, { done: index + 1, total }));
        })();
        // handled here, so a failure while the next table is gathered is not taken for an unhandled one; it is
        // thrown when this entry is awaited
        previous.catch(() => undefined);
      }
      await previous;
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
      await word.close();
    }
  };
}
