import { randomUUID } from "node:crypto";
import {
  DEFAULT_POST_RESTRICTIONS,
  type DeclarationMethod,
  TITLE_SERIES,
  TITLES,
  type TitleLevel,
  TRACKS,
} from "@zcps/contracts/zcps/catalogue/catalogue";
import { DEFAULT_REQUIREMENTS } from "@zcps/contracts/zcps/eligibility";
import { and, asc, eq, inArray } from "drizzle-orm";
import { directoryDefaults } from "../../modules/title-evaluation/catalogue";
import type { Executor } from "../client";
import * as t from "../schema";
import type { TitleSeedContext } from "./zcps";

/** Title evaluation seed: series, titles, tracks and post restrictions; per demo batch its titles, material directory, requirements and quotas. */
export async function seedZcpsCatalogue(tx: Executor, ctx: TitleSeedContext): Promise<void> {
  const { tenantId } = ctx;
  await tx.insert(t.titleSeries).values(
    TITLE_SERIES.map((s, i) => ({
      id: randomUUID(),
      tenantId,
      code: s.code,
      name: s.label.zh,
      nameEn: s.label.en,
      orderNum: i,
    })),
  );
  await tx.insert(t.titles).values(
    TITLES.map((title, i) => ({
      id: randomUUID(),
      tenantId,
      seriesCode: title.series,
      level: title.level,
      code: title.code,
      name: title.label.zh,
      nameEn: title.label.en,
      orderNum: i,
    })),
  );
  await tx.insert(t.tracks).values(
    TRACKS.map((track, i) => ({
      id: randomUUID(),
      tenantId,
      seriesCode: track.series,
      code: track.code,
      name: track.label.zh,
      nameEn: track.label.en,
      orderNum: i,
    })),
  );
  await tx.insert(t.postRestrictions).values(
    DEFAULT_POST_RESTRICTIONS.map((r) => ({
      id: randomUUID(),
      tenantId,
      postType: r.postType,
      allowedSeries: [...r.allowedSeries],
      allowedTracks: [...r.allowedTracks],
      note: r.note.zh,
    })),
  );
  if (ctx.demo) await seedDemoBatches(tx, tenantId);
}

const SENIOR: readonly TitleLevel[] = ["ASSOC_SENIOR", "FULL_SENIOR"];

/** The regular batch takes intermediate and senior titles; the green channel senior teacher and research titles. */
function batchTitlePlan(kind: string, title: (typeof TITLES)[number]): DeclarationMethod[] | null {
  if (kind === "green")
    return SENIOR.includes(title.level) && (title.series === "TEACHER" || title.series === "RESEARCH")
      ? ["TALENT_TRACK"]
      : null;
  if (title.level === "JUNIOR") return null;
  return SENIOR.includes(title.level) ? ["NORMAL", "EXCEPTIONAL"] : ["NORMAL"];
}

/** Recommendation quotas of the regular batch: a few full-senior and more associate-senior places per unit. */
const quotaOf = (level: TitleLevel, unitIndex: number) =>
  level === "FULL_SENIOR" ? 2 + (unitIndex % 2) : 4 + (unitIndex % 3);

async function seedDemoBatches(tx: Executor, tenantId: string) {
  const batches = await tx
    .select({ id: t.batches.id, kind: t.batches.kind })
    .from(t.batches)
    .innerJoin(t.projects, eq(t.projects.id, t.batches.projectId))
    .where(
      and(eq(t.projects.tenantId, tenantId), eq(t.projects.year, 2026), inArray(t.batches.kind, ["normal", "green"])),
    );
  if (batches.length === 0) return;
  const titleIds = new Map(
    (
      await tx.select({ id: t.titles.id, code: t.titles.code }).from(t.titles).where(eq(t.titles.tenantId, tenantId))
    ).map((r) => [r.code, r.id]),
  );
  const units = await tx
    .select({ id: t.departs.id })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, tenantId), eq(t.departs.type, "unit")))
    .orderBy(asc(t.departs.orderNum));

  for (const batch of batches) {
    const rows = TITLES.flatMap((title, i) => {
      const methods: string[] | null = batchTitlePlan(batch.kind, title);
      const titleId = titleIds.get(title.code);
      if (!methods || !titleId) return [];
      const trackCodes: string[] = TRACKS.filter((track) => track.series === title.series).map((track) => track.code);
      return [{ id: randomUUID(), tenantId, projectTimeId: batch.id, titleId, trackCodes, methods, orderNum: i }];
    });
    await tx.insert(t.batchTitles).values(rows);
    await tx.insert(t.materialDirectory).values(await directoryDefaults(tx, tenantId, batch.id));
    // the default requirement of each accepted title (and track), under the batch's regular method or its own
    const byTitle = new Map(rows.map((row) => [row.titleId, row]));
    const requirements = DEFAULT_REQUIREMENTS.flatMap((r) => {
      const row = byTitle.get(titleIds.get(r.titleCode) ?? "");
      if (!row || (r.trackCode && !row.trackCodes.includes(r.trackCode))) return [];
      const method = row.methods.includes(r.method) ? r.method : (row.methods[0] ?? r.method);
      return [
        {
          id: randomUUID(),
          tenantId,
          projectTimeId: batch.id,
          titleId: row.titleId,
          trackCode: r.trackCode,
          method,
          version: 1,
          rule: r.rule,
          text: r.text.zh,
        },
      ];
    });
    if (requirements.length > 0) await tx.insert(t.requirements).values(requirements);
    if (batch.kind === "normal")
      await tx.insert(t.quotas).values(
        units.flatMap((unit, i) =>
          SENIOR.map((level) => ({
            id: randomUUID(),
            tenantId,
            projectTimeId: batch.id,
            unitId: unit.id,
            level,
            allocated: quotaOf(level, i),
          })),
        ),
      );
  }
}
