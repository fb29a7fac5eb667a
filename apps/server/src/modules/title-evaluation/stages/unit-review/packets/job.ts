import { type Language, translate } from "@zcps/contracts/messages";
import { ZipArchive } from "archiver";
import type { AppDeps } from "../../../../../platform/deps";
import type { TaskHandler } from "../../../../../platform/queue";
import { findDepartName, listTracks, stateName } from "../../../declarations";
import {
  appendZipEntry,
  type DeclarationHeader,
  declarationContent,
  dictionaryReader,
  pdfRenderer,
  safeFileName,
  wallClock,
} from "../../../kit";
import { levelLabel } from "../../../shared";
import { precheckVerdict } from "../caller";
import { listUnitDeclarations, type UnitDeclarationRecord, unitWhere } from "../repo";
import * as repo from "./repo";

/** The queue the unit's packets are made on. */
export const PACKET_QUEUE = "unit-packets";

export interface PacketJobData {
  tenantId: string;
  projectTimeId: string;
  unitId: string;
  /** the language of the documents: the requester's */
  lang: Language;
  batchName: string;
}

export interface PacketOutput {
  fileKey: string;
  size: number;
  declarants: number;
}

export const packetFileKey = (tenantId: string, taskId: string) => `packets/${tenantId}/${taskId}.zip`;

function precheckText(eligibility: unknown, lang: Language): string {
  const verdict = precheckVerdict(eligibility);
  if (verdict.kind === "NONE") return translate("declarationPdf.precheckNone", lang);
  if (verdict.kind === "FAIL") return translate("declarationPdf.precheckHardFail", lang);
  if (verdict.kind === "ADVISORY")
    return translate("declarationPdf.precheckSoftFail", lang, { count: verdict.softFailed });
  return translate("declarationPdf.precheckPass", lang);
}

/**
 * Zips the unit's declaration packets of the batch: per submitted declarant, a folder holding the declaration as a
 * PDF and its attachments, streamed into a file of the storage. A retry starts over and replaces the file.
 */
export function packetJob(deps: Pick<AppDeps, "db" | "storage" | "config">): TaskHandler<PacketJobData> {
  const { db, storage, config } = deps;
  const timeZone = config.TIME_ZONE;

  return async ({ id, data, signal, reportProgress }): Promise<PacketOutput> => {
    const { tenantId, projectTimeId, unitId, lang } = data;
    const packet = await repo.findPacket(db, tenantId, id);
    if (!packet) throw new Error(`no packet record for task ${id}`);
    const [rows, unit, tracks] = await Promise.all([
      listUnitDeclarations(db, unitWhere({ tenantId, projectTimeId, unitIds: [unitId] })),
      findDepartName(db, tenantId, unitId),
      listTracks(db, tenantId),
    ]);
    const unitName = (lang === "en" ? (unit?.nameEn ?? unit?.name) : unit?.name) ?? "";
    const trackName = (code: string) => {
      const track = tracks.find((t) => t.code === code);
      return track ? ((lang === "en" ? track.nameEn : null) ?? track.name) : code;
    };
    const header = (row: UnitDeclarationRecord): DeclarationHeader => ({
      name: row.staffName,
      employeeNo: row.employeeNo ?? "",
      unit: unitName,
      batch: data.batchName,
      title: lang === "en" ? row.titleNameEn : row.titleName,
      level: levelLabel(row.level, lang),
      track: row.trackCode ? trackName(row.trackCode) : "",
      state: stateName(row.status, lang),
      submittedAt: row.submittedAt ? wallClock(row.submittedAt, timeZone) : "",
      precheck: precheckText(row.eligibility, lang),
    });
    const total = rows.length;
    await reportProgress(0, total);

    const fileKey = packetFileKey(tenantId, id);
    const archive = new ZipArchive({ store: true });
    const written = storage.write(fileKey, archive);
    // a failed write destroys the archive, which fails the entry being added: the rejection is awaited below
    written.catch(() => undefined);
    const renderer = pdfRenderer();
    const stop = () => {
      archive.destroy(signal.reason instanceof Error ? signal.reason : new Error("aborted"));
      void renderer.close();
    };
    signal.addEventListener("abort", stop, { once: true });
    try {
      const printedAt = wallClock(new Date(), timeZone);
      const dictionaries = dictionaryReader(db, tenantId);
      const folders = new Set<string>();
      for (const [index, row] of rows.entries()) {
        signal.throwIfAborted();
        const person = safeFileName([row.employeeNo, row.staffName].filter(Boolean).join("-"), row.id);
        let folder = person;
        for (let n = 2; folders.has(folder); n++) folder = `${person}-${n}`;
        folders.add(folder);
        const content = await declarationContent(db, { id: row.id, projectTimeId }, { lang, timeZone, dictionaries });
        const pdf = await renderer.render({ lang, header: header(row), content, printedAt });
        await appendZipEntry(archive, pdf, `${folder}/${person}-${translate("unit.packetDocumentName", lang)}.pdf`);
        for (const attachment of content.attachments) {
          signal.throwIfAborted();
          const body = await storage.read(attachment.storageKey);
          // a file lost from the storage leaves its name in the document and nothing in the folder
          if (!body) continue;
          await appendZipEntry(
            archive,
            body,
            `${folder}/${translate("unit.packetAttachments", lang)}/${attachment.fileName}`,
          );
        }
        await reportProgress(
          index + 1,
          total,
          translate("unit.packetNote", lang, { name: row.staffName, done: index + 1, total }),
        );
      }
      await archive.finalize();
      const size = await written;
      await repo.completePacket(db, id, { fileKey, size, declarants: total });
      // the unit's earlier zips of the batch are replaced by this one
      const earlier = await repo.earlierPackets(db, packet);
      for (const old of earlier) if (old.fileKey && old.fileKey !== fileKey) await storage.remove(old.fileKey);
      await repo.deletePackets(
        db,
        earlier.map((old) => old.id),
      );
      return { fileKey, size, declarants: total };
    } catch (error) {
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
      await written.catch(() => undefined);
      throw error;
    } finally {
      signal.removeEventListener("abort", stop);
      await renderer.close();
    }
  };
}
