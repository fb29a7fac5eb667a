import type { MeetingState } from "@zcps/contracts/zcps/committee/meeting";
import { create } from "zustand";
import { useUnitBatches } from "../../kit/api/get-unit-batches";
import { useMeetings } from "../api/get-meetings";

/** The batch and meeting the pages work on, the same on the three pages (each a tab of its own). */
const useChoice = create<{
  batchId?: string;
  meetingId?: string;
  chooseBatch: (batchId: string) => void;
  chooseMeeting: (meetingId: string | undefined) => void;
}>()((set) => ({
  chooseBatch: (batchId) => set({ batchId, meetingId: undefined }),
  chooseMeeting: (meetingId) => set({ meetingId }),
}));

/**
 * The chosen batch (else the current project's default one) and its meetings, those in `states` when given; the
 * chosen meeting, else the first running one, then the first listed.
 */
export function useMeetingChoice(states?: readonly MeetingState[]) {
  const choice = useChoice();
  const batches = useUnitBatches();
  const batchId = choice.batchId ?? batches.data?.defaultBatchId ?? undefined;
  const meetings = useMeetings({ projectTimeId: batchId }, !batches.isLoading);
  const list = (meetings.data ?? []).filter((m) => !states || states.includes(m.state));
  const meeting = list.find((m) => m.id === choice.meetingId) ?? list.find((m) => m.state === "RUNNING") ?? list[0];
  return {
    batchId,
    chooseBatch: choice.chooseBatch,
    meetings: list,
    meeting,
    loading: batches.isLoading || meetings.isLoading,
    refetch: meetings.refetch,
    chooseMeeting: choice.chooseMeeting,
  };
}

export type MeetingChoice = ReturnType<typeof useMeetingChoice>;
