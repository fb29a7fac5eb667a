import { describe, expect, it } from "vitest";
import { MENU_PAGES, PUBLIC_PAGES } from "./pages";
import { MODULE_GROUPS } from "./route-table";

describe("area pages", () => {
  it("shows every menu page at a pattern of the menu tree", () => {
    const patterns = new Set(MODULE_GROUPS.flatMap((g) => g.children.map((c) => c.pattern)));
    expect(MENU_PAGES.map((p) => p.path).filter((path) => !patterns.has(path))).toEqual([]);
  });

  it("lists each path once", () => {
    const paths = [...MENU_PAGES, ...PUBLIC_PAGES].map((p) => p.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });
});
