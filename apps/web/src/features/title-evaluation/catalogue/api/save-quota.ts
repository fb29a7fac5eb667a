import type { QuotaInput, QuotaUpdate } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export type SaveQuota = { id: string; input: QuotaUpdate } | { id?: undefined; input: QuotaInput };

export function saveQuota({ id, input }: SaveQuota) {
  return id
    ? http.put<unknown>(`${CATALOGUE_API.quota}/${encodeURIComponent(id)}`, input)
    : http.post<unknown>(CATALOGUE_API.quota, input);
}

export const useSaveQuota = () => useCatalogueMutation(saveQuota);
