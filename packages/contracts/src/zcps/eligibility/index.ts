import { z } from "zod";
import { type Bilingual, POST_TYPE_LABELS, POST_TYPES } from "../catalogue/catalogue";
import { declarationMessages } from "../declaration/messages";
import { type FieldOption, formatFieldValue, type MaterialField, materialType } from "../materials";

/**
 * Declaration requirements as a rule tree (DOMAIN.md "Rules with numbers", reference 1.4): groups ALL / ANY_N /
 * NOT over leaves that count, sum or look for material items, measure years from a person's date to the batch's
 * cut-off date, or compare a person's field. Evaluated live for the declarant, at submit, and again at formal audit
 * on verified items only; every node reports its figure, what it needed and its human text.
 */

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

/** The person fields whose "years since" is seniority in the current title, the ones a relaxation shortens. */
export const SENIORITY_FIELDS: ReadonlySet<string> = new Set(["currentTitleDate", "currentTitleHiredDate"]);

export interface RuleResult {
  id: string;
  pass: boolean;
  actual: number | string | boolean | null;
  expected: string;
  text: Bilingual;
  hard?: boolean;
  children?: RuleResult[];
}

export const RULE_CMPS = [">=", ">", "<=", "<", "=", "!="] as const satisfies readonly RuleCmp[];
export const RULE_FILTER_OPS = ["=", "!=", "in", ">=", "<=", "since"] as const satisfies readonly RuleFilterOp[];
export const RULE_FNS = ["count", "sum", "years", "exists", "field"] as const satisfies readonly RuleFn[];
export const RULE_GROUP_OPS = ["ALL", "ANY_N", "NOT"] as const satisfies readonly RuleGroupOp[];

export const isRuleGroup = (node: RuleNode): node is RuleGroup => "op" in node;

// ---------------------------------------------------------------------------------------------------------------
// Person fields the rules may read

export interface PersonField {
  name: string;
  kind: "date" | "select" | "text";
  label: Bilingual;
  options?: readonly FieldOption[];
  /** option values from lowest to highest: ">=" compares positions (degree ≥ master) */
  order?: readonly string[];
}

type MessageKey = keyof typeof declarationMessages.zh;
const t = (key: MessageKey): Bilingual => ({ zh: declarationMessages.zh[key], en: declarationMessages.en[key] });

/** The codes of the dictionaries `degree` and `education` (seeded from the national lists). */
const DEGREE_OPTIONS: readonly FieldOption[] = [
  { value: "2", zh: "博士", en: "Doctorate" },
  { value: "3", zh: "硕士", en: "Master's degree" },
  { value: "4", zh: "学士", en: "Bachelor's degree" },
  { value: "0", zh: "无", en: "None" },
];
const EDUCATION_OPTIONS: readonly FieldOption[] = [
  { value: "11", zh: "博士研究生", en: "Doctoral graduate" },
  { value: "14", zh: "硕士研究生", en: "Master's graduate" },
  { value: "20", zh: "大学本科", en: "Undergraduate" },
  { value: "30", zh: "大学专科", en: "Junior college" },
  { value: "90", zh: "其他", en: "Other" },
];

export const PERSON_FIELDS: readonly PersonField[] = [
  { name: "birthDate", kind: "date", label: t("rule.person.birthDate") },
  { name: "currentTitleDate", kind: "date", label: t("rule.person.currentTitleDate") },
  { name: "currentTitleHiredDate", kind: "date", label: t("rule.person.currentTitleHiredDate") },
  { name: "hireDate", kind: "date", label: t("rule.person.hireDate") },
  {
    name: "degree",
    kind: "select",
    label: t("rule.person.degree"),
    options: DEGREE_OPTIONS,
    order: ["0", "4", "3", "2"],
  },
  {
    name: "education",
    kind: "select",
    label: t("rule.person.education"),
    options: EDUCATION_OPTIONS,
    order: ["90", "30", "20", "14", "11"],
  },
  {
    name: "postType",
    kind: "select",
    label: t("rule.person.postType"),
    options: POST_TYPES.map((type) => ({ value: type, ...POST_TYPE_LABELS[type] })),
  },
  { name: "postGrade", kind: "text", label: t("rule.person.postGrade") },
];

const PERSON_BY_NAME = new Map(PERSON_FIELDS.map((f) => [f.name, f]));
const personDateField = (name: unknown) => typeof name === "string" && PERSON_BY_NAME.get(name)?.kind === "date";

// ---------------------------------------------------------------------------------------------------------------
// Comparing

const isDigits = (text: string) => text !== "" && !/\D/.test(text);

/**
 * A date-ish value as YYYY-MM-DD for "since": a year or a month stands for its last day, so an item dated only
 * "2019" counts when the title came in mid-2019 (the benefit of the doubt; the department checks the real date).
 * A term such as "2019-2020-1" reads as its first year.
 */
function periodEnd(value: unknown): string | null {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  const year = text.slice(0, 4);
  if (year.length !== 4 || !isDigits(year)) return null;
  const month = text[4] === "-" ? text.slice(5, 7) : "";
  if (month.length !== 2 || !isDigits(month) || month > "12") return `${year}-12-31`;
  const day = text[7] === "-" ? text.slice(8, 10) : "";
  return `${year}-${month}-${day.length === 2 && isDigits(day) ? day : "31"}`;
}

