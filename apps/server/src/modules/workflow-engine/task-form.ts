import { createRequire } from "node:module";
import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import { FLOW_FORM_TYPES, type FlowFormField, type FlowFormType, type FlowTaskForm } from "@zcps/contracts/flow";
import { BpmnModdle } from "bpmn-moddle";
import type { Db } from "../../db/client";
import { badRequest, forbidden, notFound } from "../../platform/errors";
import { type Caller, can } from "./access";
import type { Variables } from "./engine";
import * as repo from "./repo";

/**
 * A user task's form: the fields its model declares in standard Camunda terms (camunda:formData with
 * camunda:formField, an enum's camunda:value entries, camunda:constraint name="required"), read from the
 * definition's XML, and the check of a completion's variables against them.
 */

const camunda = createRequire(import.meta.url)("camunda-bpmn-moddle/resources/camunda.json");

interface ModdleNode {
  $type: string;
  id?: string;
  label?: string;
  name?: string;
  type?: string;
  defaultValue?: string;
  rootElements?: ModdleNode[];
  flowElements?: ModdleNode[];
  extensionElements?: { values?: ModdleNode[] };
  fields?: ModdleNode[];
  values?: ModdleNode[];
  validation?: { constraints?: ModdleNode[] };
}

function findElement(nodes: ModdleNode[] | undefined, id: string): ModdleNode | null {
  for (const node of nodes ?? []) {
    if (node.id === id) return node;
    // a subprocess holds its own flow elements
    const inner = findElement(node.flowElements, id);
    if (inner) return inner;
  }
  return null;
}

const formType = (type: string | undefined): FlowFormType =>
  (FLOW_FORM_TYPES as readonly string[]).includes(type ?? "") ? (type as FlowFormType) : "string";

/** The form fields of the user task `elementId` in the definition, in the model's order; none when it has no form. */
export async function taskFormFields(xml: string, elementId: string): Promise<FlowFormField[]> {
  const { rootElement } = await new BpmnModdle({ camunda }).fromXML(xml);
  const definitions = rootElement as ModdleNode;
  const processes = (definitions.rootElements ?? []).filter((node) => node.$type === "bpmn:Process");
  const task = findElement(
    processes.flatMap((process) => process.flowElements ?? []),
    elementId,
  );
  const formData = task?.extensionElements?.values?.find((value) => value.$type === "camunda:FormData");
  return (formData?.fields ?? [])
    .filter((field) => field.id)
    .map((field) => ({
      id: field.id as string,
      label: field.label || (field.id as string),
      type: formType(field.type),
      required: (field.validation?.constraints ?? []).some((constraint) => constraint.name === "required"),
      values: (field.values ?? []).map((value) => ({ id: value.id ?? "", name: value.name || (value.id ?? "") })),
      defaultValue: field.defaultValue ?? null,
    }));
}

const missing = (value: unknown) => value === undefined || value === null || value === "";

/**
 * Refuses a completion whose variables do not fit the task's form: a required field missing, a value of the
 * wrong type, an enum value not among the choices. The message names the field by its label. Variables the form
 * does not declare pass as they are.
 */
export function checkFormVariables(fields: FlowFormField[], variables: Variables): void {
  for (const field of fields) {
    const value = variables[field.id];
    const named = { field: field.label };
    if (missing(value)) {
      if (field.required) throw badRequest("flow.formRequired", named);
      continue;
    }
    if (field.type === "boolean" && typeof value !== "boolean") throw badRequest("flow.formNotBoolean", named);
    if (field.type === "long" && !(typeof value === "number" && Number.isSafeInteger(value))) {
      throw badRequest("flow.formNotLong", named);
    }
    if ((field.type === "string" || field.type === "enum") && typeof value !== "string") {
      throw badRequest("flow.formNotString", named);
    }
    if (field.type === "enum" && !field.values.some((choice) => choice.id === value)) {
      throw badRequest("flow.formNotAllowed", { ...named, value: String(value) });
    }
  }
}

/**
 * The check the service runs before completing a task (in its transaction, before the engine's step): throws the
 * refusal, so nothing of the task or the instance changes.
 */
export async function checkTaskForm(xml: string, elementId: string, variables: Variables): Promise<void> {
  checkFormVariables(await taskFormFields(xml, elementId), variables);
}

export function createTaskForms(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** A task's form, for whoever may see the task: its assignee, its candidates, who did it, or flowTaskManager:view. */
    async formOf(caller: Caller, taskId: string): Promise<FlowTaskForm> {
      const task = await repo.findTask(db, caller.tenantId, taskId);
      if (!task) throw notFound();
      if (!can(caller, FLOW_ELEMENTS.taskView) && !(await seesTask(db, caller, task))) throw forbidden();
      const found = await repo.findInstance(db, caller.tenantId, task.instanceId);
      if (!found) throw notFound();
      return { fields: await taskFormFields(found.definition.xml, task.elementId) };
    },
  };
}

async function seesTask(db: Db, caller: Caller, task: repo.TaskRow): Promise<boolean> {
  const { userId } = caller;
  if ([task.assigneeId, task.completedBy, task.delegatedFrom].includes(userId)) return true;
  if (task.candidateUserIds.includes(userId)) return true;
  if (task.candidateGroups.length === 0) return false;
  const groupCodes = await repo.groupCodesOf(db, caller.tenantId, userId);
  return task.candidateGroups.some((code) => groupCodes.includes(code));
}
