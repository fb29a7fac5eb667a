/**
 * The committee vote (issue 13, reference 5.1 to 5.4): quorum and pass rules, the anonymous ballot's check and the
 * tally of a group, capped or not, with the re-vote of a tie at the cap. Pure, no I/O; the server's committee stage
 * and the console import it here.
 *
 * rule.ts holds the configurable rule and its integer arithmetic, ballot.ts the ballot and its check, tally.ts the
 * group's tally and the re-vote, messages.ts the zh/en texts of the codes.
 */

export {
  BALLOT_ERRORS,
  type Ballot,
  type BallotCheck,
  type BallotErrorCode,
  type BallotScope,
  ballotErrorKey,
  checkBallot,
  VOTE_CHOICES,
  type VoteChoice,
} from "./ballot";
export { committeeVoteMessages } from "./messages";
export {
  assertVoteRule,
  DEFAULT_VOTE_RULE,
  type Fraction,
  MAJORITY_OF_MEMBERS_RULE,
  meetsQuorum,
  minAgree,
  minAttending,
  reachesThreshold,
  SENIOR_COMMITTEE_RULE,
  VOTE_RULE_KINDS,
  type VoteComparison,
  type VoteRule,
  type VoteRuleKind,
} from "./rule";
export {
  CANDIDATE_VERDICTS,
  type CandidateTally,
  type CandidateVerdict,
  type CapTie,
  type ChairFlag,
  chairFlagKey,
  type GroupTally,
  type GroupVoteInput,
  type RevoteOptions,
  tallyGroup,
  tallyRevote,
  type VoteCandidate,
} from "./tally";
