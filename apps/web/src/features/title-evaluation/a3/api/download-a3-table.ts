import { useMutation } from "@tanstack/react-query";
import type { A3TableType } from "@zcps/contracts/zcps/results/a3";
import { saveFile } from "../../../../lib/request";
import { type A3TableRef, a3TablePath } from "./keys";

/** findA3Table as Word or PDF, saved under the server's name. */
export async function downloadA3Table({ ref, type, edited }: { ref: A3TableRef; type: A3TableType; edited: boolean }) {
  await saveFile(a3TablePath(ref, type, edited));
}

export function useDownloadA3Table() {
  return useMutation({ mutationFn: downloadA3Table });
}
