import type { Language } from "@zcps/contracts/messages";
import type { PrecheckReply, PrecheckRule } from "@zcps/contracts/zcps/declaration/api";
import { precheckVerdict, type RuleResult } from "@zcps/contracts/zcps/eligibility";
import type { AuthContext } from "../../../platform/auth";
import { badRequest } from "../../../platform/errors";
import { missingSections } from "./facts";
import * as repo from "./repo";
import type { DeclarationServiceDeps, ServiceContext } from "./service-context";

function flattenRules(result: RuleResult, lang: Language, depth = 0, out: PrecheckRule[] = []) {
  out.push({
    id: result.id,
    pass: result.pass,
    text: result.text[lang],
    actual: result.actual,
    shown: result.shown === undefined ? String(result.actual ?? "") : (result.shown?.[lang] ?? null),
    expected: result.expected,
    hard: result.hard === true,
    depth,
  });
  for (const child of result.children ?? []) flattenRules(child, lang, depth + 1, out);
  return out;
}

/** Before submitting: the eligibility pre-check as the declarant reads it, and the integrity pledge. */
export function createPrecheckService(deps: DeclarationServiceDeps, context: ServiceContext) {
  const { db } = deps;
  const { visible, ownLocked, evaluatedForReading } = context;

  return {
    async precheck(auth: AuthContext, declarationId: string, lang: Language): Promise<PrecheckReply> {
      const { declaration } = await visible(auth, declarationId);
      const { evaluation, sections } = await evaluatedForReading(declaration);
      const missing = missingSections(sections);
      const verdict = precheckVerdict(evaluation.result);
      return {
        requirementId: evaluation.requirement?.id ?? null,
        requirementVersion: evaluation.requirement?.version ?? null,
        requirementText: evaluation.requirement?.text ?? null,
        verdict,
        pass: (verdict.kind === "PASS" || verdict.kind === "NONE") && missing.length === 0,
        rules: evaluation.result ? flattenRules(evaluation.result, lang) : [],
        missingSections: missing.map((s) => ({ materialType: s.type.code, label: s.type.label[lang] })),
        evaluatedAt: new Date().toISOString(),
      };
    },

    async signPledge(auth: AuthContext, declarationId: string) {
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, declarationId);
        if (declaration.status !== "DRAFT" && declaration.status !== "RETURNED")
          throw badRequest("declare.notEditable");
        if (!declaration.pledgeSignedAt)
          await repo.updateDeclaration(tx, declarationId, { pledgeSignedAt: new Date() });
      });
    },
  };
}
