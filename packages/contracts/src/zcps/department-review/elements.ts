import type { ElementDef } from "../../element-def";

/** Element codes of the department verification pages (/DepartmentAudit, /DepartmentAudS, /bcsh, /bbccksh). */
export const DEPARTMENT_REVIEW_ELEMENT_DEFS: ElementDef[] = [];
