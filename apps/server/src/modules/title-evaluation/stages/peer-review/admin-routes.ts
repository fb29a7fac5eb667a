import {
  assignmentPageSchema,
  cancelAssignmentsSchema,
  confirmSchema,
  invalidateSchema,
  opinionPageSchema,
  peerRoundInputSchema,
  peerRoundListQuerySchema,
  peerRoundUpdateSchema,
  PEER_ROUTES as R,
  remindSchema,
  replacementRefSchema,
  replaceSchema,
  roundPageSchema,
  simulateSchema,
  simulationRefSchema,
  summaryQuerySchema,
  verificationQuerySchema,
  verifyByHandSchema,
} from "@zcps/contracts/zcps/peer-review/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { idParams } from "../../../../platform/entity-routes";
import { ok, requestLanguage, sendNamedXlsx } from "../../../../platform/http";
import { createAllocationService } from "./allocation-service";
import { createInvitationsService } from "./invitations-service";
import { createOpinionsService } from "./opinions-service";
import { createRoundsService } from "./rounds-service";
import { createSummaryService } from "./summary-service";

/**
 * Stage 6: the administrator's calls (rounds, lists, simulate, submit, cancel, replace, remind, opinions' review,
 * summary, verifications). Each route is opened by its element (contracts peer-review/elements.ts) and works in the
 * caller's tenant.
 */
