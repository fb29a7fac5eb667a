import type { Language } from "@zcps/contracts/messages";
import { describeRuleTree, type RuleNode, type RuleResult } from "@zcps/contracts/zcps/eligibility";
import {
  type CaseStatus,
  type CheckKind,
  type DepartmentVerdictRow,
  type DuplicateClaim,
  type EligibilityRuleRow,
  type RequirementReply,
  TEAM_RETURN_TARGETS,
  type TeamCheckContent,
  type TeamDecision,
  type TeamReturnTarget,
  type VerifiedEligibility,
} from "@zcps/contracts/zcps/team-review/api";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { notFound } from "../../../../platform/errors";
import { readSettings } from "../../config";
import {
  currentRequirement,
  type DeclarationRecord,
  evaluateDeclaration,
  findBatch,
  keptBatchConfig,
} from "../../declarations";
import { createReviewService, verifyingDepartments } from "../../review";
import { reachDeclaration, type TeamAuth, teamCaller } from "./caller";
import * as cases from "./cases-repo";
import * as content from "./content-repo";
import type { TeamStageConfig } from "./stage-config";
import { recallableFrom } from "./stage-hooks";
import * as teams from "./teams-repo";

function flatten(result: RuleResult, lang: Language, depth = 0, out: EligibilityRuleRow[] = []) {
  out.push({
    id: result.id,
    pass: result.pass,
    text: result.text[lang],
    actual: result.actual,
    expected: result.expected,
    hard: result.hard === true,
    depth,
  });
  for (const child of result.children ?? []) flatten(child, lang, depth + 1, out);
  return out;
}

/**
 * The declaration's requirement evaluated on the items a department verified (the formal audit's view), each rule
 * with its figures, and beside it what the declarant's own pre-check said at the last submit. For reading: the
 * batch's requirements come from the access cache under the batch's config version, as the pre-check reads them.
 */
export async function verifiedEligibility(
  deps: Pick<AppDeps, "db" | "cache">,
  declaration: DeclarationRecord,
  lang: Language,
): Promise<VerifiedEligibility> {
  const { db, cache } = deps;
  const batch = await findBatch(db, declaration.tenantId, declaration.projectTimeId);
  if (!batch) throw notFound();
  const config = await keptBatchConfig(cache, db, batch);
  const evaluation = await evaluateDeclaration(db, declaration, batch, config, true);
  const rules = evaluation.result ? flatten(evaluation.result, lang) : [];
  const counted = new Map<string, { materialType: string; declared: number; verified: number }>();
  for (const item of evaluation.items) {
    const row = counted.get(item.materialType) ?? { materialType: item.materialType, declared: 0, verified: 0 };
    row.declared += 1;
    if (item.verifyStatus === "VERIFIED") row.verified += 1;
    counted.set(item.materialType, row);
  }
  const stored = declaration.eligibility as { pass?: boolean | null } | null;
  return {
    requirementId: evaluation.requirement?.id ?? null,
    requirementText: evaluation.requirement?.text ?? null,
    pass: evaluation.result ? evaluation.result.pass : null,
    hardPass: evaluation.hardPass,
    failedRuleIds: rules.filter((r) => !r.pass).map((r) => r.id),
    rules,
    counted: [...counted.values()],
    declaredPass: stored?.pass ?? null,
    evaluatedAt: new Date().toISOString(),
  };
}

