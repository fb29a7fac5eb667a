import type { FileStorage } from "../../../../../platform/storage";
import type { OpinionZipKind } from "./zip-job";

/**
 * Which task makes a round's zip, kept beside the zips in the storage (the export's own record: the schema has no
 * table for the peer review's exports): the latest task started, and the latest that finished, whose zip is the
 * one to download. Starts are serialised by an advisory lock; a finished task rewrites it while it still runs, so
 * no start comes between.
 */
export interface ZipPointer {
  taskId: string;
  doneTaskId?: string;
}

const folder = (tenantId: string, roundId: string) => `peer-opinions/${tenantId}/${roundId}`;

export const zipFileKey = (tenantId: string, roundId: string, taskId: string) =>
  `${folder(tenantId, roundId)}/${taskId}.zip`;

const pointerKey = (tenantId: string, roundId: string, kind: OpinionZipKind) =>
  `${folder(tenantId, roundId)}/${kind}.json`;

export async function readZipPointer(
  storage: FileStorage,
  tenantId: string,
  roundId: string,
  kind: OpinionZipKind,
): Promise<ZipPointer | null> {
  const body = await storage.get(pointerKey(tenantId, roundId, kind));
  if (!body) return null;
  const parsed = JSON.parse(body.toString("utf8")) as Partial<ZipPointer>;
  return typeof parsed.taskId === "string" ? { taskId: parsed.taskId, doneTaskId: parsed.doneTaskId } : null;
}

export async function writeZipPointer(
  storage: FileStorage,
  tenantId: string,
  roundId: string,
  kind: OpinionZipKind,
  pointer: ZipPointer,
): Promise<void> {
  await storage.put(pointerKey(tenantId, roundId, kind), Buffer.from(JSON.stringify(pointer)));
}
