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
} as const;
