import {
  declareCountQuerySchema,
  findCountQuerySchema,
  PERSONNEL_ROUTES as P,
  type PersonnelFigures,
  personnelDecisionSchema,
  personnelListSchema,
  type TeamStage,
  teamWithdrawSchema,
  unitRestartSchema,
} from "@zcps/contracts/zcps/team-review/api";
import { sbtjQuerySchema } from "@zcps/contracts/zcps/workflow/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import { requestDataScope } from "../../../../platform/data-scope";
import type { AppDeps } from "../../../../platform/deps";
import { ok, requestLanguage, sendNamedXlsx } from "../../../../platform/http";
import {
  createDecisionService,
  createListsService,
  createRestartService,
  outcomeWorkbook,
  statisticsWorkbook,
} from "../../kit";
import { createReviewService } from "../../review";
import { FORMAL_AUDIT_CONFIG } from "../formal-audit";
import { SYNTHESIS_CONFIG } from "../synthesis";

/**
 * /api/zcps-sh/personnel: personnel's calls over both team stages: the figures, the outcome counts by unit × title
 * (with xlsx), a stage's declarations, a unit's restart, personnel's own decision, the formal audit's withdrawal and
 * the declarant statistics' xlsx.
 */
export const personnelRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: personnel (formal audit and synthesis)"];
  const configs = { FORMAL_AUDIT: FORMAL_AUDIT_CONFIG, SYNTHESIS_REVIEW: SYNTHESIS_CONFIG } as const;
  const lists = {
    FORMAL_AUDIT: createListsService(deps, "FORMAL_AUDIT"),
    SYNTHESIS_REVIEW: createListsService(deps, "SYNTHESIS_REVIEW"),
  };
  const decisions = (stage: TeamStage) => createDecisionService(deps, configs[stage]);
  const restart = createRestartService(deps);
  const review = createReviewService(deps);

  app.get(
    P.findCount,
    {
      schema: {
        tags,
        summary: "findCount: both team stages at a glance: in the stage, unallocated, checked, disputed, open returns",
        querystring: findCountQuerySchema,
      },
    },
    async (request) => {
      const auth = caller(request);
      const { projectTimeId } = request.query;
      const [formal, synthesis] = await Promise.all([
        lists.FORMAL_AUDIT.figures(auth, projectTimeId),
        lists.SYNTHESIS_REVIEW.figures(auth, projectTimeId),
      ]);
      const { projectTimeId: batchId, ...formalAudit } = formal;
      const { projectTimeId: _s, ...rest } = synthesis;
      return ok(request, { projectTimeId: batchId, formalAudit, synthesis: rest } satisfies PersonnelFigures);
    },
  );
  app.get(
    P.findDeclareCount,
    {
      schema: {
        tags,
        summary: "findDeclareCount?type: one stage's declarations counted by unit × title and status",
        querystring: declareCountQuerySchema,
      },
    },
    async (request) =>
      ok(request, await lists[request.query.type].outcomes(caller(request), request.query.projectTimeId)),
  );
  app.get(
    P.findDeclareCountExport,
    {
      compress: false,
      schema: { tags, summary: "The same count as an xlsx download", querystring: declareCountQuerySchema },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const count = await lists[request.query.type].outcomes(caller(request), request.query.projectTimeId);
      const names =
        request.query.type === "FORMAL_AUDIT"
          ? { en: "formal-audit-results", zh: "形式审查结果统计" }
          : { en: "synthesis-results", zh: "综合审核结果统计" };
      return sendNamedXlsx(reply, await outcomeWorkbook(count, lang), names, lang);
    },
  );
  app.post(
    P.declarations,
    {
      schema: {
        tags,
        summary: "getDeclareUserList: every declaration that reached a stage, with its team and status there",
        body: personnelListSchema,
      },
    },
    async (request) => {
      const { stage, ...query } = request.body;
      return ok(request, await lists[stage].list(caller(request), { ...query, scope: "ALL" }));
    },
  );
  app.post(
    P.unitStartAgainAudit,
    {
      schema: {
        tags,
        summary:
          "unitStartAgainAudit: every declaration of a unit in the stage goes back to the unit with the reason " +
          "(a return to the unit, with the correction deadline); the unit's administrators are told",
        body: unitRestartSchema,
      },
    },
    async (request) => ok(request, await restart.restartUnit(caller(request), request.body), "team.restarted"),
  );
  app.post(
    P.submitUser,
    {
      schema: {
        tags,
        summary:
          "submitUser: personnel decide one declaration of a stage themselves (one no team could take, say), with " +
          "the same decisions and checks as a team",
        body: personnelDecisionSchema,
      },
    },
    async (request) => {
      const { stage, ...body } = request.body;
      return ok(request, await decisions(stage).decideAsPersonnel(caller(request), body), "team.submitted");
    },
  );
  app.post(
    P.withdraw,
    {
      schema: {
        tags,
        summary:
          "withdraw: the formal-audit team (or personnel) takes its pass back, while the synthesis review has not " +
          "acted on the declaration, with a reason",
        body: teamWithdrawSchema,
      },
    },
    async (request) =>
      ok(request, await decisions("FORMAL_AUDIT").withdraw(caller(request), request.body), "team.withdrawn"),
  );
  app.get(
    P.declarantCountExport,
    {
      compress: false,
      schema: { tags, summary: "sys/sbtj's declarant statistics as an xlsx download", querystring: sbtjQuerySchema },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const reviewer = { auth: caller(request), scope: await requestDataScope(request, deps) };
      const statistics = await review.statistics(reviewer, request.query.projectTimeId || undefined);
      return sendNamedXlsx(
        reply,
        await statisticsWorkbook(statistics, lang),
        { en: "declarant-statistics", zh: "申报人数统计" },
        lang,
      );
    },
  );
};
