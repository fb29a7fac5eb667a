import { PEER_ROUTES } from "@zcps/contracts/zcps/peer-review/api";
import { saveFile } from "../../../../lib/request";
import { routeOf } from "./keys";

/** The expert's submitted opinion as a Word document (`checkId` the assignment, `userId` the expert's account). */
export const downloadOpinionDoc = (assignmentId: string, userId: string) =>
  saveFile(routeOf(PEER_ROUTES.opinionDoc, { checkId: assignmentId, userId }));
