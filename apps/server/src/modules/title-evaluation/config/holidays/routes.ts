import { holidayInputSchema, holidayYearQuerySchema, workingDaysQuerySchema } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { caller } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { ok } from "../../../../platform/http";
import { createHolidayService } from "./service";

const API = CONFIG_API.holiday;

/** /api/zcps-sh/holiday: the holiday calendar (projectTime:view / projectTime:btn_holiday) and its arithmetic. */
export const holidayRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const holidays = createHolidayService(deps);
  const tags = ["zcps-holidays"];

  app.get(
    `${API}/list`,
    { schema: { tags, summary: "The calendar exceptions of a year", querystring: holidayYearQuerySchema } },
    async (request) => ok(request, await holidays.year(caller(request), request.query.year)),
  );
  // a date calculation on the tenant's calendar: every stage that opens a publicity or an appeal window asks it
  app.get(
    `${API}/addWorkingDays`,
    {
      config: { signedIn: true },
      schema: {
        tags,
        summary: "The day on which the N-th working day from start falls (start counts when it is a working day)",
        querystring: workingDaysQuerySchema,
      },
    },
    async (request) =>
      ok(request, await holidays.addWorkingDays(caller(request), request.query.start, request.query.days)),
  );
  app.post(
    API,
    { schema: { tags, summary: "Add or change a calendar exception", body: holidayInputSchema } },
    async (request) => {
      await holidays.save(caller(request), request.body);
      return ok(request, null, "config.holidaySaved");
    },
  );
  app.delete(
    `${API}/:day`,
    {
      schema: {
        tags,
        summary: "Remove a calendar exception",
        params: z.object({ day: holidayInputSchema.shape.day }),
      },
    },
    async (request) => {
      await holidays.remove(caller(request), request.params.day);
      return ok(request, null, "config.holidayRemoved");
    },
  );
};
