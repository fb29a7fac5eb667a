import { describe, expect, it } from "vitest";
import { ELEMENT_DEFS } from "./elements";
import { DEPARTMENT_MATERIAL_PAGES, ELEMENTS, MENU_TREE, menuPath } from "./menus";

/** Spec section 2, "Route groups": each group with the children it names. */
const SPEC_GROUPS: Record<string, string[]> = {
  baseManager: [
    "userManager",
    "menuManager",
    "groupManager",
    "groupTypeManager",
    "gateLogManager",
    "dictManager",
    "tenantManager",
    "jobManager",
  ],
  orgManager: ["departManager"],
  authManager: ["serviceManager", "apiManager", "gatewayManager", "oauthClientDetailsManager"],
  monitorManager: ["serviceEurekaManager", "serviceMonitorManager", "serviceZipkinManager"],
  flowManager: [
    "flowModelManager",
    "flowProcessManager",
    "flowProcessInstanceManager",
    "flowTaskManager",
    "flowProcessActive",
    "flowMyApply",
    "flowMyTodo",
    "flowMyDone",
  ],
  zcps: [
    "projectTime",
    "declareRequireTitle",
    "directory",
    "userAudit",
    "declareRequire",
    "outSideExpert",
    "inSideExpert",
    "fieldHelp",
    "sysConfig",
    "errorCorrection",
    "personErrorCorrection",
    "userCenter",
    "messageCenter",
    "quota",
    "tableSetting",
    "baseUser",
    "unitAdmin",
    "talents",
    "kyry",
    "declareUser",
    "importData",
    "declarePost",
    "tpUser",
  ],
  hwgl: ["ycgl", "hygl"],
  UnitAuditMan: [
    "ReporterSummary",
    "AuditResult",
    "UnitAuditRostor",
    "UnitFomal",
    "DeclareCount",
    "Zcjzcsblb",
    "UserDeclareCountNew",
  ],
  HighJudgesRes: ["HighJudges", "Gpwtglb"],
  ApplicationReview: ["AuditAssignment", "AuditStatistics", "MaterialsReview"],
  bcsh: ["AuditCountForm", "AuditTasksOfDep", "AuditTasksOfDepResult", "SupervisionOfAudit", "BCUserDeclareCountNew"],
  bbccksh: ["DepartCheckAppeal", "AuditCountForm", "AuditMainFpBak", "AuditMainShBak"],
  DepartmentAudit: ["AuditMain"],
  DepartmentAudS: [],
  FormalAudit: ["TeamAssignment", "TeamAudit", "TeamStatistics", "ResultCount"],
  PersonnelSynthesis: [
    "TeamAssignmentZH",
    "TeamAuditZH",
    "TeamStatisticsZH",
    "TeamResultZH",
    "PersonnelSynthesisResultCount",
    "RSZcjzcsblb",
    "RSUserDeclareCountNew",
  ],
  AnonymousReview: [
    "ExpertReview",
    "NotesReview",
    "IdentityVerification",
    "ExpertAudit",
    "AlreadySS",
    "SummaryResults",
  ],
  ProfessorCom: ["ReportperInformation", "TeacomResults", "TeacomResultsPersonnel", "JSWYHUserDeclareCountNew"],
};

/** Spec section 2: the material types verified per functional department. */
const SPEC_MATERIALS = [
  "courses taught",
  "equipment",
  "teaching evaluation",
  "overseas experience",
  "patents",
  "performance",
  "other performance",
  "academic papers",
  "graduate training",
  "awards",
  "public service",
  "research projects",
  "textbooks",
  "graduation projects",
  "job work",
  "highlight job",
  "society posts",
  "talks",
  "qualification requirements",
  "public-course teachers",
  "clinical papers and patents",
  "certificates",
  "exceptional-promotion results",
  "exceptional-promotion recommendations",
];

const group = (code: string) => MENU_TREE.find((g) => g.code === code);
const childCodes = (code: string) => (group(code)?.children ?? []).map((c) => c.code);

