import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../../platform/deps";

/** Stage 6: the expert's calls (identity verification, invitations, packet, opinion, signature). */
export const peerExpertRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (_app, _opts) => {};
