import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import { describe, expect, it } from "vitest";
import { defaultDirectory, retargetRequiredFor } from "./directory-defaults";
import { allows } from "./posts-repo";

const offices = new Map([
  ["hr", "office-hr"],
  ["research", "office-research"],
  ["academic", "office-academic"],
]);
const titles = [
  { titleId: "lecturer", level: "INTERMEDIATE" },
  { titleId: "professor", level: "FULL_SENIOR" },
];

describe("defaultDirectory", () => {
  const rows = defaultDirectory(MATERIAL_TYPES, offices, titles);
  const row = (code: string) => rows.find((r) => r.materialType === code);

  it("lists every material type once, in the catalogue's order", () => {
    expect(rows.map((r) => r.materialType)).toEqual(MATERIAL_TYPES.map((t) => t.code));
    expect(rows.map((r) => r.orderNum)).toEqual(MATERIAL_TYPES.map((_, i) => i));
  });

  it("gives each type its owner office, the unit's types none, unknown owners the personnel office", () => {
    expect(row("PAPER")?.verifierDepartId).toBe("office-research");
    expect(row("COURSE_TAUGHT")?.verifierDepartId).toBe("office-academic");
    expect(row("SELF_SUMMARY")?.verifierDepartId).toBeNull();
    // the international office is not among these offices
    expect(row("OVERSEAS_EXPERIENCE")?.verifierDepartId).toBe("office-hr");
  });

  it("requires the personal sections for all and representative works for senior titles only", () => {
    expect(row("BASIC_INFO")?.required).toBe("all");
    expect(row("REPRESENTATIVE_WORK")).toMatchObject({
      required: "some",
      requiredFor: [{ titleId: "professor", trackCode: null }],
    });
    expect(row("PATENT")?.required).toBe("none");
    expect(row("BASIC_INFO")?.maxItems).toBe(1);
    expect(row("PAPER")?.maxItems).toBeNull();
  });

  it("leaves representative works optional in a batch without senior titles", () => {
    const junior = defaultDirectory(MATERIAL_TYPES, offices, [titles[0] as (typeof titles)[number]]);
    expect(junior.find((r) => r.materialType === "REPRESENTATIVE_WORK")?.required).toBe("none");
  });
});

describe("retargetRequiredFor", () => {
  const some = {
    required: "some" as const,
    requiredFor: [{ titleId: "professor", trackCode: "TEACHING_FOCUSED" }, { titleId: "lecturer" }],
  };

  it("keeps only the titles the target batch accepts", () => {
    expect(retargetRequiredFor(some, new Set(["professor"])).requiredFor).toEqual([
      { titleId: "professor", trackCode: "TEACHING_FOCUSED" },
    ]);
  });

  it("makes a row required for nobody optional, and clears stray titles of other rows", () => {
    expect(retargetRequiredFor(some, new Set(["editor"]))).toEqual({ required: "none", requiredFor: [] });
    expect(retargetRequiredFor({ required: "all" as const, requiredFor: [{ titleId: "x" }] }, new Set())).toEqual({
      required: "all",
      requiredFor: [],
    });
  });
});

describe("allows (post restrictions)", () => {
  const research = {
    restricted: true,
    series: [
      { seriesCode: "RESEARCH", tracks: [] },
      { seriesCode: "TEACHER", tracks: ["RESEARCH_FOCUSED"] },
    ],
  };

  it("opens every series and track when the post type is unrestricted", () => {
    expect(allows({ restricted: false, series: [] }, "TEACHER", "TEACHING_FOCUSED")).toBe(true);
  });

  it("limits series, and tracks only within the series the tracks belong to", () => {
    expect(allows(research, "RESEARCH", "")).toBe(true);
    expect(allows(research, "TEACHER", "RESEARCH_FOCUSED")).toBe(true);
    expect(allows(research, "TEACHER", "TEACHING_FOCUSED")).toBe(false);
    expect(allows(research, "EXPERIMENT", "")).toBe(false);
    expect(allows({ restricted: true, series: [] }, "TEACHER", "")).toBe(false);
  });
});
