import { PAPER_ROUTES } from "@zcps/contracts/zcps/committee/paper";
import { saveFile } from "../../../../lib/request";
import { pathOf } from "./keys";

/** Downloads a paper vote's signed tally sheet under the name it was uploaded with. */
export const openPaperSheet = (entryId: string) => saveFile(pathOf(PAPER_ROUTES.sheet, { id: entryId }));
