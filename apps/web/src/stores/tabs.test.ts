import { describe, expect, it } from "vitest";
import { addView, closeAll, closeOthers, closeView, scrollToReveal, type TabsState, viewPath } from "./tabs";

const view = (path: string) => ({ name: path.split("?")[0] ?? path, path, title: `t:${path}` });
const empty: TabsState = { visited: [], cached: [] };

describe("tab bar rules", () => {
  it("adds a tab once per path, ?id included", () => {
    let s = addView(empty, view("/dashboard"));
    s = addView(s, view("/dashboard"));
    s = addView(s, view("/zcps/quota?id=7"));
    s = addView(s, view("/zcps/quota?id=8"));
    expect(s.visited.map((v) => v.path)).toEqual(["/dashboard", "/zcps/quota?id=7", "/zcps/quota?id=8"]);
    expect(s.cached).toEqual(["/dashboard", "/zcps/quota?id=7", "/zcps/quota?id=8"]);
  });

  it("keeps only the id query in the tab path", () => {
    expect(viewPath("/a/b", "?x=1&id=42")).toBe("/a/b?id=42");
    expect(viewPath("/a/b", "?x=1")).toBe("/a/b");
  });

  it("closing the active tab goes to the last remaining one and drops its cached view", () => {
    const s = [view("/a"), view("/b"), view("/c")].reduce(addView, empty);
    const { state, next } = closeView(s, "/b", "/b");
    expect(next).toBe("/c");
    expect(state.visited.map((v) => v.path)).toEqual(["/a", "/c"]);
    expect(state.cached).toEqual(["/a", "/c"]);
  });

  it("closing an inactive tab stays where it is", () => {
    const s = [view("/a"), view("/b")].reduce(addView, empty);
    expect(closeView(s, "/a", "/b").next).toBeNull();
  });

  it("closing the last tab goes to /", () => {
    const s = addView(empty, view("/a"));
    const { state, next } = closeView(s, "/a", "/a");
    expect(next).toBe("/");
    expect(state).toEqual(empty);
  });

  it("close others keeps the chosen tab; close all empties the bar", () => {
    const s = [view("/a"), view("/b"), view("/c")].reduce(addView, empty);
    expect(closeOthers(s, "/b")).toEqual({ visited: [view("/b")], cached: ["/b"] });
    expect(closeAll()).toEqual(empty);
  });

  it("scrolls a hidden tab into view with 15 px padding", () => {
    // tab left of the viewport
    expect(scrollToReveal(200, 500, 100, 80)).toBe(85);
    // tab right of the viewport
    expect(scrollToReveal(0, 500, 480, 80)).toBe(75);
    // already visible
    expect(scrollToReveal(0, 500, 100, 80)).toBe(0);
    expect(scrollToReveal(0, 500, 5, 80)).toBe(0);
  });
});
