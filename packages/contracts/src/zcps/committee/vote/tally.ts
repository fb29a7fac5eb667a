/**
 * The tally of one group's anonymous vote (reference 5.1 to 5.3, DOMAIN.md "Committees"). Pure: the meeting's
 * server, the chair's preview and the tests read the same result. O(ballots × candidates) counting, then one sort
 * of the candidates by agree.
 *
 * - Group quorum first: without it nothing is decided (every candidate NO_QUORUM, flagged to the chair).
 * - Per candidate: recused members leave the counts (rule.ts); a candidate whose own quorum fails is NO_QUORUM and
 *   flagged; otherwise the candidate reaches the threshold or FAILs.
 * - Uncapped: every candidate reaching the threshold passes. Capped (差额, at most `cap` AGREE per ballot): those
 *   reaching it are ranked by agree and the top `cap` pass; when a tie at the boundary would exceed the cap, the
 *   tied are TIE_REVOTE for the seats left (`tiedAtCap`, decided by tallyRevote), those above them pass and those
 *   below FAIL. A candidate that takes no seat FAILs though it reached the threshold (`reachedThreshold` says so).
 * - A ballot the group's check refuses (an over-vote on paper, an unknown candidate) is void: it is counted as
 *   received and is blank for every candidate.
 */
import { type Ballot, checkBallot } from "./ballot";
import { assertVoteRule, meetsQuorum, minAgree, minAttending, reachesThreshold, type VoteRule } from "./rule";

export interface VoteCandidate {
  id: string;
  /** attending members recused from this candidate (they hold no mark for it) */
  recused?: number;
}

export interface GroupVoteInput {
  members: number;
  attending: number;
  candidates: readonly VoteCandidate[];
  /** the ballots received, at most one per attending member, without voter ids */
  ballots: readonly Ballot[];
  /** the most AGREE per ballot (the group's remaining quota); null or absent when uncapped */
  cap?: number | null;
}

export const CANDIDATE_VERDICTS = ["PASS", "FAIL", "TIE_REVOTE", "NO_QUORUM"] as const;
export type CandidateVerdict = (typeof CANDIDATE_VERDICTS)[number];

export interface CandidateTally {
  candidateId: string;
  /** the committee's members and those attending, as given for the group */
  members: number;
  attending: number;
  recused: number;
  /** A_c, the threshold's denominator under OF_ATTENDING: attending less recused (attending when recusal COUNTED) */
  eligible: number;
  /** members less recused (members when recusal COUNTED): the candidate's quorum, and OF_MEMBERS, count on it */
  eligibleMembers: number;
  /** ballots marking this candidate: agree + disagree + abstain (HJSJ's denominator, recorded beside attendance) */
  ballotsCast: number;
  agree: number;
  disagree: number;
  abstain: number;
  /** attending, not recused, without a mark for this candidate: no ballot, a void ballot or the candidate left out */
  blank: number;
  /** the agree needed (0 in a rank-only re-vote) */
  threshold: number;
  /** the group's quorum and the candidate's own */
  quorumMet: boolean;
  reachedThreshold: boolean;
  verdict: CandidateVerdict;
  /** 1 for the most agree in the group; equal agree share a rank (1, 2, 2, 4) */
  rank: number;
}

/** Tied candidates at the cap: a re-vote among them only, for `seats`. */
export interface CapTie {
  candidates: VoteCandidate[];
  seats: number;
  /** the agree count they tied on */
  agree: number;
}

/** What the chair is told; the message key is `committee.vote.flag.<code>`, the rest its parameters. */
export type ChairFlag =
  | { code: "GROUP_NO_QUORUM"; members: number; attending: number; required: number }
  | { code: "CANDIDATE_NO_QUORUM"; candidateId: string; recused: number; eligible: number; required: number }
  | { code: "TIE_REVOTE"; candidateIds: string[]; agree: number; seats: number };

export const chairFlagKey = (code: ChairFlag["code"]) => `committee.vote.flag.${code}` as const;

export interface GroupTally {
  members: number;
  attending: number;
  minAttending: number;
  quorumMet: boolean;
  cap: number | null;
  /** ballots received, and those of them void */
  ballots: number;
  voidBallots: number;
  /** in the input's order */
  candidates: CandidateTally[];
  /** the passing candidates' ids, most agree first */
  passed: string[];
  tiedAtCap: CapTie | null;
  flags: ChairFlag[];
}

const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

function assertInput(input: GroupVoteInput, cap: number | null) {
  const { members, attending, candidates, ballots } = input;
  if (!isCount(members) || members === 0) throw new RangeError(`vote: members must be a positive integer (${members})`);
  if (!isCount(attending) || attending > members)
    throw new RangeError(`vote: attending must be an integer from 0 to members (${attending} of ${members})`);
  if (ballots.length > attending)
    throw new RangeError(`vote: ${ballots.length} ballots for ${attending} attending members`);
  if (cap !== null && !isCount(cap)) throw new RangeError(`vote: cap must be a non-negative integer (${cap})`);
  for (const c of candidates) {
    const recused = c.recused ?? 0;
    if (!isCount(recused) || recused > attending)
      throw new RangeError(`vote: candidate ${c.id} has ${recused} recused of ${attending} attending`);
  }
}