export const peerAdminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: peer review"];
  const rounds = createRoundsService(deps);
  const allocation = createAllocationService(deps);
  const invitations = createInvitationsService(deps);
  const opinions = createOpinionsService(deps);
  const summary = createSummaryService(deps);

  // --- rounds (ExpertAudit)
  app.get(
    R.rounds,
    {
      schema: {
        tags,
        summary: "rounds: the batch's review rounds (the current project's first batch unless named)",
        querystring: peerRoundListQuerySchema,
      },
    },
    async (request) => ok(request, await rounds.list(caller(request), request.query.projectTimeId || undefined)),
  );
  app.post(
    R.rounds,
    { schema: { tags, summary: "rounds: create a round of a batch with its settings", body: peerRoundInputSchema } },
    async (request) => ok(request, await rounds.create(caller(request), request.body), "peer.roundSaved"),
  );
  app.put(
    R.round,
    {
      schema: {
        tags,
        summary: "rounds/{id}: change a round's name, settings, or open/close it",
        params: idParams,
        body: peerRoundUpdateSchema,
      },
    },
    async (request) =>
      ok(request, await rounds.update(caller(request), request.params.id, request.body), "peer.roundSaved"),
  );

  // --- lists
  app.post(
    R.unallocated,
    {
      schema: {
        tags,
        summary: "getPeerListNFP: QUALIFIED declarations of the round's batch not sent out, with their composition",
        body: roundPageSchema,
      },
    },
    async (request) => ok(request, await rounds.unallocated(caller(request), request.body)),
  );
  app.post(
    R.declarations,
    {
      schema: {
        tags,
        summary: "getDeclareUserList: the batch's declarations at or past QUALIFIED with their peer standing",
        body: roundPageSchema,
      },
    },
    async (request) => ok(request, await rounds.declarations(caller(request), request.body)),
  );
  app.post(
    R.allocated,
    {
      schema: {
        tags,
        summary: "getDeclareUserListFP: declarations the round took, invitations by status, code and verdict",
        body: roundPageSchema,
      },
    },
    async (request) => ok(request, await rounds.allocated(caller(request), request.body)),
  );
  app.post(
    R.assignments,
    {
      schema: { tags, summary: "findAllocationList: the round's invitations, filtered", body: assignmentPageSchema },
    },
    async (request) => ok(request, await rounds.assignments(caller(request), request.body)),
  );

  // --- allocation
  app.post(
    R.simulate,
    {
      schema: {
        tags,
        summary:
          "simulateAllocation: a dry run of the allocation (seeded, pins and forbidden pairs); persists only the " +
          "simulation record; unmet declarants come with their reason",
        body: simulateSchema,
      },
    },
    async (request) =>
      ok(request, await allocation.simulate(caller(request), request.body, requestLanguage(request)), "peer.simulated"),
  );
  app.post(
    R.cancelSimulation,
    { schema: { tags, summary: "cancelSimulationAllocation: discard a simulation", body: simulationRefSchema } },
    async (request) =>
      ok(request, await allocation.discard(caller(request), request.body.simulationId), "peer.simulationDiscarded"),
  );
  app.post(
    R.submit,
    {
      schema: {
        tags,
        summary:
          "submitAllocation: invite the experts of a simulation's plan after re-checking it; moves the served " +
          "declarations to PEER_REVIEW (materials frozen); idempotent per simulation",
        body: simulationRefSchema,
      },
    },
    async (request) => {
      const result = await allocation.submit(
        caller(request),
        request.body.simulationId,
        requestLanguage(request),
        request.log,
      );
      return ok(request, result, result.repeated ? "peer.submitRepeated" : "peer.submitted");
    },
  );

  // --- invitations (AlreadySS)
  app.post(
    R.cancel,
    {
      schema: {
        tags,
        summary:
          "cancelPeerAllocation: cancel invitations no expert opened (a declaration left with none returns to " +
          "QUALIFIED), with a reason",
        body: cancelAssignmentsSchema,
      },
    },
    async (request) =>
      ok(request, await invitations.cancel(caller(request), request.body, requestLanguage(request)), "peer.cancelled"),
  );
  app.post(
    R.suggestReplacement,
    {
      schema: {
        tags,
        summary: "suggestReplacement: experts who may replace an invitation, best first, with the current loads",
        body: replacementRefSchema,
      },
    },
    async (request) =>
      ok(request, await invitations.suggest(caller(request), request.body.assignmentId, requestLanguage(request))),
  );
  app.post(
    R.replace,
    {
      schema: {
        tags,
        summary:
          "saveHistory: send a replacement (补派) for a declined, expired or invalid invitation, with a reason code",
        body: replaceSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await invitations.replace(caller(request), request.body, requestLanguage(request), request.log),
        "peer.replaced",
      ),
  );
  app.post(
    R.remind,
    {
      schema: { tags, summary: "customPushMsg: remind the experts of chosen open invitations", body: remindSchema },
    },
    async (request) =>
      ok(
        request,
        await invitations.remind(caller(request), request.body, requestLanguage(request), request.log),
        "peer.reminded",
      ),
  );

  // --- opinions (NotesReview)
  app.post(
    R.opinions,
    {
      schema: {
        tags,
        summary: "getPeerListSS: the round's submitted opinions, with the expert",
        body: opinionPageSchema,
      },
    },
    async (request) => ok(request, await opinions.page(caller(request), request.body)),
  );
  app.post(
    R.invalidate,
    {
      schema: {
        tags,
        summary: "returnAudit: mark a submitted opinion invalid with a reason (the declarant then needs a replacement)",
        body: invalidateSchema,
      },
    },
    async (request) => ok(request, await opinions.invalidate(caller(request), request.body), "peer.invalidated"),
  );

  // --- summary (SummaryResults)
  app.post(
    R.summary,
    {
      schema: {
        tags,
        summary: "getPeerListHZ: per declarant of the round, the pass rule's summary of its opinions",
        body: summaryQuerySchema,
      },
    },
    async (request) => ok(request, await summary.page(caller(request), request.body)),
  );
  app.get(
    R.summaryExport,
    { schema: { tags, summary: "summaryExport: the summary as xlsx", querystring: summaryQuerySchema } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const body = await summary.workbook(caller(request), request.query, lang);
      return sendNamedXlsx(reply, body, { zh: "同行评议结果汇总", en: "peer-review-summary" }, lang);
    },
  );
  app.post(
    R.confirm,
    {
      schema: {
        tags,
        summary:
          "confirmVerdict: move each complete summary's declaration by its verdict (PASS, FAIL, NEEDS_MORE adds " +
          "experts); incomplete and confirmed ones are skipped",
        body: confirmSchema,
      },
    },
    async (request) => ok(request, await summary.confirm(caller(request), request.body), "peer.confirmed"),
  );

  // --- identity verification (IdentityVerification, the administrator's side)
  app.get(
    R.verifications,
    {
      schema: {
        tags,
        summary: "verifications: every approved expert with their verification and invitations in open rounds",
        querystring: verificationQuerySchema,
      },
    },
    async (request) => ok(request, await opinions.verifications(caller(request), request.query)),
  );
  app.post(
    R.verifications,
    { schema: { tags, summary: "verifications: personnel verify an expert by hand", body: verifyByHandSchema } },
    async (request) =>
      ok(
        request,
        await opinions.verifyByHand(caller(request), request.body.expertId, request.body.note),
        "peer.verified",
      ),
  );
};
