import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { PostRestrictionRow } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export async function getPostRestrictions(): Promise<Page<PostRestrictionRow>> {
  return (await http.get<Page<PostRestrictionRow>>(`${CATALOGUE_API.post}/page`)).data;
}

export function usePostRestrictions() {
  return useQuery(queryOptions({ queryKey: [...catalogueQueryKey, "posts"], queryFn: getPostRestrictions }));
}
