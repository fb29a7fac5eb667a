/**
 * BPMN XML written from a short description (nodes and flows), with the incoming/outgoing references and a
 * simple left-to-right diagram, as the modeler would save it: the seed's product process is written this way,
 * so an administrator opens it in the modeler like any drawn model.
 */

import type { FlowFormType } from "@zcps/contracts/flow";

export type ModelNodeType =
  | "startEvent"
  | "endEvent"
  | "userTask"
  | "exclusiveGateway"
  | "parallelGateway"
  | "timerCatch"
  | "messageCatch";

export interface ModelNode {
  id: string;
  type: ModelNodeType;
  name: string;
  /** camunda:assignee, camunda:candidateGroups, camunda:candidateUsers, camunda:dueDate of a user task */
  assignment?: Partial<Record<"assignee" | "candidateGroups" | "candidateUsers" | "dueDate", string>>;
  /** an exclusive gateway's default flow */
  defaultFlow?: string;
  /** a timer catch's ISO 8601 duration, e.g. PT1H */
  duration?: string;
  /** a message catch's message id */
  message?: string;
  /** a user task's form, written as camunda:formData (task-form.ts reads it back) */
  form?: ModelFormField[];
}

/** A form field of a user task: the process variable it sets, its label and type. */
export interface ModelFormField {
  id: string;
  label: string;
  type: FlowFormType;
  required?: boolean;
  /** an enum's choices */
  values?: { id: string; name: string }[];
  defaultValue?: string;
}

export interface ModelFlow {
  id: string;
  from: string;
  to: string;
  name?: string;
  /** the condition's expression without its braces, e.g. `approved == true` (see expressions.ts) */
  condition?: string;
}

export interface ModelDescription {
  key: string;
  name: string;
  nodes: ModelNode[];
  flows: ModelFlow[];
  messages?: { id: string; name: string }[];
  /** role group codes that may start the process; none: anyone signed in */
  starterGroups?: string[];
}

/** An expression as a model holds it: `expr("starter")` is the text dollar-brace-starter-brace. */
export const expr = (inner: string) => `\u0024{${inner}}`;

const xmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A user task's form as camunda:formData in its extension elements. */
function formXml(fields: ModelFormField[]): string {
  const field = (f: ModelFormField) => {
    const attributes = [`id="${xmlText(f.id)}"`, `label="${xmlText(f.label)}"`, `type="${f.type}"`];
    if (f.defaultValue !== undefined) attributes.push(`defaultValue="${xmlText(f.defaultValue)}"`);
    const body = [
      ...(f.required ? ['<camunda:validation><camunda:constraint name="required" /></camunda:validation>'] : []),
      ...(f.values ?? []).map((v) => `<camunda:value id="${xmlText(v.id)}" name="${xmlText(v.name)}" />`),
    ];
    return `<camunda:formField ${attributes.join(" ")}>${body.join("")}</camunda:formField>`;
  };
  return `<bpmn:extensionElements><camunda:formData>${fields.map(field).join("")}</camunda:formData></bpmn:extensionElements>`;
}

const SIZE: Record<ModelNodeType, [number, number]> = {
  startEvent: [36, 36],
  endEvent: [36, 36],
  timerCatch: [36, 36],
  messageCatch: [36, 36],
  userTask: [100, 80],
  exclusiveGateway: [50, 50],
  parallelGateway: [50, 50],
};

const TAG: Record<ModelNodeType, string> = {
  startEvent: "startEvent",
  endEvent: "endEvent",
  timerCatch: "intermediateCatchEvent",
  messageCatch: "intermediateCatchEvent",
  userTask: "userTask",
  exclusiveGateway: "exclusiveGateway",
  parallelGateway: "parallelGateway",
};

/** Each node's column (its longest distance from a start) and row within the column. */
function layout(model: ModelDescription) {
  const column = new Map<string, number>();
  for (const node of model.nodes) if (node.type === "startEvent") column.set(node.id, 0);
  // longest path on the (acyclic) graph; a loop back is bounded by the node count
  for (let round = 0; round < model.nodes.length; round++) {
    for (const flow of model.flows) {
      const from = column.get(flow.from);
      if (from === undefined) continue;
      if ((column.get(flow.to) ?? -1) < from + 1 && from + 1 < model.nodes.length) column.set(flow.to, from + 1);
    }
  }
  const rows = new Map<number, number>();
  const place = new Map<string, { x: number; y: number; w: number; h: number }>();
  for (const node of model.nodes) {
    const col = column.get(node.id) ?? 0;
    const row = rows.get(col) ?? 0;
    rows.set(col, row + 1);
    const [w, h] = SIZE[node.type];
    place.set(node.id, { x: 160 + col * 180 + (100 - w) / 2, y: 100 + row * 140 + (80 - h) / 2, w, h });
  }
  return place;
}

