import type {
  BallotCandidate,
  GroupAction,
  GroupResult,
  GroupState,
  MeetingGroup,
  VoteCount,
} from "@zcps/contracts/zcps/committee/api";
import type { MeetingAction, MeetingState } from "@zcps/contracts/zcps/committee/meeting";
import { type CandidateVerdict, VOTE_CHOICES, type VoteChoice } from "@zcps/contracts/zcps/committee/vote";
import type { TFunction } from "i18next";

/** The senior committee's rules as its pages apply them before asking the server. */

/** A contract message (its `{name}` placeholders) in the console's language. */
export const contractText = (t: TFunction, key: string, params: Record<string, string | number> = {}): string =>
  t(key, { ...params, interpolation: { prefix: "{", suffix: "}" }, defaultValue: key });

// ---------------------------------------------------------------------------------------------------------------
// The ballot: choices kept in the browser until submitted, at most `cap` agree

/** candidate id → choice, as the member marks it; a candidate left out is blank. */
export type DraftBallot = Record<string, VoteChoice>;

export const agreeCount = (draft: DraftBallot): number =>
  Object.values(draft).filter((choice) => choice === "AGREE").length;

export type BallotMark = { ok: true; draft: DraftBallot } | { ok: false; cap: number; count: number };

/**
 * The ballot with `choice` (null: blank) for a candidate, or the over-vote refused with the figures for the
 * message: an agree beyond the cap is never taken.
 */
export function markBallot(
  draft: DraftBallot,
  candidateId: string,
  choice: VoteChoice | null,
  cap: number | null,
): BallotMark {
  const next = { ...draft };
  if (choice === null) delete next[candidateId];
  else next[candidateId] = choice;
  const count = agreeCount(next);
  if (choice === "AGREE" && cap !== null && count > cap) return { ok: false, cap, count };
  return { ok: true, draft: next };
}

/** The choices the server is sent: only the ballot's candidates the member may vote on. */
export function ballotChoices(draft: DraftBallot, candidates: readonly BallotCandidate[]): DraftBallot {
  const open = new Set(candidates.filter((c) => !c.recused).map((c) => c.declarationId));
  return Object.fromEntries(Object.entries(draft).filter(([id]) => open.has(id)));
}

/** Where a draft lives: the browser's storage (localStorage), or anything with its three calls. */
export type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** One draft per member, group and round: a re-vote starts a fresh ballot, and two members never share one. */
export const draftKey = (userId: string, groupId: string, round: number) =>
  `zcps.committee.ballot.${userId}.${groupId}.${round}`;

const isChoice = (value: unknown): value is VoteChoice => VOTE_CHOICES.includes(value as VoteChoice);

/** The draft kept for this ballot, its unreadable or unknown entries dropped. */
export function loadDraft(store: DraftStore, key: string, candidateIds?: readonly string[]): DraftBallot {
  let stored: unknown;
  try {
    stored = JSON.parse(store.getItem(key) ?? "{}");
  } catch {
    return {};
  }
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return {};
  const known = candidateIds ? new Set(candidateIds) : null;
  return Object.fromEntries(
    Object.entries(stored as Record<string, unknown>).filter(
      (entry): entry is [string, VoteChoice] => isChoice(entry[1]) && (!known || known.has(entry[0])),
    ),
  );
}

/** Keeps the draft; a full or refused storage only loses the draft, never the page. */
export function saveDraft(store: DraftStore, key: string, draft: DraftBallot): void {
  try {
    if (Object.keys(draft).length === 0) store.removeItem(key);
    else store.setItem(key, JSON.stringify(draft));
  } catch {
    // private browsing or a full storage: the ballot still works, it is only not kept across reloads
  }
}

