import type { GrantableMenu } from "@zcps/contracts/roles";
import { describe, expect, it } from "vitest";
import { check, checkBranch, heldKeys, indexKeys, toAuthority, uncheck } from "./authority-tree";

const menu = (id: string, children: GrantableMenu[] = [], elements: string[] = []): GrantableMenu => ({
  id,
  parentId: null,
  code: id,
  title: id,
  titleEn: id,
  type: "menu",
  enabled: true,
  elements: elements.map((e) => ({ id: e, code: `${id}:${e}`, type: "button", name: e, nameEn: e })),
  children,
});

/** base ─ users (add, del) ─ …; base ─ logs; zcps */
const tree = [menu("base", [menu("users", [], ["add", "del"]), menu("logs")]), menu("zcps")];
const index = indexKeys(tree);

describe("the authority tree", () => {
  it("checking an element checks its menu and the menu's ancestors", () => {
    expect([...check(index, new Set(), "e:add")].sort()).toEqual(["e:add", "m:base", "m:users"]);
  });

  it("unchecking a menu unchecks everything below it, and leaves its parent", () => {
    const all = new Set(index.all);
    expect([...uncheck(index, all, "m:users")].sort()).toEqual(["m:base", "m:logs", "m:zcps"]);
  });

  it("checks a whole branch at once", () => {
    expect([...checkBranch(index, new Set(), "m:base")].sort()).toEqual([
      "e:add",
      "e:del",
      "m:base",
      "m:logs",
      "m:users",
    ]);
  });

  it("shows only held grants the tree has, and saves keys as ids", () => {
    const shown = heldKeys(index, { menus: ["base", "elsewhere"], elements: ["add", "unknown"] });
    expect([...shown].sort()).toEqual(["e:add", "m:base"]);
    expect(toAuthority(shown)).toEqual({ menus: ["base"], elements: ["add"] });
  });
});
