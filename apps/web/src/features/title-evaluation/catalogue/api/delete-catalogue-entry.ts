import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";
import type { CatalogueKind } from "./save-catalogue-entry";

export function deleteCatalogueEntry({ kind, id }: { kind: CatalogueKind; id: string }) {
  return http.delete<unknown>(`${CATALOGUE_API.title}/${kind}/${encodeURIComponent(id)}`);
}

export const useDeleteCatalogueEntry = () => useCatalogueMutation(deleteCatalogueEntry);
