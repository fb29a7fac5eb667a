import type { PeerRound } from "@zcps/contracts/zcps/peer-review/api";
import { create } from "zustand";
import { useUnitBatches } from "../kit/api/get-unit-batches";
import { useRounds } from "./api/get-rounds";

/** The batch and round the administrator works on, the same on the four pages (each a tab of its own). */
const useChoice = create<{
  batchId?: string;
  roundId?: string;
  chooseBatch: (batchId: string) => void;
  chooseRound: (roundId: string | undefined) => void;
}>()((set) => ({
  chooseBatch: (batchId) => set({ batchId, roundId: undefined }),
  chooseRound: (roundId) => set({ roundId }),
}));

/**
 * The chosen batch (else the current project's default one) and round (else the batch's first open round, then its
 * first), with both lists for the pickers.
 */
export function useRoundChoice() {
  const choice = useChoice();
  const batches = useUnitBatches();
  const batchId = choice.batchId ?? batches.data?.defaultBatchId ?? undefined;
  const rounds = useRounds(batchId, batches.isSuccess);
  const list = rounds.data ?? [];
  const round: PeerRound | undefined =
    list.find((r) => r.id === choice.roundId) ?? list.find((r) => r.status === "OPEN") ?? list[0];
  return {
    batches: batches.data?.batches ?? [],
    batchId,
    rounds: list,
    round,
    loading: batches.isLoading || rounds.isLoading,
    chooseBatch: choice.chooseBatch,
    chooseRound: choice.chooseRound,
  };
}

export type RoundChoice = ReturnType<typeof useRoundChoice>;
