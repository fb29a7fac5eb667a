import type { SeriesInput, TitleInput, TrackInput } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export type CatalogueKind = "series" | "titles" | "tracks";
type EntryInput<K extends CatalogueKind> = K extends "series"
  ? SeriesInput
  : K extends "titles"
    ? TitleInput
    : TrackInput;

export interface SaveCatalogueEntry<K extends CatalogueKind = CatalogueKind> {
  kind: K;
  /** absent: a new entry */
  id?: string;
  input: EntryInput<K>;
}

/** Adds or changes a series, title or track of the tenant's catalogue. */
export function saveCatalogueEntry({ kind, id, input }: SaveCatalogueEntry) {
  const url = `${CATALOGUE_API.title}/${kind}`;
  return id ? http.put<unknown>(`${url}/${encodeURIComponent(id)}`, input) : http.post<unknown>(url, input);
}

export const useSaveCatalogueEntry = () => useCatalogueMutation(saveCatalogueEntry);
