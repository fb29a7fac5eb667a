import type { RuleResult } from "./rules";

/**
 * The pre-check's one verdict, computed here and read the same by the declarant's editor, the unit's lists and
 * packets and every later stage: PASS when the requirement's root passes; ADVISORY when only conditions not marked
 * hard fail (a declarant may submit, the unit sees how many); FAIL when a hard condition fails; NONE when the batch
 * sets no requirement for the title.
 */
export type PrecheckKind = "PASS" | "ADVISORY" | "FAIL" | "NONE";

export interface PrecheckVerdict {
  kind: PrecheckKind;
  /** the requirement's root; null without a requirement */
  pass: boolean | null;
  /** every condition marked hard passes; null without a requirement */
  hardPass: boolean | null;
  /** advisory conditions unmet: failing conditions not marked hard that make the root fail */
  softFailed: number;
}

/** An ALL group fails by its failing children; any other failing node is one unmet condition. */
const isAllGroup = (rule: RuleResult) =>
  rule.op !== undefined
    ? rule.op === "ALL"
    : Boolean(rule.children?.length) && rule.expected.startsWith("= ") && rule.expected !== "= false";

function failingHard(rule: RuleResult): boolean {
  if (rule.hard && !rule.pass) return true;
  return (rule.children ?? []).some(failingHard);
}

/** The unmet conditions under a failing node that are not hard: an ANY_N "at least 2 (actual 1)" counts once. */
function unmetSoft(rule: RuleResult): number {
  if (rule.pass) return 0;
  if (isAllGroup(rule)) return (rule.children ?? []).reduce((sum, child) => sum + unmetSoft(child), 0);
  return rule.hard ? 0 : 1;
}

export function precheckVerdict(result: RuleResult | null | undefined): PrecheckVerdict {
  if (!result) return { kind: "NONE", pass: null, hardPass: null, softFailed: 0 };
  const hardPass = !failingHard(result);
  const softFailed = unmetSoft(result);
  const kind: PrecheckKind = !hardPass ? "FAIL" : result.pass ? "PASS" : "ADVISORY";
  return { kind, pass: result.pass, hardPass, softFailed };
}
