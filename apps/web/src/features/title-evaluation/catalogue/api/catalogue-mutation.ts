import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { catalogueQueryKey } from "./get-catalogue-context";

/** A change on a catalogue page: every list and lookup of the feature is read again afterwards. */
export function useCatalogueMutation<V, T>(mutationFn: (variables: V) => Promise<Envelope<T>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogueQueryKey }),
  });
}
