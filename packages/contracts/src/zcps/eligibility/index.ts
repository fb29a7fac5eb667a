/**
 * Declaration requirements as a rule tree (DOMAIN.md "Rules with numbers", reference 1.4): groups ALL / ANY_N /
 * NOT over leaves that count, sum or look for material items, measure years from a person's date to the batch's
 * cut-off date, or compare a person's field. Evaluated live for the declarant, at submit, and again at formal audit
 * on verified items only; every node reports its figure, what it needed and its human text.
 *
 * rules.ts is the tree's vocabulary, engine.ts evaluates it, describe.ts words it, schema.ts validates it as an
 * editor saves it, and defaults.ts holds the starting requirements built from default-conditions.ts.
 */

export { DEFAULT_REQUIREMENTS, type DefaultRequirement, defaultRequirement } from "./defaults";
export { describeActual, describeRule, describeRuleTree } from "./describe";
export { evaluate, hardRulesPass, SENIORITY_FIELDS } from "./engine";
export { PERSON_FIELDS, type PersonField } from "./person-fields";
export {
  type EligibilityInput,
  isRuleGroup,
  MATERIAL_RULE_FNS,
  RULE_CMPS,
  RULE_FILTER_OPS,
  RULE_FNS,
  RULE_GROUP_OPS,
  type RuleCmp,
  type RuleFilter,
  type RuleFilterOp,
  type RuleFn,
  type RuleGroup,
  type RuleGroupOp,
  type RuleLeaf,
  type RuleNode,
  type RuleResult,
  readsMaterials,
} from "./rules";
export { ruleNodeSchema } from "./schema";
export { type PrecheckKind, type PrecheckVerdict, precheckVerdict } from "./verdict";
