// A leaf (no imports): the console's pages read their button codes from here without loading the schemas.

/** Element codes of the professor committee's pages (/ProfessorCom). */
export const PROFESSOR_ELEMENTS = {
  /** ReportperInformation: a member reads the declarants put to their committee */
  read: "ReportperInformation:view",
  /** TeacomResults: a member's own recommendation (draft and final) */
  vote: "TeacomResults:vote",
  /** TeacomResultsPersonnel: every committee's progress and, once complete, its tally; the result sheet */
  resultsView: "TeacomResultsPersonnel:view",
  /** TeacomResultsPersonnel: confirm a committee's result (moves the declarations) or send its round back */
  confirm: "TeacomResultsPersonnel:confirm",
  /** JSWYHUserDeclareCountNew: the statistics and their xlsx */
  count: "JSWYHUserDeclareCountNew:view",
} as const;
