import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../../platform/deps";

/** Stage 6: the administrator's calls (rounds, lists, simulate, submit, cancel, replace, remind, opinions' review, summary, verifications). */
export const peerAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (_app, _opts) => {};
