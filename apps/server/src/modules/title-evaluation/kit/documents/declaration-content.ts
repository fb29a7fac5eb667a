import { type Language, translate } from "@zcps/contracts/messages";
import { formatFieldValue, MATERIAL_TYPES, materialType } from "@zcps/contracts/zcps/materials";
import type { Executor } from "../../../../db/client";
import { findValuesByTypeCode } from "../../../admin/dict";
import { listAttachmentFiles, listDecisions, listDirectory, listItems, stateName } from "../../declarations";

/**
 * A declaration as a printed document reads it: its material sections in the batch directory's order, each item's
 * fields as label/value rows, the representative works marked, its attachments, and the decision timeline.
 */

export interface DocumentRow {
  label: string;
  value: string;
}

export interface DocumentItem {
  /** 1-based within its section */
  order: number;
  /** its place among the representative works, or null */
  representative: number | null;
  verifyStatus: string;
  rows: DocumentRow[];
  /** the names of its attachments */
  attachments: string[];
}

export interface DocumentSection {
  code: string;
  name: string;
  items: DocumentItem[];
}

export interface TimelineEntry {
  at: string;
  actor: string;
  event: string;
  change: string;
  remark: string;
}

/** An attachment to copy beside the document: where its bytes are and what its file is called. */
export interface DocumentAttachment {
  storageKey: string;
  /** "01-学术论文-2-论文全文.pdf": section, type, item, the uploaded name */
  fileName: string;
  size: number;
}

export interface DeclarationContent {
  sections: DocumentSection[];
  /** the directory's types without an item */
  emptySections: string[];
  timeline: TimelineEntry[];
  attachments: DocumentAttachment[];
}

/** "2026-11-26 14:05" on the given zone's wall clock. */
export function wallClock(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}`;
}

/** A name safe as one segment of a path in a zip: no separators, no control characters, not too long. */
export function safeFileName(name: string, fallback = "file"): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, "_").trim();
  const kept = clean.replace(/^\.+/, "").slice(0, 120);
  return kept || fallback;
}

/** The labels of a dictionary's values (a select field's options the dictionary holds), by value. */
export type DictionaryLabels = (dict: string) => Promise<ReadonlyMap<string, { zh: string; en: string }>>;

/** Reads each dictionary once: one reader serves every declaration of a document run. */
export function dictionaryReader(db: Executor, tenantId: string): DictionaryLabels {
  const read = new Map<string, Promise<ReadonlyMap<string, { zh: string; en: string }>>>();
  return (dict) => {
    let labels = read.get(dict);
    if (!labels) {
      labels = findValuesByTypeCode(db, tenantId, dict).then(
        (values) => new Map(values.map((v) => [v.value, { zh: v.label, en: v.labelEn || v.label }])),
      );
      read.set(dict, labels);
    }
    return labels;
  };
}

const label = (key: string, lang: Language, values?: Record<string, string | number>) => translate(key, lang, values);

export async function declarationContent(
  db: Executor,
  declaration: { id: string; projectTimeId: string },
  options: { lang: Language; timeZone: string; dictionaries: DictionaryLabels },
): Promise<DeclarationContent> {
  const { lang, timeZone, dictionaries } = options;
  const [directory, items, decisions, files] = await Promise.all([
    listDirectory(db, declaration.projectTimeId),
    listItems(db, declaration.id),
    listDecisions(db, declaration.id),
    listAttachmentFiles(db, declaration.id),
  ]);
  // the directory's order, then any type with items the directory no longer names, in the catalogue's order
  const listed = directory.map((d) => d.materialType);
  const order = [
    ...listed,
    ...MATERIAL_TYPES.map((t) => t.code).filter(
      (code) => !listed.includes(code) && items.some((i) => i.materialType === code),
    ),
  ];
  const representatives = items
    .filter((i) => i.isRepresentative)
    .sort((a, b) => (a.representativeOrder ?? 0) - (b.representativeOrder ?? 0));

  const sections: DocumentSection[] = [];
  const emptySections: string[] = [];
  const attachments: DocumentAttachment[] = [];
  const usedNames = new Set<string>();
  for (const code of order) {
    const type = materialType(code);
    const name = type?.label[lang] ?? code;
    const ofType = items.filter((i) => i.materialType === code);
    if (ofType.length === 0) {
      emptySections.push(name);
      continue;
    }
    const sectionNo = String(sections.length + 1).padStart(2, "0");
    const section: DocumentSection = { code, name, items: [] };
    const fields = type?.fields ?? [];
    const dictLabels = new Map(
      await Promise.all(
        fields
          .flatMap((field) => (field.dict ? [[field.dict, dictionaries(field.dict)] as const] : []))
          .map(async ([dict, labels]) => [dict, await labels] as const),
      ),
    );
    ofType.forEach((item, index) => {
      const rows = fields.flatMap((field) => {
        const raw = item.payload[field.name];
        const fromDict = field.dict ? dictLabels.get(field.dict)?.get(String(raw ?? "")) : undefined;
        const value = fromDict ? fromDict[lang] : formatFieldValue(field, raw, lang);
        return value ? [{ label: field.label[lang], value }] : [];
      });
      const itemFiles = files.filter((f) => f.itemId === item.id);
      for (const file of itemFiles) {
        let fileName = safeFileName(`${sectionNo}-${name}-${index + 1}-${file.name}`);
        for (let n = 2; usedNames.has(fileName); n++)
          fileName = safeFileName(`${sectionNo}-${name}-${index + 1}-${n}-${file.name}`);
        usedNames.add(fileName);
        attachments.push({ storageKey: file.storageKey, fileName, size: file.size });
      }
      const place = representatives.findIndex((r) => r.id === item.id);
      section.items.push({
        order: index + 1,
        representative: place >= 0 ? place + 1 : null,
        verifyStatus: label(`declarationPdf.verify.${item.verifyStatus}`, lang),
        rows,
        attachments: itemFiles.map((f) => f.name),
      });
    });
    sections.push(section);
  }
  // files of no listed item (the declaration's own, or an item's since removed) still go with it
  const placed = new Set(attachments.map((a) => a.storageKey));
  for (const file of files.filter((f) => !placed.has(f.storageKey))) {
    let fileName = safeFileName(`99-${file.name}`);
    for (let n = 2; usedNames.has(fileName); n++) fileName = safeFileName(`99-${n}-${file.name}`);
    usedNames.add(fileName);
    attachments.push({ storageKey: file.storageKey, fileName, size: file.size });
  }

  const timeline = decisions.map((d) => {
    const role = label(`decl.role.${d.actorRole}`, lang);
    return {
      at: wallClock(d.createdAt, timeZone),
      actor: d.actorName ? (lang === "zh" ? `${d.actorName}（${role}）` : `${d.actorName} (${role})`) : role,
      event: label(`decl.event.${d.event}`, lang),
      change: `${stateName(d.fromStatus, lang)} → ${stateName(d.toStatus, lang)}`,
      remark: [d.reason, d.comment].filter(Boolean).join(lang === "zh" ? "；" : "; "),
    };
  });
  return { sections, emptySections, timeline, attachments };
}
