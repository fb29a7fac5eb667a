import { describe, expect, it } from "vitest";
import { spreadEvenly } from "./assignment";

describe("spreadEvenly", () => {
  it("deals items round the reviewers when they start equal", () => {
    const plan = spreadEvenly(
      ["a", "b", "c", "d", "e"],
      [
        { userId: "r1", load: 0 },
        { userId: "r2", load: 0 },
      ],
    );
    expect(plan.map((p) => p.reviewerId)).toEqual(["r1", "r2", "r1", "r2", "r1"]);
  });

  it("lets a reviewer with fewer open items catch up first", () => {
    const plan = spreadEvenly(
      ["a", "b", "c", "d"],
      [
        { userId: "busy", load: 3 },
        { userId: "new", load: 0 },
      ],
    );
    expect(plan.map((p) => p.reviewerId)).toEqual(["new", "new", "new", "busy"]);
  });
});
