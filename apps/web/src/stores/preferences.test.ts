import { describe, expect, it } from "vitest";
import { initialSidebarOpened } from "./preferences";

describe("the sidebar's first state", () => {
  it("follows the remembered choice on any screen", () => {
    expect(initialSidebarOpened("1", true)).toBe(true);
    expect(initialSidebarOpened("0", false)).toBe(false);
  });

  it("without one, is open on a wide screen and collapsed on a phone's", () => {
    expect(initialSidebarOpened(undefined, false)).toBe(true);
    expect(initialSidebarOpened(undefined, true)).toBe(false);
    expect(initialSidebarOpened("x", true)).toBe(false);
  });
});
