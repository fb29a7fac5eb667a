import { z } from "zod";
import type { MessageKey } from "../../messages";
import { idSchema } from "../../validation";
import type { TitleLevel } from "../catalogue/catalogue";
import type { DeclarationState } from "../machine/states";
import type { MeetingAction, MeetingState, RecusalReason } from "./meeting";
import { DEFAULT_DRAW_RULE, MEETING_ACTIONS } from "./meeting";
import type { CandidateTally, ChairFlag, VoteChoice } from "./vote";
import { VOTE_CHOICES } from "./vote";

/**
 * Stage 8 on the wire: the senior-judge committee's meetings (/hwgl/hygl), its anonymous vote (/hwgl/ycgl) and the
 * results (/HighJudgesRes/HighJudges). REST under /api/zcps-sh/hwgl.
 *
 * Who sees what (DOMAIN.md): personnel and the chair see the members, the recusals and, once a round closes, its
 * tally; while a round is open only how many have voted. A member sees the candidates put to them and their own
 * ballot's state, never anyone's choice. Ballots are stored without a voter; a participation record admits one per
 * member per round.
 */

const m = (key: MessageKey) => key;
const text = (max: number) => z.string().trim().max(max, m("v.tooLong"));
const required = (max: number, key: MessageKey) => z.string(m(key)).trim().min(1, m(key)).max(max, m("v.tooLong"));
const int = (min: number, max: number, key: MessageKey) =>
  z.coerce.number(m(key)).int(m(key)).min(min, m(key)).max(max, m(key));

export const HWGL_API = "/api/zcps-sh/hwgl";

