/** Shapes on the wire (spec sections 3 and 7). */

export const STATUS = {
  ok: 200,
  /** token missing, expired or revoked: the console logs out */
  tokenInvalid: 40101,
  /** authenticated but not allowed */
  forbidden: 40001,
  /** client (Basic) authentication failed */
  clientInvalid: 40301,
  /** the token's client may not call this service */
  clientForbidden: 40331,
  /** a business rule refused the call */
  business: 30101,
} as const;

export interface Envelope<T = unknown> {
  status: number;
  message: string;
  data: T;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface TokenResponse {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  /** the scopes granted, space-separated (the client's, or those asked for) */
  scope: string;
  userId: string;
  tgc: string | null;
  session: string | null;
  /** a one-time link's page, where the console goes once signed in */
  redirect?: string;
}

export interface PermissionElement {
  /** "menu" for menu codes, "button" or "uri" for element codes */
  type: "menu" | "button" | "uri";
  code: string;
}

export interface PortalLink {
  id: string;
  title: string;
  url: string;
}

export interface FrontInfo {
  id: string;
  username: string;
  name: string;
  avatar: string;
  tenantId: string;
  description: string;
  elements: PermissionElement[];
  setting: { articlePlatform: PortalLink[] };
}

export interface MenuNode {
  id: string;
  parentId: string | null;
  code: string;
  title: string;
  titleEn: string;
  icon: string | null;
  orderNum: number;
  /** the route path, e.g. /baseManager/userManager */
  path: string;
  children: MenuNode[];
}

export interface ProjectOption {
  id: string;
  name: string;
  enabled: "1" | "0";
  /** true for the project this session has switched to */
  current: boolean;
}

export interface DepartRef {
  id: string;
  name: string;
}

export interface UserProfile {
  id: string;
  name: string;
  username: string;
  depart: DepartRef | null;
  departId: string | null;
  idNo: string | null;
  no: string | null;
  mobilePhone: string | null;
  telPhone: string | null;
  email: string | null;
  sex: string | null;
  nation: string | null;
  description: string | null;
  avatar: string;
}

export interface UserRow extends UserProfile {
  /** the user's tenant (a caller reaching several tenants sees them side by side) */
  tenantId: string;
  tenantName: string;
  enabled: boolean;
  isSuperAdmin: boolean;
  roles: string[];
  updatedAt: string;
  updatedBy: string | null;
}

export interface DepartNode {
  id: string;
  parentId: string | null;
  code: string;
  name: string;
  children: DepartNode[];
}

export interface VerifyCodeTicket {
  verifyCodeId: string;
  expiresIn: number;
}

export interface DashboardStateCount {
  state: string;
  name: string;
  count: number;
}

/** What a declarant does next with a declaration, as the dashboard says it. */
export type DashboardNext = "complete" | "fixReturned" | "underReview" | "finished";

/** A part of the home page that one role sees: its own work, in the words of that role. */
export type DashboardPanel =
  | {
      kind: "myDeclarations";
      declarations: {
        id: string;
        batchName: string;
        titleName: string;
        status: string;
        statusName: string;
        next: DashboardNext;
        /** the returning unit's or office's comment */
        comment: string | null;
        path: string;
      }[];
    }
  | {
      kind: "unit";
      batchName: string;
      byState: DashboardStateCount[];
      quota: { level: string; levelName: string; allocated: number; used: number; left: number }[];
      path: string;
    }
  | { kind: "pipeline"; batchName: string; byState: DashboardStateCount[]; total: number; path: string };

export interface DashboardSummary {
  project: ProjectOption | null;
  todos: { key: string; count: number; path: string }[];
  figures: { key: string; value: number }[];
  /** each role's own work: the declarant's declarations, a unit's pipeline and quota, the batch's pipeline */
  panels: DashboardPanel[];
  /** the user administrator's charts (users by department, sign-ins by day); empty for everyone else */
  usersByDepart: { name: string; nameEn: string | null; value: number }[];
  loginsByDay: { day: string; value: number }[];
}
