import { queryOptions, useQuery } from "@tanstack/react-query";
import type { RequirementKey, RequirementRow } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { catalogueQueryKey } from "./get-catalogue-context";

export async function getRequirementVersions(key: RequirementKey): Promise<RequirementRow[]> {
  return (await http.get<RequirementRow[]>(`${CATALOGUE_API.require}/versions`, { ...key })).data;
}

/** Every version of one requirement, newest first (older ones are read-only). */
export function useRequirementVersions(key: RequirementKey | null) {
  return useQuery(
    queryOptions({
      queryKey: [...catalogueQueryKey, "requirementVersions", key],
      queryFn: () => getRequirementVersions(key as RequirementKey),
      enabled: key !== null,
    }),
  );
}
