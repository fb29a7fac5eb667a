import type { AppealRow, AppealStatus, VerdictKind, VerdictRow } from "@zcps/contracts/zcps/department-review/api";
import type { AppealListRecord } from "./appeals-repo";
import type { VerdictRecord } from "./repo";

/** Rows as the wire carries them (instants as ISO strings). */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toVerdictRow = (v: VerdictRecord): VerdictRow => ({
  id: v.id,
  itemId: v.itemId,
  declarationId: v.declarationId,
  materialType: v.materialType,
  verdict: v.verdict as VerdictKind,
  reason: v.reason,
  reclassification: v.reclassification ?? null,
  reviewerName: v.reviewerName,
  itemVersion: v.itemVersion,
  createdAt: iso(v.createdAt) as string,
});

export const toAppealRow = (r: AppealListRecord): AppealRow => ({
  id: r.id,
  itemId: r.itemId,
  declarationId: r.declarationId,
  declarantName: r.declarantName,
  employeeNo: r.employeeNo,
  unitName: r.unitName,
  unitNameEn: r.unitNameEn,
  materialType: r.materialType,
  reason: r.reason,
  evidenceFileIds: r.evidenceFileIds ?? [],
  status: r.status as AppealStatus,
  reply: r.reply,
  repliedAt: iso(r.repliedAt),
  createdAt: iso(r.createdAt) as string,
  verdictReason: r.verdictReason,
});
