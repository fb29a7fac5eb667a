import type { MenuNode } from "@zcps/contracts/api";
import { describe, expect, it } from "vitest";
import { firstLeaf, linkFor, MODULE_GROUPS, narrowMenus, permittedPaths, routeParamsFor } from "./route-table";

const node = (id: string, path: string, children: MenuNode[] = []): MenuNode => ({
  id,
  parentId: null,
  code: path.split("/").filter(Boolean).pop() ?? "",
  title: id,
  titleEn: id,
  icon: null,
  orderNum: 0,
  path,
  children,
});

describe("route table", () => {
  it("has every group and child of spec section 2", () => {
    const patterns = MODULE_GROUPS.flatMap((g) => g.children.map((c) => c.pattern));
    expect(patterns).toContain("/baseManager/userManager");
    expect(patterns).toContain("/UnitAuditMan/ReporterSummary/:isAdmin");
    expect(patterns).toContain("/bcsh/AuditCountForm");
    expect(patterns).toContain("/bbccksh/AuditCountForm");
    expect(patterns).toContain("/DepartmentAudS/PaperS");
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(MODULE_GROUPS.map((g) => g.code)).toEqual(
      expect.arrayContaining(["baseManager", "zcps", "hwgl", "ProfessorCom", "AnonymousReview", "DepartmentAudit"]),
    );
  });

  it("permits by the menu tree's paths, so a repeated child code is permitted per group", () => {
    const tree = [node("g1", "/bcsh", [node("c1", "/bcsh/AuditCountForm")])];
    const paths = permittedPaths(tree);
    expect(paths.has("/bcsh/AuditCountForm")).toBe(true);
    expect(paths.has("/bbccksh/AuditCountForm")).toBe(false);
  });

  it("links fill route parameters and find a group's first leaf", () => {
    expect(linkFor("/UnitAuditMan/ReporterSummary/:isAdmin")).toBe("/UnitAuditMan/ReporterSummary/0");
    // a unit administrator's link opens the administrator's view, a leader's the read-and-approve view
    const admin = routeParamsFor({ "UnitAuditRostor:btn_allocate": true });
    expect(linkFor("/UnitAuditMan/ReporterSummary/:isAdmin", admin)).toBe("/UnitAuditMan/ReporterSummary/1");
    expect(linkFor("/UnitAuditMan/ReporterSummary/:isAdmin", routeParamsFor({}))).toBe(
      "/UnitAuditMan/ReporterSummary/0",
    );
    const group = node("g", "/zcps", [node("a", "/zcps/sub", [node("b", "/zcps/sub/leaf")]), node("c", "/zcps/quota")]);
    expect(firstLeaf(group)).toBe("/zcps/sub/leaf");
  });

  it("narrows the menus to the chosen group when it is still permitted", () => {
    const tree = [node("g1", "/a"), node("g2", "/b")];
    expect(narrowMenus(tree, "g2").map((n) => n.id)).toEqual(["g2"]);
    expect(narrowMenus(tree, "gone")).toBe(tree);
    expect(narrowMenus(tree, null)).toBe(tree);
  });
});
