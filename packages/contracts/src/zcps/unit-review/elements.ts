import type { ElementDef } from "../../element-def";

/** Element codes of the unit review pages (/UnitAuditMan) and the API routes each opens. */
export const UNIT_REVIEW_ELEMENT_DEFS: ElementDef[] = [];
