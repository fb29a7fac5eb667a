import {
  requireCheckSchema,
  rulingSchema,
  SYNTHESIS_ROUTES as S,
  stageListSchema,
  synthesisSubmitSchema,
  teamWithdrawSchema,
} from "@zcps/contracts/zcps/team-review/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { idParams } from "../../../../platform/entity-routes";
import { ok, requestLanguage } from "../../../../platform/http";
import { registerTeamRoutes } from "../../kit";
import { SYNTHESIS_CONFIG } from "./stage";

/**
 * /api/zcps-sh/personnel/synthetical: the personnel synthesis review (stage 5). Teams conclude QUALIFIED,
 * NOT_QUALIFIED or DISPUTED (or return); a dispute goes to the personnel lead, whose ruling ends it.
 */
export const synthesisRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: synthesis review"];
  const { teams, lists, decisions, content } = registerTeamRoutes(app, deps, SYNTHESIS_CONFIG, S, tags, {
    teams: "getManegerUserList",
    queue: "getCheckUserList",
    check: "userCheck",
    checkCont: "getCheckCont",
    progress: "countDetail",
  });

  app.post(
    S.unallocated,
    {
      schema: {
        tags,
        summary: "getUnallocatedUserList: declarations in the stage allocated to no team yet",
        body: stageListSchema,
      },
    },
    async (request) => {
      const { allocated: _a, ...query } = request.body;
      return ok(request, await lists.list(caller(request), { ...query, allocated: "no", scope: "IN" }));
    },
  );
  app.post(
    S.byStatus,
    {
      schema: {
        tags,
        summary:
          "getUserListBystatus: the stage's declarations by their status in it (waiting, checked, disputed, " +
          "qualified, not qualified, returned, lapsed…), with their team",
        body: stageListSchema,
      },
    },
    async (request) => ok(request, await lists.list(caller(request), { ...request.body, scope: "ALL" })),
  );
  app.post(
    S.professor,
    {
      schema: {
        tags,
        summary:
          "professor: the qualified declarations, handed on to peer review and the professor committee (the list " +
          "they start from)",
        body: stageListSchema,
      },
    },
    async (request) =>
      ok(request, await lists.list(caller(request), { ...request.body, status: "QUALIFIED", scope: "ALL" })),
  );
  app.post(
    S.requireCheck,
    {
      schema: {
        tags,
        summary: "requireCheck: the declaration's conditions recomputed on verified items only, each rule's figures",
        body: requireCheckSchema,
      },
    },
    async (request) =>
      ok(request, await content.requireCheck(caller(request), request.body.declarationId, requestLanguage(request))),
  );
  app.get(
    S.require,
    {
      schema: {
        tags,
        summary: "getRequireByUserId/{id}: the requirement that applies to a declaration (id: the declaration's)",
        params: idParams,
      },
    },
    async (request) =>
      ok(request, await content.requirement(caller(request), request.params.id, requestLanguage(request))),
  );
  app.get(
    S.duty,
    { schema: { tags, summary: "getDuty: a team member's duties (leader, member) in my language" } },
    async (request) => ok(request, teams.duties(requestLanguage(request))),
  );
  app.post(
    S.submit,
    {
      schema: {
        tags,
        summary:
          "submit: the team's conclusion at the declaration's version: QUALIFIED (ready for peer review), " +
          "NOT_QUALIFIED or DISPUTED (a comment; a dispute goes to the personnel lead), or RETURN (everything to " +
          "fix at once, with a deadline). Any member, or the leader where the batch asks; 409 when someone decided first",
        body: synthesisSubmitSchema,
      },
    },
    async (request) => ok(request, await decisions.submit(caller(request), request.body), "team.submitted"),
  );
  app.post(
    S.withdraw,
    {
      schema: {
        tags,
        summary:
          "withdraw: the team takes its conclusion back (the declaration returns to the stage) while the next stage " +
          "has not acted, with a reason",
        body: teamWithdrawSchema,
      },
    },
    async (request) => ok(request, await decisions.withdraw(caller(request), request.body), "team.withdrawn"),
  );
  app.post(
    S.review,
    {
      schema: {
        tags,
        summary:
          "review: the personnel lead's ruling on a disputed declaration, QUALIFIED or NOT_QUALIFIED with its " +
          "reason (recorded; it ends the dispute)",
        body: rulingSchema,
      },
    },
    async (request) => ok(request, await decisions.rule(caller(request), request.body), "team.ruled"),
  );
};
