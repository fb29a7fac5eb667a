import { randomUUID } from "node:crypto";
import type { Page } from "@zcps/contracts/api";
import {
  BATCH_ACTIONS,
  type BatchAction,
  type BatchKind,
  type BatchRow,
  type BatchStatus,
  type batchInputSchema,
  type ProjectRow,
  type projectInputSchema,
  type StageWindow,
} from "@zcps/contracts/zcps/config/api";
import { DEFAULT_PIPELINE, PIPELINE_STAGES, type PipelineStep } from "@zcps/contracts/zcps/machine";
import type { z } from "zod";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import * as projectsRepo from "../../../admin/projects";
import { currentProjectId } from "../../../admin/projects";
import { readSettings } from "../settings/settings";
import * as repo from "./repo";

type Actor = Pick<AuthContext, "tenantId" | "userId" | "projectId">;
type BatchValues = z.output<typeof batchInputSchema>;
type ProjectValues = z.output<typeof projectInputSchema>;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toBatchRow({ batch, titleCount, declarationCount }: NonNullable<Awaited<ReturnType<typeof repo.findBatch>>>) {
  return {
    id: batch.id,
    projectId: batch.projectId,
    name: batch.name,
    nameEn: batch.nameEn,
    kind: batch.kind as BatchKind,
    enabled: batch.enabled,
    orderNum: batch.orderNum,
    status: batch.status as BatchStatus,
    startsAt: iso(batch.startsAt),
    endsAt: iso(batch.endsAt),
    pipeline: (batch.pipeline as PipelineStep[] | null) ?? DEFAULT_PIPELINE,
    windows: (batch.windows as StageWindow[] | null) ?? [],
    cutoffDate: batch.cutoffDate,
    publicityDays: batch.publicityDays,
    appealDays: batch.appealDays,
    description: batch.description,
    publishedAt: iso(batch.publishedAt),
    titleCount,
    declarationCount,
  } satisfies BatchRow;
}

/** Windows in pipeline order, so the page and the stages read them the same way. */
function orderedWindows(windows: BatchValues["windows"]): StageWindow[] {
  return [...windows].sort((a, b) => PIPELINE_STAGES.indexOf(a.stage) - PIPELINE_STAGES.indexOf(b.stage));
}

const samePipeline = (a: readonly PipelineStep[], b: readonly PipelineStep[]) =>
  a.length === b.length && a.every((step, i) => step.stage === b[i]?.stage && step.enabled === b[i]?.enabled);

/** What publishing requires; the first missing piece is the refusal. */
function publishRefusal(row: BatchRow) {
  if (!row.startsAt || !row.endsAt) return "config.publishNeedsWindow" as const;
  if (row.titleCount === 0) return "config.publishNeedsTitle" as const;
  if (!row.cutoffDate) return "config.publishNeedsCutoff" as const;
  return null;
}

/**
 * Evaluation projects (the top bar's list) and their batches: windows, pipeline, cut-off and publicity length,
 * and the batch lifecycle DRAFT → PUBLISHED → CLOSED → ARCHIVED. A published batch keeps its pipeline: the
 * declarations already moving through it depend on the stage order.
 */
