import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { DEPARTMENT_PAGES } from "@zcps/contracts/zcps/department-review/material-pages";
import { describe, expect, it } from "vitest";
import { departmentReviewLocales } from "./locales";
import { pageCodeOf } from "./page-code";
import { departmentReviewPages } from "./pages";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("department verification pages", () => {
  const { zh, en } = departmentReviewLocales as { zh: Record<string, string>; en: Record<string, string> };

  it("has every text in both languages", () => {
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
    for (const [key, text] of [...Object.entries(zh), ...Object.entries(en)]) expect(text, key).toBeTruthy();
  });

  it("every key a page asks for exists in both languages, the statuses and outcomes included", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(__dirname)) {
      for (const match of readFileSync(file, "utf8").matchAll(/\bt\(\s*(["'`])([A-Za-z][\w.-]*)\1/g)) {
        const key = match[2] as string;
        for (const table of [zh, en]) if (!(key in table)) missing.push(`${file}: ${key}`);
      }
    }
    for (const status of ["PENDING", "VERIFIED", "NOT_RECOGNIZED", "RETURNED", "OVERTURNED", "OPEN", "UPHELD"])
      if (!(`departUi.status.${status}` in en)) missing.push(status);
    expect(missing).toEqual([]);
  });

  it("routes every material page's assignment and review path to one module each, and reads the page from the path", () => {
    const paths = Object.keys(departmentReviewPages.pages);
    for (const page of DEPARTMENT_PAGES) {
      expect(paths).toContain(`/DepartmentAudit/${page.code}`);
      expect(paths).toContain(`/DepartmentAudS/${page.code}S`);
      expect(pageCodeOf(`/DepartmentAudit/${page.code}`)).toBe(page.code);
      expect(pageCodeOf(`/DepartmentAudS/${page.code}S`)).toBe(page.code);
    }
    const modules = new Set(Object.values(departmentReviewPages.pages));
    // the six stage-3 pages, the four /bcsh pages, and one count form under /bcsh and /bbccksh alike
    expect(modules.size).toBe(11);
    expect(departmentReviewPages.pages["/bcsh/AuditCountForm"]).toBe(
      departmentReviewPages.pages["/bbccksh/AuditCountForm"],
    );
    expect(pageCodeOf("/DepartmentAudit/AuditMain")).toBeUndefined();
  });
});
