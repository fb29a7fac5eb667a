import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type Ballot,
  DEFAULT_VOTE_RULE,
  type GroupVoteInput,
  MAJORITY_OF_MEMBERS_RULE,
  meetsQuorum,
  minAgree,
  minAttending,
  reachesThreshold,
  tallyGroup,
  tallyRevote,
  type VoteChoice,
  type VoteRule,
} from "./index";

const RUNS = { numRuns: 300 };
const HALF_OF_ATTENDING: VoteRule = { ...DEFAULT_VOTE_RULE, numerator: 1, denominator: 2, comparison: "MORE_THAN" };
// at 2/3 few candidates beyond the cap reach the threshold (a cap of 1 never ties), at a half many do
const RULES = [DEFAULT_VOTE_RULE, MAJORITY_OF_MEMBERS_RULE, HALF_OF_ATTENDING];
const MARKS: (VoteChoice | null)[] = ["AGREE", "DISAGREE", "ABSTAIN", null];

/**
 * Ballots for `candidates` from a flat list of marks (0 agree, 1 disagree, 2 abstain, 3 blank). A candidate's
 * recused members hold the last ballots' places, so those leave it out. Capped, a ballot reads the candidates from
 * an offset the marks give and turns the approvals past `cap` to disagree (the console refuses the over-vote);
 * with `full` it approves the first `cap` it may, so that ties at the cap are common.
 */
function ballotsFrom(
  marks: readonly number[],
  count: number,
  attending: number,
  candidates: readonly { id: string; recused?: number }[],
  cap: number | null,
  full = false,
): Ballot[] {
  const n = candidates.length;
  const mark = (at: number) => marks[at % marks.length] ?? 3;
  return Array.from({ length: count }, (_, i) => {
    const ballot: Record<string, VoteChoice> = {};
    const offset = cap === null ? 0 : mark(7 * i + 3) + i;
    let approvals = 0;
    for (let j = 0; j < n; j++) {
      const k = (offset + j) % n;
      const c = candidates[k]!;
      if (i >= attending - (c.recused ?? 0)) continue;
      let choice = MARKS[mark(i * n + k)] ?? null;
      if (full && cap !== null && approvals < cap) choice = "AGREE";
      if (choice === "AGREE" && cap !== null && approvals >= cap) choice = "DISAGREE";
      if (choice === "AGREE") approvals++;
      if (choice) ballot[c.id] = choice;
    }
    return ballot;
  });
}

// A meeting of 3 to 25 members (small ones often, where ties are common), mostly with its quorum, up to 8
// candidates with a few recused members, each attending member handing in a ballot or not; capped or not.
const meetingArb = (capped: boolean) =>
  fc
    .record({
      members: fc.oneof(fc.integer({ min: 3, max: 9 }), fc.integer({ min: 10, max: 25 })),
      absentShare: fc.integer({ min: 0, max: 4 }),
      missing: fc.constantFrom(0, 0, 0, 1, 2),
      recused: fc.array(fc.constantFrom(0, 0, 0, 0, 1, 2), { minLength: 1, maxLength: 8 }),
      cap: capped ? fc.integer({ min: 0, max: 4 }) : fc.constant(null),
      // capped, mostly one or two candidates more than the cap, where ties at the cap are common
      beyondCap: fc.constantFrom(1, 1, 2, 8),
      full: fc.boolean(),
      // agree-heavy marks, so thresholds are reached and ties happen
      marks: fc.array(fc.constantFrom(0, 0, 0, 0, 0, 0, 1, 2, 3), { minLength: 200, maxLength: 200 }),
      revoteMarks: fc.array(fc.constantFrom(0, 0, 0, 0, 1, 2, 3), { minLength: 64, maxLength: 64 }),
    })
    .map((r) => {
      // a tenth of the members absent per step: 4 steps leave about 60 %, short of the quorum
      const attending = r.members - Math.floor((r.members * r.absentShare) / 10);
      const recused = r.cap === null ? r.recused : r.recused.slice(0, r.cap + r.beyondCap);
      const candidates = recused.map((count, k) => ({ id: `c${k}`, recused: Math.min(count, attending) }));
      const count = Math.max(0, attending - r.missing);
      const input: GroupVoteInput = {
        members: r.members,
        attending,
        candidates,
        cap: r.cap,
        ballots: ballotsFrom(r.marks, count, attending, candidates, r.cap, r.full),
      };
      return { input, revoteMarks: r.revoteMarks, full: r.full };
    });

