import { createHash } from "node:crypto";
import type { SealBreak } from "@zcps/contracts/zcps/results/api";

/**
 * The sealed results' hash chain (pure): when a result's publicity closes, the result is sealed as a record that
 * holds the hash of its content and the hash of the record before it, so that no record can be changed, removed or
 * put in between without the chain showing where. A later revocation is a record of its own that names the one it
 * supersedes; nothing is ever edited.
 */

export const SEAL_KINDS = ["SEAL", "REVOKE"] as const;
export type SealKind = (typeof SEAL_KINDS)[number];

/** What a sealed record says of the result (the declaration as decided). */
export type SealContent = Readonly<Record<string, unknown>>;

export interface SealRecord {
  /** 1, 2, 3… within the tenant's chain */
  seq: number;
  kind: SealKind;
  declarationId: string;
  /** the record a revocation supersedes */
  supersedesSeq: number | null;
  content: SealContent;
  contentHash: string;
  /** the record before's hash; the genesis value for the first */
  prevHash: string;
  hash: string;
  sealedAt: Date;
}

/** The previous hash of the first record. */
export const GENESIS = "0".repeat(64);

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");

/** JSON with its keys in order at every depth, so that the same content always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value ?? null);
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
}

export const contentHashOf = (content: SealContent) => sha256(canonicalJson(content));

/** A record's own hash: its place, kind, declaration, what it supersedes, its content's hash, its time and the link. */
export function recordHash(record: Omit<SealRecord, "hash">): string {
  return sha256(
    canonicalJson({
      seq: record.seq,
      kind: record.kind,
      declarationId: record.declarationId,
      supersedesSeq: record.supersedesSeq,
      contentHash: record.contentHash,
      prevHash: record.prevHash,
      sealedAt: record.sealedAt.toISOString(),
    }),
  );
}

/** The next record of a chain whose last record is `last` (null for an empty chain). */
export function nextRecord(
  last: Pick<SealRecord, "seq" | "hash"> | null,
  entry: { kind: SealKind; declarationId: string; supersedesSeq?: number | null; content: SealContent; sealedAt: Date },
): SealRecord {
  const unhashed = {
    seq: (last?.seq ?? 0) + 1,
    kind: entry.kind,
    declarationId: entry.declarationId,
    supersedesSeq: entry.supersedesSeq ?? null,
    content: entry.content,
    contentHash: contentHashOf(entry.content),
    prevHash: last?.hash ?? GENESIS,
    sealedAt: entry.sealedAt,
  };
  return { ...unhashed, hash: recordHash(unhashed) };
}

/** The seals no revocation has superseded (a declaration's last one when it was sealed again). */
export function liveSeals<R extends Pick<SealRecord, "seq" | "kind" | "supersedesSeq">>(records: readonly R[]): R[] {
  const superseded = new Set(records.map((r) => r.supersedesSeq).filter((seq) => seq !== null));
  return records.filter((r) => r.kind === "SEAL" && !superseded.has(r.seq));
}

export type ChainCheck =
  | { ok: true; records: number; lastHash: string }
  | { ok: false; records: number; seq: number; declarationId: string | null; reason: SealBreak };

/**
 * Recomputes the chain (records in any order) and names the first broken link: a record whose content no longer
 * hashes to what it sealed, whose own hash no longer matches its fields, that does not point at the record before,
 * or a place in the sequence with no record.
 */
export function verifyChain(records: readonly SealRecord[]): ChainCheck {
  const ordered = [...records].sort((a, b) => a.seq - b.seq);
  let prev: SealRecord | null = null;
  for (const record of ordered) {
    const broken = (reason: SealBreak, seq = record.seq, declarationId: string | null = record.declarationId) =>
      ({ ok: false, records: ordered.length, seq, declarationId, reason }) as const;
    const expectedSeq = (prev?.seq ?? 0) + 1;
    if (record.seq !== expectedSeq) return broken("RECORD_MISSING", expectedSeq, null);
    if (contentHashOf(record.content) !== record.contentHash) return broken("CONTENT_CHANGED");
    if (recordHash(record) !== record.hash) return broken("RECORD_CHANGED");
    if (record.prevHash !== (prev?.hash ?? GENESIS)) return broken("LINK_BROKEN");
    prev = record;
  }
  return { ok: true, records: ordered.length, lastHash: prev?.hash ?? GENESIS };
}
