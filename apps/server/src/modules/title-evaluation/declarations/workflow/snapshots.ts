import { createHash } from "node:crypto";
import type { Executor } from "../../../../db/client";
import * as repo from "../repo";

/** A stable hash of a snapshot: keys sorted, so the same content always hashes the same. */
export function contentHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === "object" && !(v instanceof Date)) {
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return createHash("sha256")
    .update(JSON.stringify(canonical(value)))
    .digest("hex");
}

/** The declaration and its materials as they stand: what a snapshot freezes. */
export async function snapshotPayload(db: Executor, declaration: repo.DeclarationRecord) {
  const [items, attachments] = await Promise.all([
    repo.listItems(db, declaration.id),
    repo.listAttachments(db, declaration.id),
  ]);
  return {
    declaration: {
      id: declaration.id,
      projectTimeId: declaration.projectTimeId,
      staffId: declaration.staffId,
      unitId: declaration.unitId,
      titleId: declaration.titleId,
      seriesCode: declaration.seriesCode,
      level: declaration.level,
      trackCode: declaration.trackCode,
      method: declaration.method,
      pledgeSignedAt: declaration.pledgeSignedAt?.toISOString() ?? null,
      avoidExperts: declaration.avoidExperts,
    },
    items: items.map((item) => ({
      id: item.id,
      materialType: item.materialType,
      payload: item.payload,
      source: item.source,
      sourceRecordId: item.sourceRecordId,
      isRepresentative: item.isRepresentative,
      representativeOrder: item.representativeOrder,
      orderNum: item.orderNum,
      version: item.version,
    })),
    attachments: attachments.map((a) => ({
      id: a.id,
      itemId: a.itemId,
      name: a.name,
      mime: a.mime,
      size: a.size,
      sha256: a.sha256,
    })),
  };
}