describe("the tally's properties", () => {
  it("never passes more than the cap, and a tie leaves seats for fewer than those tied", () => {
    fc.assert(
      fc.property(meetingArb(true), fc.constantFrom(...RULES), ({ input, revoteMarks, full }, rule) => {
        const tally = tallyGroup(rule, input);
        const cap = input.cap!;
        expect(tally.voidBallots).toBe(0);
        expect(tally.passed.length).toBeLessThanOrEqual(cap);
        for (const c of tally.candidates.filter((c) => c.verdict === "PASS"))
          expect(c.quorumMet && c.reachedThreshold).toBe(true);
        const tie = tally.tiedAtCap;
        if (!tie) return;
        expect(tally.passed.length + tie.seats).toBe(cap);
        expect(tie.seats).toBeGreaterThan(0);
        expect(tie.candidates.length).toBeGreaterThan(tie.seats);
        for (const c of tally.candidates)
          if (c.verdict === "PASS") expect(c.agree).toBeGreaterThan(tie.agree);
          else if (c.verdict === "TIE_REVOTE") expect(c.agree).toBe(tie.agree);
          else if (c.verdict === "FAIL" && c.reachedThreshold) expect(c.agree).toBeLessThan(tie.agree);
        const revote = tallyRevote(rule, tie, {
          members: input.members,
          attending: input.attending,
          ballots: ballotsFrom(revoteMarks, input.ballots.length, input.attending, tie.candidates, tie.seats, full),
        });
        expect(revote.passed.length).toBeLessThanOrEqual(tie.seats);
        expect(revote.candidates.map((c) => c.candidateId)).toEqual(tie.candidates.map((c) => c.id));
      }),
      RUNS,
    );
  });

  it("uncapped, under the default rule, passes a candidate iff 3·agree ≥ 2·eligible, with its quorum", () => {
    fc.assert(
      fc.property(meetingArb(false), ({ input }) => {
        const tally = tallyGroup(DEFAULT_VOTE_RULE, input);
        const { members, attending } = input;
        expect(tally.quorumMet).toBe(attending > 0 && 3 * attending >= 2 * members);
        for (const c of tally.candidates) {
          expect(c.eligible).toBe(attending - c.recused);
          expect(c.agree + c.disagree + c.abstain + c.blank).toBe(c.eligible);
          expect(c.ballotsCast).toBe(c.agree + c.disagree + c.abstain);
          const quorum = tally.quorumMet && c.eligible > 0 && 3 * c.eligible >= 2 * (members - c.recused);
          expect(c.quorumMet).toBe(quorum);
          const verdict = !quorum ? "NO_QUORUM" : 3 * c.agree >= 2 * c.eligible ? "PASS" : "FAIL";
          expect(c.verdict).toBe(verdict);
        }
        expect(new Set(tally.passed)).toEqual(
          new Set(tally.candidates.filter((c) => c.verdict === "PASS").map((c) => c.candidateId)),
        );
      }),
      RUNS,
    );
  });

  it("finds the least attendance and agreement any integer rule asks", () => {
    const ruleArb = fc
      .record({
        kind: fc.constantFrom("OF_ATTENDING" as const, "OF_MEMBERS" as const),
        denominator: fc.integer({ min: 1, max: 12 }),
        numerator: fc.integer({ min: 0, max: 12 }),
        comparison: fc.constantFrom("AT_LEAST" as const, "MORE_THAN" as const),
        quorumDenominator: fc.integer({ min: 1, max: 12 }),
        quorumNumerator: fc.integer({ min: 0, max: 12 }),
      })
      .map(
        (r): VoteRule => ({
          kind: r.kind,
          numerator: Math.min(r.numerator, r.denominator),
          denominator: r.denominator,
          comparison: r.comparison,
          quorum: { numerator: Math.min(r.quorumNumerator, r.quorumDenominator), denominator: r.quorumDenominator },
        }),
      );
    fc.assert(
      fc.property(ruleArb, fc.integer({ min: 1, max: 301 }), fc.integer({ min: 0, max: 301 }), (rule, members, k) => {
        const attending = k % (members + 1);
        const least = minAttending(rule, members);
        expect(meetsQuorum(rule, members, least)).toBe(true);
        expect(meetsQuorum(rule, members, least - 1)).toBe(false);
        const need = minAgree(rule, members, attending);
        expect(reachesThreshold(rule, members, attending, need)).toBe(true);
        if (need > 0) expect(reachesThreshold(rule, members, attending, need - 1)).toBe(false);
      }),
      RUNS,
    );
  });
});
