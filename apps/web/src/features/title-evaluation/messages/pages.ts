import type { AreaPages } from "../../../lib/area-page";

/** The menu pages of the messages. */
export const messagesPages: AreaPages = {
  locales: () => import("./locales").then((m) => m.messagesLocales),
  pages: {
    "/zcps/messageCenter": () => import("./message-center-page"),
  },
};
