import { describe, expect, it } from "vitest";
import { ancestorIds, filterTree, findNode, textMatcher, treeIds } from "./tree";

interface Node {
  id: string;
  name: string;
  children: Node[];
}

const leaf = (id: string, name: string): Node => ({ id, name, children: [] });
const TREE: Node[] = [
  {
    id: "root",
    name: "示范大学",
    children: [{ id: "cs", name: "计算机学院", children: [leaf("se", "软件工程系")] }, leaf("hr", "人事处")],
  },
];

describe("tree helpers", () => {
  it("keeps matches with their ancestors, and a match's whole subtree", () => {
    const found = filterTree(
      TREE,
      textMatcher<Node>("软件", (n) => [n.name]),
    );
    expect(treeIds(found)).toEqual(["root", "cs", "se"]);
    expect(
      treeIds(
        filterTree(
          TREE,
          textMatcher<Node>("计算机", (n) => [n.name]),
        ),
      ),
    ).toEqual(["root", "cs", "se"]);
    expect(
      filterTree(
        TREE,
        textMatcher<Node>("nothing", (n) => [n.name]),
      ),
    ).toEqual([]);
  });

  it("lists ids parents first and finds a node anywhere", () => {
    expect(treeIds(TREE)).toEqual(["root", "cs", "se", "hr"]);
    expect(findNode(TREE, "se")?.name).toBe("软件工程系");
    expect(findNode(TREE, "missing")).toBeUndefined();
    expect(findNode(TREE, null)).toBeUndefined();
    expect(ancestorIds(TREE, "se")).toEqual(["root", "cs"]);
    expect(ancestorIds(TREE, "root")).toEqual([]);
    expect(ancestorIds(TREE, "missing")).toEqual([]);
  });
});
