import { ELEMENTS } from "@zcps/contracts/menus";
import { describe, expect, it } from "vitest";
import { departInScope, scopeCondition, scopeKey, spansAllTenants, unitOf, widestScope } from "./data-scope";

describe("data scope", () => {
  it("takes the widest scope of the groups, and only the user themselves without a group", () => {
    expect(widestScope(["self", "unit"])).toBe("unit");
    expect(widestScope(["unit", "tenant", "self"])).toBe("tenant");
    expect(widestScope(["self"])).toBe("self");
    expect(widestScope([])).toBe("self");
    expect(widestScope(["bogus"])).toBe("self");
  });

  it("finds the unit just below the root of the department's chain", () => {
    expect(unitOf(["section", "unit", "root"])).toBe("unit");
    expect(unitOf(["unit", "root"])).toBe("unit");
    expect(unitOf(["root"])).toBe("root");
    expect(unitOf([])).toBeUndefined();
  });

  it("admits departments and tells scopes apart", () => {
    const unit = { kind: "unit" as const, unitId: "u", departIds: ["u", "s"] };
    expect(departInScope({ kind: "tenant" }, "anything")).toBe(true);
    expect(departInScope(unit, "s")).toBe(true);
    expect(departInScope(unit, "other")).toBe(false);
    expect(departInScope({ kind: "self", userId: "me", departIds: [] }, "u")).toBe(false);
    expect(scopeKey({ kind: "tenant" })).toBe("tenant");
    expect(scopeKey(unit)).toBe("unit:u");
    expect(scopeKey({ kind: "self", userId: "me", departIds: [] })).toBe("self:me");
  });

  it("adds no condition for the tenant and an always-false one for a unit without departments", () => {
    const columns = { userId: {} as never, departId: {} as never };
    expect(scopeCondition({ kind: "tenant" }, columns)).toBeUndefined();
    expect(scopeCondition({ kind: "unit", unitId: "u", departIds: [] }, columns)).toBeDefined();
  });

  it("widens user administration to every tenant only for a tenant-wide user administrator of the super tenant", () => {
    const tenant = { kind: "tenant" as const };
    const unit = { kind: "unit" as const, unitId: "u", departIds: ["u"] };
    const managing = new Set([ELEMENTS.userView, ELEMENTS.userEdit]);
    const viewing = new Set<string>([ELEMENTS.userView]);
    expect(spansAllTenants({ superTenant: true, scope: tenant, codes: managing })).toBe(true);
    expect(spansAllTenants({ superTenant: true, scope: tenant, codes: new Set([ELEMENTS.userDel]) })).toBe(true);
    expect(spansAllTenants({ superTenant: false, scope: tenant, codes: managing })).toBe(false);
    expect(spansAllTenants({ superTenant: true, scope: unit, codes: managing })).toBe(false);
    expect(spansAllTenants({ superTenant: true, scope: tenant, codes: viewing })).toBe(false);
  });
});