/** Whole years from a YYYY-MM-DD date to the cut-off date (a birthday on the cut-off day counts). */
function wholeYears(from: unknown, cutoff: string): number | null {
  if (typeof from !== "string") return null;
  const start = /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(from);
  const end = /^(\d{4})-(\d{2})-(\d{2})/.exec(cutoff);
  if (!start || !end) return null;
  const years = Number(end[1]) - Number(start[1]);
  const startMonthDay = `${start[2]}-${start[3] ?? "01"}`;
  const endMonthDay = `${end[2]}-${end[3]}`;
  return endMonthDay < startMonthDay ? years - 1 : years;
}

const asNumber = (value: unknown) =>
  typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;

function compare(actual: unknown, cmp: RuleCmp, expected: unknown, order?: readonly string[]): boolean {
  if (actual === null || actual === undefined) return false;
  let left: number | string | boolean;
  let right: number | string | boolean;
  if (order?.includes(String(actual)) && order.includes(String(expected))) {
    left = order.indexOf(String(actual));
    right = order.indexOf(String(expected));
  } else if (typeof actual === "boolean" || typeof expected === "boolean") {
    left = actual === true || actual === "true";
    right = expected === true || expected === "true";
  } else if (Number.isFinite(asNumber(actual)) && Number.isFinite(asNumber(expected))) {
    left = asNumber(actual);
    right = asNumber(expected);
  } else {
    left = String(actual);
    right = String(expected);
  }
  switch (cmp) {
    case ">=":
      return left >= right;
    case ">":
      return left > right;
    case "<=":
      return left <= right;
    case "<":
      return left < right;
    case "=":
      return left === right;
    case "!=":
      return left !== right;
  }
}

/** Option codes, numbers and flags as the forms store them: 2024 and "2024" are the same year. */
const same = (value: unknown, expected: unknown) =>
  value === expected || (value !== undefined && value !== null && String(value) === String(expected));

