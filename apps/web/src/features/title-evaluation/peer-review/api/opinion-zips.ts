import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PEER_ROUTES, type ZipState } from "@zcps/contracts/zcps/peer-review/api";
import { http, request, saveFile } from "../../../../lib/request";
import { peerReviewKey } from "./keys";

/** The round's two zips, built in the background: every declarant's combined opinions, every expert's opinion. */
export type OpinionZip = "declarants" | "experts";

const ROUTES: Record<OpinionZip, { start: string; state: string }> = {
  declarants: { start: PEER_ROUTES.allOpinionsZip, state: PEER_ROUTES.allOpinionsZipExists },
  experts: { start: PEER_ROUTES.opinionDocsZip, state: PEER_ROUTES.opinionDocsZipExists },
};

const SETTLED = new Set<ZipState["status"]>(["NONE", "DONE", "FAILED"]);
const zipKey = (zip: OpinionZip, roundId: string) => [...peerReviewKey, "zip", zip, roundId] as const;

/** Read quietly: a poll in the background has no refusal to show (the start button shows its own). */
export async function getZipState(zip: OpinionZip, roundId: string): Promise<ZipState> {
  return (await request<ZipState>({ url: ROUTES[zip].state, params: { roundId }, silent: true })).data;
}

/** The zip's state, polled every second while it is being built. */
export function useZipState(zip: OpinionZip, roundId: string | undefined) {
  return useQuery(
    queryOptions({
      queryKey: zipKey(zip, roundId ?? ""),
      queryFn: () => getZipState(zip, roundId as string),
      enabled: Boolean(roundId),
      staleTime: 0,
      refetchInterval: (query) => (query.state.data && SETTLED.has(query.state.data.status) ? false : 1000),
    }),
  );
}

/** Starts building the zip (or answers the build under way). */
export function useStartZip(zip: OpinionZip) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (roundId: string) => http.get<ZipState>(ROUTES[zip].start, { roundId }),
    onSuccess: (reply, roundId) => client.setQueryData(zipKey(zip, roundId), reply.data),
  });
}

/** Downloads a built zip under the server's name. */
export const downloadZip = (state: ZipState) => (state.url ? saveFile(state.url) : Promise.resolve());
