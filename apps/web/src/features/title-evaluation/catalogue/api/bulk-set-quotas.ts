import type { QuotaBulkInput } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

/** One allocation for every unit at a level (and track); the reply carries how many units. */
export const bulkSetQuotas = (input: QuotaBulkInput) => http.post<number>(`${CATALOGUE_API.quota}/bulk`, input);

export const useBulkSetQuotas = () => useCatalogueMutation(bulkSetQuotas);
