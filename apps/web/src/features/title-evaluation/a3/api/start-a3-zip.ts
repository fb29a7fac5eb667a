import { useMutation, useQueryClient } from "@tanstack/react-query";
import { A3_ROUTES, type A3ZipState } from "@zcps/contracts/zcps/results/a3";
import { http } from "../../../../lib/request";
import { type A3ZipScope, a3ZipKey } from "./a3-zip-state";

/** downloadA3Tables: starts building the zip of the scope's tables (or answers the build under way). */
export const startA3Zip = (scope: A3ZipScope) => http.get<A3ZipState>(A3_ROUTES.zip, { ...scope });

export function useStartA3Zip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startA3Zip,
    onSuccess: (reply, scope) => client.setQueryData(a3ZipKey(scope), reply.data),
  });
}
