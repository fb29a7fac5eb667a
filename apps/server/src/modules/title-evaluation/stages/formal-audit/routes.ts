import {
  FORMAL_AUDIT_ROUTES as F,
  formalSubmitSchema,
  returnAuditSchema,
  stageListSchema,
} from "@zcps/contracts/zcps/team-review/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { ok } from "../../../../platform/http";
import { registerTeamRoutes } from "../../kit";
import { FORMAL_AUDIT_CONFIG } from "./stage";

/**
 * /api/zcps-sh/personnelForm: the formal audit (stage 4). Personnel form the teams and allocate; a member checks and
 * the team passes, returns (to the declarant, the unit or one department, everything to fix at once, with a
 * deadline) or finds a declaration ineligible. The team's withdrawal is personnel/withdraw (personnel routes).
 */
export const formalAuditRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: formal audit"];
  const { lists, decisions } = registerTeamRoutes(app, deps, FORMAL_AUDIT_CONFIG, F, tags, {
    teams: "getManegerUserList",
    queue: "getDeclareUserCheckList",
    check: "check",
    checkCont: "findCheckCont",
    progress: "countDetail",
  });

  app.post(
    F.declarations,
    {
      schema: {
        tags,
        summary:
          "getDeclareUserList: the stage's declarations with their team and status (personnel): allocated or not, " +
          "by unit, title, team, status",
        body: stageListSchema,
      },
    },
    async (request) => {
      const { allocated, ...query } = request.body;
      return ok(request, await lists.list(caller(request), { ...query, allocated, scope: "ALL" }));
    },
  );
  app.post(
    F.submit,
    {
      schema: {
        tags,
        summary:
          "submit: the team's decision at the declaration's version: PASS (on to the synthesis review) or INELIGIBLE " +
          "(a reason and the failing rule ids; appealable). Any member, or the leader where the batch asks the leader " +
          "to confirm; 409 when someone decided first",
        body: formalSubmitSchema,
      },
    },
    async (request) => ok(request, await decisions.submit(caller(request), request.body), "team.submitted"),
  );
  app.post(
    F.returnAudit,
    {
      schema: {
        tags,
        summary:
          "returnAudit: the team returns the declaration with everything to fix at once (一次性告知): to the " +
          "declarant or the unit (a deadline in working days, setting formalAuditReturnDays; uncorrected it lapses " +
          "into withdrawn), or to one department to check named items again",
        body: returnAuditSchema,
      },
    },
    async (request) => ok(request, await decisions.submit(caller(request), request.body), "team.returned"),
  );
};
