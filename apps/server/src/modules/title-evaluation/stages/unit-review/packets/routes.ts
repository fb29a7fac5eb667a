import { packetStartSchema, packetTaskSchema, UNIT_PACKETS_API } from "@zcps/contracts/zcps/unit-review/packets";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../../platform/auth";
import type { AppDeps } from "../../../../../platform/deps";
import { attachmentDisposition, ok, requestLanguage } from "../../../../../platform/http";
import { PACKET_QUEUE, packetJob } from "./job";
import { createPacketService } from "./service";

/**
 * unit/sbjbZip, unit/sbjbZipExists and the zip's download: the unit's declaration packets. The task's handler is
 * registered here, while the app is built, before the queue starts.
 */
export const packetRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // 300 declarants take half a minute to a minute and a half; an attempt cut off by a stop is retried at once, one
  // whose instance died once its expiry has passed, each from the start
  deps.queue.register(PACKET_QUEUE, packetJob(deps), { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 1200 });
  const packets = createPacketService(deps);
  const tags = ["title evaluation: unit review"];

  app.get(
    UNIT_PACKETS_API.start,
    {
      schema: {
        tags,
        summary: "Zip the unit's declaration packets in the background (the task under way, if one is)",
        querystring: packetStartSchema,
      },
    },
    async (request) => ok(request, await packets.start(caller(request), request.query, requestLanguage(request))),
  );
  app.get(
    UNIT_PACKETS_API.status,
    {
      schema: {
        tags,
        summary: "How far the packets' task is; ready once the zip can be downloaded",
        querystring: packetTaskSchema,
      },
    },
    async (request) => ok(request, await packets.status(caller(request), request.query.taskId)),
  );
  app.get(
    UNIT_PACKETS_API.download,
    {
      compress: false,
      schema: { tags, summary: "The packets' zip, streamed", querystring: packetTaskSchema },
    },
    async (request, reply) => {
      const zip = await packets.download(caller(request), request.query.taskId, requestLanguage(request));
      return reply
        .type("application/zip")
        .header("content-length", zip.size)
        .header("content-disposition", attachmentDisposition(zip.asciiName, zip.fileName))
        .header("cache-control", "no-store")
        .send(zip.body);
    },
  );
};
