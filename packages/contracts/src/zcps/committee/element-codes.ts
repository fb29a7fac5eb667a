// A leaf (no imports): the console's pages read their button codes from here without loading the schemas.

/** Element codes of the senior committee's pages (/hwgl) and the results' sign-off (/HighJudgesRes). */
export const COMMITTEE_ELEMENTS = {
  /** hygl: read the meetings, their members, recusals, groups and live counts */
  meetingView: "hygl:view",
  /** hygl: create and change meetings, draw or choose members, recusals, groups; start, pause, end, archive */
  meetingEdit: "hygl:edit",
  /** ycgl: open, pause, resume and close a group's vote; a re-vote among the tied */
  voteControl: "ycgl:control",
  /** ycgl: a member's own ballot */
  vote: "ycgl:vote",
  /** HighJudges: the chair's sign-off, which moves the declarations */
  signOff: "HighJudges:signOff",
  /** Gpwtglb: the register of paper ballots */
  paperView: "Gpwtglb:view",
  /** Gpwtglb: enter a paper vote's figures with its signed tally sheet, delete one not yet applied */
  paperEdit: "Gpwtglb:edit",
  /** Gpwtglb: the chair applies the entered paper votes (the declarations move) */
  paperApply: "Gpwtglb:apply",
} as const;