describe("MENU_TREE", () => {
  it("has exactly the spec's route groups, in its order", () => {
    expect(MENU_TREE.map((g) => g.code)).toEqual(Object.keys(SPEC_GROUPS));
  });

  it("has every child the spec names, in its order", () => {
    for (const [code, children] of Object.entries(SPEC_GROUPS)) {
      expect(childCodes(code).slice(0, children.length), code).toEqual(children);
    }
    for (const code of Object.keys(SPEC_GROUPS)) {
      if (code.startsWith("Department")) continue;
      expect(childCodes(code), code).toHaveLength(SPEC_GROUPS[code]?.length ?? 0);
    }
  });

  it("has about 30 material pages under DepartmentAudit, mirrored with an S suffix under DepartmentAudS", () => {
    const materials = DEPARTMENT_MATERIAL_PAGES.map(([code]) => code);
    expect(materials.length).toBeGreaterThanOrEqual(SPEC_MATERIALS.length);
    expect(new Set(materials).size).toBe(materials.length);
    expect(childCodes("DepartmentAudit")).toEqual(["AuditMain", ...materials]);
    expect(childCodes("DepartmentAudS")).toEqual(materials.map((code) => `${code}S`));
    const labels = DEPARTMENT_MATERIAL_PAGES.map(([, , en]) => en.toLowerCase());
    for (const material of SPEC_MATERIALS) expect(labels, material).toContain(material);
  });

  it("gives every node a Chinese and an English title, and every group an icon", () => {
    for (const g of MENU_TREE) {
      expect(g.icon, g.code).toMatch(/^[A-Z]\w+Outlined$/);
      for (const node of [g, ...(g.children ?? [])]) {
        expect(node.zh, node.code).toMatch(/[\u4e00-\u9fff]/);
        expect(node.en, node.code).toMatch(/^[A-Z]/);
        expect(node.en, node.code).not.toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it("has unique paths, unique child codes within a group and the /:isAdmin parameter on ReporterSummary", () => {
    const paths = MENU_TREE.flatMap((g) => [`/${g.code}`, ...(g.children ?? []).map((c) => menuPath(g.code, c))]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const g of MENU_TREE) expect(new Set(childCodes(g.code)).size, g.code).toBe(childCodes(g.code).length);
    const summary = group("UnitAuditMan")?.children?.find((c) => c.code === "ReporterSummary");
    expect(summary && menuPath("UnitAuditMan", summary)).toBe("/UnitAuditMan/ReporterSummary/:isAdmin");
    const users = group("baseManager")?.children?.[0];
    expect(users && menuPath("baseManager", users)).toBe("/baseManager/userManager");
    expect(paths.filter((p) => p.includes(":"))).toEqual(["/UnitAuditMan/ReporterSummary/:isAdmin"]);
  });
});

describe("element codes", () => {
  it("name each seeded element once as <menu>:<action> under an existing menu, opening /api routes", () => {
    const all = ELEMENT_DEFS.map((e) => e.code);
    expect(new Set(all).size).toBe(all.length);
    for (const def of ELEMENT_DEFS) {
      const [groupCode, childCode] = def.menu.split("/");
      expect(childCodes(groupCode ?? ""), def.code).toContain(childCode);
      expect(def.code.split(":")[0], def.code).toBe(childCode);
      for (const [, route] of def.routes) expect(route, def.code).toMatch(/^\/api\//);
    }
  });

  it("define each user-administration code once, as <menu>:<action>", () => {
    const codes = Object.values(ELEMENTS);
    expect(codes.every((c) => /^userManager:(view|btn_\w+)$/.test(c))).toBe(true);
    const userDefs = ELEMENT_DEFS.filter((e) => e.menu === "baseManager/userManager");
    expect(userDefs.map((e) => e.code).sort()).toEqual([...codes].sort());
    for (const def of userDefs) {
      expect(def.routes.length, def.code).toBeGreaterThan(0);
      expect(
        def.routes.every(([, route]) => route.startsWith("/api/admin/user")),
        def.code,
      ).toBe(true);
      expect(def.type === "uri", def.code).toBe(def.code === ELEMENTS.userView);
      expect(`baseManager/${childCodes("baseManager").find((c) => def.menu === `baseManager/${c}`)}`).toBe(def.menu);
    }
  });
});
