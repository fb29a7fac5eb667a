import { describe, expect, it } from "vitest";
import { institutionOf } from "./allocation-service";
import type { PoolExpert } from "./pool-repo";

const expert = (over: Partial<PoolExpert>) =>
  ({ kind: "internal", institution: null, unitName: null, unitNameEn: null, ...over }) as PoolExpert;

describe("an expert's institution in a plan", () => {
  it("is an internal expert's unit, with its English name", () => {
    expect(institutionOf(expert({ unitName: "计算机学院", unitNameEn: "School of Computing" }), "示范大学")).toEqual({
      institution: "计算机学院",
      institutionEn: "School of Computing",
    });
  });

  it("is the school for an internal expert without a unit, and an external expert's own, with no English name", () => {
    expect(institutionOf(expert({}), "示范大学")).toEqual({ institution: "示范大学", institutionEn: null });
    expect(institutionOf(expert({ kind: "external", institution: "某某大学" }), "示范大学")).toEqual({
      institution: "某某大学",
      institutionEn: null,
    });
    expect(institutionOf(undefined, "示范大学")).toEqual({ institution: null, institutionEn: null });
  });
});
