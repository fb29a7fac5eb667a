import type { FlowInstanceRow, FlowModelRow, FlowTaskRow } from "@zcps/contracts/flow";
import type { flowHistory, flowModelVersions } from "../../db/schema";
import type { DefinitionRow, InstanceRow, ModelRow, TaskRow } from "./repo";

/** Rows on the wire, and the few facts read straight from a definition's XML. */

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const modelRow = (model: ModelRow, deployedVersion: number | null): FlowModelRow => ({
  id: model.id,
  key: model.key,
  name: model.name,
  description: model.description,
  latestVersion: model.latestVersion,
  deployedVersion,
  updatedBy: model.updatedBy,
  updatedAt: model.updatedAt.toISOString(),
});

export const versionRow = (row: typeof flowModelVersions.$inferSelect) => ({
  id: row.id,
  version: row.version,
  comment: row.comment,
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
  xml: row.xml,
});

export const definitionRow = (d: DefinitionRow, runningInstances: number) => ({
  id: d.id,
  key: d.key,
  version: d.version,
  name: d.name,
  suspended: d.suspended,
  starterGroups: d.starterGroups,
  deployedBy: d.deployedBy,
  deployedAt: d.deployedAt.toISOString(),
  modelVersionId: d.modelVersionId,
  runningInstances,
});

const applicantOf = (variables: unknown): string | null => {
  const applicant = (variables as { applicant?: unknown } | null)?.applicant;
  return typeof applicant === "string" ? applicant : null;
};

export const instanceRow = (i: InstanceRow, d: DefinitionRow, starterName: string | null): FlowInstanceRow => ({
  id: i.id,
  definitionId: d.id,
  key: d.key,
  version: d.version,
  name: d.name,
  businessKey: i.businessKey,
  starterId: i.starterId,
  // a process started for a business without a user yet (an account's applicant) names it by its variable
  starterName: starterName ?? applicantOf(i.variables),
  status: i.status as FlowInstanceRow["status"],
  cancelReason: i.cancelReason,
  currentActivities: i.currentActivities,
  currentActivityNames: i.currentActivities.map((id) => activityNameIn(d.xml, id) ?? id),
  startedAt: i.startedAt.toISOString(),
  endedAt: iso(i.endedAt),
});

export const taskRow = (
  t: TaskRow,
  processName: string,
  businessKey: string | null,
  assigneeName: string | null,
): FlowTaskRow => ({
  id: t.id,
  instanceId: t.instanceId,
  processName,
  businessKey,
  elementId: t.elementId,
  name: t.name,
  assigneeId: t.assigneeId,
  assigneeName,
  candidateUserIds: t.candidateUserIds,
  candidateGroups: t.candidateGroups,
  dueAt: iso(t.dueAt),
  status: t.status as FlowTaskRow["status"],
  form: t.form ?? null,
  comment: t.comment,
  completedBy: t.completedBy,
  completedAt: iso(t.completedAt),
  delegatedFrom: t.delegatedFrom,
  createdAt: t.createdAt.toISOString(),
});

export const historyRow = (h: typeof flowHistory.$inferSelect) => ({
  activityId: h.activityId,
  activityName: h.activityName,
  event: h.event,
  by: h.by,
  byName: null as string | null,
  at: h.at.toISOString(),
  payload: h.payload ?? null,
});

/** An instance's history with who did each entry by name (`names`: repo.userNames of the entries' `by`). */
export const namedHistory = (history: (typeof flowHistory.$inferSelect)[], names: Map<string, string>) =>
  history.map((h) => ({ ...historyRow(h), byName: (h.by && names.get(h.by)) || null }));

const DURATION = /^P(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?)?$/;

/** A task's due date from the model: an ISO date, or a duration (P2D, PT4H) from now. */
export function dueDate(value: string | null): Date | null {
  if (!value) return null;
  const duration = DURATION.exec(value);
  if (duration && value !== "P" && value !== "PT") {
    const [, days, hours, minutes] = duration.map((part) => Number(part ?? 0));
    return new Date(Date.now() + (((days ?? 0) * 24 + (hours ?? 0)) * 60 + (minutes ?? 0)) * 60_000);
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&apos;": "'" };
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The name of the flow element `id` in the definition, or null when it has none. */
export function activityNameIn(xml: string, id: string): string | null {
  const tag = new RegExp(`<(?:bpmn:)?\\w+\\s[^>]*\\bid="${escapeRegExp(id)}"[^>]*>`).exec(xml)?.[0];
  const name = tag ? /\sname="([^"]*)"/.exec(tag)?.[1] : undefined;
  return name ? name.replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity] ?? entity) : null;
}

/** The id of the BPMN message named `message` (by its id or its name) in the definition. */
export function messageIdFor(xml: string, message: string): string | null {
  for (const match of xml.matchAll(/<(?:bpmn:)?message\b[^>]*>/g)) {
    const tag = match[0];
    const id = attr(tag, "id");
    if (id && (id === message || attr(tag, "name") === message)) return id;
  }
  return null;
}

/** The waiting activity that catches that message, or null. */
export function catcherOf(xml: string, waiting: string[], messageId: string): string | null {
  const pattern = /<(?:bpmn:)?(intermediateCatchEvent|receiveTask|boundaryEvent)\b([^>]*)>([\s\S]*?)<\/(?:bpmn:)?\1>/g;
  for (const match of xml.matchAll(pattern)) {
    const id = attr(match[2] ?? "", "id");
    if (!id || !waiting.includes(id)) continue;
    if (attr(match[2] ?? "", "messageRef") === messageId) return id;
    if ((match[3] ?? "").includes(`messageRef="${messageId}"`)) return id;
  }
  return null;
}
