import { bilingual } from "../../bilingual";

/** The results stage's messages, zh and en (merged into zcps/messages.ts): how the sealed chain broke. */
const ENTRIES = {
  "results.seal.CONTENT_CHANGED": [
    "第 {seq} 条封存记录（{name}）的内容已被改动",
    "Sealed record {seq} ({name}): its content was changed",
  ],
  "results.seal.RECORD_CHANGED": [
    "第 {seq} 条封存记录（{name}）的字段已被改动",
    "Sealed record {seq} ({name}): its fields were changed",
  ],
  "results.seal.LINK_BROKEN": [
    "第 {seq} 条封存记录（{name}）与前一条记录的链接断开：前一条已被改写或替换",
    "Sealed record {seq} ({name}) no longer links to the one before: that one was rewritten or replaced",
  ],
  "results.seal.RECORD_MISSING": ["缺少第 {seq} 条封存记录", "Sealed record {seq} is missing"],
} as const satisfies Record<string, readonly [string, string]>;

export const resultsMessages = bilingual(ENTRIES);
