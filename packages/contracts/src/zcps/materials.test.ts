import { describe, expect, it } from "vitest";
import {
  formatFieldValue,
  isMaterialTypeCode,
  MATERIAL_TYPE_CODES,
  MATERIAL_TYPES,
  type MaterialField,
  type MaterialTypeCode,
  materialPayloadSchema,
  materialSummary,
  materialType,
  UNIT_OWNER,
} from "./materials";

/** The demo school's functional departments (seed reference data) plus the declarant's own unit. */
const OWNERS = [
  "hr",
  "academic",
  "graduate",
  "research",
  "social",
  "international",
  "student",
  "teacher",
  "organization",
  UNIT_OWNER,
];

/** A value every field of its kind accepts. */
function sample(f: MaterialField): unknown {
  switch (f.kind) {
    case "text":
    case "textarea":
      return `样例${f.name}`;
    case "number":
      return f.min ?? 1;
    case "date":
      return "2024-05-01";
    case "month":
      return f.name === "endDate" ? "2025-06" : "2024-05";
    case "year":
      return 2024;
    case "select":
      return f.options?.[0]?.value ?? "1";
    case "boolean":
      return true;
  }
}

const complete = (code: MaterialTypeCode) =>
  Object.fromEntries(materialType(code)!.fields.map((f) => [f.name, sample(f)]));

