import { z } from "zod";
import type { MessageKey } from "./messages";
import { idSchema } from "./validation";

/**
 * Permission administration on the wire: menus and their elements (menuManager), role groups (groupManager)
 * and role-group types (groupTypeManager). Schema messages are message keys.
 */
export const ROLE_LIMITS = {
  code: 32,
  elementCode: 80,
  title: 40,
  icon: 64,
  description: 200,
  orderNum: 9999,
  /** one authority save carries at most this many menus and elements */
  authority: 5000,
  /** one membership save carries at most this many members and leaders */
  members: 2000,
} as const;

/** Letters, digits and underscores, starting with a letter (a menu or group code becomes a path or a key). */
export const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
/** `<menu>:<action>`, e.g. userManager:btn_add */
export const ELEMENT_CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*:[A-Za-z][A-Za-z0-9_]*$/;
export const ICON_PATTERN = /^[A-Za-z][A-Za-z0-9]*$/;

export const MENU_TYPES = ["menu", "dirt"] as const;
export type MenuType = (typeof MENU_TYPES)[number];
export const ELEMENT_TYPES = ["button", "uri"] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];
export const HTTP_METHODS = ["GET", "POST", "PUT", "DELETE"] as const;
/** "use": members may use the resource; "grant": members may grant it onward (AG's 权限分配 / 权限下发). */
export const GRANT_LEVELS = ["use", "grant"] as const;
export type GrantLevel = (typeof GRANT_LEVELS)[number];
/**
 * Whose users a role's members see and manage: the whole tenant, their own unit, or only themselves
 * (apps/server/src/platform/data-scope.ts). A member's scope is the widest of their roles'.
 */
export const GROUP_DATA_SCOPES = ["tenant", "unit", "self"] as const;
export type GroupDataScope = (typeof GROUP_DATA_SCOPES)[number];

const m = (key: MessageKey) => key;

