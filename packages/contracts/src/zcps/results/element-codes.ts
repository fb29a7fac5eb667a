// A leaf (no imports): the console's pages read their button codes from here without loading the schemas.

/** Element codes of the results pages (/HighJudgesRes) and of the declarant's side of stage 9. */
export const RESULTS_ELEMENTS = {
  /** HighJudges: the committee's results, and the sealed results' verification */
  view: "HighJudges:view",
  /** HighJudges: the results publicity, its notices and the objections raised (read) */
  publicityView: "HighJudges:publicity",
  /** HighJudges: publish and withdraw school notices, close the publicity, decide objections */
  publicityEdit: "HighJudges:publish",
  /** HighJudges: the register of appeals (read) */
  appealView: "HighJudges:appeals",
  /** HighJudges: dismiss or uphold an appeal */
  appealHandle: "HighJudges:decideAppeal",
  /** userCenter: read the school's notices and object to a published result under one's name */
  noticeRead: "userCenter:notices",
  /** userCenter: appeal against a negative decision on one's own declaration */
  appealFile: "userCenter:appeal",
  /** HighJudges: read and download the A3 review tables (Word, PDF) and a meeting's or a unit's zip of them */
  a3View: "HighJudges:a3",
  /** HighJudges: reword an A3 review table's text sections (a new version) */
  a3Edit: "HighJudges:a3Edit",
  /** TeacomResultsPersonnel: a unit's zip of A3 review tables (and one table) */
  a3UnitZip: "TeacomResultsPersonnel:a3",
} as const;
