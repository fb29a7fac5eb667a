import { translate } from "@zcps/contracts/messages";
import {
  affirmSchema,
  assignmentRefSchema,
  myListQuerySchema,
  opinionSchema,
  packetFileParamsSchema,
  packetParamsSchema,
  PEER_ROUTES as R,
  respondSchema,
  SIGNATURE_MAX_BYTES,
} from "@zcps/contracts/zcps/peer-review/api";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { ok, requestLanguage } from "../../../../platform/http";
import { watermarker } from "../../kit";
import { createExpertIdentityService } from "./expert-identity-service";
import { createExpertReviewService } from "./expert-review-service";

/**
 * Stage 6: the expert's calls (IdentityVerification, ExpertReview): their record and the rounds' notices, identity
 * verification by a code sent to their phone, the signature, their invitations, accepting or declining, the
 * anonymised packet and its watermarked files, the opinion. Each call is opened by the expert's element codes, and
 * reads only the caller's own pool entry and invitations.
 */
export const peerExpertRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ["title evaluation: peer review (expert)"];
  const identity = createExpertIdentityService(deps);
  // the packet's files are marked on a thread of their own, closed with the app
  const marker = watermarker();
  app.addHook("onClose", () => marker.close());
  const review = createExpertReviewService(deps, marker);

  app.get(
    R.me,
    {
      schema: {
        tags,
        summary: "The expert's own pool record (masked phone) and whether they are verified and have a signature",
      },
    },
    async (request) => ok(request, await identity.self(caller(request))),
  );

  app.get(
    R.notice,
    { schema: { tags, summary: "The notices (评审须知) and terms of the rounds the expert has invitations in" } },
    async (request) => ok(request, await identity.notices(caller(request))),
  );

  app.post(
    R.sendCode,
    {
      schema: {
        tags,
        summary: "Send a six-digit verification code to the expert's phone (10 minutes; at most one a minute)",
      },
    },
    async (request) => {
      const sent = await identity.sendCode(caller(request));
      const message = translate("peer.code.sent", requestLanguage(request), { phone: sent.phoneMasked });
      return { ...ok(request, sent), message };
    },
  );

  app.post(
    R.affirm,
    {
      schema: {
        tags,
        summary: "Confirm name, institution and title with the code: the expert's identity verification (once)",
        description: "A mismatch names the field; five wrong codes end the code.",
        body: affirmSchema,
      },
    },
    async (request) => ok(request, await identity.affirm(caller(request), request.body), "peer.affirm.done"),
  );

  app.get(
    R.signature,
    { schema: { tags, summary: "The expert's signature image as a data URL (null when none is on file)" } },
    async (request) => ok(request, await identity.signature(caller(request))),
  );

  app.post(
    R.signatureUpload,
    {
      schema: {
        tags,
        summary: `Upload the expert's signature (multipart \`file\`: PNG or JPG, at most ${SIGNATURE_MAX_BYTES / 1024} KB; verified experts)`,
      },
    },
    async (request) => {
      const part = await request.file({ limits: { fileSize: SIGNATURE_MAX_BYTES + 1, files: 1 } });
      if (!part) throw badRequest("peer.signature.missing");
      const bytes = await part.toBuffer().catch(() => {
        throw badRequest("peer.signature.tooLarge", { kb: SIGNATURE_MAX_BYTES / 1024 });
      });
      if (part.file.truncated) throw badRequest("peer.signature.tooLarge", { kb: SIGNATURE_MAX_BYTES / 1024 });
      return ok(request, await identity.uploadSignature(caller(request), bytes, part.filename), "peer.signature.saved");
    },
  );

  app.get(
    R.myList,
    {
      schema: {
        tags,
        summary: "The expert's invitations (the declarant only by the round's code in an anonymous round)",
        querystring: myListQuerySchema,
      },
    },
    async (request) => ok(request, await review.list(caller(request), request.query)),
  );

  app.post(
    R.respond,
    {
      schema: {
        tags,
        summary: "Accept an invitation (verified experts) or decline it with a reason or a declared conflict",
        body: respondSchema,
      },
    },
    async (request) => {
      const { row, key } = await review.respond(caller(request), request.body);
      return ok(request, row, key);
    },
  );

  app.get(
    R.packet,
    {
      schema: {
        tags,
        summary:
          "The review packet of an accepted invitation (`userId`: the invitation's id), from the frozen snapshot",
        description:
          "Representative works, an overview by material type and the self-summary; in an anonymous round the " +
          "declarant's name becomes the round's code and their staff number, ID number and unit are removed.",
        params: packetParamsSchema,
      },
    },
    async (request) =>
      ok(request, await review.packet(caller(request), request.params.userId, request.params.projectTimeId)),
  );

  app.get(
    R.packetFile,
    {
      schema: {
        tags,
        summary: "One attachment of the packet's works as a PDF watermarked with the expert's name and the time",
        params: packetFileParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await review.packetFile(caller(request), request.params.userId, request.params.fileId);
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    },
  );

  app.post(
    R.saveOpinion,
    { schema: { tags, summary: "Save the opinion as a draft (accepted invitations)", body: opinionSchema } },
    async (request) =>
      ok(
        request,
        await review.saveOpinion(caller(request), request.body, requestLanguage(request)),
        "peer.opinion.saved",
      ),
  );

  app.post(
    R.submitOpinion,
    {
      schema: {
        tags,
        summary: "Submit the saved opinion: every criterion, a conclusion, the comment's length and a signature",
        body: assignmentRefSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await review.submitOpinion(caller(request), request.body.assignmentId, requestLanguage(request)),
        "peer.opinion.submitted",
      ),
  );
};
