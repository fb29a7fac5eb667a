import { describe, expect, it } from "vitest";
import { canonicalJson, GENESIS, nextRecord, type SealRecord, verifyChain } from "./seal-chain";

const at = (minute: number) => new Date(Date.UTC(2026, 11, 20, 9, minute));

function chain(): SealRecord[] {
  const records: SealRecord[] = [];
  const add = (entry: Parameters<typeof nextRecord>[1]) => records.push(nextRecord(records.at(-1) ?? null, entry));
  add({
    kind: "SEAL",
    declarationId: "d1",
    content: { name: "张伟", title: "教授", level: "FULL_SENIOR" },
    sealedAt: at(0),
  });
  add({
    kind: "SEAL",
    declarationId: "d2",
    content: { name: "李娜", title: "副教授", level: "ASSOC_SENIOR" },
    sealedAt: at(1),
  });
  add({
    kind: "SEAL",
    declarationId: "d3",
    content: { name: "王强", title: "教授", level: "FULL_SENIOR" },
    sealedAt: at(2),
  });
  add({
    kind: "REVOKE",
    declarationId: "d2",
    supersedesSeq: 2,
    content: { reason: "代表作存在学术不端，撤销评审结果" },
    sealedAt: at(3),
  });
  return records;
}

describe("the sealed results' chain", () => {
  it("links each record to the one before, from the genesis value, and verifies whole", () => {
    const records = chain();
    expect(records.map((r) => r.seq)).toEqual([1, 2, 3, 4]);
    expect(records[0]?.prevHash).toBe(GENESIS);
    expect(records[1]?.prevHash).toBe(records[0]?.hash);
    expect(records[3]).toMatchObject({ kind: "REVOKE", supersedesSeq: 2 });
    expect(verifyChain(records)).toEqual({ ok: true, records: 4, lastHash: records[3]?.hash });
    // the order records are read in does not matter
    expect(verifyChain([...records].reverse()).ok).toBe(true);
    expect(verifyChain([])).toEqual({ ok: true, records: 0, lastHash: GENESIS });
  });

  it("names a record whose content was changed", () => {
    const records = chain();
    const changed = records.map((r) => (r.seq === 2 ? { ...r, content: { ...r.content, title: "教授" } } : r));
    expect(verifyChain(changed)).toEqual({
      ok: false,
      records: 4,
      seq: 2,
      declarationId: "d2",
      reason: "CONTENT_CHANGED",
    });
  });

  it("names a record whose own fields were changed, even with its content hash made to match", () => {
    const records = chain();
    const moved = records.map((r) => (r.seq === 3 ? { ...r, sealedAt: at(30) } : r));
    expect(verifyChain(moved)).toMatchObject({ ok: false, seq: 3, reason: "RECORD_CHANGED" });
  });

  it("names the link a rewritten record breaks, and a record taken out", () => {
    const records = chain();
    // record 2 rewritten whole with a new content and hashes of its own: record 3 no longer points at it
    const forged = nextRecord(records[0] ?? null, {
      kind: "SEAL",
      declarationId: "d2",
      content: { name: "李娜", title: "教授", level: "FULL_SENIOR" },
      sealedAt: at(1),
    });
    expect(verifyChain(records.map((r) => (r.seq === 2 ? forged : r)))).toMatchObject({
      ok: false,
      seq: 3,
      reason: "LINK_BROKEN",
    });
    expect(verifyChain(records.filter((r) => r.seq !== 2))).toMatchObject({
      ok: false,
      seq: 2,
      declarationId: null,
      reason: "RECORD_MISSING",
    });
  });

  it("writes the same content the same way whatever the order of its keys", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, "x"], c: null } })).toBe('{"a":{"c":null,"d":[1,"x"]},"b":1}');
    expect(canonicalJson({ a: 1, skipped: undefined })).toBe('{"a":1}');
  });
});
