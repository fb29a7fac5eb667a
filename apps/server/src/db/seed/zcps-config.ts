import { randomUUID } from "node:crypto";
import { TITLE_LEVEL_LABELS, TITLE_SERIES, type TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import { DEFAULT_TABLE_SECTIONS, type StageWindow, VOTE_STAGES } from "@zcps/contracts/zcps/config/api";
import { DEFAULT_PIPELINE } from "@zcps/contracts/zcps/machine";
import { CN_HOLIDAYS_2026 } from "@zcps/contracts/zcps/working-days";
import { and, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client";
import * as t from "../schema";
import type { TitleSeedContext } from "./zcps";

const SENIOR_LEVELS: readonly TitleLevel[] = ["ASSOC_SENIOR", "FULL_SENIOR"];

const shanghai = (date: string, end = false) => `${date}T${end ? "23:59:59" : "00:00:00"}+08:00`;
const window = (stage: StageWindow["stage"], from: string, to: string): StageWindow => ({
  stage,
  startsAt: new Date(shanghai(from)).toISOString(),
  endsAt: new Date(shanghai(to, true)).toISOString(),
});

/**
 * Title evaluation seed: the 2026 holiday calendar and one A3 review-table layout per series × senior level for
 * every tenant; for the demo school also the two 2026 batches' pipeline, windows and cut-off.
 */
export async function seedZcpsConfig(tx: Executor, ctx: TitleSeedContext): Promise<void> {
  await tx.insert(t.holidays).values(
    CN_HOLIDAYS_2026.map((day) => ({
      tenantId: ctx.tenantId,
      day: day.date,
      working: day.working,
      name: day.name?.zh ?? (day.working ? "调休上班" : "假日"),
      nameEn: day.name?.en ?? null,
    })),
  );
  await tx.insert(t.tableSettings).values(
    TITLE_SERIES.flatMap((series) =>
      SENIOR_LEVELS.map((level) => ({
        id: randomUUID(),
        tenantId: ctx.tenantId,
        seriesCode: series.code,
        level,
        title: `${series.label.zh}${TITLE_LEVEL_LABELS[level].zh}专业技术职务评审表`,
        sections: DEFAULT_TABLE_SECTIONS,
        voteStages: [...VOTE_STAGES],
      })),
    ),
  );
  if (ctx.demo) await configureDemoBatches(tx, ctx.tenantId);
}

/** 常规批 published with every stage; 绿色通道批 still a draft, without unit publicity (talents skip it). */
async function configureDemoBatches(tx: Executor, tenantId: string) {
  const [project] = await tx
    .select({ id: t.projects.id })
    .from(t.projects)
    .where(and(eq(t.projects.tenantId, tenantId), eq(t.projects.year, 2026)))
    .limit(1);
  if (!project) return;
  const batches = await tx
    .select({ id: t.batches.id, kind: t.batches.kind })
    .from(t.batches)
    .where(and(eq(t.batches.projectId, project.id), inArray(t.batches.kind, ["normal", "green"])));
  for (const batch of batches) {
    if (batch.kind === "normal") {
      await tx
        .update(t.batches)
        .set({
          status: "PUBLISHED",
          publishedAt: new Date(shanghai("2026-08-25")),
          startsAt: new Date(shanghai("2026-09-01")),
          endsAt: new Date(shanghai("2026-12-31", true)),
          cutoffDate: "2026-12-31",
          pipeline: DEFAULT_PIPELINE,
          windows: [
            window("UNIT_REVIEW", "2026-09-01", "2027-01-15"),
            window("DEPARTMENT_REVIEW", "2026-09-15", "2027-01-29"),
            window("FORMAL_AUDIT", "2027-02-01", "2027-02-26"),
            window("PEER_REVIEW", "2027-03-01", "2027-04-16"),
            window("SENIOR_COMMITTEE", "2027-05-10", "2027-05-21"),
          ],
          publicityDays: 5,
          appealDays: 5,
        })
        .where(eq(t.batches.id, batch.id));
    } else {
      await tx
        .update(t.batches)
        .set({
          status: "DRAFT",
          cutoffDate: "2026-12-31",
          pipeline: DEFAULT_PIPELINE.map((step) =>
            step.stage === "UNIT_PUBLICITY" ? { ...step, enabled: false } : step,
          ),
          windows: [],
          publicityDays: 5,
          appealDays: 5,
        })
        .where(eq(t.batches.id, batch.id));
    }
  }
}
