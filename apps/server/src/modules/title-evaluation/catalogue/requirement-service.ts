import { randomUUID } from "node:crypto";
import { type MessageKey, messages } from "@zcps/contracts/messages";
import {
  type RequirementInput,
  type RequirementKey,
  type RequirementSaved,
  type RequirementTestResult,
  type RequirementUpdate,
  requirementInputSchema,
  requirementUpdateSchema,
} from "@zcps/contracts/zcps/catalogue/api";
import { type EligibilityInput, evaluate, type RuleNode, ruleNodeSchema } from "@zcps/contracts/zcps/eligibility";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { batchOfCurrentProject, type CatalogueActor, editableBatch } from "./batch";
import { listBatchTitles } from "./catalogue-repo";
import * as repo from "./requirements-repo";
import * as staffRepo from "./staff-repo";

/** The rule through the shared schema; a refusal names the first problem (its message key). */
function parseRule(rule: unknown): RuleNode {
  const parsed = ruleNodeSchema.safeParse(rule);
  if (parsed.success) return parsed.data;
  const key = parsed.error.issues[0]?.message;
  throw badRequest(key && key in messages.zh ? (key as MessageKey) : "catalogue.ruleInvalid");
}

/** The key names a title the batch accepts, with one of its tracks ("" = any) and methods. */
async function assertKey(db: Executor, tenantId: string, key: RequirementKey) {
  const title = (await listBatchTitles(db, tenantId, key.projectTimeId)).find((t) => t.titleId === key.titleId);
  if (!title) throw badRequest("catalogue.requiredForTitle");
  if (key.trackCode && !title.trackCodes.includes(key.trackCode)) throw badRequest("catalogue.trackNotForSeries");
  if (!title.methods.includes(key.method)) throw badRequest("catalogue.methodInvalid");
}

/** What the rule leaves may read about a person (eligibility.ts PERSON_FIELDS): master data, no contact details. */
export function personFacts(person: Record<string, unknown>): Record<string, unknown> {
  const { id: _id, tenantId: _tenant, userId: _user, idNo: _idNo, phone: _phone, email: _email, ...facts } = person;
  return facts;
}

/**
 * /zcps/declareRequire: per batch × title × track × method a rule tree. While the batch is a draft a save overwrites
 * the current version; once it is published every save adds version n+1 and the older ones stay, read-only, for the
 * declarations checked against them.
 */
