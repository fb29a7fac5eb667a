import { describe, expect, it } from "vitest";
import { subtreeIds } from "../../../platform/tree";
import { placeAmong } from "./service";

describe("moving a department", () => {
  it("places it among its new siblings at the index, clamped to the ends", () => {
    expect(placeAmong(["a", "b", "c"], "x", 1)).toEqual(["a", "x", "b", "c"]);
    expect(placeAmong(["a", "b", "c"], "x", 99)).toEqual(["a", "b", "c", "x"]);
    expect(placeAmong(["a", "b", "c"], "c", 0)).toEqual(["c", "a", "b"]);
    expect(placeAmong([], "x", 3)).toEqual(["x"]);
  });

  it("knows a department's subtree", () => {
    const rows = [
      { id: "root", parentId: null },
      { id: "cs", parentId: "root" },
      { id: "se", parentId: "cs" },
      { id: "me", parentId: "root" },
    ];
    expect([...subtreeIds(rows, "cs")].sort()).toEqual(["cs", "se"]);
    expect(subtreeIds(rows, "root").size).toBe(4);
  });
});
