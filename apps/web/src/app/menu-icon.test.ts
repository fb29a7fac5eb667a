import { MENU_TREE } from "@zcps/contracts/menus";
import { describe, expect, it } from "vitest";
import { hasMenuIcon } from "./menu-icon";

describe("menu icons", () => {
  it("maps every icon the menu tree names", () => {
    const missing = MENU_TREE.filter((g) => g.icon && !hasMenuIcon(g.icon)).map((g) => g.icon);
    expect(missing).toEqual([]);
  });
});
