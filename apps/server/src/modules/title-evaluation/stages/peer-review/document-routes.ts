import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../../platform/deps";

/** Stage 6: the opinions' Word documents and their zips. */
export const peerDocumentRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (_app, _opts) => {};
