// A leaf (no imports): the console's pages read their button codes from here without loading the schemas.

/** Element codes of the results pages (/HighJudgesRes). */
export const RESULTS_ELEMENTS = {
  /** HighJudges: the committee's results, and the sealed results' verification */
  view: "HighJudges:view",
} as const;