export function createRequirementService({ db }: Pick<AppDeps, "db">) {
  async function save(actor: CatalogueActor, key: RequirementKey, rule: RuleNode, text: string | null) {
    try {
      return await db.transaction(async (tx): Promise<RequirementSaved> => {
        const batch = await editableBatch(tx, actor, key.projectTimeId);
        const current = await repo.findCurrentOfKey(tx, key);
        let id = current?.id ?? randomUUID();
        const newVersion = Boolean(current) && batch.status !== "DRAFT";
        if (current && !newVersion) {
          await repo.overwriteRequirement(tx, current.id, { rule, text, createdBy: actor.userId });
        } else {
          id = randomUUID();
          await repo.insertRequirement(tx, {
            id,
            tenantId: actor.tenantId,
            ...key,
            version: (current?.version ?? 0) + 1,
            rule,
            text,
            createdBy: actor.userId,
          });
        }
        const saved = await repo.findRequirement(tx, actor.tenantId, id);
        if (!saved) throw notFound();
        return { requirement: saved, newVersion };
      });
    } catch (error) {
      // two administrators saving a published requirement at once: one version wins, the other is told
      if (uniqueViolation(error) === "requirements_key") throw badRequest("catalogue.requirementStale");
      throw error;
    }
  }

  return {
    async page(
      actor: CatalogueActor,
      query: { projectTimeId: string; page: number; limit: number } & repo.RequirementFilter,
    ) {
      await batchOfCurrentProject(db, actor, query.projectTimeId);
      const { projectTimeId, page, limit, ...filter } = query;
      return repo.pageCurrentRequirements(db, actor.tenantId, projectTimeId, filter, { page, limit });
    },

    async get(actor: CatalogueActor, id: string) {
      const row = await repo.findRequirement(db, actor.tenantId, id);
      if (!row) throw notFound();
      await batchOfCurrentProject(db, actor, row.projectTimeId);
      return row;
    },

    async versions(actor: CatalogueActor, key: RequirementKey) {
      await batchOfCurrentProject(db, actor, key.projectTimeId);
      return repo.listVersions(db, actor.tenantId, key);
    },

    /** A requirement for a key that has none yet. */
    async create(actor: CatalogueActor, input: RequirementInput) {
      const { rule, text, ...key } = requirementInputSchema.parse(input);
      const parsedRule = parseRule(rule);
      await batchOfCurrentProject(db, actor, key.projectTimeId);
      await assertKey(db, actor.tenantId, key);
      if (await repo.findCurrentOfKey(db, key)) throw badRequest("catalogue.requirementTaken");
      return save(actor, key, parsedRule, text);
    },

    /** A new rule for the key of requirement `id` (any of its versions): overwritten or versioned by batch status. */
    async update(actor: CatalogueActor, id: string, input: RequirementUpdate) {
      const { rule, text } = requirementUpdateSchema.parse(input);
      const parsedRule = parseRule(rule);
      const row = await repo.findRequirement(db, actor.tenantId, id);
      if (!row) throw notFound();
      const { projectTimeId, titleId, trackCode, method } = row;
      return save(actor, { projectTimeId, titleId, trackCode, method }, parsedRule, text);
    },

    /** Removes a key with all its versions: only while the batch is a draft (after that, history is kept). */
    async remove(actor: CatalogueActor, id: string) {
      await db.transaction(async (tx) => {
        const row = await repo.findRequirement(tx, actor.tenantId, id);
        if (!row) throw notFound();
        const batch = await editableBatch(tx, actor, row.projectTimeId);
        if (batch.status !== "DRAFT") throw badRequest("catalogue.requirementPublished");
        const { projectTimeId, titleId, trackCode, method } = row;
        await repo.deleteKey(tx, actor.tenantId, { projectTimeId, titleId, trackCode, method });
      });
    },

    searchStaff: (actor: CatalogueActor, keyword: string | undefined) =>
      staffRepo.searchStaff(db, actor.tenantId, keyword),

    /**
     * Evaluates a rule (saved or still being edited) for one staff member: their declaration's items in the batch
     * when they have one, else the records imported for them, counted up to the batch's cut-off date.
     */
    async test(
      actor: CatalogueActor,
      projectTimeId: string,
      staffId: string,
      rule: unknown,
    ): Promise<RequirementTestResult> {
      const parsedRule = parseRule(rule);
      const batch = await batchOfCurrentProject(db, actor, projectTimeId);
      const found = await staffRepo.findStaff(db, actor.tenantId, staffId);
      if (!found) throw badRequest("catalogue.staffNotFound");
      const declared = await staffRepo.declarationMaterials(db, projectTimeId, staffId);
      const materials: EligibilityInput["materials"] = declared
        ? declared.map((item) => ({
            type: item.type,
            payload: item.payload,
            verified: item.verifyStatus === "VERIFIED",
          }))
        : (await staffRepo.sourceMaterials(db, actor.tenantId, staffId)).map((r) => ({
            type: r.type,
            payload: r.payload,
            verified: true,
          }));
      const cutoffDate = batch.cutoffDate ?? defaultCutoff(batch.endsAt);
      const result = evaluate(parsedRule, { person: personFacts(found.person), materials, cutoffDate });
      const { person } = found;
      return {
        staff: {
          id: person.id,
          employeeNo: person.employeeNo,
          name: person.name,
          unitName: found.unitName,
          currentTitleName: person.currentTitleName,
        },
        source: declared ? "declaration" : "records",
        materials: materials.length,
        result,
      };
    },
  };
}

/** Without a configured cut-off, seniority counts to the end of the declaration window's year (reference 1.4). */
function defaultCutoff(endsAt: Date | null): string {
  const year = (endsAt ?? new Date()).getFullYear();
  return `${year}-12-31`;
}
