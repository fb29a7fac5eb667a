import { useMutation } from "@tanstack/react-query";
import { UNIT_RECOMMEND_API } from "@zcps/contracts/zcps/unit-review/api";
import { saveFile } from "../../../../lib/request";

/** Downloads the unit's recommendation list as xlsx (titles in the console's language). */
export async function exportRecommend(projectTimeId?: string): Promise<void> {
  await saveFile(`${UNIT_RECOMMEND_API}/exportRecommend`, { projectTimeId });
}

export function useExportRecommend() {
  return useMutation({ mutationFn: exportRecommend });
}
