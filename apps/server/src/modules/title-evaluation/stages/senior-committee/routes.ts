import { idSchema } from "@zcps/contracts/validation";
import {
  attendanceSchema,
  ballotSchema,
  drawSchema,
  groupCreateSchema,
  groupMoveSchema,
  groupUpdateSchema,
  meetingCreateSchema,
  meetingListQuerySchema,
  meetingMoveSchema,
  meetingUpdateSchema,
  membersSchema,
  COMMITTEE_ROUTES as R,
  recusalCreateSchema,
  signOffSchema,
} from "@zcps/contracts/zcps/committee/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { idParams } from "../../../../platform/entity-routes";
import { notFound } from "../../../../platform/errors";
import { attachmentDisposition, ok, requestLanguage, sendDownload } from "../../../../platform/http";
import { DOCX_TYPE } from "../../kit";
import { createPeerDocumentService } from "../peer-review";
import { streamVoteCount } from "./live";
import { createMeetingsService } from "./meetings-service";
import { createMinutesService } from "./minutes";
import { paperRoutes } from "./paper-routes";
import { createVoteService } from "./vote-service";

const groupParams = z.object({ groupId: idSchema });
const candidateParams = z.object({ groupId: idSchema, declarationId: idSchema });
const recusalParams = z.object({ id: idSchema, recusalId: idSchema });

/**
 * /api/zcps-sh/hwgl: the senior committee's meetings (hygl), its vote (ycgl) and results (HighJudges). Each route
 * is opened by its element (contracts committee/elements.ts) and works in the caller's tenant; a ballot also needs
 * the caller to sit on the meeting, the sign-off to chair it.
 */
