import { DEFAULT_SETTINGS } from "@zcps/contracts/zcps/config/api";
import { describe, expect, it } from "vitest";
import { mergeSettings } from "./settings";

describe("mergeSettings", () => {
  it("gives every default when nothing is stored", () => {
    expect(mergeSettings([])).toEqual(DEFAULT_SETTINGS);
  });

  it("lays stored values over the defaults", () => {
    const settings = mergeSettings([
      { key: "peerExpertsFullSenior", value: 7 },
      { key: "peerPassRatio", value: "3/4" },
      { key: "allowSubmitWithWarnings", value: true },
    ]);
    expect(settings).toMatchObject({ peerExpertsFullSenior: 7, peerPassRatio: "3/4", allowSubmitWithWarnings: true });
    expect(settings.expertLoadCap).toBe(10);
  });

  it("ignores a key no longer defined and a value its definition no longer accepts", () => {
    const settings = mergeSettings([
      { key: "retired", value: 1 },
      { key: "publicityWorkingDays", value: 3 },
      { key: "peerPassRatio", value: "9/10" },
    ]);
    expect(settings.publicityWorkingDays).toBe(5);
    expect(settings.peerPassRatio).toBe("2/3");
    expect("retired" in settings).toBe(false);
  });

  it("never shares the defaults' arrays with a caller", () => {
    mergeSettings([]).peerDeclineReasons.push("changed");
    expect(DEFAULT_SETTINGS.peerDeclineReasons).not.toContain("changed");
  });
});
