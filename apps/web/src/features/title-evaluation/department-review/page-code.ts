import { departmentPage } from "@zcps/contracts/zcps/department-review/material-pages";
import { useLocation } from "react-router";

/**
 * The material page a parameterized page shows, from its route: /DepartmentAudit/<code> (assignment) or
 * /DepartmentAudS/<code>S (review). Undefined on any other path.
 */
export function pageCodeOf(pathname: string): string | undefined {
  const match = /^\/DepartmentAud(it|S)\/([A-Za-z]+)/.exec(pathname);
  if (!match) return undefined;
  const segment = match[2] as string;
  const code = match[1] === "S" && segment.endsWith("S") ? segment.slice(0, -1) : segment;
  return departmentPage(code) ? code : undefined;
}

export function usePageCode() {
  return pageCodeOf(useLocation().pathname);
}
