import type { DepartTreeNode } from "@zcps/contracts/departs";
import { describe, expect, it } from "vitest";
import { dropTarget } from "./drop-target";

const node = (id: string, parentId: string | null, children: DepartTreeNode[] = []): DepartTreeNode => ({
  id,
  parentId,
  code: id,
  name: id,
  nameEn: null,
  type: "unit",
  orderNum: 0,
  userCount: 0,
  children,
});

const TREE = [node("root", null, [node("a", "root"), node("b", "root"), node("c", "root", [node("c1", "c")])])];

describe("dropping a department in the tree", () => {
  it("onto a department makes it the first child", () => {
    expect(dropTarget(TREE, "a", "c", true, false)).toEqual({ id: "a", parentId: "c", index: 0 });
  });

  it("beside a department places it before or after, counting the siblings without itself", () => {
    expect(dropTarget(TREE, "a", "c", false, true)).toEqual({ id: "a", parentId: "root", index: 2 });
    expect(dropTarget(TREE, "a", "c", false, false)).toEqual({ id: "a", parentId: "root", index: 1 });
    expect(dropTarget(TREE, "c1", "a", false, false)).toEqual({ id: "c1", parentId: "root", index: 0 });
  });

  it("never beside the root", () => {
    expect(dropTarget(TREE, "a", "root", false, true)).toBeNull();
  });
});
