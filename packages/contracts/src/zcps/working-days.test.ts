import { describe, expect, it } from "vitest";
import { addWorkingDays, CN_HOLIDAYS_2026, calendarExceptions, isWorkingDay, workingDaysBetween } from "./working-days";

const NONE = new Map<string, boolean>();
const CN_2026 = calendarExceptions(CN_HOLIDAYS_2026);

describe("working days without exceptions", () => {
  it("runs Monday to Friday", () => {
    expect(isWorkingDay("2025-03-03", NONE)).toBe(true); // Monday
    expect(isWorkingDay("2025-03-07", NONE)).toBe(true); // Friday
    expect(isWorkingDay("2025-03-08", NONE)).toBe(false); // Saturday
    expect(isWorkingDay("2025-03-09", NONE)).toBe(false); // Sunday
  });

  it("counts the start day when it is a working day", () => {
    expect(addWorkingDays("2025-03-03", 1, NONE)).toBe("2025-03-03");
    expect(addWorkingDays("2025-03-03", 5, NONE)).toBe("2025-03-07");
    expect(addWorkingDays("2025-03-05", 5, NONE)).toBe("2025-03-11");
  });

  it("starts counting on the next working day when the start is a weekend", () => {
    expect(addWorkingDays("2025-03-08", 1, NONE)).toBe("2025-03-10");
    expect(addWorkingDays("2025-03-08", 5, NONE)).toBe("2025-03-14");
  });

  it("crosses months, years and leap days", () => {
    expect(addWorkingDays("2024-02-27", 3, NONE)).toBe("2024-02-29");
    expect(addWorkingDays("2024-12-30", 5, NONE)).toBe("2025-01-03");
  });

  it("counts working days between two dates, both included", () => {
    expect(workingDaysBetween("2025-03-03", "2025-03-07", NONE)).toBe(5);
    expect(workingDaysBetween("2025-03-03", "2025-03-09", NONE)).toBe(5);
    expect(workingDaysBetween("2025-03-08", "2025-03-09", NONE)).toBe(0);
    expect(workingDaysBetween("2025-03-07", "2025-03-03", NONE)).toBe(0);
    expect(workingDaysBetween("2025-01-01", "2025-12-31", NONE)).toBe(261);
  });

  it("is the inverse of addWorkingDays", () => {
    for (const start of ["2025-03-03", "2025-03-08", "2025-12-25"]) {
      for (const days of [1, 5, 10, 23]) {
        expect(workingDaysBetween(start, addWorkingDays(start, days, NONE), NONE)).toBe(days);
      }
    }
  });

  it("refuses malformed dates and day counts", () => {
    expect(() => isWorkingDay("2025-02-30", NONE)).toThrow(RangeError);
    expect(() => isWorkingDay("2025-3-3", NONE)).toThrow(RangeError);
    expect(() => addWorkingDays("2025-03-03", 0, NONE)).toThrow(RangeError);
    expect(() => addWorkingDays("2025-03-03", 1.5, NONE)).toThrow(RangeError);
  });
});

describe("the 2026 China holiday calendar", () => {
  it("lists every holiday and make-up day once, each named", () => {
    const dates = CN_HOLIDAYS_2026.map((day) => day.date);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates).toEqual([...dates].sort());
    for (const day of CN_HOLIDAYS_2026) expect(day.name?.zh && day.name.en).toBeTruthy();
    expect(CN_HOLIDAYS_2026.filter((day) => !day.working)).toHaveLength(33);
    expect(CN_HOLIDAYS_2026.filter((day) => day.working).map((day) => day.date)).toEqual([
      "2026-01-04",
      "2026-02-14",
      "2026-02-28",
      "2026-05-09",
      "2026-09-20",
      "2026-10-10",
    ]);
  });

  it("makes holidays rest days and 调休 weekends workdays", () => {
    expect(isWorkingDay("2026-01-01", CN_2026)).toBe(false);
    expect(isWorkingDay("2026-01-04", CN_2026)).toBe(true); // Sunday make-up day
    expect(isWorkingDay("2026-02-16", CN_2026)).toBe(false); // Monday of the Spring Festival
    expect(isWorkingDay("2026-10-10", CN_2026)).toBe(true); // Saturday make-up day
  });

  it("stretches a 5-working-day publicity over the Spring Festival", () => {
    // Thursday 12 Feb: 12, 13, Sat 14 (make-up), then the holiday 15–23, then 24, 25
    expect(addWorkingDays("2026-02-12", 5, CN_2026)).toBe("2026-02-25");
    expect(workingDaysBetween("2026-02-12", "2026-02-25", CN_2026)).toBe(5);
  });

  it("stretches one over the National Day week", () => {
    // Monday 28 Sep: 28, 29, 30, then 1–7 October off, Thursday 8, Friday 9
    expect(addWorkingDays("2026-09-28", 5, CN_2026)).toBe("2026-10-09");
  });
});
