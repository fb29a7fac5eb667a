// A leaf (no imports): the console's pages read their button codes from here without loading the schemas.

/** Element codes of the anonymous peer review's pages (/AnonymousReview). */
export const PEER_REVIEW_ELEMENTS = {
  /** ExpertAudit: rounds, the unallocated declarants and the allocation workbench */
  auditView: "ExpertAudit:view",
  rounds: "ExpertAudit:btn_round",
  simulate: "ExpertAudit:btn_simulate",
  submit: "ExpertAudit:btn_submit",
  /** AlreadySS: invitations made */
  sentView: "AlreadySS:view",
  cancel: "AlreadySS:btn_cancel",
  replace: "AlreadySS:btn_replace",
  remind: "AlreadySS:btn_remind",
  /** IdentityVerification: the expert's own verification, and the administrator's list */
  verifySelf: "IdentityVerification:btn_affirm",
  verificationsView: "IdentityVerification:view",
  verifyByHand: "IdentityVerification:btn_verify",
  /** ExpertReview: the expert's list, packet and opinion */
  reviewView: "ExpertReview:view",
  respond: "ExpertReview:btn_respond",
  opinion: "ExpertReview:btn_opinion",
  /** NotesReview: submitted opinions, marked invalid with a reason */
  notesView: "NotesReview:view",
  invalidate: "NotesReview:btn_invalid",
  /** SummaryResults: the summary, its confirmation and the documents */
  summaryView: "SummaryResults:view",
  confirm: "SummaryResults:btn_confirm",
  export: "SummaryResults:btn_export",
} as const;
