import type { Bilingual } from "../catalogue/catalogue";
import { declarationMessages } from "../declaration/messages";
import { formatFieldValue, type MaterialField, materialType } from "../materials";
import { PERSON_BY_NAME, type PersonField } from "./person-fields";
import { isRuleGroup, type RuleCmp, type RuleFilterOp, type RuleLeaf, type RuleNode } from "./rules";

/** Human text of a rule in Chinese and English, built from the message catalogue unless the node has its own label. */

type MessageKey = keyof typeof declarationMessages.zh;

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

/**
 * A node's figure as a person reads it: "是" rather than true, the degree's name rather than its code, years and
 * units spelled out; null on a group whose figure means nothing (ALL, NOT). An ANY_N group shows how many passed.
 */
export function describeActual(rule: RuleNode, actual: unknown): Bilingual | null {
  const both = (text: (lang: Lang) => string): Bilingual => ({ zh: text("zh"), en: text("en") });
  if (isRuleGroup(rule)) return rule.op === "ANY_N" ? both(() => String(actual)) : null;
  if (actual === null || actual === undefined || actual === "") return both((lang) => msg("rule.actualNone", lang));
  if (rule.fn === "field") return both((lang) => optionText(actual, lang, PERSON_BY_NAME.get(rule.field ?? "")));
  if (typeof actual === "boolean") return both((lang) => msg(actual ? "material.yes" : "material.no", lang));
  if (rule.fn === "years") return both((lang) => fill(msg("rule.actualYears", lang), { value: String(actual) }));
  if (rule.fn === "sum") {
    const unit = materialType(rule.materialType ?? "")?.fields.find((f) => f.name === rule.field)?.unit;
    return both((lang) => `${String(actual)}${unit ? ` ${unit[lang]}` : ""}`);
  }
  return both(() => String(actual));
}
