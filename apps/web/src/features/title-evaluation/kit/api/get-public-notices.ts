import { queryOptions, useQuery } from "@tanstack/react-query";
import { type NoticeDetail, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";

/** unit/publicNotices: the open publicity notices of my unit (without the objections others raised). */
export async function getPublicNotices(): Promise<NoticeDetail[]> {
  return (await http.get<NoticeDetail[]>(`${ZCPS_SH_UNIT}/publicNotices`)).data;
}

export const publicNoticesKey = ["zcps-public-notices"] as const;

export function usePublicNotices(enabled: boolean) {
  return useQuery(queryOptions({ queryKey: publicNoticesKey, queryFn: getPublicNotices, enabled }));
}
