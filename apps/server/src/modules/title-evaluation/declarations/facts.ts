import {
  type EligibilityInput,
  evaluate,
  hardRulesPass,
  type RuleNode,
  type RuleResult,
} from "@zcps/contracts/zcps/eligibility";
import {
  DEFAULT_PIPELINE,
  type DeclarationFacts,
  type DeclarationState,
  type PipelineStep,
} from "@zcps/contracts/zcps/machine";
import { type MaterialType, materialType } from "@zcps/contracts/zcps/materials";
import type { Executor } from "../../../db/client";
import { type MergedEffects, namedListEffects } from "../staff";
import type { BatchConfig } from "./batch-config";
import * as repo from "./repo";
import { pickRequirement } from "./requirement";
import { stageFacts } from "./workflow/stage-registry";

export const materialTypeOf = (code: string): MaterialType | undefined => materialType(code);

/** Declarations are taken only while the batch is published and the moment is inside its window. */
export function declarationWindowOpen(batch: repo.BatchRecord, now: Date): boolean {
  if (!batch.enabled || batch.status !== "PUBLISHED" || !batch.startsAt || !batch.endsAt) return false;
  return batch.startsAt.getTime() <= now.getTime() && now.getTime() <= batch.endsAt.getTime();
}

export function batchPipeline(batch: repo.BatchRecord): PipelineStep[] {
  return (batch.pipeline as PipelineStep[] | null) ?? DEFAULT_PIPELINE;
}

/** A directory row requires its type for every title ("all") or for listed titles, optionally per track ("some"). */
export function isRequired(
  row: repo.DirectoryRecord,
  declaration: Pick<repo.DeclarationRecord, "titleId" | "trackCode">,
): boolean {
  if (row.required === "all") return true;
  if (row.required !== "some") return false;
  return row.requiredFor.some(
    (r) => r.titleId === declaration.titleId && (!r.trackCode || r.trackCode === declaration.trackCode),
  );
}

export interface SectionState {
  row: repo.DirectoryRecord;
  type: MaterialType;
  required: boolean;
  count: number;
}

/**
 * The batch's directory as sections of this declaration, with item counts (types the code no longer knows left out).
 * Callers that have already read the declaration's items pass them, and the counts come from those; read-only
 * views pass the batch's kept configuration.
 */
export async function loadSections(
  db: Executor,
  declaration: repo.DeclarationRecord,
  items?: readonly { materialType: string }[],
  config?: BatchConfig,
): Promise<SectionState[]> {
  const [directory, counts] = await Promise.all([
    config?.directory ?? repo.listDirectory(db, declaration.projectTimeId),
    items ? countByType(items) : repo.countItemsByType(db, declaration.id),
  ]);
  return directory.flatMap((row) => {
    const type = materialTypeOf(row.materialType);
    if (!type) return [];
    return [{ row, type, required: isRequired(row, declaration), count: counts.get(row.materialType) ?? 0 }];
  });
}

function countByType(items: readonly { materialType: string }[]) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(item.materialType, (counts.get(item.materialType) ?? 0) + 1);
  return counts;
}

export const missingSections = (sections: SectionState[]) => sections.filter((s) => s.required && s.count === 0);

/** What the requirement's rules read about the person: the staff master data. */
export function personFields(staff: repo.StaffRecord | null): Record<string, unknown> {
  if (!staff) return {};
  return {
    name: staff.name,
    sex: staff.sex,
    birthDate: staff.birthDate,
    nation: staff.nation,
    politicalStatus: staff.politicalStatus,
    postType: staff.postType,
    postGrade: staff.postGrade,
    currentTitleId: staff.currentTitleId,
    currentTitleName: staff.currentTitleName,
    currentTitleDate: staff.currentTitleDate,
    currentTitleHiredDate: staff.currentTitleHiredDate,
    education: staff.education,
    highestEducation: staff.education,
    degree: staff.degree,
    highestDegree: staff.degree,
    disciplineCode: staff.disciplineCode,
    hireDate: staff.hireDate,
  };
}