export function createBatchService({ db }: Pick<AppDeps, "db">) {
  async function requireProject(tenantId: string, id: string) {
    const project = await repo.findProject(db, tenantId, id);
    if (!project) throw badRequest("config.projectNotFound");
    return project;
  }

  async function requireBatch(tenantId: string, id: string, executor = db) {
    const found = await repo.findBatch(executor, tenantId, id);
    if (!found) throw notFound();
    return toBatchRow(found);
  }

  return {
    async projects(actor: Actor, filter: repo.ProjectFilter): Promise<Page<ProjectRow>> {
      const [page, all] = await Promise.all([
        repo.pageProjects(db, actor.tenantId, filter),
        projectsRepo.listProjects(db, actor.tenantId),
      ]);
      const current = currentProjectId(all, actor.projectId);
      return { total: page.total, rows: page.rows.map((row) => ({ ...row, current: row.id === current })) };
    },

    async createProject(actor: Actor, input: ProjectValues) {
      const id = randomUUID();
      await repo.insertProject(db, { id, tenantId: actor.tenantId, ...input });
      return { id };
    },

    async updateProject(actor: Actor, id: string, input: ProjectValues) {
      await requireProject(actor.tenantId, id);
      await repo.updateProject(db, actor.tenantId, id, input);
      return { id };
    },

    async removeProject(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        if (!(await repo.findProject(tx, actor.tenantId, id))) throw notFound();
        if ((await repo.countBatchesOf(tx, id)) > 0) throw badRequest("config.projectHasBatches");
        await repo.deleteProject(tx, actor.tenantId, id);
      });
    },

    /** The batches of a project; without one, of the caller's current project. */
    async batches(
      actor: Actor,
      filter: Omit<repo.BatchFilter, "projectId"> & { projectId?: string },
    ): Promise<Page<BatchRow> & { projectId: string | null }> {
      const projects = await projectsRepo.listProjects(db, actor.tenantId);
      // a project of another tenant is no project here: its id is not even echoed
      const asked = filter.projectId && projects.some((p) => p.id === filter.projectId) ? filter.projectId : null;
      const projectId = filter.projectId ? asked : currentProjectId(projects, actor.projectId);
      if (!projectId) return { rows: [], total: 0, projectId: null };
      const page = await repo.pageBatches(db, actor.tenantId, { ...filter, projectId });
      return { rows: page.rows.map(toBatchRow), total: page.total, projectId };
    },

    batch: (actor: Actor, id: string) => requireBatch(actor.tenantId, id),

    async createBatch(actor: Actor, input: BatchValues) {
      await requireProject(actor.tenantId, input.projectId);
      const settings = await readSettings(db, actor.tenantId);
      const id = randomUUID();
      await repo.insertBatch(db, {
        id,
        projectId: input.projectId,
        name: input.name,
        nameEn: input.nameEn,
        kind: input.kind,
        enabled: input.enabled,
        orderNum: input.orderNum,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        status: "DRAFT",
        pipeline: input.pipeline ?? DEFAULT_PIPELINE,
        windows: orderedWindows(input.windows),
        cutoffDate: input.cutoffDate,
        publicityDays: input.publicityDays ?? settings.publicityWorkingDays,
        appealDays: input.appealDays ?? settings.appealWorkingDays,
        description: input.description,
      });
      return requireBatch(actor.tenantId, id);
    },

    async updateBatch(actor: Actor, id: string, input: BatchValues) {
      await requireProject(actor.tenantId, input.projectId);
      await db.transaction(async (tx) => {
        await repo.lockBatch(tx, id);
        const current = await requireBatch(actor.tenantId, id, tx);
        if (current.status === "ARCHIVED") throw badRequest("config.batchArchived");
        if (input.pipeline && current.status !== "DRAFT" && !samePipeline(input.pipeline, current.pipeline))
          throw badRequest("config.pipelineLocked");
        await repo.updateBatch(tx, id, {
          projectId: input.projectId,
          name: input.name,
          nameEn: input.nameEn,
          kind: input.kind,
          enabled: input.enabled,
          orderNum: input.orderNum,
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          endsAt: input.endsAt ? new Date(input.endsAt) : null,
          ...(input.pipeline ? { pipeline: input.pipeline } : {}),
          windows: orderedWindows(input.windows),
          cutoffDate: input.cutoffDate,
          ...(input.publicityDays === undefined ? {} : { publicityDays: input.publicityDays }),
          ...(input.appealDays === undefined ? {} : { appealDays: input.appealDays }),
          description: input.description,
        });
      });
      return requireBatch(actor.tenantId, id);
    },

    async removeBatch(actor: Actor, id: string) {
      await db.transaction(async (tx) => {
        await repo.lockBatch(tx, id);
        const current = await requireBatch(actor.tenantId, id, tx);
        if (current.declarationCount > 0) throw badRequest("config.batchHasDeclarations");
        await repo.deleteBatch(tx, id);
      });
    },

    /** publish (DRAFT, with window, titles and cut-off), close (PUBLISHED) or archive (CLOSED). */
    async act(actor: Actor, id: string, action: BatchAction) {
      await db.transaction(async (tx) => {
        await repo.lockBatch(tx, id);
        const current = await requireBatch(actor.tenantId, id, tx);
        if (current.status !== BATCH_ACTIONS[action]) throw badRequest("config.batchStatusWrong");
        if (action === "publish") {
          const refusal = publishRefusal(current);
          if (refusal) throw badRequest(refusal);
          await repo.updateBatch(tx, id, { status: "PUBLISHED", publishedAt: new Date() });
        } else {
          await repo.updateBatch(tx, id, { status: action === "close" ? "CLOSED" : "ARCHIVED" });
        }
      });
      return requireBatch(actor.tenantId, id);
    },
  };
}