function tally(rule: VoteRule, input: GroupVoteInput, rankOnly: boolean): GroupTally {
  assertVoteRule(rule);
  const cap = input.cap ?? null;
  assertInput(input, cap);
  const { members, attending, candidates, ballots } = input;
  const counts = new Map<string, { agree: number; disagree: number; abstain: number }>();
  for (const c of candidates) {
    if (counts.has(c.id)) throw new RangeError(`vote: candidate ${c.id} listed twice`);
    counts.set(c.id, { agree: 0, disagree: 0, abstain: 0 });
  }

  const scope = { cap, candidates: new Set(counts.keys()) };
  let voidBallots = 0;
  for (const ballot of ballots) {
    if (!checkBallot(ballot, scope).ok) {
      voidBallots++;
      continue;
    }
    for (const id in ballot) {
      if (!Object.hasOwn(ballot, id)) continue;
      const count = counts.get(id)!;
      const choice = ballot[id];
      if (choice === "AGREE") count.agree++;
      else if (choice === "DISAGREE") count.disagree++;
      else if (choice === "ABSTAIN") count.abstain++;
    }
  }

  const groupQuorum = meetsQuorum(rule, members, attending);
  const counted = rule.recusal === "COUNTED";
  const flags: ChairFlag[] = [];
  if (!groupQuorum) flags.push({ code: "GROUP_NO_QUORUM", members, attending, required: minAttending(rule, members) });

  const results = candidates.map((c): { candidate: VoteCandidate; tally: CandidateTally } => {
    const { agree, disagree, abstain } = counts.get(c.id)!;
    const recused = c.recused ?? 0;
    const voters = attending - recused;
    const ballotsCast = agree + disagree + abstain;
    if (ballotsCast > voters)
      throw new RangeError(`vote: ${ballotsCast} marks for candidate ${c.id}, ${voters} members may vote on it`);
    const eligible = counted ? attending : voters;
    const eligibleMembers = counted ? members : members - recused;
    const ownQuorum = meetsQuorum(rule, eligibleMembers, eligible);
    if (groupQuorum && !ownQuorum)
      flags.push({
        code: "CANDIDATE_NO_QUORUM",
        candidateId: c.id,
        recused,
        eligible,
        required: minAttending(rule, eligibleMembers),
      });
    const reached = rankOnly || reachesThreshold(rule, eligibleMembers, eligible, agree);
    const quorumMet = groupQuorum && ownQuorum;
    const tally: CandidateTally = {
      candidateId: c.id,
      members,
      attending,
      recused,
      eligible,
      eligibleMembers,
      ballotsCast,
      agree,
      disagree,
      abstain,
      blank: voters - ballotsCast,
      threshold: rankOnly ? 0 : minAgree(rule, eligibleMembers, eligible),
      quorumMet,
      reachedThreshold: reached,
      verdict: !quorumMet ? "NO_QUORUM" : reached ? "PASS" : "FAIL",
      rank: 0,
    };
    return { candidate: c, tally };
  });

  // most agree first; Array.prototype.sort is stable, so equal agree keep the input's order
  const ranked = [...results].sort((a, b) => b.tally.agree - a.tally.agree);
  let previous: CandidateTally | null = null;
  for (const [k, { tally }] of ranked.entries()) {
    tally.rank = previous?.agree === tally.agree ? previous.rank : k + 1;
    previous = tally;
  }

  const qualifying = ranked.filter((r) => r.tally.verdict === "PASS");
  let tiedAtCap: CapTie | null = null;
  if (cap !== null && qualifying.length > cap) {
    const boundary = qualifying[cap - 1]?.tally.agree ?? Number.POSITIVE_INFINITY; // cap 0: no seat, all below
    const above = qualifying.filter((r) => r.tally.agree > boundary);
    const tied = qualifying.filter((r) => r.tally.agree === boundary);
    for (const r of qualifying) if (r.tally.agree < boundary) r.tally.verdict = "FAIL";
    if (above.length + tied.length > cap) {
      for (const r of tied) r.tally.verdict = "TIE_REVOTE";
      tiedAtCap = { candidates: tied.map((r) => r.candidate), seats: cap - above.length, agree: boundary };
      flags.push({
        code: "TIE_REVOTE",
        candidateIds: tied.map((r) => r.candidate.id),
        agree: boundary,
        seats: tiedAtCap.seats,
      });
    }
  }

  return {
    members,
    attending,
    minAttending: minAttending(rule, members),
    quorumMet: groupQuorum,
    cap,
    ballots: ballots.length,
    voidBallots,
    candidates: results.map((r) => r.tally),
    passed: ranked.filter((r) => r.tally.verdict === "PASS").map((r) => r.candidate.id),
    tiedAtCap,
    flags,
  };
}

/**
 * Tallies one group's ballots under the rule (DEFAULT_VOTE_RULE for the senior committee). Throws a RangeError on
 * counts that cannot be: more ballots than attending, more marks for a candidate than members who may vote on it,
 * a candidate listed twice.
 */
export const tallyGroup = (rule: VoteRule, input: GroupVoteInput): GroupTally => tally(rule, input, false);

export interface RevoteOptions {
  /**
   * Decide the tied by rank alone, without the threshold. By default the re-vote is a vote like the first: a tied
   * candidate takes a seat only by reaching the threshold again, so a seat may stay empty.
   */
  rankOnly?: boolean;
}

/**
 * The re-vote among the candidates tied at the cap, for the seats left: a capped tally of those candidates only
 * (ballots approve at most `seats`). It may tie again, giving a new `tiedAtCap`.
 */
export const tallyRevote = (
  rule: VoteRule,
  tie: Pick<CapTie, "candidates" | "seats">,
  meeting: Pick<GroupVoteInput, "members" | "attending" | "ballots">,
  options: RevoteOptions = {},
): GroupTally => tally(rule, { ...meeting, candidates: tie.candidates, cap: tie.seats }, options.rankOnly === true);
