/**
 * An anonymous ballot and its check (reference 5.3, DOMAIN.md "Ballots are anonymous"). A ballot carries no voter:
 * it maps candidate ids to a choice, and a candidate it leaves out is blank (not agreeing). One ballot per member is
 * the participation record's business, not the ballot's.
 *
 * In a capped (差额) group a ballot approves at most `cap` candidates; the console blocks the over-vote and the
 * server refuses it with the numbers for the message ("最多可投 {cap} 人同意票，您已选 {count} 人").
 */

export const VOTE_CHOICES = ["AGREE", "DISAGREE", "ABSTAIN"] as const;
export type VoteChoice = (typeof VOTE_CHOICES)[number];

/** candidateId → choice; a candidate missing is a blank. */
export type Ballot = Readonly<Record<string, VoteChoice>>;

export const BALLOT_ERRORS = ["OVER_VOTE", "UNKNOWN_CANDIDATE", "RECUSED_CANDIDATE"] as const;
export type BallotErrorCode = (typeof BALLOT_ERRORS)[number];

export type BallotCheck =
  | { ok: true; agree: number }
  | { ok: false; code: "OVER_VOTE"; cap: number; count: number }
  | { ok: false; code: "UNKNOWN_CANDIDATE" | "RECUSED_CANDIDATE"; candidateId: string };

export interface BallotScope {
  /** the most AGREE a ballot may hold in the group; null when uncapped */
  cap: number | null;
  /** the group's candidates on this ballot */
  candidates: ReadonlySet<string> | readonly string[];
  /** the candidates this voter is recused from (known when the ballot is received, never stored with it) */
  recusedFrom?: ReadonlySet<string> | readonly string[];
}

const asSet = (ids: ReadonlySet<string> | readonly string[]): ReadonlySet<string> =>
  ids instanceof Set ? ids : new Set(ids as readonly string[]);

/** The message key of a refused ballot, its parameters being the check's numbers (cap, count) or the candidate. */
export const ballotErrorKey = (code: BallotErrorCode) => `committee.vote.ballot.${code}` as const;

/**
 * Checks a ballot against its group: every candidate known, none the voter is recused from, at most `cap` AGREE.
 * An unknown or recused candidate is reported before an over-vote (the first in the ballot's order).
 */
export function checkBallot(ballot: Ballot, scope: BallotScope): BallotCheck {
  const candidates = asSet(scope.candidates);
  const recused = scope.recusedFrom ? asSet(scope.recusedFrom) : null;
  let agree = 0;
  for (const candidateId in ballot) {
    if (!Object.hasOwn(ballot, candidateId)) continue;
    if (!candidates.has(candidateId)) return { ok: false, code: "UNKNOWN_CANDIDATE", candidateId };
    if (recused?.has(candidateId)) return { ok: false, code: "RECUSED_CANDIDATE", candidateId };
    if (ballot[candidateId] === "AGREE") agree++;
  }
  if (scope.cap !== null && agree > scope.cap) return { ok: false, code: "OVER_VOTE", cap: scope.cap, count: agree };
  return { ok: true, agree };
}
