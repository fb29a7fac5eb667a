import { materialPayloadSchema } from "@zcps/contracts/zcps/materials";
import type { StaffRecord } from "./repo";

/**
 * The basic-information section filled from the staff master data, as a new declaration starts with it: the
 * values the section's schema accepts (a master-data value it refuses is left for the declarant to enter), or null
 * when a required one is missing.
 */
export function basicInfoFromStaff(staff: StaffRecord, unitName: string | null): Record<string, unknown> | null {
  const values: Record<string, unknown> = {
    name: staff.name,
    gender: staff.sex,
    birthDate: staff.birthDate,
    nation: staff.nation,
    politicalStatus: staff.politicalStatus,
    employeeNo: staff.employeeNo,
    unitName,
    postType: staff.postType,
    postGrade: staff.postGrade,
    currentTitle: staff.currentTitleName,
    currentTitleDate: staff.currentTitleDate,
    hiredDate: staff.hireDate,
    discipline: staff.disciplineCode,
    phone: staff.phone,
    email: staff.email,
  };
  const present = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== ""),
  );
  const schema = materialPayloadSchema("BASIC_INFO");
  const first = schema.safeParse(present);
  if (first.success) return first.data;
  const refused = new Set(first.error.issues.map((issue) => String(issue.path[0])));
  const second = schema.safeParse(Object.fromEntries(Object.entries(present).filter(([k]) => !refused.has(k))));
  return second.success ? second.data : null;
}
