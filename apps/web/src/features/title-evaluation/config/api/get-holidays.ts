import { queryOptions, useQueries } from "@tanstack/react-query";
import type { HolidayRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { http } from "../../../../lib/request";

export async function getHolidays(year: number): Promise<HolidayRow[]> {
  return (await http.get<HolidayRow[]>(`${CONFIG_API.holiday}/list`, { year })).data;
}

export const holidaysQueryKey = ["zcps-holidays"] as const;

export const holidaysOptions = (year: number) =>
  queryOptions({ queryKey: [...holidaysQueryKey, year], queryFn: () => getHolidays(year) });

/** The calendar exceptions of several years at once (a window may run into the next year). */
export function useHolidayYears(years: number[]) {
  return useQueries({
    queries: years.map(holidaysOptions),
    combine: (results) => ({
      rows: results.flatMap((r) => r.data ?? []),
      isFetching: results.some((r) => r.isFetching),
    }),
  });
}
