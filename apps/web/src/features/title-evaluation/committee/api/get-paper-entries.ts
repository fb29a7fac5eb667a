import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import { PAPER_ROUTES, type PaperEntryRow } from "@zcps/contracts/zcps/committee/paper";
import { http } from "../../../../lib/request";
import { committeeKey } from "./keys";

export type PaperEntryState = "PENDING" | "APPLIED";

export interface PaperEntryQuery {
  projectTimeId?: string;
  keyword?: string;
  state?: PaperEntryState;
  page: number;
  limit: number;
}

const defined = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ""));

/** The batch's paper votes entered (the current project's default batch when none is named), page by page. */
export async function getPaperEntries(query: PaperEntryQuery): Promise<Page<PaperEntryRow>> {
  return (await http.get<Page<PaperEntryRow>>(PAPER_ROUTES.page, defined(query))).data;
}

export function usePaperEntries(query: PaperEntryQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...committeeKey, "paper", "entries", query],
      queryFn: () => getPaperEntries(query),
      placeholderData: keepPreviousData,
    }),
  );
}