const issues = (code: MaterialTypeCode, payload: Record<string, unknown>) =>
  materialPayloadSchema(code)
    .safeParse(payload)
    .error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`);

describe("material types", () => {
  it("has the reference's types and the spec's, each with a unique code and zh/en labels", () => {
    expect(MATERIAL_TYPES.length).toBeGreaterThanOrEqual(34);
    expect(new Set(MATERIAL_TYPE_CODES).size).toBe(MATERIAL_TYPES.length);
    for (const type of MATERIAL_TYPES) {
      expect(type.label.zh, type.code).not.toBe("");
      expect(type.label.en, type.code).not.toBe("");
      expect(OWNERS, type.code).toContain(type.owner);
    }
    // the spec's list (DOMAIN.md "Materials")
    for (const code of [
      "COURSE_TAUGHT",
      "EQUIPMENT",
      "TEACHING_EVAL",
      "OVERSEAS_EXPERIENCE",
      "PATENT",
      "JOB_PERFORMANCE",
      "OTHER_ACHIEVEMENT",
      "PAPER",
      "GRADUATE_SUPERVISION",
      "RESEARCH_AWARD",
      "PUBLIC_SERVICE",
      "RESEARCH_PROJECT",
      "TEXTBOOK",
      "GRADUATION_PROJECT",
      "SOCIETY_POST",
      "CONFERENCE_TALK",
      "QUALIFICATION",
      "CLINICAL_ACHIEVEMENT",
      "CERTIFICATE",
      "EXCEPTION_BASIS",
      "EXCEPTION_RECOMMENDATION",
    ]) {
      expect(isMaterialTypeCode(code), code).toBe(true);
    }
    expect(isMaterialTypeCode("NOPE")).toBe(false);
  });

  it("describes every field completely: unique names, labels, options or a dictionary for selects", () => {
    for (const type of MATERIAL_TYPES) {
      const names = type.fields.map((f) => f.name);
      expect(new Set(names).size, type.code).toBe(names.length);
      expect(
        type.fields.some((f) => f.required),
        type.code,
      ).toBe(true);
      for (const name of type.summary) expect(names, `${type.code} summary`).toContain(name);
      if (type.dedupField) expect(names, `${type.code} dedup`).toContain(type.dedupField);
      for (const f of type.fields) {
        expect(f.label.zh && f.label.en, `${type.code}.${f.name}`).toBeTruthy();
        if (f.kind === "select")
          expect(Boolean(f.options?.length) || Boolean(f.dict), `${type.code}.${f.name}`).toBe(true);
        for (const option of f.options ?? []) expect(option.zh && option.en).toBeTruthy();
      }
    }
  });

  it("offers the paper indexings and project levels the requirements speak of", () => {
    const paper = materialType("PAPER")!;
    expect(paper.fields.find((f) => f.name === "indexing")?.options?.map((o) => o.zh)).toEqual(
      expect.arrayContaining(["SCI", "SSCI", "EI", "CSSCI", "北大核心", "CSCD"]),
    );
    const project = materialType("RESEARCH_PROJECT")!;
    expect(project.fields.find((f) => f.name === "level")?.options?.map((o) => o.zh)).toEqual([
      "国家级",
      "省部级",
      "厅局级",
      "横向",
      "校级",
    ]);
    expect(project.fields.find((f) => f.name === "role")?.options?.map((o) => o.zh)).toEqual(["主持", "参与"]);
    expect(project.importable).toBe(true);
    expect(materialType("BASIC_INFO")?.single).toBe(true);
    expect(materialType("SELF_SUMMARY")?.owner).toBe(UNIT_OWNER);
  });
});

describe("payload schemas", () => {
  it.each(MATERIAL_TYPE_CODES)("%s accepts a complete payload", (code) => {
    expect(issues(code, complete(code))).toBeUndefined();
  });

  it("reads form values: numeric strings, a year as text, blank optional fields left out, unknown keys dropped", () => {
    const parsed = materialPayloadSchema("PAPER").parse({
      paperTitle: "  深度学习在教育评价中的应用 ",
      journal: "中国电化教育",
      year: "2024",
      indexing: "CSSCI",
      authorRole: "FIRST",
      impactFactor: "3.5",
      doi: "",
      casZone: null,
      smuggled: "x",
    });
    expect(parsed).toEqual({
      paperTitle: "深度学习在教育评价中的应用",
      journal: "中国电化教育",
      year: 2024,
      indexing: "CSSCI",
      authorRole: "FIRST",
      impactFactor: 3.5,
    });
  });

  it("reports each problem on its field with a message key", () => {
    expect(issues("PAPER", { journal: "x", year: 2024, indexing: "SCI", authorRole: "FIRST" })).toEqual([
      "paperTitle:material.v.required",
    ]);
    expect(issues("PAPER", { ...complete("PAPER"), indexing: "SCOPUS" })).toEqual(["indexing:material.v.option"]);
    expect(issues("PAPER", { ...complete("PAPER"), paperTitle: "长".repeat(301) })).toEqual([
      "paperTitle:material.v.tooLong",
    ]);
    expect(issues("PAPER", { ...complete("PAPER"), year: 1800 })).toEqual(["year:material.v.year"]);
    expect(issues("PAPER", { ...complete("PAPER"), impactFactor: "abc" })).toEqual(["impactFactor:material.v.number"]);
    expect(issues("PAPER", { ...complete("PAPER"), rank: 0 })).toEqual(["rank:material.v.tooSmall"]);
    expect(issues("PAPER", { ...complete("PAPER"), schoolFirst: "yes" })).toEqual(["schoolFirst:material.v.boolean"]);
    expect(issues("COURSE_TAUGHT", { ...complete("COURSE_TAUGHT"), hours: 5000 })).toEqual([
      "hours:material.v.tooLarge",
    ]);
    expect(issues("PATENT", { ...complete("PATENT"), grantDate: "2024-02-30" })).toEqual(["grantDate:material.v.date"]);
    expect(issues("WORK_HISTORY", { ...complete("WORK_HISTORY"), startDate: "2024-13" })).toEqual([
      "startDate:material.v.month",
    ]);
  });

  it("refuses a period that ends before it starts", () => {
    expect(
      issues("RESEARCH_PROJECT", { ...complete("RESEARCH_PROJECT"), startDate: "2024-05", endDate: "2023-01" }),
    ).toEqual(["endDate:material.v.endBeforeStart"]);
    expect(
      issues("OVERSEAS_EXPERIENCE", {
        ...complete("OVERSEAS_EXPERIENCE"),
        startDate: "2020-09-01",
        endDate: "2021-08-31",
      }),
    ).toBeUndefined();
  });
});

describe("display", () => {
  it("summarises an item on one line in either language", () => {
    const paper = { paperTitle: "高校职称评审研究", journal: "教育研究", year: 2024, indexing: "CSSCI" };
    expect(materialSummary("PAPER", paper, "zh")).toBe("学术论文：高校职称评审研究，《教育研究》，2024");
    expect(materialSummary("PAPER", paper, "en")).toBe("Academic papers: 高校职称评审研究, 教育研究, 2024");
    const project = { projectName: "教育评价改革", level: "NATIONAL", role: "HOST" };
    expect(materialSummary("RESEARCH_PROJECT", project, "zh")).toBe("科研项目：教育评价改革，国家级，主持");
    expect(materialSummary("RESEARCH_PROJECT", project, "en")).toBe(
      "Research projects: 教育评价改革, National, Principal investigator",
    );
    expect(materialSummary("PAPER", {}, "zh")).toBe("学术论文");
    expect(materialSummary("NOPE", {}, "en")).toBe("NOPE");
  });

  it("formats values with option labels, yes/no and units", () => {
    const course = materialType("COURSE_TAUGHT")!;
    const hours = course.fields.find((f) => f.name === "hours")!;
    const publicCourse = course.fields.find((f) => f.name === "publicCourse")!;
    expect(formatFieldValue(hours, 64, "zh")).toBe("64 学时");
    expect(formatFieldValue(hours, 64, "en")).toBe("64 hours");
    expect(formatFieldValue(publicCourse, true, "zh")).toBe("是");
    expect(formatFieldValue(publicCourse, false, "en")).toBe("No");
    expect(formatFieldValue(hours, undefined, "en")).toBe("");
  });
});
