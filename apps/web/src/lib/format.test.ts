import i18n from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import { en } from "../i18n/locales/en";
import { zh } from "../i18n/locales/zh";
import { formatFullDateTime, formatNumber, formatRelativeTime } from "./format";

const now = new Date("2026-03-10T12:00:00").getTime();
const ago = (ms: number) => now - ms;

beforeAll(async () => {
  await i18n.init({
    resources: { zh: { translation: zh }, en: { translation: en } },
    lng: "zh",
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
});

describe("relative time", () => {
  it("says just now under 30 seconds", () => {
    expect(formatRelativeTime(ago(29_000), i18n.getFixedT("en"), now)).toBe("just now");
    expect(formatRelativeTime(ago(5_000), i18n.getFixedT("zh"), now)).toBe("刚刚");
  });
  it("counts minutes, then hours", () => {
    expect(formatRelativeTime(ago(30_000), i18n.getFixedT("en"), now)).toBe("1 min ago");
    expect(formatRelativeTime(ago(5 * 60_000), i18n.getFixedT("zh"), now)).toBe("5分钟前");
    expect(formatRelativeTime(ago(3 * 3_600_000), i18n.getFixedT("en"), now)).toBe("3 h ago");
  });
  it("says 1 day ago under two days, then the date", () => {
    expect(formatRelativeTime(ago(30 * 3_600_000), i18n.getFixedT("en"), now)).toBe("1 day ago");
    expect(formatRelativeTime(ago(47 * 3_600_000), i18n.getFixedT("zh"), now)).toBe("1天前");
    expect(formatRelativeTime(new Date("2026-03-01T08:05:00"), i18n.getFixedT("en"), now)).toBe("2026-03-01 08:05");
  });
  it("accepts epoch seconds", () => {
    expect(formatRelativeTime(Math.floor(ago(10_000) / 1000), i18n.getFixedT("en"), now)).toBe("just now");
  });
});

describe("full date and time", () => {
  it("shows seconds, in local time", () => {
    expect(formatFullDateTime(new Date(2026, 0, 5, 9, 7, 3))).toBe("2026-01-05 09:07:03");
  });
});

describe("number abbreviation", () => {
  it("uses k, M, G, T, P, E", () => {
    expect(formatNumber(999, "en")).toBe("999");
    expect(formatNumber(1000, "en")).toBe("1k");
    expect(formatNumber(12_345, "en")).toBe("12.3k");
    expect(formatNumber(2_500_000, "zh")).toBe("2.5M");
    expect(formatNumber(7e9, "en")).toBe("7G");
    expect(formatNumber(3.21e12, "en", 2)).toBe("3.21T");
    expect(formatNumber(1e15, "en")).toBe("1P");
    expect(formatNumber(4.2e18, "en")).toBe("4.2E");
  });
  it("keeps the sign and groups small numbers by language", () => {
    expect(formatNumber(-1500, "en")).toBe("-1.5k");
    expect(formatNumber(0, "zh")).toBe("0");
  });
});
