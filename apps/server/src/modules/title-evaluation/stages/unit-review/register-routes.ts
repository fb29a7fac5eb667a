import {
  addRegisterSchema,
  registerBatchSchema,
  registerEntryRefSchema,
  registerQuerySchema,
  registerReturnSchema,
  ZCJZC_API,
} from "@zcps/contracts/zcps/unit-review/api";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { ok, requestLanguage } from "../../../../platform/http";
import { createRegisterService } from "./register-service";

/** /api/zcps-sh/zcjzc: the register of declarants a unit reports to personnel (the spec's GETs kept as they are). */
export const registerRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const registers = createRegisterService(deps);
  const tags = ["title evaluation: unit register (zcjzc)"];
  const page = (request: FastifyRequest, projectTimeId?: string) =>
    registers.page(caller(request), { projectTimeId }, requestLanguage(request));

  app.get(
    `${ZCJZC_API}/page`,
    {
      schema: {
        tags,
        summary: "The unit's register and its rows; personnel: every unit's register",
        querystring: registerQuerySchema,
      },
    },
    async (request) => ok(request, await registers.page(caller(request), request.query, requestLanguage(request))),
  );
  app.post(
    `${ZCJZC_API}/addData`,
    { schema: { tags, summary: "Add the unit's recommended declarants to its register", body: addRegisterSchema } },
    async (request) => {
      await registers.add(caller(request), request.body);
      return ok(request, await page(request, request.body.projectTimeId), "unit.registerAdded");
    },
  );
  app.post(
    `${ZCJZC_API}/check`,
    { schema: { tags, summary: "Check every row against the declarations as they stand", body: registerBatchSchema } },
    async (request) => {
      await registers.check(caller(request), request.body.projectTimeId);
      return ok(request, await page(request, request.body.projectTimeId), "unit.registerChecked");
    },
  );
  app.get(
    `${ZCJZC_API}/flashData`,
    { schema: { tags, summary: "Refresh the rows from the declarations", querystring: registerBatchSchema } },
    async (request) => {
      await registers.refresh(caller(request), request.query.projectTimeId);
      return ok(request, await page(request, request.query.projectTimeId), "unit.registerRefreshed");
    },
  );
  app.get(
    `${ZCJZC_API}/del`,
    { schema: { tags, summary: "Remove one row from the register", querystring: registerEntryRefSchema } },
    async (request) => {
      await registers.remove(caller(request), request.query.id);
      return ok(request, await page(request), "common.deleted");
    },
  );
  app.get(
    `${ZCJZC_API}/submit`,
    {
      schema: {
        tags,
        summary: "Report the register to personnel (every row must pass the check)",
        querystring: registerBatchSchema,
      },
    },
    async (request) => {
      await registers.submit(caller(request), request.query.projectTimeId);
      return ok(request, await page(request, request.query.projectTimeId), "unit.registerSubmitted");
    },
  );
  app.get(
    `${ZCJZC_API}/bhsb`,
    {
      schema: {
        tags,
        summary: "Personnel send a reported register back, with the reason",
        querystring: registerReturnSchema,
      },
    },
    async (request) => {
      await registers.sendBack(caller(request), request.query);
      return ok(request, null, "unit.registerReturned");
    },
  );
};