export const seniorCommitteeRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: senior committee"];
  const meetings = createMeetingsService(deps);
  const vote = createVoteService(deps);
  const minutes = createMinutesService(deps, vote);
  const peerDocuments = createPeerDocumentService(deps);
  await app.register(paperRoutes, { deps });

  // --- meetings
  app.get(
    R.meetings,
    { schema: { tags, summary: "meetings of the tenant, newest first", querystring: meetingListQuerySchema } },
    async (request) => ok(request, await meetings.list(caller(request), request.query)),
  );
  app.post(
    R.meetings,
    { schema: { tags, summary: "meetings: create a draft meeting of a batch", body: meetingCreateSchema } },
    async (request) => ok(request, await meetings.create(caller(request), request.body), "common.created"),
  );
  app.get(
    R.meeting,
    {
      schema: { tags, summary: "meetings/{id}: members, recusals, groups and their counts", params: idParams },
    },
    async (request) => ok(request, await meetings.detail(caller(request), request.params.id, requestLanguage(request))),
  );
  app.put(
    R.meeting,
    {
      schema: {
        tags,
        summary: "meetings/{id}: change a draft's name, time, agenda and draw rule",
        params: idParams,
        body: meetingUpdateSchema,
      },
    },
    async (request) => {
      await meetings.update(caller(request), request.params.id, request.body);
      return ok(request, null, "common.updated");
    },
  );
  app.delete(
    R.meeting,
    { schema: { tags, summary: "meetings/{id}: delete a draft", params: idParams } },
    async (request) => {
      await meetings.remove(caller(request), request.params.id);
      return ok(request, null, "common.deleted");
    },
  );
  app.get(
    R.pool,
    { schema: { tags, summary: "meetings/{id}/pool: the committee pool and who may be drawn", params: idParams } },
    async (request) => ok(request, await meetings.pool(caller(request), request.params.id, requestLanguage(request))),
  );
  app.post(
    R.draw,
    {
      schema: {
        tags,
        summary: "meetings/{id}/draw: the seeded draw of the members (external share, draw ratio)",
        params: idParams,
        body: drawSchema,
      },
    },
    async (request) => ok(request, await meetings.draw(caller(request), request.params.id, request.body)),
  );
  app.put(
    R.members,
    {
      schema: {
        tags,
        summary: "meetings/{id}/members: members chosen, and the chair",
        params: idParams,
        body: membersSchema,
      },
    },
    async (request) => {
      await meetings.setMembers(caller(request), request.params.id, request.body);
      return ok(request, null, "common.updated");
    },
  );
  app.put(
    R.attendance,
    {
      schema: {
        tags,
        summary: "meetings/{id}/attendance: a member attends or not",
        params: idParams,
        body: attendanceSchema,
      },
    },
    async (request) => {
      await meetings.setAttendance(caller(request), request.params.id, request.body);
      return ok(request, null, "common.updated");
    },
  );
  app.post(
    R.recusals,
    {
      schema: {
        tags,
        summary: "meetings/{id}/recusals: a recusal a member declares",
        params: idParams,
        body: recusalCreateSchema,
      },
    },
    async (request) => {
      await meetings.addRecusal(caller(request), request.params.id, request.body);
      return ok(request, null, "common.created");
    },
  );
  app.delete(
    R.recusal,
    {
      schema: {
        tags,
        summary: "meetings/{id}/recusals/{recusalId}: withdraw a declared recusal",
        params: recusalParams,
      },
    },
    async (request) => {
      await meetings.removeRecusal(caller(request), request.params.id, request.params.recusalId);
      return ok(request, null, "common.deleted");
    },
  );
  app.get(
    R.candidates,
    {
      schema: {
        tags,
        summary: "meetings/{id}/candidates: the batch's declarations at the senior committee in no group yet",
        params: idParams,
      },
    },
    async (request) =>
      ok(request, await meetings.candidates(caller(request), request.params.id, requestLanguage(request))),
  );
  app.post(
    R.groups,
    {
      schema: { tags, summary: "meetings/{id}/groups: a voting group", params: idParams, body: groupCreateSchema },
    },
    async (request) =>
      ok(request, await meetings.createGroup(caller(request), request.params.id, request.body), "common.created"),
  );
  app.put(
    R.group,
    { schema: { tags, summary: "groups/{groupId}: change a group", params: groupParams, body: groupUpdateSchema } },
    async (request) => {
      await meetings.updateGroup(caller(request), request.params.groupId, request.body);
      return ok(request, null, "common.updated");
    },
  );
  app.delete(
    R.group,
    { schema: { tags, summary: "groups/{groupId}: delete a group", params: groupParams } },
    async (request) => {
      await meetings.removeGroup(caller(request), request.params.groupId);
      return ok(request, null, "common.deleted");
    },
  );
  app.post(
    R.move,
    {
      schema: {
        tags,
        summary: "meetings/{id}/move: start, pause, resume, end or archive",
        params: idParams,
        body: meetingMoveSchema,
      },
    },
    async (request) => {
      await meetings.move(caller(request), request.params.id, request.body.action);
      return ok(request, await meetings.detail(caller(request), request.params.id, requestLanguage(request)));
    },
  );

  // --- the vote
  app.post(
    R.groupMove,
    {
      schema: {
        tags,
        summary: "groups/{groupId}/move: open, pause, resume or close the current round (closing tallies it)",
        params: groupParams,
        body: groupMoveSchema,
      },
    },
    async (request) => {
      await vote.moveGroup(caller(request), request.params.groupId, request.body.action);
      return ok(request, await vote.count(caller(request), request.params.groupId));
    },
  );
  app.post(
    R.revote,
    {
      schema: { tags, summary: "groups/{groupId}/revote: a re-vote among the tied at the cap", params: groupParams },
    },
    async (request) => {
      await vote.revote(caller(request), request.params.groupId);
      return ok(request, await vote.count(caller(request), request.params.groupId));
    },
  );
  app.get(
    R.count,
    { schema: { tags, summary: "groups/{groupId}/count: members voted in the current round", params: groupParams } },
    async (request) => ok(request, await vote.count(caller(request), request.params.groupId)),
  );
  app.get(
    R.live,
    {
      schema: {
        tags,
        summary: "groups/{groupId}/live: the count as server-sent events, sent as it changes (never a choice)",
        params: groupParams,
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const first = await vote.count(auth, request.params.groupId);
      return streamVoteCount(request, reply, first, () => vote.count(auth, request.params.groupId));
    },
  );
  app.get(
    R.myMeetings,
    { schema: { tags, summary: "my/meetings: the member's groups and whether their ballot is in" } },
    async (request) => ok(request, await vote.myGroups(caller(request))),
  );
  app.get(
    R.ballot,
    { schema: { tags, summary: "my/groups/{groupId}/ballot: the member's ballot paper", params: groupParams } },
    async (request) =>
      ok(request, await vote.ballotView(caller(request), request.params.groupId, requestLanguage(request))),
  );
  app.post(
    R.ballot,
    {
      schema: {
        tags,
        summary: "my/groups/{groupId}/ballot: cast the member's ballot, once, stored without the voter",
        params: groupParams,
        body: ballotSchema,
      },
    },
    async (request) => {
      await vote.cast(caller(request), request.params.groupId, request.body);
      return ok(request, null, "committee.ballot.cast");
    },
  );

  app.get(
    R.ballotOpinions,
    {
      schema: {
        tags,
        summary:
          "my/groups/{groupId}/opinions/{declarationId}: the peer opinions on a candidate, experts unnamed (Word)",
        params: candidateParams,
      },
    },
    async (request, reply) => {
      const auth = caller(request);
      const { groupId, declarationId } = request.params;
      await vote.assertBallotCandidate(auth, groupId, declarationId);
      const file = await peerDocuments.committeeDocument(auth.tenantId, declarationId, requestLanguage(request));
      if (!file) throw notFound();
      return sendDownload(reply, DOCX_TYPE, file);
    },
  );

  // --- results
  app.get(
    R.results,
    { schema: { tags, summary: "meetings/{id}/results: each group's closed rounds and verdicts", params: idParams } },
    async (request) => ok(request, await vote.results(caller(request), request.params.id, requestLanguage(request))),
  );
  app.get(
    R.minutes,
    {
      compress: false,
      schema: {
        tags,
        summary: "meetings/{id}/minutes: the ended meeting's minutes (PDF): members, rounds, tallies, sign-off",
        params: idParams,
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const file = await minutes.minutesPdf(caller(request), request.params.id, lang);
      const name = lang === "en" ? "meeting-minutes.pdf" : `${file.name}会议纪要.pdf`;
      return reply
        .type("application/pdf")
        .header("content-disposition", attachmentDisposition("meeting-minutes.pdf", name))
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
  app.post(
    R.signOff,
    {
      schema: {
        tags,
        summary: "meetings/{id}/signOff: the chair signs off; the verdicts move the declarations",
        params: idParams,
        body: signOffSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await vote.signOff(caller(request), request.params.id, request.body.comment),
        "committee.signOff.signed",
      ),
  );
};
