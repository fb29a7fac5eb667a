import type { RequirementInput, RequirementSaved, RequirementUpdate } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export type SaveRequirement = { id: string; input: RequirementUpdate } | { id?: undefined; input: RequirementInput };

/** A new requirement, or a new rule for an existing one (overwritten while the batch is a draft, else versioned). */
export function saveRequirement({ id, input }: SaveRequirement) {
  return id
    ? http.put<RequirementSaved>(`${CATALOGUE_API.require}/${encodeURIComponent(id)}`, input)
    : http.post<RequirementSaved>(CATALOGUE_API.require, input);
}

export const useSaveRequirement = () => useCatalogueMutation(saveRequirement);
