// A leaf (no imports): the console's pages read their button codes from here without loading the schemas.

/** Element codes of the formal audit (/FormalAudit) and personnel synthesis (/PersonnelSynthesis) pages. */
export const TEAM_REVIEW_ELEMENTS = {
  formalAssignmentView: "TeamAssignment:view",
  formalTeams: "TeamAssignment:btn_team",
  formalAllocate: "TeamAssignment:btn_allocate",
  formalRestartUnit: "TeamAssignment:btn_restartUnit",
  formalDecide: "TeamAssignment:btn_decide",
  formalAuditView: "TeamAudit:view",
  formalCheck: "TeamAudit:btn_check",
  formalSubmit: "TeamAudit:btn_submit",
  formalWithdraw: "TeamAudit:btn_withdraw",
  formalStatisticsView: "TeamStatistics:view",
  formalResultView: "ResultCount:view",
  formalResultExport: "ResultCount:btn_export",
  synthesisAssignmentView: "TeamAssignmentZH:view",
  synthesisTeams: "TeamAssignmentZH:btn_team",
  synthesisAllocate: "TeamAssignmentZH:btn_allocate",
  synthesisRestartUnit: "TeamAssignmentZH:btn_restartUnit",
  synthesisAuditView: "TeamAuditZH:view",
  synthesisCheck: "TeamAuditZH:btn_check",
  synthesisSubmit: "TeamAuditZH:btn_submit",
  synthesisWithdraw: "TeamAuditZH:btn_withdraw",
  synthesisStatisticsView: "TeamStatisticsZH:view",
  synthesisResultView: "TeamResultZH:view",
  /** the personnel lead: rules on disputed declarations */
  synthesisRule: "TeamResultZH:btn_rule",
  synthesisDecide: "TeamResultZH:btn_decide",
  synthesisCountView: "PersonnelSynthesisResultCount:view",
  synthesisCountExport: "PersonnelSynthesisResultCount:btn_export",
  declarantCountView: "RSUserDeclareCountNew:view",
  declarantCountExport: "RSUserDeclareCountNew:btn_export",
} as const;