type Box = { x: number; y: number; w: number; h: number };

/**
 * A flow's line between two placed shapes, never through a third: to the next column on the same row, straight; to
 * another row, down (or up) from the source and along the target's row; past other columns of the same row, or
 * back, around the row below (or above) it.
 */
function route(a: Box, b: Box): number[][] {
  const [ax, ay, bx, by] = [a.x + a.w / 2, a.y + a.h / 2, b.x + b.w / 2, b.y + b.h / 2];
  if (ay !== by) {
    const down = by > ay;
    return [
      [ax, down ? a.y + a.h : a.y],
      [ax, by],
      [bx > ax ? b.x : b.x + b.w, by],
    ];
  }
  if (bx > ax && bx - ax <= 180) {
    return [
      [a.x + a.w, ay],
      [b.x, by],
    ];
  }
  const below = bx > ax;
  const y = below ? ay + 70 : ay - 70;
  return [
    [ax, below ? a.y + a.h : a.y],
    [ax, y],
    [bx, y],
    [bx, below ? b.y + b.h : b.y],
  ];
}

export function buildModelXml(model: ModelDescription): string {
  const incoming = (id: string) =>
    model.flows.filter((f) => f.to === id).map((f) => `<bpmn:incoming>${f.id}</bpmn:incoming>`);
  const outgoing = (id: string) =>
    model.flows.filter((f) => f.from === id).map((f) => `<bpmn:outgoing>${f.id}</bpmn:outgoing>`);
  const nodes = model.nodes.map((node) => {
    const attributes = [`id="${node.id}"`, `name="${xmlText(node.name)}"`];
    for (const [key, value] of Object.entries(node.assignment ?? {}))
      attributes.push(`camunda:${key}="${xmlText(value)}"`);
    if (node.defaultFlow) attributes.push(`default="${node.defaultFlow}"`);
    // BPMN puts the extension elements before the incoming and outgoing references
    const extensions = node.type === "userTask" && node.form?.length ? [formXml(node.form)] : [];
    const body = [...extensions, ...incoming(node.id), ...outgoing(node.id)];
    if (node.type === "timerCatch") {
      body.push(
        `<bpmn:timerEventDefinition><bpmn:timeDuration xsi:type="bpmn:tFormalExpression">${node.duration ?? "PT1H"}</bpmn:timeDuration></bpmn:timerEventDefinition>`,
      );
    }
    if (node.type === "messageCatch") body.push(`<bpmn:messageEventDefinition messageRef="${node.message ?? ""}" />`);
    return `    <bpmn:${TAG[node.type]} ${attributes.join(" ")}>${body.join("")}</bpmn:${TAG[node.type]}>`;
  });
  const flows = model.flows.map((flow) => {
    const name = flow.name ? ` name="${xmlText(flow.name)}"` : "";
    const head = `    <bpmn:sequenceFlow id="${flow.id}"${name} sourceRef="${flow.from}" targetRef="${flow.to}"`;
    if (!flow.condition) return `${head} />`;
    return `${head}><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${xmlText(expr(flow.condition))}</bpmn:conditionExpression></bpmn:sequenceFlow>`;
  });
  const place = layout(model);
  const shapes = model.nodes.map((node) => {
    const p = place.get(node.id) ?? { x: 0, y: 0, w: 36, h: 36 };
    return `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"><dc:Bounds x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" /></bpmndi:BPMNShape>`;
  });
  const edges = model.flows.map((flow) => {
    const a = place.get(flow.from) ?? { x: 0, y: 0, w: 0, h: 0 };
    const b = place.get(flow.to) ?? { x: 0, y: 0, w: 0, h: 0 };
    const points = route(a, b).map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`);
    return `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${points.join("")}</bpmndi:BPMNEdge>`;
  });
  const starters = model.starterGroups?.length
    ? ` camunda:candidateStarterGroups="${model.starterGroups.join(",")}"`
    : "";
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="Definitions_${model.key}" targetNamespace="http://bpmn.io/schema/bpmn">
${(model.messages ?? []).map((m) => `  <bpmn:message id="${m.id}" name="${xmlText(m.name)}" />`).join("\n")}
  <bpmn:process id="${model.key}" name="${xmlText(model.name)}" isExecutable="true"${starters}>
${[...nodes, ...flows].join("\n")}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_${model.key}">
    <bpmndi:BPMNPlane id="BPMNPlane_${model.key}" bpmnElement="${model.key}">
${[...shapes, ...edges].join("\n")}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
