import type { DirectoryInput, DirectoryUpdate } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import { http } from "../../../../lib/request";
import { useCatalogueMutation } from "./catalogue-mutation";

export type SaveDirectoryEntry = { id: string; input: DirectoryUpdate } | { id?: undefined; input: DirectoryInput };

export function saveDirectoryEntry({ id, input }: SaveDirectoryEntry) {
  return id
    ? http.put<unknown>(`${CATALOGUE_API.directory}/${encodeURIComponent(id)}`, input)
    : http.post<unknown>(CATALOGUE_API.directory, input);
}

export const useSaveDirectoryEntry = () => useCatalogueMutation(saveDirectoryEntry);
