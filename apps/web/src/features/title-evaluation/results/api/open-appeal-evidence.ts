import { RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { saveFile } from "../../../../lib/request";
import { pathOf } from "./keys";

/** Downloads one evidence file of an appeal under the name it was uploaded with. */
export const openAppealEvidence = (appealId: string, fileId: string) =>
  saveFile(pathOf(RESULTS_ROUTES.appealEvidenceFile, { id: appealId, fileId }));
