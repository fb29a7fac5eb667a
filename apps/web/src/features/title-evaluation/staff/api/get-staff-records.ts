import { useQuery } from "@tanstack/react-query";
import type { SourceRecordRow } from "@zcps/contracts/zcps/staff/api";
import { http } from "../../../../lib/request";

export function useStaffRecords(staffId: string | undefined) {
  return useQuery({
    queryKey: ["zcps-staff-records", staffId],
    queryFn: async () =>
      (await http.get<SourceRecordRow[]>(`/api/zcps-sh/baseUser/${encodeURIComponent(staffId ?? "")}/records`)).data,
    enabled: Boolean(staffId),
  });
}
