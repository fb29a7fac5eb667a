import { type Language, translate } from "@zcps/contracts/messages";
import { ZipArchive } from "archiver";
import type { AppDeps } from "../../../../../platform/deps";
import type { TaskHandler } from "../../../../../platform/queue";
import { appendZipEntry, safeFileName } from "../../../kit";
import * as repo from "./repo";
import { combinedSheet, opinionSheet } from "./sheets";
import { combinedDocx, opinionDocx } from "./word";
import { zipFileKey, zipFinished } from "./zip-pointer";

/** The queue the round's zips of opinion documents are made on. */
export const OPINION_ZIP_QUEUE = "peer-opinion-zips";

/** Every expert's opinion document of the round, or every declarant's combined document. */
export type OpinionZipKind = "opinions" | "declarants";

export interface OpinionZipData {
  tenantId: string;
  roundId: string;
  kind: OpinionZipKind;
  /** the documents' language: the requester's */
  lang: Language;
}

export interface OpinionZipOutput {
  tenantId: string;
  roundId: string;
  kind: OpinionZipKind;
  fileKey: string;
  size: number;
  documents: number;
}

/** A name not yet used in the zip: "name", then "name-2", "name-3"… before the extension. */
function uniqueName(used: Set<string>, name: string): string {
  const dot = name.lastIndexOf(".");
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
  let candidate = name;
  for (let n = 2; used.has(candidate); n++) candidate = `${stem}-${n}${ext}`;
  used.add(candidate);
  return candidate;
}

/** The documents of one zip, each made when its turn comes: a zip of any size holds one document at a time. */
interface ZipEntry {
  name: string;
  make(): Promise<Buffer>;
}

/**
 * Zips a round's opinion documents, in the administrator's view (names of declarants and experts): per declarant
 * a folder of its experts' opinions, or one combined document per declarant. Streamed into the storage; a retry
 * starts over and replaces the file. The round's earlier zip of the same kind is removed once this one is done.
 */
export function opinionZipJob(deps: Pick<AppDeps, "db" | "storage" | "config">): TaskHandler<OpinionZipData> {
  const { db, storage, config } = deps;
  const options = (lang: Language) => ({ lang, timeZone: config.TIME_ZONE });

  async function entriesOf(data: OpinionZipData, round: repo.RoundRecord): Promise<ZipEntry[]> {
    const { tenantId, roundId, lang } = data;
    const opinions = await repo.listRoundOpinions(db, tenantId, roundId);
    const used = new Set<string>();
    if (data.kind === "opinions") {
      return opinions.map((record) => {
        const sheet = opinionSheet(record, round, "administrator", options(lang));
        const folder = safeFileName(
          [record.employeeNo, record.declarantName].filter(Boolean).join("-"),
          record.code ?? "",
        );
        const file = safeFileName(
          translate("peer.doc.opinionFile", lang, { declarant: record.declarantName, expert: sheet.expert.name }),
        );
        return {
          name: uniqueName(used, `${folder}/${file}`),
          make: async () => opinionDocx(sheet, sheet.signatureKey ? await storage.get(sheet.signatureKey) : null),
        };
      });
    }
    const declarations = await repo.listRoundDeclarations(db, tenantId, roundId);
    return declarations.map((declarant) => {
      const own = opinions.filter((o) => o.declarationId === declarant.declarationId);
      const person = [declarant.employeeNo, declarant.declarantName].filter(Boolean).join("-");
      return {
        name: uniqueName(used, safeFileName(translate("peer.doc.combinedFile", lang, { declarant: person }))),
        make: () => combinedDocx(combinedSheet(declarant, round, own, options(lang))),
      };
    });
  }

  return async ({ id, data, signal, reportProgress }): Promise<OpinionZipOutput> => {
    const { tenantId, roundId, kind, lang } = data;
    const round = await repo.findRound(db, tenantId, roundId);
    if (!round) throw new Error(`no peer-review round ${roundId}`);
    const entries = await entriesOf(data, round);
    const total = entries.length;
    await reportProgress(0, total);

    const fileKey = zipFileKey(tenantId, roundId, id);
    const archive = new ZipArchive({ zlib: { level: 6 } });
    const written = storage.write(fileKey, archive);
    // a failed write destroys the archive, which fails the entry being added: the rejection is awaited below
    written.catch(() => undefined);
    const stop = () => archive.destroy(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
    signal.addEventListener("abort", stop, { once: true });
    try {
      for (const [index, entry] of entries.entries()) {
        signal.throwIfAborted();
        await appendZipEntry(archive, await entry.make(), entry.name);
        await reportProgress(index + 1, total, translate("peer.doc.zipNote", lang, { done: index + 1, total }));
      }
      await archive.finalize();
      const size = await written;
      const replaced = await zipFinished(db, { tenantId, roundId, kind }, id);
      if (replaced) await storage.remove(zipFileKey(tenantId, roundId, replaced));
      return { tenantId, roundId, kind, fileKey, size, documents: total };
    } catch (error) {
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
      await written.catch(() => undefined);
      throw error;
    } finally {
      signal.removeEventListener("abort", stop);
    }
  };
}
