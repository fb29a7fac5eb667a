/**
 * A meeting's lifecycle (issue 13 "hygl"): DRAFT → RUNNING ⇄ PAUSED → ENDED → ARCHIVED. Members, groups and the
 * agenda are set while the meeting is a draft; ballots are taken while it runs; a pause stops voting without ending
 * it; an ended meeting's results await the chair's sign-off; an archived one is read-only. Pure, no I/O.
 */

export const MEETING_STATES = ["DRAFT", "RUNNING", "PAUSED", "ENDED", "ARCHIVED"] as const;
export type MeetingState = (typeof MEETING_STATES)[number];

export const MEETING_ACTIONS = ["start", "pause", "resume", "end", "archive"] as const;
export type MeetingAction = (typeof MEETING_ACTIONS)[number];

const MOVES: Record<MeetingAction, { from: readonly MeetingState[]; to: MeetingState }> = {
  start: { from: ["DRAFT"], to: "RUNNING" },
  pause: { from: ["RUNNING"], to: "PAUSED" },
  resume: { from: ["PAUSED"], to: "RUNNING" },
  end: { from: ["RUNNING", "PAUSED"], to: "ENDED" },
  archive: { from: ["ENDED"], to: "ARCHIVED" },
};

export type MeetingMove = { ok: true; next: MeetingState } | { ok: false; code: "NOT_ALLOWED"; state: MeetingState };

/** Where the action takes a meeting in `state`, or the refusal. */
export function moveMeeting(state: MeetingState, action: MeetingAction): MeetingMove {
  const move = MOVES[action];
  return move.from.includes(state) ? { ok: true, next: move.to } : { ok: false, code: "NOT_ALLOWED", state };
}

/** The actions open to a meeting in `state` (the page's buttons). */
export const meetingActions = (state: MeetingState): MeetingAction[] =>
  MEETING_ACTIONS.filter((action) => MOVES[action].from.includes(state));

/** Members, groups and the agenda change only while the meeting is a draft. */
export const isEditable = (state: MeetingState) => state === "DRAFT";
/** Ballots are taken only while the meeting runs. */
export const takesBallots = (state: MeetingState) => state === "RUNNING";
