import { DEPARTMENT_VERIFIED_TYPES, departmentPage } from "@zcps/contracts/zcps/department-review/material-pages";
import type { Executor } from "../../../../db/client";
import type { Bilingual } from "../../../../platform/bilingual";
import { badRequest } from "../../../../platform/errors";
import { materialTypeInfo } from "../../shared";
import type { DepartmentView } from "./lists-repo";
import * as repo from "./repo";

/** The role groups of a department's people (seeded; DOMAIN.md "Roles"). */
export const REVIEWER_GROUP = "dept_reviewer";
export const ASSIGNER_GROUP = "dept_assigner";

/** Who calls: the services need no more of the session than this (the seed acts as the demo accounts). */
export interface Caller {
  tenantId: string;
  userId: string;
}

/** The caller as a department sees them: their department comes from their user record, never from the request. */
export interface Department {
  tenantId: string;
  departId: string;
  code: string;
  name: Bilingual;
  userId: string;
  userName: string;
  /** the verified types this department owns by default (the directory or a setBranch may say otherwise) */
  ownedTypes: readonly string[];
}

/** The verified types a department owns when neither the batch's directory nor a setBranch names another. */
export const ownedTypesOf = (departCode: string) =>
  DEPARTMENT_VERIFIED_TYPES.filter((type) => materialTypeInfo(type)?.ownerCode === departCode);

export async function callerDepartment(db: Executor, auth: { tenantId: string; userId: string }): Promise<Department> {
  const found = await repo.findUserDepart(db, auth.tenantId, auth.userId);
  if (!found?.departId || !found.departCode) throw badRequest("depart.noDepartment");
  return {
    tenantId: auth.tenantId,
    departId: found.departId,
    code: found.departCode,
    name: { zh: found.departName ?? "", en: found.departNameEn || found.departName || "" },
    userId: auth.userId,
    userName: found.name,
    ownedTypes: ownedTypesOf(found.departCode),
  };
}

/** The department's view of one page's types, or of every verified type. */
export function viewOf(department: Department, pageCode?: string, projectTimeId?: string): DepartmentView {
  const page = pageCode ? departmentPage(pageCode) : undefined;
  if (pageCode && !page) throw badRequest("depart.pageUnknown");
  return {
    tenantId: department.tenantId,
    departId: department.departId,
    types: page ? page.materialTypes : DEPARTMENT_VERIFIED_TYPES,
    ...(projectTimeId ? { projectTimeId } : {}),
  };
}

/** A material type's name in both languages (its code where it has none). */
export const materialName = (type: string): Bilingual => materialTypeInfo(type)?.name ?? { zh: type, en: type };