export function clearDraft(store: DraftStore, key: string): void {
  try {
    store.removeItem(key);
  } catch {
    // as saveDraft
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The live count: server-sent events read from a fetch stream

/**
 * Splits what arrived of an event stream into its complete events' data and the rest (an event still arriving).
 * Comment lines (`: ping`) and fields other than `data` are skipped; an event of several `data` lines joins them
 * with a newline, as EventSource does.
 */
export function parseEventStream(buffer: string): { events: string[]; rest: string } {
  const text = buffer.replace(/\r\n?/g, (match, offset: number) =>
    // a lone \r at the very end may be the first half of a \r\n still arriving
    match === "\r" && offset === buffer.length - 1 ? "\r" : "\n",
  );
  const blocks = text.split("\n\n");
  const rest = blocks.pop() ?? "";
  const events: string[] = [];
  for (const block of blocks) {
    const data = block
      .split("\n")
      .filter((line) => line === "data" || line.startsWith("data:"))
      .map((line) => line.slice(5).replace(/^ /, ""));
    if (data.length > 0) events.push(data.join("\n"));
  }
  return { events, rest };
}

/** An event's data as a vote count, or null when it is not one. */
export function parseVoteCount(data: string): VoteCount | null {
  try {
    const value = JSON.parse(data) as Partial<VoteCount> | null;
    if (
      value &&
      typeof value.groupId === "string" &&
      typeof value.voted === "number" &&
      typeof value.attending === "number" &&
      typeof value.round === "number" &&
      typeof value.state === "string"
    )
      return value as VoteCount;
  } catch {
    // not JSON: skipped like an unknown event
  }
  return null;
}

/** Waits before the next reconnection: 1 s, 2 s, 4 s, then every 8 s. */
export const reconnectDelay = (attempt: number) => Math.min(8000, 1000 * 2 ** Math.max(0, attempt));

// ---------------------------------------------------------------------------------------------------------------
// States, actions and verdicts as the pages show them

export const MEETING_STATE_COLORS: Record<MeetingState, string> = {
  DRAFT: "default",
  RUNNING: "processing",
  PAUSED: "warning",
  ENDED: "success",
  ARCHIVED: "default",
};

export const GROUP_STATE_COLORS: Record<GroupState, string> = {
  WAITING: "default",
  OPEN: "processing",
  PAUSED: "warning",
  CLOSED: "success",
};

export type VerdictShown = CandidateVerdict | "PENDING";

/** A verdict's tag: its colour and its label's key. */
export const VERDICT_TAGS: Record<VerdictShown, { color: string; key: string }> = {
  PASS: { color: "success", key: "cmtUi.verdict.PASS" },
  FAIL: { color: "error", key: "cmtUi.verdict.FAIL" },
  TIE_REVOTE: { color: "warning", key: "cmtUi.verdict.TIE_REVOTE" },
  NO_QUORUM: { color: "purple", key: "cmtUi.verdict.NO_QUORUM" },
  PENDING: { color: "default", key: "cmtUi.verdict.PENDING" },
};

export const verdictTag = (verdict: string | null | undefined) =>
  VERDICT_TAGS[(verdict ?? "PENDING") as VerdictShown] ?? VERDICT_TAGS.PENDING;

/** The meeting's moves that cannot be taken back are asked in red. */
export const DANGEROUS_MEETING_ACTIONS: readonly MeetingAction[] = ["end", "archive"];

/** The buttons of a group's vote in its state. */
export function groupActions(state: GroupState): GroupAction[] {
  switch (state) {
    case "WAITING":
      return ["open"];
    case "OPEN":
      return ["pause", "close"];
    case "PAUSED":
      return ["resume", "close"];
    case "CLOSED":
      return [];
  }
}

/** The group's closed round ended in a tie at the cap: its chair may call a re-vote among the tied. */
export function tiedAtCap(group: Pick<MeetingGroup, "state" | "round">, result: GroupResult | undefined): boolean {
  if (group.state !== "CLOSED" || !result) return false;
  const last = result.rounds.find((r) => r.round === group.round);
  return Boolean(last?.candidates.some((c) => c.verdict === "TIE_REVOTE"));
}

/** The live count of a group, the stream's newest when it has one for the group's round. */
export function currentCount(group: MeetingGroup, attending: number, live: VoteCount | null | undefined): VoteCount {
  if (live && live.groupId === group.id && live.round >= group.round) return live;
  return { groupId: group.id, state: group.state, round: group.round, attending, voted: group.voted };
}
