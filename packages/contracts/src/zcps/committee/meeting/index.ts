/**
 * The committee meetings (issue 13, reference 5.5): who sits (the seeded draw from the pool with its external share
 * and draw ratio), who recuses from whom and why, and the meeting's lifecycle. Pure, no I/O; the server's committee
 * stage and the console import it here.
 */

export {
  DEFAULT_DRAW_RULE,
  DRAW_ERRORS,
  type DrawErrorCode,
  type DrawResult,
  type DrawRule,
  drawErrorKey,
  drawMembers,
  externalsNeeded,
  findRecusals,
  type PoolMember,
  RECUSAL_REASONS,
  type Recusal,
  type RecusalInput,
  type RecusalReason,
} from "./composition";
export {
  isEditable,
  MEETING_ACTIONS,
  MEETING_STATES,
  type MeetingAction,
  type MeetingMove,
  type MeetingState,
  meetingActions,
  moveMeeting,
  takesBallots,
} from "./lifecycle";
export { committeeMeetingMessages } from "./messages";
