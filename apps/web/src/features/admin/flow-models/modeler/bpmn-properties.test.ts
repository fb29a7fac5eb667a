import { describe, expect, it } from "vitest";
import { conditionBody, conditionText, DUE_DATE, joinCodes, splitCodes } from "./bpmn-properties";

/** An expression as a model holds it. */
const expr = (inner: string) => `\u0024{${inner}}`;

describe("the properties panel's conversions", () => {
  it("shows a condition without its braces and stores it with them", () => {
    expect(conditionText(expr("approved == true"))).toBe("approved == true");
    expect(conditionText(` ${expr(" days > 3 ")} `)).toBe("days > 3");
    expect(conditionText(undefined)).toBe("");
    expect(conditionBody("approved == true")).toBe(expr("approved == true"));
    expect(conditionBody(expr("approved"))).toBe(expr("approved"));
    expect(conditionBody("   ")).toBeNull();
  });

  it("reads and writes comma-separated codes", () => {
    expect(splitCodes("unit_admin, personnel,,")).toEqual(["unit_admin", "personnel"]);
    expect(splitCodes(undefined)).toEqual([]);
    expect(joinCodes(["a", "b"])).toBe("a,b");
    expect(joinCodes([])).toBeUndefined();
  });

  it("accepts the due dates the engine reads", () => {
    for (const ok of ["P3D", "PT4H", "P1DT2H", "PT30M", "2026-05-01", "2026-05-01T08:00:00Z", expr("due")])
      expect(DUE_DATE.test(ok), ok).toBe(true);
    for (const bad of ["P", "PT", "3 days", "P3X", "2026-5-1"]) expect(DUE_DATE.test(bad), bad).toBe(false);
  });
});
