import { formatFieldValue, MATERIAL_TYPES, materialType } from "@zcps/contracts/zcps/materials";
import type { PeerPacket } from "@zcps/contracts/zcps/peer-review/api";

/**
 * The review packet an expert reads, built from the frozen snapshot alone (pure): the representative works with
 * their fields and files, an overview of the materials by type, the self-summary. In anonymous mode every text in
 * it passes through the declarant's redaction: their name becomes the round's code, their staff number, ID number,
 * unit, phone and e-mail become "***".
 */

/** The part of a snapshot (declarations/workflow/snapshots.ts) the packet reads. */
export interface SnapshotMaterials {
  items: {
    id: string;
    materialType: string;
    payload: Record<string, unknown>;
    isRepresentative: boolean;
    representativeOrder: number | null;
    orderNum: number;
  }[];
  attachments: { id: string; itemId: string | null; name: string; mime: string; size: number; sha256: string }[];
}

/** Every form in which a declarant may be named: what anonymous mode takes out. */
export interface DeclarantIdentity {
  /** the person's names (staff record, account) */
  names: (string | null)[];
  /** staff number, ID number, phone, e-mail, unit names */
  others: (string | null)[];
}

export const MASK = "***";
/** Types the packet never shows: the basic information is the declarant's identity itself. */
const HIDDEN_TYPES = new Set(["BASIC_INFO"]);
const SUMMARY_TYPE = "SELF_SUMMARY";

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The form a term is known by: lower case, no white space ("Zhang  Wei" is "zhangwei"). */
const keyOf = (text: string) => text.toLowerCase().replace(/\s+/gu, "");
const LATIN_EDGE = /[a-z0-9]/i;

/** A term's pattern: any white space where it has some, and whole words only where it starts or ends in Latin. */
function termPattern(term: string): string {
  const body = term.split(/\s+/u).map(literal).join("\\s*");
  const before = LATIN_EDGE.test(term.charAt(0)) ? "(?<![a-z0-9])" : "";
  const after = LATIN_EDGE.test(term.charAt(term.length - 1)) ? "(?![a-z0-9])" : "";
  return `${before}${body}${after}`;
}

/** Every term that names the declarant, for what cannot be rewritten but only blacked out (a PDF's pages). */
export const identityTerms = (identity: DeclarantIdentity) => [...identity.names, ...identity.others];

/**
 * A function that removes the declarant from a text: one pass over the text with every term at once (longest
 * first), so a replacement is never matched again; Latin letters match in any case and as whole words, and a term's
 * spaces match any white space or none.
 */
export function declarantRedaction(identity: DeclarantIdentity, code: string): (text: string) => string {
  const replacement = new Map<string, { term: string; by: string }>();
  const add = (term: string | null, by: string) => {
    const kept = term?.trim();
    // a single character would take out every word that holds it
    if (kept && kept.length >= 2 && !replacement.has(keyOf(kept))) replacement.set(keyOf(kept), { term: kept, by });
  };
  for (const name of identity.names) add(name, code);
  for (const other of identity.others) add(other, MASK);
  if (replacement.size === 0) return (text) => text;
  const terms = [...replacement.values()].sort((a, b) => b.term.length - a.term.length).map((r) => termPattern(r.term));
  const pattern = new RegExp(terms.join("|"), "giu");
  return (text) => text.replace(pattern, (found) => replacement.get(keyOf(found))?.by ?? MASK);
}

const text = (value: unknown) => (typeof value === "string" ? value : value == null ? "" : String(value));

/** The frozen materials as the packet shows them: works, overview and summary, every text through `clean`. */
export function packetMaterials(
  snapshot: SnapshotMaterials,
  clean: (text: string) => string,
): Pick<PeerPacket, "works" | "overview" | "summary"> {
  const items = snapshot.items.filter((item) => !HIDDEN_TYPES.has(item.materialType));
  const works = items
    .filter((item) => item.isRepresentative)
    .sort((a, b) => (a.representativeOrder ?? 99) - (b.representativeOrder ?? 99) || a.orderNum - b.orderNum)
    .map((item) => {
      const type = materialType(item.materialType);
      const fields = (type?.fields ?? []).flatMap((f) => {
        const value = formatFieldValue(f, item.payload[f.name], "zh");
        if (!value) return [];
        return [
          {
            label: f.label.zh,
            labelEn: f.label.en,
            value: clean(value),
            valueEn: clean(formatFieldValue(f, item.payload[f.name], "en")),
          },
        ];
      });
      const titleField = type?.summary[0];
      return {
        id: item.id,
        type: item.materialType,
        label: type?.label.zh ?? item.materialType,
        labelEn: type?.label.en ?? item.materialType,
        title: clean(titleField ? text(item.payload[titleField]) : ""),
        fields,
        files: snapshot.attachments
          .filter((a) => a.itemId === item.id)
          .map((a) => ({ id: a.id, name: clean(a.name), mime: a.mime })),
      };
    });

  const counts = new Map<string, number>();
  for (const item of items) {
    if (item.materialType !== SUMMARY_TYPE) counts.set(item.materialType, (counts.get(item.materialType) ?? 0) + 1);
  }
  // in the material types' own order, as the declaration shows them
  const overview = MATERIAL_TYPES.filter((type) => counts.has(type.code)).map((type) => ({
    type: type.code,
    label: type.label.zh,
    labelEn: type.label.en,
    count: counts.get(type.code) ?? 0,
  }));

  const summaryItem = items.find((item) => item.materialType === SUMMARY_TYPE);
  const summaryType = materialType(SUMMARY_TYPE);
  const summaryParts = summaryItem
    ? (summaryType?.fields ?? []).map((f) => text(summaryItem.payload[f.name]).trim()).filter(Boolean)
    : [];
  const summary = summaryParts.length ? clean(summaryParts.join("\n\n")) : null;

  return { works, overview, summary };
}

/** Whether the attachment is one of the packet's works' (the only files an expert may open). */
export function workAttachment(snapshot: SnapshotMaterials, attachmentId: string) {
  const works = new Set(snapshot.items.filter((i) => i.isRepresentative).map((i) => i.id));
  return snapshot.attachments.find((a) => a.id === attachmentId && a.itemId !== null && works.has(a.itemId)) ?? null;
}
