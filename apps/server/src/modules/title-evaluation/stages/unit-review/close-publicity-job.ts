import { z } from "zod";
import { defineHandler } from "../../../admin/jobs";
import { closeDuePublicityWindows, localDate } from "../../kit";

/**
 * Closes publicity windows whose working days have passed (the unit's publicity and, through the stage that opens
 * it, the results' publicity): the declarations of a window without an open objection move on.
 */
export const closePublicityHandler = defineHandler({
  name: "closePublicityWindows",
  scope: "tenant",
  title: { zh: "关闭到期的公示", en: "Close publicity windows" },
  description: {
    zh: "关闭工作日已满的公示：公示期内无异议的申报进入下一环节，有未处理异议的申报留待处理",
    en: "Closes publicity windows whose working days have passed: declarations without an open objection move to the next stage; those with one wait for its decision",
  },
  params: z.strictObject({}),
  paramsHelp: {},
  async run({ db, now, tenantId, config }) {
    return {
      ...(await closeDuePublicityWindows(db, {
        tenantId,
        now,
        today: localDate(now, config.TIME_ZONE ?? "Asia/Shanghai"),
      })),
    };
  },
});
