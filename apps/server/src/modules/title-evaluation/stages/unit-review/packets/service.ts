import type { Readable } from "node:stream";
import { type Language, translate } from "@zcps/contracts/messages";
import type { PacketStart, PacketStatus, PacketTask } from "@zcps/contracts/zcps/unit-review/packets";
import type { AuthContext } from "../../../../../platform/auth";
import type { AppDeps } from "../../../../../platform/deps";
import { badRequest, notFound } from "../../../../../platform/errors";
import type { TaskState } from "../../../../../platform/queue";
import { actorRolesOf, findDepartName } from "../../../declarations";
import { localDate } from "../../../kit";
import { unitActor } from "../caller";
import { PACKET_QUEUE, type PacketJobData, type PacketOutput } from "./job";
import * as repo from "./repo";

/** A task still to run or running: a second request for the same unit and batch answers it. */
const UNDER_WAY: readonly TaskState[] = ["created", "active", "retry"];

export interface PacketDownload {
  body: Readable;
  size: number;
  /** shown to the user, in their language */
  fileName: string;
  /** the same in ASCII, for clients that read only `filename` */
  asciiName: string;
}

/**
 * unit/sbjbZip: a unit administrator or leader has the unit's declaration packets zipped in the background,
 * follows the task, and downloads the zip. Every call is scoped to the caller's units: another unit's task is 404.
 */
export function createPacketService(deps: Pick<AppDeps, "db" | "queue" | "storage" | "config">) {
  const { db, queue, storage, config } = deps;

  /** The caller's packet task, or 404: unknown, another tenant's, or a unit the caller does not hold. */
  async function ownPacket(auth: AuthContext, taskId: string) {
    const [actors, packet] = await Promise.all([actorRolesOf(db, auth), repo.findPacket(db, auth.tenantId, taskId)]);
    if (actors.unitIds.length === 0) throw badRequest("unit.noUnit");
    if (!packet || !actors.unitIds.includes(packet.unitId)) throw notFound();
    const task = await queue.get(taskId);
    if (!task) throw notFound();
    return { packet, task };
  }

  return {
    async start(auth: AuthContext, query: PacketStart, lang: Language): Promise<PacketTask> {
      const caller = await unitActor(db, auth, query.projectTimeId);
      const unitId = query.unitId ?? caller.actors.unitIds[0];
      if (!unitId || !caller.actors.unitIds.includes(unitId)) throw notFound();
      const key = { tenantId: auth.tenantId, projectTimeId: caller.batch.id, unitId };
      // read outside the transaction (the queue reads on its own connection, which PGlite would make wait)
      const seen = await repo.latestPacket(db, key);
      if (seen && UNDER_WAY.includes((await queue.get(seen.id))?.state ?? "completed")) return { taskId: seen.id };
      const batchName = (lang === "en" ? caller.batch.nameEn : null) ?? caller.batch.name;
      const taskId = await db.transaction(async (tx) => {
        await repo.lockUnitBatch(tx, key);
        // someone started one since: theirs is under way
        const latest = await repo.latestPacket(tx, key);
        if (latest && latest.id !== seen?.id) return latest.id;
        const data: PacketJobData = { ...key, lang, batchName };
        const id = await queue.send(PACKET_QUEUE, data, { tx });
        await repo.insertPacket(tx, { id, ...key, requestedBy: auth.userId });
        return id;
      });
      return { taskId };
    },

    async status(auth: AuthContext, taskId: string): Promise<PacketStatus> {
      const { task } = await ownPacket(auth, taskId);
      const ready = task.state === "completed";
      return {
        state: task.state,
        done: task.progress.done,
        total: task.progress.total,
        note: task.progress.note,
        ready,
        error: ready ? null : task.error,
      };
    },

    async download(auth: AuthContext, taskId: string, lang: Language): Promise<PacketDownload> {
      const { packet, task } = await ownPacket(auth, taskId);
      const output = task.output as PacketOutput | null;
      if (task.state !== "completed" || !output) throw badRequest("unit.packetNotReady");
      const body = await storage.read(output.fileKey);
      if (!body) throw notFound();
      const unit = await findDepartName(db, auth.tenantId, packet.unitId);
      const day = localDate(task.completedAt ?? new Date(), config.TIME_ZONE).replace(/-/g, "");
      const unitName = (lang === "en" ? unit?.nameEn : null) ?? unit?.name ?? "";
      const fileName = translate("unit.packetZipName", lang, { unit: unitName, day });
      const asciiName = `declaration-packets-${day}.zip`;
      return { body, size: output.size, fileName, asciiName };
    },
  };
}
