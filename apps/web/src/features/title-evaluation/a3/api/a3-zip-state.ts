import { queryOptions, useQuery } from "@tanstack/react-query";
import { A3_ROUTES, type A3ZipState } from "@zcps/contracts/zcps/results/a3";
import { request, saveFile } from "../../../../lib/request";
import { a3Key } from "./keys";

/** A zip's scope: a unit's declarants or a meeting's candidates in the batch. */
export interface A3ZipScope {
  projectTimeId: string;
  unitId?: string;
  meetingId?: string;
}

const SETTLED = new Set<A3ZipState["status"]>(["NONE", "DONE", "FAILED"]);

export const a3ZipKey = (scope: A3ZipScope) =>
  [...a3Key, "zip", scope.projectTimeId, scope.unitId ?? "", scope.meetingId ?? ""] as const;

/** a3TablesZipExists, read quietly: a poll in the background has no refusal to show (the start button shows its own). */
export async function getA3ZipState(scope: A3ZipScope): Promise<A3ZipState> {
  return (await request<A3ZipState>({ url: A3_ROUTES.zipExists, params: { ...scope }, silent: true })).data;
}

/** The zip's state, polled every second while it is being built. */
export function useA3ZipState(scope: A3ZipScope | null) {
  return useQuery(
    queryOptions({
      queryKey: scope ? a3ZipKey(scope) : [...a3Key, "zip", "none"],
      queryFn: () => getA3ZipState(scope as A3ZipScope),
      enabled: scope !== null,
      staleTime: 0,
      refetchInterval: (query) => (query.state.data && SETTLED.has(query.state.data.status) ? false : 1000),
    }),
  );
}

/** Downloads a built zip under the server's name. */
export const downloadA3Zip = (state: A3ZipState) => (state.url ? saveFile(state.url) : Promise.resolve());
