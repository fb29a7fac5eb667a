import type { Bilingual } from "../catalogue/catalogue";

/** The rule tree a requirement is written in, and what evaluating it for one declarant reads and answers. */

export type RuleCmp = ">=" | ">" | "<=" | "<" | "=" | "!=";
export type RuleFilterOp = "=" | "!=" | "in" | ">=" | "<=" | "since";
export type RuleFn = "count" | "sum" | "years" | "exists" | "field";
export type RuleGroupOp = "ALL" | "ANY_N" | "NOT";

/** A condition on a material item's payload; "since": the item's date field on or after a person's date field. */
export interface RuleFilter {
  field: string;
  op: RuleFilterOp;
  value: unknown;
}

export interface RuleGroup {
  id: string;
  op: RuleGroupOp;
  /** ANY_N: how many children must pass */
  n?: number;
  label?: Bilingual;
  /** a gate: failing it makes the declarant ineligible, whatever else passes */
  hard?: boolean;
  children: RuleNode[];
}

export interface RuleLeaf {
  id: string;
  fn: RuleFn;
  materialType?: string;
  /** sum: the payload's number field; years and field: the person's field */
  field?: string;
  filter?: RuleFilter[];
  cmp: RuleCmp;
  value: number | string | boolean;
  label?: Bilingual;
  hard?: boolean;
}

export type RuleNode = RuleGroup | RuleLeaf;

export interface EligibilityInput {
  /** the staff member's master data: birthDate, currentTitleDate, degree, postType… */
  person: Record<string, unknown>;
  materials: { type: string; payload: Record<string, unknown>; verified?: boolean }[];
  /** YYYY-MM-DD: seniority and ages are counted up to this day */
  cutoffDate: string;
  /** formal audit: only items a department verified count */
  onlyVerified?: boolean;
  /**
   * Named lists (national talents, epidemic-fighting staff) may relax seniority: years counted from a title date
   * (SENIORITY_FIELDS) count this many more. Ages and other year rules are untouched.
   */
  seniorityRelaxYears?: number;
}

export interface RuleResult {
  id: string;
  pass: boolean;
  actual: number | string | boolean | null;
  expected: string;
  text: Bilingual;
  /** the figure as a person reads it ("是", "博士", "2"); null where a figure means nothing (an ALL or NOT group) */
  shown?: Bilingual | null;
  /** a group's operator */
  op?: RuleGroupOp;
  hard?: boolean;
  children?: RuleResult[];
}

export const RULE_CMPS = [">=", ">", "<=", "<", "=", "!="] as const satisfies readonly RuleCmp[];
export const RULE_FILTER_OPS = ["=", "!=", "in", ">=", "<=", "since"] as const satisfies readonly RuleFilterOp[];
export const RULE_FNS = ["count", "sum", "years", "exists", "field"] as const satisfies readonly RuleFn[];
export const RULE_GROUP_OPS = ["ALL", "ANY_N", "NOT"] as const satisfies readonly RuleGroupOp[];
/** the functions that read a material type's items (the others read the person) */
export const MATERIAL_RULE_FNS = ["count", "sum", "exists"] as const satisfies readonly RuleFn[];
export const readsMaterials = (fn: RuleFn) => (MATERIAL_RULE_FNS as readonly RuleFn[]).includes(fn);

export const isRuleGroup = (node: RuleNode): node is RuleGroup => "op" in node;
