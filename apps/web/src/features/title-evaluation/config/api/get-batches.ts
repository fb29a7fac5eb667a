import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { Page } from "@zcps/contracts/api";
import type { BatchKind, BatchRow, BatchStatus } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";
import { projectTimeQueryKey } from "./get-projects";

export interface BatchQuery {
  page: number;
  limit: number;
  /** absent: the current project */
  projectId?: string;
  name: string;
  kind?: BatchKind;
  status?: BatchStatus;
}

export type BatchPage = Page<BatchRow> & { projectId: string | null };

export async function getBatches({ page, limit, projectId, name, kind, status }: BatchQuery): Promise<BatchPage> {
  const params: Record<string, string | number> = { page, limit };
  if (projectId) params.projectId = projectId;
  if (name.trim()) params.name = name.trim();
  if (kind) params.kind = kind;
  if (status) params.status = status;
  return (await http.get<BatchPage>(`${CONFIG_API.batch}/page`, params)).data;
}

export function useBatches(query: BatchQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...projectTimeQueryKey, "batches", query],
      queryFn: () => getBatches(query),
      placeholderData: keepPreviousData,
    }),
  );
}
