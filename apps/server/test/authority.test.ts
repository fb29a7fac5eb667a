import { describe, expect, it } from "vitest";
import { closeOverAncestors, type MenuIndex, planGrant, withAncestors } from "../src/modules/admin/groups/authority";

/** root ─ a ─ a1 (element e1), root ─ b (element e2); other ─ c */
const index: MenuIndex = {
  parents: new Map([
    ["root", null],
    ["a", "root"],
    ["a1", "a"],
    ["b", "root"],
    ["other", null],
    ["c", "other"],
  ]),
  elementMenus: new Map([
    ["e1", "a1"],
    ["e2", "b"],
    ["e3", "c"],
  ]),
};
const none = { menus: new Set<string>(), elements: new Set<string>() };
const sorted = (set: Set<string>) => [...set].sort();

describe("granting rules", () => {
  it("a menu brings its ancestors; an element brings its menu and theirs", () => {
    expect(sorted(withAncestors(index.parents, ["a1"]))).toEqual(["a", "a1", "root"]);
    const closed = closeOverAncestors(index, [], ["e2"]);
    expect(sorted(closed.menus)).toEqual(["b", "root"]);
    expect(sorted(closed.elements)).toEqual(["e2"]);
  });

  it("a super administrator's save is the selection with its ancestors, whatever was held", () => {
    const plan = planGrant(index, { menus: ["c"], elements: [] }, null, { menus: new Set(["a"]), elements: new Set() });
    expect(sorted(plan.granted.menus)).toEqual(["c", "other"]);
    expect(plan.refused).toEqual({ menus: [], elements: [] });
  });

  it("refuses what the caller may not grant, ancestors included", () => {
    const grantable = closeOverAncestors(index, [], ["e1"]);
    const plan = planGrant(index, { menus: ["b"], elements: ["e1", "e3"] }, grantable, none);
    expect(plan.refused.menus.sort()).toEqual(["b", "c", "other"]);
    expect(plan.refused.elements).toEqual(["e3"]);
  });

  it("keeps what is held beyond the caller's reach, with its ancestors, and replaces the rest", () => {
    const grantable = closeOverAncestors(index, ["a1"], ["e1"]);
    const held = { menus: new Set(["root", "a", "a1", "b", "other", "c"]), elements: new Set(["e1", "e2"]) };
    const plan = planGrant(index, { menus: [], elements: [] }, grantable, held);
    expect(plan.refused).toEqual({ menus: [], elements: [] });
    expect(sorted(plan.granted.menus)).toEqual(["b", "c", "other", "root"]);
    expect(sorted(plan.granted.elements)).toEqual(["e2"]);
  });
});
