import {
  attachmentIdParams,
  DECLARE_API,
  declarationChoiceSchema,
  declarationChoiceUpdateSchema,
  declarationIdParams,
  findCheckLogQuerySchema,
  findDataBodySchema,
  findTableBodySchema,
  itemIdParams,
  itemInputSchema,
  itemOrderSchema,
  itemUpdateSchema,
  representativesSchema,
  returnAuditBodySchema,
  transitionBodySchema,
  versionBodySchema,
} from "@zcps/contracts/zcps/declaration/api";
import { ATTACHMENT_PREVIEW_ROUTE, TRANSITION_ROUTE } from "@zcps/contracts/zcps/declaration/elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { badRequest } from "../../../platform/errors";
import { ok, requestLanguage } from "../../../platform/http";
import { ATTACHMENT_MAX_BYTES } from "./attachments";
import { createDeclarationService } from "./service";

const DECLARATIONS = `${DECLARE_API}/declarations`;
const SYS = "/api/zcps-sh/sys";

/**
 * The declarant's journey (element codes userCenter:*, own data only) and the spec's sys calls that read a
 * declaration (its declarant and the reviewers who may see it) or return it (UnitAuditRostor:*).
 */
export const declarationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const declarations = createDeclarationService(deps);
  const tags = ["declaration"];

  app.get(
    "/api/zcps/user/checkUser",
    {
      schema: {
        tags,
        summary: "May I declare?",
        description:
          "The caller's staff record, the batches of the current project whose declaration window is open with the " +
          "titles, tracks and methods each allows this staff member (batch titles narrowed by the post restriction of " +
          "their post type), and the caller's existing declarations.",
      },
    },
    async (request) => ok(request, await declarations.checkUser(caller(request), requestLanguage(request))),
  );

  app.get(DECLARATIONS, { schema: { tags, summary: "My declarations" } }, async (request) =>
    ok(request, await declarations.listMine(caller(request), requestLanguage(request))),
  );
  app.get(
    `${DECLARATIONS}/:id`,
    {
      schema: {
        tags,
        summary: "One declaration with what the caller may do next",
        description:
          "Status, return scope, the workflow events the caller may fire now, and the declarant's next steps.",
        params: declarationIdParams,
      },
    },
    async (request) =>
      ok(request, await declarations.detail(caller(request), request.params.id, requestLanguage(request))),
  );
  app.post(
    DECLARATIONS,
    {
      schema: {
        tags,
        summary: "Start a declaration (batch, title, track, method)",
        description: "The staff member's imported source records are copied in as read-only items.",
        body: declarationChoiceSchema,
      },
    },
    async (request) => ok(request, await declarations.create(caller(request), request.body), "common.created"),
  );
  app.put(
    `${DECLARATIONS}/:id`,
    {
      schema: {
        tags,
        summary: "Change the title, track or method of a draft",
        params: declarationIdParams,
        body: declarationChoiceUpdateSchema,
      },
    },
    async (request) => {
      await declarations.changeChoice(caller(request), request.params.id, request.body);
      return ok(request, null, "common.updated");
    },
  );

  app.post(
    `${DECLARATIONS}/:id/items`,
    {
      schema: {
        tags,
        summary: "Add a material item",
        description: "The payload is validated by the material type's schema; the batch's directory limits the count.",
        params: declarationIdParams,
        body: itemInputSchema,
      },
    },
    async (request) =>
      ok(
        request,
        await declarations.addItem(caller(request), request.params.id, request.body.materialType, request.body.payload),
        "common.created",
      ),
  );
  app.put(
    `${DECLARE_API}/items/:itemId`,
    { schema: { tags, summary: "Edit a material item", params: itemIdParams, body: itemUpdateSchema } },
    async (request) => {
      await declarations.updateItem(caller(request), request.params.itemId, request.body.payload);
      return ok(request, null, "common.updated");
    },
  );
  app.delete(
    `${DECLARE_API}/items/:itemId`,
    { schema: { tags, summary: "Delete a material item and its attachments", params: itemIdParams } },
    async (request) => {
      await declarations.deleteItem(caller(request), request.params.itemId);
      return ok(request, null, "common.deleted");
    },
  );
  app.put(
    `${DECLARATIONS}/:id/itemOrder`,
    {
      schema: { tags, summary: "Reorder the items of one section", params: declarationIdParams, body: itemOrderSchema },
    },
    async (request) => {
      await declarations.reorderItems(
        caller(request),
        request.params.id,
        request.body.materialType,
        request.body.itemIds,
      );
      return ok(request, null, "common.updated");
    },
  );
  app.put(
    `${DECLARATIONS}/:id/representatives`,
    {
      schema: {
        tags,
        summary: "Mark the representative works, in order",
        params: declarationIdParams,
        body: representativesSchema,
      },
    },
    async (request) => {
      await declarations.setRepresentatives(caller(request), request.params.id, request.body.itemIds);
      return ok(request, null, "common.updated");
    },
  );

  app.post(
    `${DECLARE_API}/items/:itemId/attachments`,
    {
      schema: {
        tags,
        summary: "Upload an attachment to an item (multipart `file`: PDF, JPEG or PNG)",
        params: itemIdParams,
      },
    },
    async (request) => {
      const part = await request.file({ limits: { fileSize: ATTACHMENT_MAX_BYTES + 1, files: 1 } });
      if (!part) throw badRequest("declare.attachmentMissing");
      const bytes = await part.toBuffer().catch(() => {
        throw badRequest("declare.attachmentTooLarge");
      });
      if (part.file.truncated) throw badRequest("declare.attachmentTooLarge");
      return ok(
        request,
        await declarations.uploadAttachment(caller(request), request.params.itemId, bytes, part.filename),
        "common.created",
      );
    },
  );
  app.delete(
    `${DECLARE_API}/attachments/:attachmentId`,
    { schema: { tags, summary: "Delete an attachment", params: attachmentIdParams } },
    async (request) => {
      await declarations.deleteAttachment(caller(request), request.params.attachmentId);
      return ok(request, null, "common.deleted");
    },
  );
  app.get(
    ATTACHMENT_PREVIEW_ROUTE,
    {
      schema: {
        tags,
        summary: "An attachment's file, for preview",
        description: "Streams the file to its declarant and to the reviewers who may see the declaration.",
        params: attachmentIdParams,
      },
    },
    async (request, reply) => {
      const file = await declarations.attachmentFile(caller(request), request.params.attachmentId);
      return reply
        .header("content-type", file.mime)
        .header("content-disposition", `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.body);
    },
  );

  app.get(
    `${DECLARATIONS}/:id/precheck`,
    {
      schema: {
        tags,
        summary: "Eligibility pre-check",
        description:
          "Evaluates the batch's current requirement (highest version for title × track × method, falling back to " +
          "any track and the normal method) on the items and the staff member's fields up to the batch's cut-off " +
          "date: every rule with its text, figures and pass/fail, and the required sections still empty.",
        params: declarationIdParams,
      },
    },
    async (request) =>
      ok(request, await declarations.precheck(caller(request), request.params.id, requestLanguage(request))),
  );
  app.post(
    `${DECLARATIONS}/:id/pledge`,
    { schema: { tags, summary: "Sign the integrity pledge", params: declarationIdParams } },
    async (request) => {
      await declarations.signPledge(caller(request), request.params.id);
      return ok(request, null, "declare.pledgeSigned");
    },
  );
  for (const [action, messageKey] of [
    ["submit", "declare.submitted"],
    ["withdraw", "declare.withdrawn"],
    ["resubmit", "declare.resubmitted"],
  ] as const) {
    app.post(
      `${DECLARATIONS}/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action[0]?.toUpperCase()}${action.slice(1)} the declaration (state machine)`,
          params: declarationIdParams,
          body: versionBodySchema,
        },
      },
      async (request) =>
        ok(request, await declarations[action](caller(request), request.params.id, request.body.version), messageKey),
    );
  }

  // The spec's sys calls
  app.get(
    `${SYS}/user/:id`,
    {
      schema: {
        tags,
        summary: "A staff member's master data (declaration header)",
        description:
          "`id` is a staff record's id or its account's user id. A declarant reads only their own; reviewers read " +
          "the staff members whose declarations they may see.",
        params: declarationIdParams,
      },
    },
    async (request) =>
      ok(request, await declarations.staffHeader(caller(request), request.params.id, requestLanguage(request))),
  );
  app.post(
    `${SYS}/findTable`,
    {
      schema: {
        tags,
        summary: "A declaration's sections",
        description:
          "Body {declarationId}: the batch's material directory as the declaration's sections: required flag, item " +
          "counts, filled, returned marks and whether the caller may edit each.",
        body: findTableBodySchema,
      },
    },
    async (request) =>
      ok(request, await declarations.findTable(caller(request), request.body.declarationId, requestLanguage(request))),
  );
  app.post(
    `${SYS}/findData`,
    {
      schema: {
        tags,
        summary: "The items of one section",
        description:
          "Body {declarationId, materialType}: the items with payload, one-line summary, source (self or import), " +
          "representative marks, verification status, return marks and attachments.",
        body: findDataBodySchema,
      },
    },
    async (request) =>
      ok(
        request,
        await declarations.findData(
          caller(request),
          request.body.declarationId,
          request.body.materialType,
          requestLanguage(request),
        ),
      ),
  );
  app.get(
    `${SYS}/findCheckLog`,
    {
      schema: {
        tags,
        summary: "A declaration's decision timeline",
        description: "Query declarationId: every workflow decision (append-only), oldest first.",
        querystring: findCheckLogQuerySchema,
      },
    },
    async (request) =>
      ok(request, await declarations.checkLog(caller(request), request.query.declarationId, requestLanguage(request))),
  );
  app.post(
    `${SYS}/returnAudit`,
    {
      schema: {
        tags,
        summary: "Return a declaration from the acting stage",
        description:
          "Body {declarationId, version, comment, itemIds?, materialTypes?, target?, departIds?}: the stage the " +
          "declaration stands at returns it through the state machine (the unit administrator from UNIT_REVIEW, " +
          "formal audit to the declarant, the unit or a department…). Named items or types are all the declarant " +
          "may change; none named returns the whole declaration. `version` is the one the reviewer saw.",
        body: returnAuditBodySchema,
      },
    },
    async (request) => ok(request, await declarations.returnAudit(caller(request), request.body), "declare.returned"),
  );
  app.post(
    TRANSITION_ROUTE,
    {
      schema: {
        tags,
        summary: "Fire a workflow event on a declaration",
        description:
          "Body {event, version, …the event's fields}: e.g. approve or reject (reason) by the unit. The caller's " +
          "role groups give their workflow roles; the state machine decides whether one of them may fire the event " +
          "in the declaration's state.",
        params: declarationIdParams,
        body: transitionBodySchema,
      },
    },
    async (request) =>
      ok(
        request,
        await declarations.transition(caller(request), request.params.id, request.body),
        "declare.transitioned",
      ),
  );
};