function filterMatches(filter: RuleFilter, payload: Record<string, unknown>, person: Record<string, unknown>): boolean {
  const value = payload[filter.field];
  switch (filter.op) {
    case "=":
      return same(value, filter.value);
    case "!=":
      return !same(value, filter.value);
    case "in":
      return Array.isArray(filter.value) && filter.value.some((candidate) => same(value, candidate));
    case ">=":
    case "<=":
      return compare(value, filter.op, filter.value);
    case "since": {
      const from = person[String(filter.value)];
      // no such date on the person (no current title yet): every item counts
      if (typeof from !== "string" || from === "") return true;
      const itemDate = periodEnd(value);
      return itemDate !== null && itemDate >= from;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Evaluating

interface EvalContext {
  person: Record<string, unknown>;
  cutoff: string;
  byType: Map<string, Record<string, unknown>[]>;
  seniorityRelaxYears: number;
}

function matchingItems(leaf: RuleLeaf, ctx: EvalContext): Record<string, unknown>[] {
  const items = ctx.byType.get(leaf.materialType ?? "") ?? [];
  const filters = leaf.filter ?? [];
  if (filters.length === 0) return items;
  return items.filter((payload) => filters.every((filter) => filterMatches(filter, payload, ctx.person)));
}

function leafActual(leaf: RuleLeaf, ctx: EvalContext): number | string | boolean | null {
  switch (leaf.fn) {
    case "count":
      return matchingItems(leaf, ctx).length;
    case "exists":
      return matchingItems(leaf, ctx).length > 0;
    case "sum": {
      let total = 0;
      for (const payload of matchingItems(leaf, ctx)) {
        const n = asNumber(payload[leaf.field ?? ""]);
        if (Number.isFinite(n)) total += n;
      }
      // money and hours add up in decimals: keep the figure readable
      return Math.round(total * 10_000) / 10_000;
    }
    case "years": {
      const years = wholeYears(ctx.person[leaf.field ?? ""], ctx.cutoff);
      const relax = SENIORITY_FIELDS.has(leaf.field ?? "") ? ctx.seniorityRelaxYears : 0;
      return years === null ? null : years + relax;
    }
    case "field": {
      const value = ctx.person[leaf.field ?? ""];
      return typeof value === "number" || typeof value === "string" || typeof value === "boolean" ? value : null;
    }
  }
}

function evaluateNode(node: RuleNode, ctx: EvalContext): RuleResult {
  const text = { zh: describeRule(node, "zh"), en: describeRule(node, "en") };
  const hard = node.hard === true ? { hard: true } : {};
  if (isRuleGroup(node)) {
    const children = node.children.map((child) => evaluateNode(child, ctx));
    const passed = children.filter((child) => child.pass).length;
    if (node.op === "NOT") {
      const inner = children[0]?.pass ?? false;
      return { id: node.id, pass: !inner, actual: inner, expected: "= false", text, ...hard, children };
    }
    const needed = node.op === "ALL" ? children.length : (node.n ?? 1);
    const expected = node.op === "ALL" ? `= ${needed}` : `>= ${needed}`;
    return { id: node.id, pass: passed >= needed, actual: passed, expected, text, ...hard, children };
  }
  const actual = leafActual(node, ctx);
  const order = node.fn === "field" ? PERSON_BY_NAME.get(node.field ?? "")?.order : undefined;
  return {
    id: node.id,
    pass: compare(actual, node.cmp, node.value, order),
    actual,
    expected: `${node.cmp} ${String(node.value)}`,
    text,
    ...hard,
  };
}

/** Evaluates a requirement for one declarant. Pure and allocation-light: well under a millisecond for 40 items. */
export function evaluate(rule: RuleNode, input: EligibilityInput): RuleResult {
  const byType = new Map<string, Record<string, unknown>[]>();
  for (const item of input.materials) {
    if (input.onlyVerified && item.verified !== true) continue;
    const list = byType.get(item.type);
    if (list) list.push(item.payload);
    else byType.set(item.type, [item.payload]);
  }
  return evaluateNode(rule, {
    person: input.person,
    cutoff: input.cutoffDate,
    byType,
    seniorityRelaxYears: Math.max(0, input.seniorityRelaxYears ?? 0),
  });
}

/** Every node marked hard passes: the gate conditions that block a submit (unless personnel allow warnings). */
export function hardRulesPass(result: RuleResult): boolean {
  if (result.hard && !result.pass) return false;
  return (result.children ?? []).every(hardRulesPass);
}

// ---------------------------------------------------------------------------------------------------------------
// Human text

const CMP_KEYS: Record<RuleCmp, MessageKey> = {
  ">=": "rule.cmp.gte",
  ">": "rule.cmp.gt",
  "<=": "rule.cmp.lte",
  "<": "rule.cmp.lt",
  "=": "rule.cmp.eq",
  "!=": "rule.cmp.ne",
};
/** Ordered person fields (degree, education) read "not lower than" rather than "not fewer than". */
const RANK_CMP_KEYS: Record<RuleCmp, MessageKey> = {
  ...CMP_KEYS,
  ">=": "rule.cmpRank.gte",
  ">": "rule.cmpRank.gt",
  "<=": "rule.cmpRank.lte",
  "<": "rule.cmpRank.lt",
};
const FILTER_KEYS: Record<RuleFilterOp, MessageKey> = {
  "=": "rule.filter.eq",
  "!=": "rule.filter.ne",
  in: "rule.filter.in",
  ">=": "rule.filter.gte",
  "<=": "rule.filter.lte",
  since: "rule.filter.since",
};

type Lang = "zh" | "en";

const msg = (key: MessageKey, lang: Lang) => declarationMessages[lang][key];
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? "");
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function optionText(value: unknown, lang: Lang, f?: MaterialField | PersonField): string {
  if (f && "kind" in f && f.kind === "boolean") return formatFieldValue(f as MaterialField, value, lang);
  const option = f?.options?.find((o) => o.value === String(value));
  if (option) return option[lang];
  if (typeof value === "boolean") return msg(value ? "material.yes" : "material.no", lang);
  return String(value);
}

function sinceText(person: string, lang: Lang): string {
  const key = `rule.since.${person}` as MessageKey;
  if (key in declarationMessages.zh) return msg(key, lang);
  const label = PERSON_BY_NAME.get(person)?.label[lang] ?? person;
  return fill(msg("rule.since", lang), { field: label });
}

/** The filters as text; a "since" filter becomes the leading (zh) or trailing (en) "since …" phrase. */
function filterTexts(leaf: RuleLeaf, lang: Lang): { since: string; filters: string } {
  const type = materialType(leaf.materialType ?? "");
  let since = "";
  const parts: string[] = [];
  for (const filter of leaf.filter ?? []) {
    const f = type?.fields.find((candidate) => candidate.name === filter.field);
    const fieldLabel = f?.label[lang] ?? filter.field;
    if (filter.op === "since") {
      since = sinceText(String(filter.value), lang);
      continue;
    }
    const values = Array.isArray(filter.value) ? filter.value : [filter.value];
    const value = values.map((v) => optionText(v, lang, f)).join(msg("rule.or", lang));
    parts.push(fill(msg(FILTER_KEYS[filter.op], lang), { field: fieldLabel, value }));
  }
  const filters = parts.length
    ? fill(msg("rule.filters", lang), { filters: parts.join(msg("rule.filterSeparator", lang)) })
    : "";
  return { since, filters };
}

function describeLeaf(leaf: RuleLeaf, lang: Lang): string {
  const cmp = msg(CMP_KEYS[leaf.cmp], lang);
  const value = String(leaf.value);
  if (leaf.fn === "years") {
    const key = `rule.years.${leaf.field}` as MessageKey;
    const field =
      key in declarationMessages.zh
        ? msg(key, lang)
        : fill(msg("rule.yearsOf", lang), { field: PERSON_BY_NAME.get(leaf.field ?? "")?.label[lang] ?? "" });
    return capitalised(fill(msg("rule.years", lang), { field, cmp, value }));
  }
  if (leaf.fn === "field") {
    const person = PERSON_BY_NAME.get(leaf.field ?? "");
    const field = person?.label[lang] ?? leaf.field ?? "";
    const ranked = msg((person?.order ? RANK_CMP_KEYS : CMP_KEYS)[leaf.cmp], lang);
    return fill(msg("rule.field", lang), { field, cmp: ranked, value: optionText(leaf.value, lang, person) });
  }
  const type = materialType(leaf.materialType ?? "");
  const material = type?.label[lang] ?? leaf.materialType ?? "";
  const { since, filters } = filterTexts(leaf, lang);
  if (leaf.fn === "exists") {
    const wanted = (leaf.value === true || leaf.value === "true") === (leaf.cmp !== "!=");
    return capitalised(fill(msg(wanted ? "rule.exists" : "rule.notExists", lang), { since, material, filters }));
  }
  if (leaf.fn === "sum") {
    const f = type?.fields.find((candidate) => candidate.name === leaf.field);
    const unit = f?.unit ? ` ${f.unit[lang]}` : "";
    const field = f?.label[lang] ?? leaf.field ?? "";
    return capitalised(fill(msg("rule.sum", lang), { since, material, filters, field, cmp, value, unit }));
  }
  return capitalised(fill(msg("rule.count", lang), { since, material, filters, cmp, value }));
}

/**
 * A node's human text: its own label when it has one, otherwise one built from the rule, e.g.
 * "任现职以来科研项目（本人角色为主持；级别为国家级或省部级）不少于 1 项". A group describes itself, not its children.
 */
export function describeRule(rule: RuleNode, lang: Lang): string {
  if (rule.label) return rule.label[lang];
  if (!isRuleGroup(rule)) return describeLeaf(rule, lang);
  if (rule.op === "ALL") return msg("rule.all", lang);
  if (rule.op === "NOT") return msg("rule.not", lang);
  return fill(msg("rule.anyN", lang), { n: String(rule.n ?? 1) });
}

/** The whole tree as indented lines, e.g. for the requirement's printed wording. */
export function describeRuleTree(rule: RuleNode, lang: Lang, depth = 0): string[] {
  const line = `${"  ".repeat(depth)}${describeRule(rule, lang)}`;
  if (!isRuleGroup(rule)) return [line];
  return [line, ...rule.children.flatMap((child) => describeRuleTree(child, lang, depth + 1))];
}

// ---------------------------------------------------------------------------------------------------------------
// Validation

const ID = /^[A-Za-z0-9_.-]{1,64}$/;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_NODES = 200;
const MAX_DEPTH = 8;

const idSchema = z.string("rule.v.idInvalid").regex(ID, "rule.v.idInvalid");
const labelSchema = z.object(
  {
    zh: z.string("rule.v.labelInvalid").trim().min(1, "rule.v.labelInvalid").max(300, "rule.v.labelInvalid"),
    en: z.string("rule.v.labelInvalid").trim().min(1, "rule.v.labelInvalid").max(300, "rule.v.labelInvalid"),
  },
  "rule.v.labelInvalid",
);
const scalar = z.union([z.number(), z.string().max(200), z.boolean()]);
const filterSchema = z.object(
  {
    field: z.string("rule.v.filterInvalid").regex(NAME, "rule.v.filterInvalid"),
    op: z.enum(RULE_FILTER_OPS, "rule.v.filterInvalid"),
    value: z.union([scalar, z.array(z.union([z.number(), z.string().max(200)])).max(50)], "rule.v.filterInvalid"),
  },
  "rule.v.filterInvalid",
);

const leafSchema = z
  .object({
    id: idSchema,
    fn: z.enum(RULE_FNS, "rule.v.nodeInvalid"),
    materialType: z.string().max(64).optional(),
    field: z.string().max(64).optional(),
    filter: z.array(filterSchema).max(20, "rule.v.filterInvalid").optional(),
    cmp: z.enum(RULE_CMPS, "rule.v.cmpInvalid"),
    value: z.union([z.number().finite(), z.string().max(200), z.boolean()], "rule.v.valueInvalid"),
    label: labelSchema.optional(),
    hard: z.boolean().optional(),
  })
  .superRefine((leaf, ctx) => {
    const issue = (message: string, path: PropertyKey[]) => ctx.addIssue({ code: "custom", message, path });
    if (leaf.fn === "count" || leaf.fn === "sum" || leaf.fn === "exists") {
      const type = leaf.materialType ? materialType(leaf.materialType) : undefined;
      if (!leaf.materialType) return issue("rule.v.materialTypeRequired", ["materialType"]);
      if (!type) return issue("rule.v.materialTypeUnknown", ["materialType"]);
      (leaf.filter ?? []).forEach((filter, index) => {
        const known = type.fields.some((f) => f.name === filter.field);
        const shapeOk =
          filter.op === "in"
            ? Array.isArray(filter.value)
            : filter.op === "since"
              ? personDateField(filter.value)
              : !Array.isArray(filter.value);
        if (!known || !shapeOk) issue("rule.v.filterInvalid", ["filter", index]);
      });
      if (leaf.fn === "sum") {
        if (!leaf.field) return issue("rule.v.fieldRequired", ["field"]);
        if (type.fields.find((f) => f.name === leaf.field)?.kind !== "number") {
          return issue("rule.v.fieldUnknown", ["field"]);
        }
      }
      if (leaf.fn === "exists") {
        if (typeof leaf.value !== "boolean") issue("rule.v.valueInvalid", ["value"]);
        if (leaf.cmp !== "=" && leaf.cmp !== "!=") issue("rule.v.cmpInvalid", ["cmp"]);
      } else if (typeof leaf.value !== "number" || leaf.value < 0) {
        issue("rule.v.valueInvalid", ["value"]);
      }
      return;
    }
    if (leaf.filter?.length) issue("rule.v.filterInvalid", ["filter"]);
    if (!leaf.field) return issue("rule.v.fieldRequired", ["field"]);
    const person = PERSON_BY_NAME.get(leaf.field);
    if (!person) return issue("rule.v.fieldUnknown", ["field"]);
    if (leaf.fn === "years") {
      if (person.kind !== "date") issue("rule.v.fieldUnknown", ["field"]);
      if (typeof leaf.value !== "number" || leaf.value < 0) issue("rule.v.valueInvalid", ["value"]);
      return;
    }
    if (person.options && !person.options.some((o) => o.value === String(leaf.value))) {
      issue("rule.v.valueInvalid", ["value"]);
    }
    const ordered = person.order !== undefined || person.kind === "date";
    if (!ordered && leaf.cmp !== "=" && leaf.cmp !== "!=") issue("rule.v.cmpInvalid", ["cmp"]);
  });

const groupSchema = z
  .object({
    id: idSchema,
    op: z.enum(RULE_GROUP_OPS, "rule.v.nodeInvalid"),
    n: z.number().int("rule.v.nInvalid").optional(),
    label: labelSchema.optional(),
    hard: z.boolean().optional(),
    children: z
      .array(
        z.lazy(() => nodeSchema),
        "rule.v.childrenRequired",
      )
      .max(50, "rule.v.tooLarge"),
  })
  .superRefine((group, ctx) => {
    if (group.children.length === 0) {
      ctx.addIssue({ code: "custom", message: "rule.v.childrenRequired", path: ["children"] });
    } else if (group.op === "NOT" && group.children.length !== 1) {
      ctx.addIssue({ code: "custom", message: "rule.v.notOneChild", path: ["children"] });
    } else if (group.op === "ANY_N" && (group.n === undefined || group.n < 1 || group.n > group.children.length)) {
      ctx.addIssue({ code: "custom", message: "rule.v.nInvalid", path: ["n"] });
    }
  });

/** A node is a group when it has `op`, a leaf otherwise: the matching schema reports its own issues. */
const nodeSchema: z.ZodType<RuleNode> = z.unknown().transform((value, ctx) => {
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject) {
    ctx.addIssue({ code: "custom", message: "rule.v.nodeInvalid" });
    return z.NEVER;
  }
  const result = ("op" in value ? groupSchema : leafSchema).safeParse(value);
  if (result.success) return result.data as RuleNode;
  for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

function treeShape(node: RuleNode, depth: number, ids: string[], shape: { nodes: number; depth: number }): void {
  shape.nodes += 1;
  shape.depth = Math.max(shape.depth, depth);
  ids.push(node.id);
  if (isRuleGroup(node)) for (const child of node.children) treeShape(child, depth + 1, ids, shape);
}

/** A whole requirement tree: every node valid, ids unique, at most 200 nodes and 8 levels. */
export const ruleNodeSchema: z.ZodType<RuleNode> = nodeSchema.superRefine((root, ctx) => {
  const ids: string[] = [];
  const shape = { nodes: 0, depth: 0 };
  treeShape(root, 1, ids, shape);
  if (shape.nodes > MAX_NODES || shape.depth > MAX_DEPTH) ctx.addIssue({ code: "custom", message: "rule.v.tooLarge" });
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "rule.v.idDuplicate" });
});

// ---------------------------------------------------------------------------------------------------------------
// Default requirements (reference 1.4: typical values; each university sets its own on the requirement page)

export interface DefaultRequirement {
  titleCode: string;
  /** "" = every track of the title */
  trackCode: string;
  method: "NORMAL";
  /** the requirement's wording in short (申报条件原文) */
  text: Bilingual;
  rule: RuleNode;
}

const label = (zh: string, en: string): Bilingual => ({ zh, en });
const sinceTitle = (field: string): RuleFilter => ({ field, op: "since", value: "currentTitleDate" });
const all = (id: string, children: RuleNode[], extra: Partial<RuleGroup> = {}): RuleGroup => ({
  id,
  op: "ALL",
  children,
  ...extra,
});
const anyOf = (id: string, n: number, children: RuleNode[], extra: Partial<RuleGroup> = {}): RuleGroup => ({
  id,
  op: "ANY_N",
  n,
  children,
  ...extra,
});

/** The gate conditions every senior title shares: ethics, appraisals, no serious teaching incident. */
const conductGates = (teaching: boolean): RuleNode[] => [
  {
    id: "gate.ethics",
    fn: "exists",
    materialType: "ETHICS",
    filter: [{ field: "result", op: "in", value: ["INCOMPETENT"] }, sinceTitle("year")],
    cmp: "=",
    value: false,
    hard: true,
    label: label("任现职以来师德考核无不合格", "No failed ethics appraisal since the current title"),
  },
  {
    id: "gate.appraisal",
    fn: "count",
    materialType: "ANNUAL_APPRAISAL",
    filter: [{ field: "result", op: "in", value: ["BASIC", "INCOMPETENT"] }, sinceTitle("year")],
    cmp: "=",
    value: 0,
    hard: true,
    label: label(
      "任现职以来年度考核均为合格及以上",
      "Every annual appraisal since the current title competent or better",
    ),
  },
  ...(teaching
    ? [
        {
          id: "gate.incident",
          fn: "count",
          materialType: "TEACHING_EVAL",
          filter: [{ field: "teachingIncident", op: "in", value: ["SERIOUS", "MAJOR"] }, sinceTitle("term")],
          cmp: "=",
          value: 0,
          hard: true,
          label: label(
            "任现职以来无严重及以上教学事故",
            "No serious or major teaching incident since the current title",
          ),
        } satisfies RuleLeaf,
      ]
    : []),
];

/** Years in the current title, or fewer with a doctorate (博士 shortens the wait). */
const seniority = (years: number, doctorYears: number, titleZh: string, titleEn: string): RuleNode =>
  anyOf(
    "gate.seniority",
    1,
    [
      { id: "gate.seniority.years", fn: "years", field: "currentTitleDate", cmp: ">=", value: years },
      all("gate.seniority.doctor", [
        { id: "gate.seniority.doctor.degree", fn: "field", field: "degree", cmp: "=", value: "2" },
        { id: "gate.seniority.doctor.years", fn: "years", field: "currentTitleDate", cmp: ">=", value: doctorYears },
      ]),
    ],
    {
      hard: true,
      label: label(
        `任${titleZh}满 ${years} 年，或取得博士学位后任${titleZh}满 ${doctorYears} 年`,
        `${years} years as ${titleEn}, or ${doctorYears} years with a doctorate`,
      ),
    },
  );

/** 45 周岁及以下申报正高须具有博士学位. */
const doctorateUnder45: RuleNode = anyOf(
  "gate.degree",
  1,
  [
    { id: "gate.degree.doctor", fn: "field", field: "degree", cmp: ">=", value: "2" },
    { id: "gate.degree.age", fn: "years", field: "birthDate", cmp: ">", value: 45 },
  ],
  { hard: true, label: label("45 周岁及以下须具有博士学位", "A doctorate when aged 45 or younger") },
);

const teachingHours = (hours: number): RuleLeaf => ({
  id: "gate.teachingHours",
  fn: "sum",
  materialType: "COURSE_TAUGHT",
  field: "hours",
  filter: [sinceTitle("term")],
  cmp: ">=",
  value: hours,
  hard: true,
  label: label(
    `任现职以来主讲课程累计不少于 ${hours} 学时`,
    `At least ${hours} teaching hours since the current title`,
  ),
});

const HOST = { field: "role", op: "=", value: "HOST" } as const satisfies RuleFilter;
const PROVINCIAL_UP = { field: "level", op: "in", value: ["NATIONAL", "PROVINCIAL"] } as const satisfies RuleFilter;
const FIRST_OR_CORRESPONDING = {
  field: "authorRole",
  op: "in",
  value: ["FIRST", "CORRESPONDING", "CO_FIRST"],
} as const satisfies RuleFilter;
const INDEXED = { field: "indexing", op: "in", value: ["SCI", "SSCI", "EI", "CSSCI"] } as const satisfies RuleFilter;

/** The achievement leaves the senior requirements choose from. */
const achievement = {
  provincialProject: (): RuleLeaf => ({
    id: "ach.project",
    fn: "count",
    materialType: "RESEARCH_PROJECT",
    filter: [HOST, PROVINCIAL_UP, sinceTitle("startDate")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持省部级及以上科研项目不少于 1 项",
      "At least 1 provincial-or-higher research project led since the current title",
    ),
  }),
  nationalProject: (): RuleLeaf => ({
    id: "ach.nationalProject",
    fn: "count",
    materialType: "RESEARCH_PROJECT",
    filter: [HOST, { field: "level", op: "=", value: "NATIONAL" }, sinceTitle("startDate")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持国家级科研项目不少于 1 项",
      "At least 1 national research project led since the current title",
    ),
  }),
  horizontalFunding: (amount: number): RuleLeaf => ({
    id: "ach.horizontal",
    fn: "sum",
    materialType: "RESEARCH_PROJECT",
    field: "receivedFunding",
    filter: [HOST, { field: "level", op: "=", value: "HORIZONTAL" }, sinceTitle("startDate")],
    cmp: ">=",
    value: amount,
    label: label(
      `任现职以来主持横向项目到账经费累计不少于 ${amount} 万元`,
      `At least ${(amount * 10_000).toLocaleString("en")} CNY received on industry projects led since the current title`,
    ),
  }),
  papers: (count: number): RuleLeaf => ({
    id: "ach.papers",
    fn: "count",
    materialType: "PAPER",
    filter: [FIRST_OR_CORRESPONDING, INDEXED, sinceTitle("year")],
    cmp: ">=",
    value: count,
    label: label(
      `任现职以来以第一或通讯作者发表 SCI/SSCI/EI/CSSCI 收录论文不少于 ${count} 篇`,
      `At least ${count} SCI/SSCI/EI/CSSCI papers as first or corresponding author since the current title`,
    ),
  }),
  coreJournalPapers: (count: number): RuleLeaf => ({
    id: "ach.corePapers",
    fn: "count",
    materialType: "PAPER",
    filter: [
      FIRST_OR_CORRESPONDING,
      { field: "indexing", op: "in", value: ["SCI", "SSCI", "EI", "CSSCI", "PKU_CORE", "CSCD"] },
      sinceTitle("year"),
    ],
    cmp: ">=",
    value: count,
    label: label(
      `任现职以来以第一或通讯作者在核心期刊发表论文不少于 ${count} 篇`,
      `At least ${count} core-journal papers as first or corresponding author since the current title`,
    ),
  }),
  teachingPapers: (count: number): RuleLeaf => ({
    id: "ach.teachingPapers",
    fn: "count",
    materialType: "PAPER",
    filter: [FIRST_OR_CORRESPONDING, { field: "teachingResearch", op: "=", value: true }, sinceTitle("year")],
    cmp: ">=",
    value: count,
    label: label(
      `任现职以来以第一或通讯作者发表教学研究论文不少于 ${count} 篇`,
      `At least ${count} teaching-research papers as first or corresponding author since the current title`,
    ),
  }),
  researchAward: (maxRank: number): RuleLeaf => ({
    id: "ach.researchAward",
    fn: "count",
    materialType: "RESEARCH_AWARD",
    filter: [PROVINCIAL_UP, { field: "rank", op: "<=", value: maxRank }, sinceTitle("year")],
    cmp: ">=",
    value: 1,
    label: label(
      `任现职以来获省部级及以上科研奖励（排名前 ${maxRank}）`,
      `A provincial-or-higher research award (ranked in the top ${maxRank}) since the current title`,
    ),
  }),
  teachingAward: (): RuleLeaf => ({
    id: "ach.teachingAward",
    fn: "count",
    materialType: "TEACHING_AWARD",
    filter: [PROVINCIAL_UP, sinceTitle("year")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来获省部级及以上教学成果奖或教学竞赛奖",
      "A provincial-or-higher teaching award since the current title",
    ),
  }),
  textbook: (): RuleLeaf => ({
    id: "ach.textbook",
    fn: "count",
    materialType: "TEXTBOOK",
    filter: [
      { field: "editorRole", op: "in", value: ["SOLE", "CHIEF"] },
      { field: "plannedTextbook", op: "in", value: ["NATIONAL", "PROVINCIAL"] },
      sinceTitle("publishDate"),
    ],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主编省部级及以上规划教材 1 部",
      "Chief editor of a provincial-or-higher planned textbook since the current title",
    ),
  }),
  monograph: (): RuleLeaf => ({
    id: "ach.monograph",
    fn: "count",
    materialType: "MONOGRAPH",
    filter: [
      { field: "bookKind", op: "=", value: "MONOGRAPH" },
      { field: "editorRole", op: "in", value: ["SOLE", "CHIEF"] },
      sinceTitle("publishDate"),
    ],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来出版学术专著 1 部（独著或主编）",
      "A monograph (sole author or chief editor) since the current title",
    ),
  }),
  patents: (count: number): RuleLeaf => ({
    id: "ach.patents",
    fn: "count",
    materialType: "PATENT",
    filter: [{ field: "patentType", op: "=", value: "INVENTION" }, sinceTitle("grantDate")],
    cmp: ">=",
    value: count,
    label: label(
      `任现职以来获授权发明专利不少于 ${count} 项`,
      `At least ${count} granted invention patents since the current title`,
    ),
  }),
  teachingProject: (): RuleLeaf => ({
    id: "ach.teachingProject",
    fn: "count",
    materialType: "TEACHING_PROJECT",
    filter: [HOST, PROVINCIAL_UP, sinceTitle("startDate")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持省部级及以上教学改革项目 1 项",
      "A provincial-or-higher teaching reform project led since the current title",
    ),
  }),
  courseBuilding: (): RuleLeaf => ({
    id: "ach.courseBuilding",
    fn: "count",
    materialType: "COURSE_BUILDING",
    filter: [HOST, PROVINCIAL_UP, sinceTitle("year")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持省部级及以上一流课程或专业建设项目",
      "Led a provincial-or-higher course or programme building project since the current title",
    ),
  }),
  studentGuidance: (): RuleLeaf => ({
    id: "ach.studentGuidance",
    fn: "count",
    materialType: "STUDENT_GUIDANCE",
    filter: [PROVINCIAL_UP, { field: "guidanceRole", op: "=", value: "MAIN" }, sinceTitle("year")],
    cmp: ">=",
    value: 2,
    label: label(
      "任现职以来作为第一指导教师指导学生获省部级及以上竞赛奖励 2 项",
      "Lead supervisor of 2 provincial-or-higher student competition awards since the current title",
    ),
  }),
  goodTeachingEvaluations: (): RuleLeaf => ({
    id: "gate.teachingEval",
    fn: "count",
    materialType: "TEACHING_EVAL",
    filter: [{ field: "percentile", op: "<=", value: 30 }, sinceTitle("term")],
    cmp: ">=",
    value: 2,
    hard: true,
    label: label(
      "任现职以来学生评教至少 2 次位于全校前 30%",
      "Student ratings in the top 30% at least twice since the current title",
    ),
  }),
  equipment: (): RuleLeaf => ({
    id: "ach.equipment",
    fn: "count",
    materialType: "EQUIPMENT",
    filter: [HOST, sinceTitle("year")],
    cmp: ">=",
    value: 1,
    label: label(
      "任现职以来主持仪器设备研制、改造或实验室建设项目 1 项",
      "Led an instrument development, upgrade or laboratory building project since the current title",
    ),
  }),
  experimentHours: (hours: number): RuleLeaf => ({
    id: "gate.experimentHours",
    fn: "sum",
    materialType: "COURSE_TAUGHT",
    field: "hours",
    filter: [{ field: "courseKind", op: "=", value: "EXPERIMENT" }, sinceTitle("term")],
    cmp: ">=",
    value: hours,
    hard: true,
    label: label(
      `任现职以来承担实验教学累计不少于 ${hours} 学时`,
      `At least ${hours} laboratory teaching hours since the current title`,
    ),
  }),
};

