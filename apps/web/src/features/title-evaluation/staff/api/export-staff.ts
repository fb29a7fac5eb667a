import { useMutation } from "@tanstack/react-query";
import { saveFile } from "../../../../lib/request";
import { type StaffQuery, staffParams } from "./get-staff";

export function useExportStaff() {
  return useMutation({
    mutationFn: ({ page: _page, limit: _limit, ...filter }: StaffQuery) =>
      saveFile("/api/zcps-sh/baseUser/export", staffParams(filter) as Record<string, string>),
  });
}
