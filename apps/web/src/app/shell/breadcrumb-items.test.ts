import { describe, expect, it } from "vitest";
import { breadcrumbItems } from "./breadcrumb-items";

const titles: Record<string, string> = {
  "route.dashboard": "工作台",
  "route.baseManager": "基础配置管理",
  "route.userManager": "用户管理",
};
const translate = (key: string) => titles[key];

describe("breadcrumb", () => {
  it("starts with the dashboard; groups (no-redirect) and the last item are plain text", () => {
    const items = breadcrumbItems(
      [
        { pathname: "/", handle: undefined },
        { pathname: "/baseManager", handle: { name: "/baseManager", titleKey: "route.baseManager", noRedirect: true } },
        {
          pathname: "/baseManager/userManager",
          handle: { name: "/baseManager/userManager", titleKey: "route.userManager" },
        },
      ],
      translate,
    );
    expect(items).toEqual([
      { path: "/dashboard", title: "工作台", link: true },
      { path: "/baseManager", title: "基础配置管理", link: false },
      { path: "/baseManager/userManager", title: "用户管理", link: false },
    ]);
  });

  it("does not repeat the dashboard when it is the first match", () => {
    const items = breadcrumbItems(
      [{ pathname: "/dashboard", handle: { name: "/dashboard", titleKey: "route.dashboard" } }],
      translate,
    );
    expect(items).toEqual([{ path: "/dashboard", title: "工作台", link: false }]);
  });

  it("falls back to the raw route name when a title has no translation", () => {
    const items = breadcrumbItems(
      [{ pathname: "/zcps/quota", handle: { name: "/zcps/quota", titleKey: "route.unknownKey" } }],
      translate,
    );
    expect(items[1]).toEqual({ path: "/zcps/quota", title: "quota", link: false });
  });
});