/** What a member reads to check one declaration, and what personnel read of any declaration of the stage. */
export function createContentService(deps: Pick<AppDeps, "db" | "cache">, config: TeamStageConfig) {
  const { db } = deps;
  const review = createReviewService(deps);

  async function reach(auth: TeamAuth, declarationId: string) {
    const caller = await teamCaller(db, auth);
    return { caller, ...(await reachDeclaration(db, caller, config.stage, declarationId)) };
  }

  return {
    async requireCheck(auth: TeamAuth, declarationId: string, lang: Language) {
      const { declaration } = await reach(auth, declarationId);
      return verifiedEligibility(deps, declaration, lang);
    },

    async requirement(auth: TeamAuth, declarationId: string, lang: Language): Promise<RequirementReply> {
      const { declaration } = await reach(auth, declarationId);
      const requirement = await currentRequirement(db, declaration);
      return {
        declarationId,
        requirementId: requirement?.id ?? null,
        version: requirement?.version ?? null,
        text: requirement?.text ?? null,
        lines: requirement ? describeRuleTree(requirement.rule as RuleNode, lang) : [],
      };
    },

    async checkContent(auth: TeamAuth, declarationId: string, lang: Language): Promise<TeamCheckContent> {
      const { caller, declaration, case: found, duty } = await reach(auth, declarationId);
      const [detail, eligibility, verdicts, duplicates, checks, settings, departmentOf] = await Promise.all([
        review.detail({ auth: auth as AuthContext, scope: { kind: "tenant" } }, declarationId, lang),
        verifiedEligibility(deps, declaration, lang),
        content.itemVerdicts(db, declarationId),
        content.duplicateClaims(db, declarationId, declaration.projectTimeId),
        cases.listChecks(db, declarationId, config.stage),
        readSettings(db, declaration.tenantId),
        verifyingDepartments(db, declaration.tenantId, declaration),
      ]);
      const team = found?.teamId ? await teams.findTeam(db, declaration.tenantId, found.teamId) : null;
      const departIds = [...new Set(verdicts.flatMap((v) => departmentOf(v.materialType).departId ?? []))];
      const names = await content.departNames(db, departIds);
      const verdictRows: DepartmentVerdictRow[] = verdicts.map((v) => {
        const departId = departmentOf(v.materialType).departId;
        const named = departId ? names.get(departId) : undefined;
        return {
          ...v,
          departId,
          departName: named?.name ?? null,
          departNameEn: named?.nameEn ?? null,
          verifiedAt: v.verifiedAt ? new Date(v.verifiedAt).toISOString() : null,
        };
      });
      const claims = new Map<string, DuplicateClaim>();
      for (const d of duplicates) {
        const claim = claims.get(d.itemId) ?? {
          itemId: d.itemId,
          materialType: d.materialType,
          claimKey: d.claimKey,
          others: [],
        };
        claim.others.push({
          declarationId: d.declarationId,
          staffName: d.staffName,
          unitName: d.unitName,
          state: d.state,
        });
        claims.set(d.itemId, claim);
      }
      const duplicateList = [...claims.values()];
      const inStage = declaration.status === config.stage;
      const disputed = found?.status === "DISPUTED";
      const leaderConfirms = config.leaderConfirms(settings);
      const recallable = (await recallableFrom(db, config, declaration)) === config.stage;
      const codes = (auth as Partial<AuthContext>).codes;
      return {
        stage: config.stage,
        declaration: detail,
        eligibility,
        verdicts: verdictRows,
        checklist: config.checklist({ detail, eligibility, duplicates: duplicateList, settings, lang }),
        checks: checks.map((k) => ({
          id: k.id,
          kind: k.kind as CheckKind,
          teamId: k.teamId,
          teamName: k.teamName,
          userId: k.userId,
          userName: k.userName,
          conclusion: k.conclusion as TeamDecision | null,
          checklist: k.checklist,
          comment: k.comment,
          detail: k.detail,
          declarationVersion: k.declarationVersion,
          createdAt: new Date(k.createdAt).toISOString(),
        })),
        duplicates: duplicateList,
        case: {
          status: (found?.status as CaseStatus | undefined) ?? (inStage ? "PENDING" : null),
          teamId: found?.teamId ?? null,
          teamName: team?.name ?? null,
          returnDeadline: found?.returnDeadline ?? null,
          returnTarget: (found?.returnTarget as TeamReturnTarget | null) ?? null,
        },
        allowed: {
          check: inStage && !disputed && duty !== null,
          submit: inStage && !disputed && duty !== null && (!leaderConfirms || duty === "LEADER"),
          withdraw: recallable && (caller.personnel || (duty !== null && (!leaderConfirms || duty === "LEADER"))),
          rule:
            inStage &&
            disputed &&
            caller.personnel &&
            config.escalateTo !== undefined &&
            (codes === undefined || codes.has(config.escalateTo)),
        },
        returnTargets: inStage ? [...TEAM_RETURN_TARGETS] : [],
        departments: departIds.map((departId) => ({
          departId,
          name: names.get(departId)?.name ?? departId,
          nameEn: names.get(departId)?.nameEn ?? null,
          itemIds: verdicts.filter((v) => departmentOf(v.materialType).departId === departId).map((v) => v.itemId),
        })),
        leaderConfirms,
      };
    },
  };
}
