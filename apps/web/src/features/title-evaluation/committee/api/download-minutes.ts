import { useMutation } from "@tanstack/react-query";
import { COMMITTEE_ROUTES } from "@zcps/contracts/zcps/committee/api";
import { saveFile } from "../../../../lib/request";

/** meetings/{id}/minutes: the ended meeting's minutes, as a PDF. */
export async function downloadMinutes(meetingId: string) {
  await saveFile(COMMITTEE_ROUTES.minutes.replace(":id", encodeURIComponent(meetingId)));
}

export function useDownloadMinutes() {
  return useMutation({ mutationFn: downloadMinutes });
}
