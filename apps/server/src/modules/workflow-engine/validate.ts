import { createRequire } from "node:module";
import { BpmnModdle } from "bpmn-moddle";
import { checkTemplate, ExpressionError } from "./expressions";

/**
 * What a model must be before it is saved as deployable: BPMN 2.0 that parses, passes bpmnlint's recommended
 * rules, has one executable process, and uses only what the engine here runs safely (no scripts: conditions and
 * assignments are expressions of our own small grammar, see expressions.ts).
 */

const require = createRequire(import.meta.url);
const camunda = require("camunda-bpmn-moddle/resources/camunda.json");
const { Linter } = require("bpmnlint") as {
  Linter: new (options: unknown) => { lint(root: unknown): Promise<Record<string, LintReport[]>> };
};
const NodeResolver = require("bpmnlint/lib/resolver/node-resolver") as new () => unknown;

interface LintReport {
  id?: string;
  message: string;
  category: "error" | "warn" | "info" | "rule-error";
}

export interface ModelProblem {
  /** the element the problem is on, when there is one */
  elementId: string | null;
  rule: string;
  message: string;
  severity: "error" | "warning";
}

export interface ModelCheck {
  valid: boolean;
  problems: ModelProblem[];
  /** the executable process's id and name, when the model parses */
  processId: string | null;
  processName: string | null;
  /** role group codes allowed to start it (camunda:candidateStarterGroups) */
  starterGroups: string[];
}

/** Elements the engine here does not run: a model holding one is refused at deploy. */
const UNSUPPORTED = new Set([
  "bpmn:ScriptTask",
  "bpmn:ServiceTask",
  "bpmn:SendTask",
  "bpmn:BusinessRuleTask",
  "bpmn:CallActivity",
  "bpmn:ComplexGateway",
]);

// a missing diagram is a warning: the modeler draws one for a model written without it
const LINT_CONFIG = { extends: "bpmnlint:recommended", rules: { "no-bpmndi": "warn" } };

interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  flowElements?: ModdleElement[];
  rootElements?: ModdleElement[];
  conditionExpression?: { body?: string; language?: string };
  candidateStarterGroups?: string;
  [key: string]: unknown;
}

const ASSIGNMENT_ATTRIBUTES = ["assignee", "candidateUsers", "candidateGroups", "dueDate"];

