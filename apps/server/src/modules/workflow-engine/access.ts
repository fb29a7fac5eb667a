import type { AuthContext } from "../../platform/auth";

/** Who calls the workflow's services, and whether they hold an element code (a super administrator holds all). */
export type Caller = Pick<AuthContext, "userId" | "tenantId" | "username" | "isSuperAdmin" | "codes">;

export const can = (caller: Caller, code: string) => caller.isSuperAdmin || caller.codes.has(code);