const requirement = (
  titleCode: string,
  trackCode: string,
  text: Bilingual,
  gates: RuleNode[],
  achievements: RuleGroup,
) => ({
  titleCode,
  trackCode,
  method: "NORMAL" as const,
  text,
  rule: all("root", [all("gates", gates, { label: label("基本条件", "Basic conditions") }), achievements]),
});

const achievements = (n: number, children: RuleLeaf[]) =>
  anyOf("achievements", n, children, {
    label: label(`业绩条件：满足以下条件中的至少 ${n} 项`, `Achievements: at least ${n} of the following`),
  });

/** Realistic default trees for the demo seed and the requirement page's starting point. */
export const DEFAULT_REQUIREMENTS: readonly DefaultRequirement[] = [
  requirement(
    "LECTURER",
    "",
    label(
      "任助教满 4 年（博士毕业 2 年）；任现职以来主讲课程不少于 400 学时；发表核心期刊论文 1 篇。",
      "4 years as teaching assistant (2 with a doctorate); 400 teaching hours; 1 core-journal paper.",
    ),
    [...conductGates(true), seniority(4, 2, "助教", "teaching assistant"), teachingHours(400)],
    achievements(1, [achievement.coreJournalPapers(1), achievement.teachingPapers(1), achievement.teachingProject()]),
  ),
  requirement(
    "ASSOCIATE_PROFESSOR",
    "TEACHING_RESEARCH",
    label(
      "任讲师满 5 年（博士 2 年）；主讲课程累计不少于 800 学时；业绩条件满足 2 项。",
      "5 years as lecturer (2 with a doctorate); 800 teaching hours; 2 of the achievement conditions.",
    ),
    [...conductGates(true), seniority(5, 2, "讲师", "lecturer"), teachingHours(800)],
    achievements(2, [
      achievement.provincialProject(),
      achievement.papers(2),
      achievement.researchAward(5),
      achievement.textbook(),
      achievement.horizontalFunding(50),
      achievement.patents(2),
    ]),
  ),
  requirement(
    "ASSOCIATE_PROFESSOR",
    "TEACHING_FOCUSED",
    label(
      "任讲师满 5 年（博士 2 年）；主讲课程累计不少于 1200 学时，学生评教 2 次位于前 30%；教学业绩满足 2 项。",
      "5 years as lecturer (2 with a doctorate); 1200 teaching hours and top-30% ratings twice; 2 teaching achievements.",
    ),
    [
      ...conductGates(true),
      seniority(5, 2, "讲师", "lecturer"),
      teachingHours(1200),
      achievement.goodTeachingEvaluations(),
    ],
    achievements(2, [
      achievement.teachingProject(),
      achievement.teachingAward(),
      achievement.textbook(),
      achievement.teachingPapers(2),
      achievement.courseBuilding(),
      achievement.studentGuidance(),
    ]),
  ),
  requirement(
    "PROFESSOR",
    "TEACHING_RESEARCH",
    label(
      "任副教授满 5 年；45 周岁及以下须有博士学位；主讲课程累计不少于 800 学时；业绩条件满足 3 项。",
      "5 years as associate professor; a doctorate when 45 or younger; 800 teaching hours; 3 achievement conditions.",
    ),
    [...conductGates(true), seniority(5, 5, "副教授", "associate professor"), doctorateUnder45, teachingHours(800)],
    achievements(3, [
      achievement.nationalProject(),
      achievement.papers(5),
      achievement.researchAward(3),
      achievement.monograph(),
      achievement.patents(3),
      achievement.horizontalFunding(100),
    ]),
  ),
  requirement(
    "PROFESSOR",
    "TEACHING_FOCUSED",
    label(
      "任副教授满 5 年；45 周岁及以下须有博士学位；主讲课程累计不少于 1200 学时，学生评教 2 次位于前 30%；教学业绩满足 3 项。",
      "5 years as associate professor; a doctorate when 45 or younger; 1200 hours and top-30% ratings twice; 3 teaching achievements.",
    ),
    [
      ...conductGates(true),
      seniority(5, 5, "副教授", "associate professor"),
      doctorateUnder45,
      teachingHours(1200),
      achievement.goodTeachingEvaluations(),
    ],
    achievements(3, [
      achievement.teachingProject(),
      achievement.teachingAward(),
      achievement.textbook(),
      achievement.teachingPapers(3),
      achievement.courseBuilding(),
      achievement.studentGuidance(),
    ]),
  ),
  requirement(
    "ASSOCIATE_RESEARCHER",
    "",
    label(
      "任助理研究员满 5 年（博士 2 年）；科研业绩满足 2 项。",
      "5 years as assistant research fellow (2 with a doctorate); 2 research achievements.",
    ),
    [...conductGates(false), seniority(5, 2, "助理研究员", "assistant research fellow")],
    achievements(2, [
      achievement.provincialProject(),
      achievement.papers(3),
      achievement.researchAward(5),
      achievement.monograph(),
      achievement.patents(2),
      achievement.horizontalFunding(50),
    ]),
  ),
  requirement(
    "RESEARCHER",
    "",
    label(
      "任副研究员满 5 年；45 周岁及以下须有博士学位；科研业绩满足 3 项。",
      "5 years as associate research fellow; a doctorate when 45 or younger; 3 research achievements.",
    ),
    [...conductGates(false), seniority(5, 5, "副研究员", "associate research fellow"), doctorateUnder45],
    achievements(3, [
      achievement.nationalProject(),
      achievement.papers(6),
      achievement.researchAward(3),
      achievement.monograph(),
      achievement.patents(3),
      achievement.horizontalFunding(100),
    ]),
  ),
  requirement(
    "SENIOR_EXPERIMENTALIST",
    "",
    label(
      "任实验师满 5 年（博士 2 年）；承担实验教学不少于 300 学时；业绩条件满足 2 项。",
      "5 years as experimentalist (2 with a doctorate); 300 laboratory teaching hours; 2 achievement conditions.",
    ),
    [...conductGates(true), seniority(5, 2, "实验师", "experimentalist"), achievement.experimentHours(300)],
    achievements(2, [
      achievement.equipment(),
      achievement.teachingProject(),
      achievement.coreJournalPapers(2),
      achievement.patents(1),
      achievement.textbook(),
    ]),
  ),
];

/** The default requirement of a title and track: the track's own, else the title's track-independent one. */
export function defaultRequirement(titleCode: string, trackCode = ""): DefaultRequirement | undefined {
  return (
    DEFAULT_REQUIREMENTS.find((r) => r.titleCode === titleCode && r.trackCode === trackCode) ??
    DEFAULT_REQUIREMENTS.find((r) => r.titleCode === titleCode && r.trackCode === "")
  );
}