export async function checkModel(xml: string): Promise<ModelCheck> {
  const problems: ModelProblem[] = [];
  const failed = (message: string): ModelCheck => ({
    valid: false,
    problems: [{ elementId: null, rule: "parse", message, severity: "error" }],
    processId: null,
    processName: null,
    starterGroups: [],
  });
  let root: ModdleElement;
  let warnings: { message: string }[];
  try {
    const moddle = new BpmnModdle({ camunda });
    const parsed = await moddle.fromXML(xml, "bpmn:Definitions");
    root = parsed.rootElement as unknown as ModdleElement;
    warnings = parsed.warnings;
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
  if (root?.$type !== "bpmn:Definitions") return failed("the document is not BPMN 2.0 definitions");
  for (const warning of warnings) {
    problems.push({ elementId: null, rule: "parse", message: warning.message, severity: "error" });
  }

  const processes = (root.rootElements ?? []).filter((el) => el.$type === "bpmn:Process" && el.isExecutable);
  const process = processes[0];
  if (processes.length !== 1 || !process) {
    problems.push({
      elementId: null,
      rule: "executable-process",
      message: "the model must hold exactly one executable process (isExecutable=true)",
      severity: "error",
    });
  }

  // a linter per check: some rules keep what they saw between runs
  const linter = new Linter({ config: LINT_CONFIG, resolver: new NodeResolver() });
  const reports = await linter.lint(root);
  for (const [rule, list] of Object.entries(reports)) {
    for (const report of list) {
      problems.push({
        elementId: report.id ?? null,
        rule,
        message: report.message,
        severity: report.category === "warn" || report.category === "info" ? "warning" : "error",
      });
    }
  }

  for (const element of process?.flowElements ?? []) checkElement(element, problems);

  return {
    valid: !problems.some((problem) => problem.severity === "error"),
    problems,
    processId: process?.id ?? null,
    processName: process?.name ?? null,
    starterGroups: (process?.candidateStarterGroups ?? "")
      .split(",")
      .map((code) => code.trim())
      .filter(Boolean),
  };
}

function checkElement(element: ModdleElement, problems: ModelProblem[]) {
  const elementId = element.id ?? null;
  const error = (rule: string, message: string) => problems.push({ elementId, rule, message, severity: "error" });
  if (UNSUPPORTED.has(element.$type)) {
    error("unsupported-element", `${element.$type} is not supported by this engine`);
  }
  const condition = element.conditionExpression;
  if (condition) {
    if (condition.language)
      error("script-condition", "conditions are expressions, e.g. approved == true inside \u0024{ }");
    else expression(condition.body ?? "", "condition", error);
  }
  for (const attribute of ASSIGNMENT_ATTRIBUTES) {
    const value = element[attribute];
    if (typeof value === "string") expression(value, attribute, error);
  }
  for (const child of element.flowElements ?? []) checkElement(child, problems);
}

function expression(text: string, what: string, error: (rule: string, message: string) => void) {
  try {
    checkTemplate(text);
  } catch (e) {
    if (e instanceof ExpressionError) error("expression", `${what}: ${e.message}`);
    else throw e;
  }
}

/** A field of a start or task form (camunda:FormField): what the page asks for, set as a process variable. */
export interface FormField {
  id: string;
  label: string | null;
  type: "string" | "long" | "boolean" | "enum" | "date";
  required: boolean;
  defaultValue: string | null;
  /** an enum's choices */
  values: { id: string; name: string | null }[];
}

const FIELD_TYPES = new Set<FormField["type"]>(["string", "long", "boolean", "enum", "date"]);

/** The fields of an element's camunda:FormData, in order. */
export function formFieldsOf(element: ModdleElement | undefined): FormField[] {
  const extensions = (element?.extensionElements as { values?: ModdleElement[] } | undefined)?.values ?? [];
  const data = extensions.find((value) => value.$type === "camunda:FormData");
  const fields = (data?.fields as ModdleElement[] | undefined) ?? [];
  return fields
    .filter((field) => typeof field.id === "string" && field.id)
    .map((field) => {
      const constraints = (field.validation as { constraints?: { name?: string }[] } | undefined)?.constraints ?? [];
      const type = String(field.type ?? "string") as FormField["type"];
      return {
        id: field.id as string,
        label: (field.label as string | undefined) ?? null,
        type: FIELD_TYPES.has(type) ? type : "string",
        required: constraints.some((constraint) => constraint.name === "required"),
        defaultValue: (field.defaultValue as string | undefined) ?? null,
        values: ((field.values as ModdleElement[] | undefined) ?? []).map((value) => ({
          id: String(value.id ?? ""),
          name: value.name ?? null,
        })),
      };
    });
}

/** The start form of a deployed process: the fields of its (first plain) start event; none when it has no form. */
export async function startFormOf(xml: string): Promise<FormField[]> {
  try {
    const { rootElement } = await new BpmnModdle({ camunda }).fromXML(xml, "bpmn:Definitions");
    const root = rootElement as unknown as ModdleElement;
    const process = (root.rootElements ?? []).find((el) => el.$type === "bpmn:Process" && el.isExecutable);
    const start = (process?.flowElements ?? []).find(
      (el) => el.$type === "bpmn:StartEvent" && !(el.eventDefinitions as unknown[] | undefined)?.length,
    );
    return formFieldsOf(start);
  } catch {
    // a deployed definition parsed at deploy; one that no longer does has no form to offer
    return [];
  }
}