export interface Evaluation {
  requirement: Awaited<ReturnType<typeof repo.currentRequirement>>;
  result: RuleResult | null;
  /** every rule marked hard passes (or there is no requirement) */
  hardPass: boolean;
  /** the declaration's items the rules were evaluated on (sections count them, the detail lists them) */
  items: repo.ItemRecord[];
  /** what the declarant's approved named-list entries grant in this batch */
  effects: MergedEffects;
}

/**
 * The batch's current requirement evaluated on the declaration's items and the staff member's fields (the
 * requirement picked from the batch's kept configuration when the caller passes it). `onlyVerified`: only the items a
 * department verified count (the formal audit's view).
 */
export async function evaluateDeclaration(
  db: Executor,
  declaration: repo.DeclarationRecord,
  batch: repo.BatchRecord,
  config?: BatchConfig,
  onlyVerified = false,
): Promise<Evaluation> {
  const [requirement, items, staff, effects] = await Promise.all([
    config ? pickRequirement(config.requirements, declaration) : repo.currentRequirement(db, declaration),
    repo.listItems(db, declaration.id),
    repo.findStaff(db, declaration.tenantId, declaration.staffId),
    namedListEffects(db, declaration.tenantId, declaration.staffId, declaration.projectTimeId),
  ]);
  if (!requirement) return { requirement: null, result: null, hardPass: true, items, effects };
  const rule = requirement.rule as RuleNode;
  const input: EligibilityInput = {
    person: personFields(staff),
    materials: items.map((item) => ({
      type: item.materialType,
      payload: item.payload,
      verified: item.verifyStatus === "VERIFIED",
    })),
    cutoffDate: batch.cutoffDate ?? (batch.endsAt ?? new Date()).toISOString().slice(0, 10),
    onlyVerified,
    // an approved talent or epidemic-fighting entry counts its relaxation into seniority in the title
    seniorityRelaxYears: effects.seniorityRelaxYears,
  };
  const result = evaluate(rule, input);
  return { requirement, result, hardPass: hardRulesPass(result), items, effects };
}

/**
 * Everything the state machine's guards read about one declaration, gathered in the caller's transaction (the
 * declaration row already locked). Each registered stage adds its own facts; a stage's service adds the facts of
 * one decision (quota left, publicity elapsed…) through `extra`.
 */
export async function gatherFacts(
  db: Executor,
  declaration: repo.DeclarationRecord,
  batch: repo.BatchRecord,
  options: {
    now?: Date;
    allowSubmitWithWarnings?: boolean;
    extra?: Partial<DeclarationFacts>;
    /** sections and evaluation the caller already has (the detail view shows them too): not read twice */
    sections?: SectionState[];
    evaluation?: Evaluation;
  } = {},
): Promise<DeclarationFacts> {
  const now = options.now ?? new Date();
  const evaluation = options.evaluation ?? (await evaluateDeclaration(db, declaration, batch));
  const [sections, ofStages] = await Promise.all([
    options.sections ?? loadSections(db, declaration, evaluation.items),
    stageFacts(db, declaration, now),
  ]);
  return {
    state: declaration.status as DeclarationState,
    version: declaration.version,
    returnedFrom: (declaration.returnedFrom as DeclarationState | null) ?? null,
    pipeline: batchPipeline(batch),
    now,
    windowOpen: declarationWindowOpen(batch, now),
    pledgeSigned: declaration.pledgeSignedAt !== null,
    requiredSectionsFilled: missingSections(sections).length === 0,
    hardRulesPass: evaluation.hardPass,
    allowSubmitWithWarnings: options.allowSubmitWithWarnings ?? false,
    unitHasActed: false,
    quotaExempt: evaluation.effects.quotaExempt,
    ...ofStages,
    ...options.extra,
  };
}
