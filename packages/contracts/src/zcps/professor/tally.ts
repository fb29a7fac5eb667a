import {
  type Ballot,
  MAJORITY_OF_MEMBERS_RULE,
  minAttending,
  tallyGroup,
  VOTE_CHOICES,
  type VoteChoice,
  type VoteRule,
} from "../committee/vote";

/**
 * The professor committee's tally (pure): the members' submitted recommendations of one round, counted under the
 * committee's rule (by default more than half of all members, reference 5.4; quorum 2/3 of the members), and the
 * committee's ranking of those it recommends: most recommendations first, then the best mean of the ranks the
 * recommending members gave, then the order given.
 */

/** One member's ballot as stored: declaration id → the choice, the rank among those recommended, a remark. */
export type ProfessorMarks = Readonly<
  Record<string, { choice: string; rank: number | null; remark: string | null } | undefined>
>;

/**
 * The rule for a share setting ("1/2", "3/5", "2/3", "3/4") of all members: half is strict (过半数, more than half),
 * the others inclusive (不少于).
 */
export function professorRule(ratio: string): VoteRule {
  const [n, d] = ratio.split("/").map(Number);
  if (!n || !d || ratio === "1/2") return MAJORITY_OF_MEMBERS_RULE;
  return { ...MAJORITY_OF_MEMBERS_RULE, numerator: n, denominator: d, comparison: "AT_LEAST" };
}

export interface ProfessorTallyRow {
  declarationId: string;
  agree: number;
  disagree: number;
  abstain: number;
  blank: number;
  threshold: number;
  verdict: "PASS" | "FAIL" | "NO_QUORUM";
  rank: number | null;
  meanRank: number | null;
  remarks: string[];
}

export interface ProfessorTally {
  members: number;
  submitted: number;
  quorumMet: boolean;
  minSubmitted: number;
  /** in the order of the candidates given */
  rows: ProfessorTallyRow[];
}

const isChoice = (c: string): c is VoteChoice => (VOTE_CHOICES as readonly string[]).includes(c);

/**
 * Counts a round. `members` is the committee's size (never fewer than the ballots); marks for a declaration no longer
 * before the committee are left out rather than voiding the ballot.
 */
export function tallyProfessorRound(
  rule: VoteRule,
  input: { members: number; candidates: readonly string[]; ballots: readonly ProfessorMarks[] },
): ProfessorTally {
  const submitted = input.ballots.length;
  const members = Math.max(input.members, submitted, 1);
  const candidateSet = new Set(input.candidates);
  const ballots: Ballot[] = input.ballots.map((marks) => {
    const ballot: Record<string, VoteChoice> = {};
    for (const [id, mark] of Object.entries(marks))
      if (mark && candidateSet.has(id) && isChoice(mark.choice)) ballot[id] = mark.choice;
    return ballot;
  });
  const group = tallyGroup(rule, {
    members,
    attending: submitted,
    candidates: input.candidates.map((id) => ({ id })),
    ballots,
  });

  const rankStats = new Map<string, { sum: number; n: number }>();
  const remarks = new Map<string, string[]>();
  for (const marks of input.ballots)
    for (const [id, mark] of Object.entries(marks)) {
      if (!mark || !candidateSet.has(id)) continue;
      if (mark.choice === "AGREE" && mark.rank !== null) {
        const s = rankStats.get(id) ?? { sum: 0, n: 0 };
        s.sum += mark.rank;
        s.n += 1;
        rankStats.set(id, s);
      }
      const remark = mark.remark?.trim();
      if (remark) remarks.set(id, [...(remarks.get(id) ?? []), remark]);
    }
  const meanRank = (id: string) => {
    const s = rankStats.get(id);
    return s ? Math.round((s.sum / s.n) * 100) / 100 : null;
  };

  const rows = group.candidates.map(
    (c): ProfessorTallyRow => ({
      declarationId: c.candidateId,
      agree: c.agree,
      disagree: c.disagree,
      abstain: c.abstain,
      blank: c.blank,
      threshold: c.threshold,
      verdict: c.verdict === "PASS" ? "PASS" : c.verdict === "NO_QUORUM" ? "NO_QUORUM" : "FAIL",
      rank: null,
      meanRank: meanRank(c.candidateId),
      // the remarks in a stable order that is not the members' (sorted), so the order names no one
      remarks: [...(remarks.get(c.candidateId) ?? [])].sort(),
    }),
  );
  const order = new Map(input.candidates.map((id, k) => [id, k]));
  const passed = rows
    .filter((r) => r.verdict === "PASS")
    .sort(
      (a, b) =>
        b.agree - a.agree ||
        (a.meanRank ?? Number.POSITIVE_INFINITY) - (b.meanRank ?? Number.POSITIVE_INFINITY) ||
        (order.get(a.declarationId) ?? 0) - (order.get(b.declarationId) ?? 0),
    );
  for (const [k, row] of passed.entries()) row.rank = k + 1;
  return { members, submitted, quorumMet: group.quorumMet, minSubmitted: minAttending(rule, members), rows };
}
