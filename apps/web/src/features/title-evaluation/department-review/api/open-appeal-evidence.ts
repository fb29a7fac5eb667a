import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import { saveFile } from "../../../../lib/request";

/** Downloads one evidence file of an appeal under the name it was uploaded with. */
export const openAppealEvidence = (appealId: string, fileId: string) =>
  saveFile(DEPART_ROUTES.appealEvidence, { id: appealId, fileId });
