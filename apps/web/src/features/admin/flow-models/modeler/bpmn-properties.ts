import type BpmnFactory from "bpmn-js/lib/features/modeling/BpmnFactory";
import type Modeling from "bpmn-js/lib/features/modeling/Modeling";
import type Modeler from "bpmn-js/lib/Modeler";
import type { Element, ModdleElement } from "bpmn-js/lib/model/Types";

/**
 * What the properties panel reads from and writes to the selected BPMN element. Every change goes through the
 * modeler's commands (modeling.updateProperties / updateModdleProperties), so undo and redo take it back, and
 * Camunda attributes (camunda:assignee, camunda:FormData...) are moddle elements, never edited as text.
 */

export const FIELD_TYPES = ["string", "long", "boolean", "enum"] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A field of a start or task form (camunda:FormField). */
export interface FormFieldInput {
  id: string;
  label?: string;
  type: FieldType;
  required?: boolean;
  /** an enum's choices */
  values?: { id: string; name?: string }[];
}

/** A process variable's name, as the start and completion calls accept it. */
export const VARIABLE_NAME = /^[A-Za-z_]\w*$/;

/** Durations the engine reads for a due date (P3D, PT4H, P1DT2H), an ISO date, or an expression. */
export const DUE_DATE =
  /^(P(?=\d|T\d)(\d+D)?(T(?=\d)(\d+H)?(\d+M)?)?|\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?|\$\{[^}]+\})$/;

const EXPRESSION = /^\s*\$\{([\s\S]*)\}\s*$/;

/** A condition as the panel shows it: the expression without `${ }`. */
export function conditionText(body: string | undefined): string {
  if (!body) return "";
  return EXPRESSION.exec(body)?.[1]?.trim() ?? body;
}

/** A condition typed in the panel, as the model holds it: wrapped in `${ }` unless it already is. */
export function conditionBody(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return EXPRESSION.test(trimmed) ? trimmed : `\u0024{${trimmed}}`;
}

/** A comma-separated attribute (candidate groups, users, starter groups) as a list, and back. */
export const splitCodes = (value: unknown): string[] =>
  typeof value === "string"
    ? value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean)
    : [];
export const joinCodes = (codes: string[]): string | undefined => (codes.length ? codes.join(",") : undefined);

/** The element's kind as the panel groups it. */
export function kindOf(element: Element): "process" | "userTask" | "startEvent" | "sequenceFlow" | "other" {
  switch (element.type) {
    case "bpmn:Process":
      return "process";
    case "bpmn:UserTask":
      return "userTask";
    case "bpmn:StartEvent":
      return "startEvent";
    case "bpmn:SequenceFlow":
      return "sequenceFlow";
    default:
      return "other";
  }
}

/** The fields of the element's camunda:FormData, in order. */
export function formFieldsOf(element: Element): FormFieldInput[] {
  const values: ModdleElement[] = element.businessObject?.extensionElements?.values ?? [];
  const data = values.find((value) => value.$type === "camunda:FormData");
  return (data?.fields ?? []).map((field: ModdleElement) => ({
    id: field.id ?? "",
    label: field.label ?? undefined,
    type: (FIELD_TYPES as readonly string[]).includes(field.type) ? field.type : "string",
    required: (field.validation?.constraints ?? []).some((c: ModdleElement) => c.name === "required"),
    values: (field.values ?? []).map((value: ModdleElement) => ({ id: value.id ?? "", name: value.name ?? undefined })),
  }));
}

/** The modeler's services the panel uses. */
export function servicesOf(modeler: Modeler) {
  return {
    modeling: modeler.get<Modeling>("modeling"),
    bpmnFactory: modeler.get<BpmnFactory>("bpmnFactory"),
    moddle: modeler.get<{ create: (type: string, attrs?: object) => ModdleElement }>("moddle"),
  };
}

/** Sets plain properties (name, camunda:assignee...) of the element, or of the process when it is the root. */
export function updateProperties(modeler: Modeler, element: Element, properties: Record<string, unknown>) {
  const { modeling } = servicesOf(modeler);
  if (element.type === "bpmn:Process") modeling.updateModdleProperties(element, element.businessObject, properties);
  else modeling.updateProperties(element, properties);
}

/** Sets a sequence flow's condition (a bpmn:FormalExpression holding `${...}`), or removes it when empty. */
export function setCondition(modeler: Modeler, flow: Element, text: string) {
  const { modeling, bpmnFactory } = servicesOf(modeler);
  const body = conditionBody(text);
  const conditionExpression = body ? bpmnFactory.create("bpmn:FormalExpression", { body }) : undefined;
  modeling.updateProperties(flow, { conditionExpression });
}

/** Whether the flow is its gateway's default flow, and whether its source can have one. */
export function defaultFlowState(flow: Element): { possible: boolean; isDefault: boolean } {
  const source = (flow as Element & { source?: Element }).source;
  const possible = ["bpmn:ExclusiveGateway", "bpmn:InclusiveGateway"].includes(source?.type ?? "");
  return { possible, isDefault: possible && source?.businessObject?.default === flow.businessObject };
}

/** Makes the flow its gateway's default (a default flow carries no condition), or no longer the default. */
export function setDefaultFlow(modeler: Modeler, flow: Element, isDefault: boolean) {
  const { modeling } = servicesOf(modeler);
  const source = (flow as Element & { source?: Element }).source;
  if (!source) return;
  if (isDefault) {
    if (flow.businessObject.conditionExpression) modeling.updateProperties(flow, { conditionExpression: undefined });
    modeling.updateProperties(source, { default: flow.businessObject });
  } else if (source.businessObject.default === flow.businessObject) {
    modeling.updateProperties(source, { default: undefined });
  }
}

/** Replaces the element's camunda:FormData by these fields (none: the form is removed), keeping other extensions. */
export function setFormFields(modeler: Modeler, element: Element, fields: FormFieldInput[]) {
  const { modeling, moddle } = servicesOf(modeler);
  const bo = element.businessObject;
  const formField = (field: FormFieldInput) =>
    moddle.create("camunda:FormField", {
      id: field.id,
      label: field.label || undefined,
      type: field.type,
      values:
        field.type === "enum"
          ? (field.values ?? []).map((value) =>
              moddle.create("camunda:Value", { id: value.id, name: value.name || value.id }),
            )
          : [],
      validation: field.required
        ? moddle.create("camunda:Validation", {
            constraints: [moddle.create("camunda:Constraint", { name: "required" })],
          })
        : undefined,
    });
  const formData = fields.length ? moddle.create("camunda:FormData", { fields: fields.map(formField) }) : null;
  const existing: ModdleElement | undefined = bo.extensionElements;
  const others = (existing?.values ?? []).filter((value: ModdleElement) => value.$type !== "camunda:FormData");
  const values = formData ? [...others, formData] : others;
  if (existing) modeling.updateModdleProperties(element, existing, { values });
  else if (formData)
    modeling.updateProperties(element, { extensionElements: moddle.create("bpmn:ExtensionElements", { values }) });
}