const requiredText = (max: number, required: MessageKey) =>
  z.string(m(required)).trim().min(1, m(required)).max(max, m("v.tooLong"));
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m("v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null));
const codeSchema = z
  .string(m("v.codeRequired"))
  .trim()
  .min(1, m("v.codeRequired"))
  .max(ROLE_LIMITS.code, m("v.codeLength"))
  .regex(CODE_PATTERN, m("v.codePattern"));
const orderSchema = z.coerce.number().int().min(0).max(ROLE_LIMITS.orderNum).default(0);
const parentSchema = idSchema.nullish().transform((v) => v ?? null);

export const menuInputSchema = z.object({
  parentId: parentSchema,
  code: codeSchema,
  title: requiredText(ROLE_LIMITS.title, "v.titleRequired"),
  titleEn: requiredText(ROLE_LIMITS.title * 2, "v.titleEnRequired"),
  icon: z
    .string()
    .trim()
    .max(ROLE_LIMITS.icon, m("v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null))
    .pipe(z.string().regex(ICON_PATTERN, m("v.iconPattern")).nullable()),
  type: z.enum(MENU_TYPES).default("menu"),
  orderNum: orderSchema,
  enabled: z.boolean().default(true),
  description: optionalText(ROLE_LIMITS.description),
});
export type MenuInput = z.input<typeof menuInputSchema>;

/** Drag and drop in the tree: the new parent and the position among its children. */
export const menuMoveSchema = z.object({
  parentId: parentSchema,
  position: z.number().int().min(0).max(ROLE_LIMITS.orderNum),
});
export type MenuMove = z.input<typeof menuMoveSchema>;

export const apiRouteSchema = z.object({
  method: z.enum(HTTP_METHODS),
  route: z.string().trim().min(1).max(200),
});
export type ApiRouteRef = z.infer<typeof apiRouteSchema>;

export const elementInputSchema = z.object({
  menuId: idSchema,
  code: z
    .string(m("v.codeRequired"))
    .trim()
    .min(1, m("v.codeRequired"))
    .max(ROLE_LIMITS.elementCode, m("v.codeLength"))
    .regex(ELEMENT_CODE_PATTERN, m("v.elementCodePattern")),
  type: z.enum(ELEMENT_TYPES).default("button"),
  name: requiredText(ROLE_LIMITS.title, "v.labelRequired"),
  nameEn: requiredText(ROLE_LIMITS.title * 2, "v.nameEnRequired"),
  description: optionalText(ROLE_LIMITS.description),
  routes: z.array(apiRouteSchema).max(100).default([]),
});
export type ElementInput = z.input<typeof elementInputSchema>;

export const elementPageQuerySchema = z.object({
  menuId: idSchema,
  /** matches the code or either name */
  name: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const groupTypeInputSchema = z.object({
  code: codeSchema,
  name: requiredText(ROLE_LIMITS.title, "v.labelRequired"),
  nameEn: optionalText(ROLE_LIMITS.title * 2),
  description: optionalText(ROLE_LIMITS.description),
});
export type GroupTypeInput = z.input<typeof groupTypeInputSchema>;

export const groupTypePageQuerySchema = z.object({
  name: z.string().trim().max(50).optional(),
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

const groupFields = {
  parentId: parentSchema,
  code: codeSchema,
  name: requiredText(ROLE_LIMITS.title, "v.labelRequired"),
  nameEn: optionalText(ROLE_LIMITS.title * 2),
  description: optionalText(ROLE_LIMITS.description),
  orderNum: orderSchema,
};
const dataScopeSchema = z.enum(GROUP_DATA_SCOPES, m("v.dataScope"));
export const groupCreateSchema = z.object({
  groupTypeId: idSchema,
  ...groupFields,
  dataScope: dataScopeSchema.default("tenant"),
});
export type GroupCreate = z.input<typeof groupCreateSchema>;
/**
 * A group stays in the type it was created in (the tab it lives under). The data scope stays as it is when
 * omitted (an older client cannot widen a role by leaving it out).
 */
export const groupUpdateSchema = z.object({ ...groupFields, dataScope: dataScopeSchema.optional() });
export type GroupUpdate = z.input<typeof groupUpdateSchema>;

export const groupTreeQuerySchema = z.object({
  groupTypeId: idSchema.optional(),
  name: z.string().trim().max(50).optional(),
});

export const groupUsersSchema = z.object({
  members: z.array(idSchema).max(ROLE_LIMITS.members).default([]),
  leaders: z.array(idSchema).max(ROLE_LIMITS.members).default([]),
});
export type GroupUsersInput = z.input<typeof groupUsersSchema>;

/** One grant level of a group: the menu ids and element ids it holds (ancestors are added by the server). */
export const authoritySchema = z.object({
  menus: z.array(idSchema).max(ROLE_LIMITS.authority).default([]),
  elements: z.array(idSchema).max(ROLE_LIMITS.authority).default([]),
});
export type AuthorityInput = z.input<typeof authoritySchema>;

export interface MenuAdminNode {
  id: string;
  parentId: string | null;
  code: string;
  title: string;
  titleEn: string;
  icon: string | null;
  type: MenuType;
  /** the console route, e.g. /baseManager/userManager */
  path: string;
  orderNum: number;
  enabled: boolean;
  description: string | null;
  elementCount: number;
  children: MenuAdminNode[];
}

export interface ElementRow {
  id: string;
  menuId: string;
  code: string;
  type: ElementType;
  name: string;
  nameEn: string;
  description: string | null;
  routes: ApiRouteRef[];
}

/** A registered API route an element may open. */
export interface ApiRouteOption extends ApiRouteRef {
  summary: string;
}

export interface GroupTypeRow {
  id: string;
  code: string;
  name: string;
  nameEn: string | null;
  description: string | null;
  groupCount: number;
}

export interface GroupNode {
  id: string;
  parentId: string | null;
  groupTypeId: string;
  code: string;
  name: string;
  nameEn: string | null;
  description: string | null;
  orderNum: number;
  dataScope: GroupDataScope;
  memberCount: number;
  children: GroupNode[];
}

export interface UserRef {
  id: string;
  username: string;
  name: string;
  departName: string | null;
}

export interface GroupUsers {
  members: UserRef[];
  leaders: UserRef[];
}

export interface GrantableElement {
  id: string;
  code: string;
  type: ElementType;
  name: string;
  nameEn: string;
}

/** A menu in the authority dialog, with the elements under it the caller may grant. */
export interface GrantableMenu {
  id: string;
  parentId: string | null;
  code: string;
  title: string;
  titleEn: string;
  type: MenuType;
  enabled: boolean;
  elements: GrantableElement[];
  children: GrantableMenu[];
}

export interface Authority {
  menus: string[];
  elements: string[];
}

/** The refusal's data: the codes the caller asked to grant but may not grant onward. */
export interface NotGrantable {
  menus: string[];
  elements: string[];
}