export const COMMITTEE_ROUTES = {
  // --- meetings (hygl): personnel, the chair ---
  meetings: `${HWGL_API}/meetings`,
  meeting: `${HWGL_API}/meetings/:id`,
  /** the committee pool with who may be drawn (a member who declares this year may not) */
  pool: `${HWGL_API}/meetings/:id/pool`,
  /** the seeded draw: replaces the members of a draft meeting */
  draw: `${HWGL_API}/meetings/:id/draw`,
  /** members chosen by hand, and the chair */
  members: `${HWGL_API}/meetings/:id/members`,
  /** who attends (a member absent leaves the attending count) */
  attendance: `${HWGL_API}/meetings/:id/attendance`,
  /** recusals declared at the meeting; those by rule are found, not entered */
  recusals: `${HWGL_API}/meetings/:id/recusals`,
  recusal: `${HWGL_API}/meetings/:id/recusals/:recusalId`,
  /** the batch's declarations at the senior committee not yet in a group of the meeting */
  candidates: `${HWGL_API}/meetings/:id/candidates`,
  groups: `${HWGL_API}/meetings/:id/groups`,
  group: `${HWGL_API}/groups/:groupId`,
  /** start, pause, resume, end, archive */
  move: `${HWGL_API}/meetings/:id/move`,

  // --- the vote (ycgl): the chair and personnel run it, members cast ---
  /** open, pause, resume or close a group's current round; a re-vote among the tied opens the next round */
  groupMove: `${HWGL_API}/groups/:groupId/move`,
  revote: `${HWGL_API}/groups/:groupId/revote`,
  /** how many members have voted in the open round (JSON), and the same as server-sent events */
  count: `${HWGL_API}/groups/:groupId/count`,
  live: `${HWGL_API}/groups/:groupId/live`,
  /** the member's meetings and groups, and their ballot for a group's current round */
  myMeetings: `${HWGL_API}/my/meetings`,
  ballot: `${HWGL_API}/my/groups/:groupId/ballot`,
  /** the peer review's opinions on one candidate of the ballot, experts unnamed (Word) */
  ballotOpinions: `${HWGL_API}/my/groups/:groupId/opinions/:declarationId`,

  // --- results (HighJudges): personnel, the chair, the supervisor ---
  results: `${HWGL_API}/meetings/:id/results`,
  /** the meeting's minutes (PDF): members, attendance, each group's rounds and tallies, the sign-off */
  minutes: `${HWGL_API}/meetings/:id/minutes`,
  /** the chair's sign-off: the verdicts move the declarations (votePassed, voteFailed, defer) */
  signOff: `${HWGL_API}/meetings/:id/signOff`,
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Meetings

export const COMMITTEE_KINDS = ["SENIOR"] as const;
export type CommitteeKind = (typeof COMMITTEE_KINDS)[number];

export const meetingListQuerySchema = z.object({
  projectTimeId: idSchema.optional(),
  state: z.enum(["DRAFT", "RUNNING", "PAUSED", "ENDED", "ARCHIVED"]).optional(),
});

const meetingFields = {
  name: required(100, "committee.v.name"),
  startsAt: z.iso
    .datetime({ offset: true, error: m("committee.v.startsAt") })
    .nullable()
    .optional(),
  place: text(100).nullable().optional(),
  agenda: text(4000).nullable().optional(),
  size: int(3, 99, "committee.v.size"),
  minSize: int(3, 99, "committee.v.size"),
  externalNumerator: int(0, 10, "committee.v.share"),
  externalDenominator: int(1, 10, "committee.v.share"),
  poolRatio: int(1, 5, "committee.v.poolRatio"),
  /** a member of a candidate's unit recuses from that candidate */
  sameUnitRecusal: z.boolean(),
};

const shareWithinOne = (s: { externalNumerator: number; externalDenominator: number }) =>
  s.externalNumerator <= s.externalDenominator;

export const meetingCreateSchema = z
  .object({ projectTimeId: idSchema, ...meetingFields })
  .refine(shareWithinOne, { message: m("committee.v.share"), path: ["externalNumerator"] });
export const meetingUpdateSchema = z
  .object(meetingFields)
  .refine(shareWithinOne, { message: m("committee.v.share"), path: ["externalNumerator"] });
export type MeetingCreate = z.infer<typeof meetingCreateSchema>;
export type MeetingUpdate = z.infer<typeof meetingUpdateSchema>;

/** A new meeting's form as the page opens it. */
export const MEETING_DEFAULTS = {
  size: DEFAULT_DRAW_RULE.size,
  minSize: DEFAULT_DRAW_RULE.minSize,
  externalNumerator: DEFAULT_DRAW_RULE.externalShare.numerator,
  externalDenominator: DEFAULT_DRAW_RULE.externalShare.denominator,
  poolRatio: DEFAULT_DRAW_RULE.poolRatio,
  sameUnitRecusal: false,
} as const;

export const drawSchema = z.object({ seed: text(64).optional() });
export const membersSchema = z.object({
  userIds: z.array(idSchema).min(1, m("committee.v.members")).max(99),
  chairId: idSchema.nullable().optional(),
});
export const attendanceSchema = z.object({ userId: idSchema, attending: z.boolean() });
export const recusalCreateSchema = z.object({
  userId: idSchema,
  declarationId: idSchema,
  note: text(200).optional(),
});
export const meetingMoveSchema = z.object({ action: z.enum(MEETING_ACTIONS) });

export interface MeetingRow {
  id: string;
  projectTimeId: string;
  batchName: string | null;
  name: string;
  state: MeetingState;
  startsAt: string | null;
  place: string | null;
  size: number;
  members: number;
  external: number;
  groups: number;
  candidates: number;
  signedOffAt: string | null;
  createdAt: string;
}

export interface MeetingMember {
  userId: string;
  name: string;
  unitName: string | null;
  external: boolean;
  chair: boolean;
  source: "DRAWN" | "CHOSEN";
  attending: boolean;
}

export interface MeetingRecusal {
  /** null for a recusal found by rule */
  id: string | null;
  userId: string;
  memberName: string;
  declarationId: string;
  declarantName: string;
  reason: RecusalReason;
  note: string | null;
}

export interface MeetingCandidate {
  declarationId: string;
  name: string;
  unitName: string | null;
  titleName: string | null;
  level: TitleLevel | null;
  disciplineName: string | null;
  status: DeclarationState;
}

export const GROUP_STATES = ["WAITING", "OPEN", "PAUSED", "CLOSED"] as const;
export type GroupState = (typeof GROUP_STATES)[number];
export const GROUP_ACTIONS = ["open", "pause", "resume", "close"] as const;
export type GroupAction = (typeof GROUP_ACTIONS)[number];

export interface MeetingGroup {
  id: string;
  name: string;
  /** the most agree per ballot (差额); null when uncapped */
  cap: number | null;
  state: GroupState;
  round: number;
  /** the current round's candidates (a re-vote: the tied only) */
  candidates: MeetingCandidate[];
  /** the current round's seats when it is a re-vote */
  seats: number | null;
  voted: number;
}

export interface MeetingDetail extends Omit<MeetingRow, "members" | "external" | "groups" | "candidates"> {
  agenda: string | null;
  minSize: number;
  externalNumerator: number;
  externalDenominator: number;
  poolRatio: number;
  sameUnitRecusal: boolean;
  seed: string | null;
  actions: MeetingAction[];
  members: MeetingMember[];
  recusals: MeetingRecusal[];
  groups: MeetingGroup[];
  signedOffBy: string | null;
}

export interface PoolEntry {
  userId: string;
  name: string;
  unitName: string | null;
  external: boolean;
  /** declares in this batch: never drawn */
  declares: boolean;
  member: boolean;
}

export const groupCreateSchema = z.object({
  name: required(60, "committee.v.groupName"),
  cap: int(1, 999, "committee.v.cap").nullable(),
  declarationIds: z.array(idSchema).min(1, m("committee.v.candidates")).max(1000),
});
export const groupUpdateSchema = groupCreateSchema;
export type GroupCreate = z.infer<typeof groupCreateSchema>;
export const groupMoveSchema = z.object({ action: z.enum(GROUP_ACTIONS) });

// ---------------------------------------------------------------------------------------------------------------
// The ballot

export const ballotSchema = z.object({
  round: int(1, 99, "committee.v.round"),
  /** declaration id → choice; a candidate left out is blank */
  choices: z.record(idSchema, z.enum(VOTE_CHOICES, m("committee.v.choice"))),
});
export type BallotSubmit = z.infer<typeof ballotSchema>;

export interface MyGroup {
  groupId: string;
  groupName: string;
  meetingId: string;
  meetingName: string;
  meetingState: MeetingState;
  state: GroupState;
  round: number;
  cap: number | null;
  candidates: number;
  submitted: boolean;
}

export interface BallotCandidate extends MeetingCandidate {
  /** the member recuses from this candidate: no mark allowed */
  recused: boolean;
  /** the peer review's figures, without any expert's identity */
  peer: { valid: number; agree: number; disagree: number } | null;
}

export interface BallotView {
  groupId: string;
  groupName: string;
  meetingName: string;
  state: GroupState;
  round: number;
  /** agree allowed on this ballot: the cap, or the re-vote's seats; null when uncapped */
  cap: number | null;
  candidates: BallotCandidate[];
  /** the member's ballot for this round is in (it cannot be changed) */
  submitted: boolean;
  attending: boolean;
}

export interface VoteCount {
  groupId: string;
  state: GroupState;
  round: number;
  attending: number;
  voted: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Results

export interface RoundResult {
  round: number;
  seats: number | null;
  closedAt: string | null;
  members: number;
  attending: number;
  ballots: number;
  quorumMet: boolean;
  candidates: (CandidateTally & { name: string; unitName: string | null; titleName: string | null })[];
  flags: ChairFlag[];
  /** the flags' messages in the caller's language */
  flagMessages: string[];
}

export interface GroupResult {
  groupId: string;
  name: string;
  cap: number | null;
  state: GroupState;
  rounds: RoundResult[];
  /** per candidate, the final verdict once every round is closed (PASS, FAIL, NO_QUORUM); null while undecided */
  verdicts: Record<string, "PASS" | "FAIL" | "NO_QUORUM" | null>;
}

export interface MeetingResults {
  meetingId: string;
  name: string;
  state: MeetingState;
  members: number;
  attending: number;
  groups: GroupResult[];
  /** the chair may sign off: the meeting ended and every candidate has a final verdict */
  canSignOff: boolean;
  signedOffAt: string | null;
  signedOffBy: string | null;
}

export const signOffSchema = z.object({ comment: text(500).optional() });

export type { VoteChoice };
