// A leaf (no imports): the console's shell reads a code from here without loading the unit pages' schemas.

/** Element codes of the unit review pages (/UnitAuditMan) and the declarant's objection, with the routes each opens. */
export const UNIT_REVIEW_ELEMENTS = {
  summaryView: "ReporterSummary:view",
  summaryAudit: "ReporterSummary:btn_audit",
  summaryPackets: "ReporterSummary:btn_packets",
  rosterAllocate: "UnitAuditRostor:btn_allocate",
  publicityView: "UnitFomal:view",
  publicityPublish: "UnitFomal:btn_publish",
  objectionHandle: "UnitFomal:btn_objection",
  resultView: "AuditResult:view",
  recommend: "AuditResult:btn_recommend",
  countView: "DeclareCount:view",
  userCountView: "UserDeclareCountNew:view",
  registerView: "Zcjzcsblb:view",
  registerEdit: "Zcjzcsblb:btn_edit",
  personnelRegisterView: "RSZcjzcsblb:view",
  personnelRegisterReturn: "RSZcjzcsblb:btn_return",
  objectionFile: "userCenter:btn_objection",
} as const;
