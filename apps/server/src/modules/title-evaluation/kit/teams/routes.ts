import {
  allocationSchema,
  checkContQuerySchema,
  progressQuerySchema,
  teamCheckSchema,
  teamQueueSchema,
  teamSaveSchema,
  teamsQuerySchema,
} from "@zcps/contracts/zcps/team-review/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { idParams } from "../../../../platform/entity-routes";
import { ok, requestLanguage } from "../../../../platform/http";
import { createAllocationService } from "./allocation-service";
import { createContentService } from "./content-service";
import { createDecisionService } from "./decision-service";
import { createListsService } from "./lists-service";
import type { TeamStageConfig } from "./stage-config";
import { createTeamService } from "./team-service";

/** The paths of the calls both team stages make, each stage naming its own (the spec's where it names them). */
export interface TeamRoutePaths {
  teams: string;
  teamCreate: string;
  teamUpdate: string;
  teamDelete: string;
  allocation: string;
  queue: string;
  check: string;
  checkCont: string;
  progress: string;
}

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * Registers the calls the two stages share, on the stage's paths: its teams, the allocation, a member's queue, a
 * member's check, one declaration's check content and the progress per team and member. The stage's routes add its
 * decisions.
 */
export function registerTeamRoutes(
  app: ZodApp,
  deps: AppDeps,
  config: TeamStageConfig,
  paths: TeamRoutePaths,
  tags: string[],
  names: { teams: string; queue: string; check: string; checkCont: string; progress: string },
) {
  const teams = createTeamService(deps, config);
  const allocation = createAllocationService(deps, config);
  const lists = createListsService(deps, config.stage);
  const decisions = createDecisionService(deps, config);
  const content = createContentService(deps, config);

  app.get(
    paths.teams,
    {
      schema: {
        tags,
        summary: `${names.teams}: the stage's teams with their members and figures, and who may join one`,
        querystring: teamsQuerySchema,
      },
    },
    async (request) => ok(request, await teams.list(caller(request), request.query.projectTimeId)),
  );
  app.post(
    paths.teamCreate,
    {
      schema: {
        tags,
        summary: "Form a team: a name, a leader and members (holders of the stage's role group); they are told",
        body: teamSaveSchema,
      },
    },
    async (request) => ok(request, await teams.create(caller(request), request.body), "team.saved"),
  );
  app.put(
    paths.teamUpdate,
    {
      schema: { tags, summary: "Change a team's name, leader or members", params: idParams, body: teamSaveSchema },
    },
    async (request) => ok(request, await teams.update(caller(request), request.params.id, request.body), "team.saved"),
  );
  app.delete(
    paths.teamDelete,
    {
      schema: {
        tags,
        summary: "Dissolve a team holding no declaration still to decide",
        params: idParams,
      },
    },
    async (request) => {
      await teams.remove(caller(request), request.params.id);
      return ok(request, null, "team.deleted");
    },
  );
  app.post(
    paths.allocation,
    {
      schema: {
        tags,
        summary:
          "allocation: HAND gives the chosen declarations to one team (a reallocation when they had another); EVEN " +
          "spreads every unallocated one over the teams, keeping a unit's or a discipline's together where the loads " +
          "allow. Never to a team with a member from the declarant's unit: HAND refuses, EVEN lists what it left out",
        body: allocationSchema,
      },
    },
    async (request) =>
      ok(request, await allocation.allocate(caller(request), request.body, requestLanguage(request)), "team.allocated"),
  );
  app.post(
    paths.queue,
    {
      schema: {
        tags,
        summary: `${names.queue}: my queue, the declarations allocated to my teams (PENDING: to decide; DECIDED: decided)`,
        body: teamQueueSchema,
      },
    },
    async (request) => ok(request, await lists.queue(caller(request), request.body)),
  );
  app.post(
    paths.check,
    {
      schema: {
        tags,
        summary:
          `${names.check}: a member's check of one declaration (checklist, a proposed conclusion, a comment), ` +
          "appended; it moves nothing (under the leader's confirmation the leader decides on it)",
        body: teamCheckSchema,
      },
    },
    async (request) => ok(request, await decisions.check(caller(request), request.body), "team.checked"),
  );
  app.get(
    paths.checkCont,
    {
      schema: {
        tags,
        summary:
          `${names.checkCont}: one declaration as the team checks it: the whole declaration, the conditions ` +
          "recomputed on verified items with each rule's figures, the departments' verdicts, the checklist with " +
          "suggested answers, duplicate claims, the checks so far and what I may do",
        querystring: checkContQuerySchema,
      },
    },
    async (request) =>
      ok(request, await content.checkContent(caller(request), request.query.declarationId, requestLanguage(request))),
  );
  app.get(
    paths.progress,
    {
      schema: {
        tags,
        summary: `${names.progress}: progress per team (allocated, open, checked, decided, by status) and per member`,
        querystring: progressQuerySchema,
      },
    },
    async (request) => ok(request, await lists.progress(caller(request), request.query.projectTimeId)),
  );

  return { teams, allocation, lists, decisions, content };
}
