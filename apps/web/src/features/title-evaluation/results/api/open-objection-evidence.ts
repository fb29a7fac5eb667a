import { RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import { saveFile } from "../../../../lib/request";
import { pathOf } from "./keys";

/** Downloads one evidence file of an objection under the name it was uploaded with. */
export const openObjectionEvidence = (objectionId: string, fileId: string) =>
  saveFile(pathOf(RESULTS_ROUTES.objectionEvidenceFile, { id: objectionId, fileId }));
