import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppDeps } from "../../../../platform/deps";
import type { StageModule } from "../../declarations";

/** Stage 3: department verification per material type (DOMAIN.md). */
export const departmentReviewStage: StageModule = { name: "department-review", states: ["DEPARTMENT_REVIEW"] };

export const departmentReviewRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async () => {};
