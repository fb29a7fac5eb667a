import { describe, expect, it } from "vitest";
import {
  CronError,
  fromWallClock,
  isTimeZone,
  nextFireTime,
  nextFireTimes,
  parseCron,
  previousFireTime,
  toWallClock,
} from "../src/modules/admin/jobs/cron";

const UTC = "UTC";
const SHANGHAI = "Asia/Shanghai";

/** The next `count` fire times after `from` (UTC), as ISO strings without milliseconds. */
function next(expression: string, from: string, count = 1, zone = UTC): string[] {
  return nextFireTimes(parseCron(expression), new Date(from), zone, count).map((d) =>
    d.toISOString().replace(".000Z", "Z"),
  );
}

function previous(expression: string, at: string, zone = UTC): string | undefined {
  return previousFireTime(parseCron(expression), new Date(at), zone)?.toISOString().replace(".000Z", "Z");
}

function errorOf(expression: string): CronError {
  try {
    parseCron(expression);
  } catch (error) {
    if (error instanceof CronError) return error;
    throw error;
  }
  throw new Error(`"${expression}" parsed`);
}

describe("parseCron", () => {
  it("reads values, ranges, steps, lists and stars", () => {
    const s = parseCron("*/15 9-17/4 1,15,31 * 1-5");
    expect(s.minutes).toEqual([0, 15, 30, 45]);
    expect(s.hours).toEqual([9, 13, 17]);
    expect(s.daysOfMonth).toEqual([1, 15, 31]);
    expect(s.months).toHaveLength(12);
    expect(s.daysOfWeek).toEqual([1, 2, 3, 4, 5]);
    expect(s.dayOfMonthStar).toBe(false);
    expect(s.dayOfWeekStar).toBe(false);
  });

  it("reads a/n as a to the end of the field by n, and merges overlapping list items", () => {
    expect(parseCron("5/20 * * * *").minutes).toEqual([5, 25, 45]);
    expect(parseCron("0,0,1-3,2 * * * *").minutes).toEqual([0, 1, 2, 3]);
    expect(parseCron("0 0 */40 * *").daysOfMonth).toEqual([1]);
  });

  it("takes month and weekday names in any case, also in ranges, and 7 as Sunday", () => {
    expect(parseCron("0 0 * jan-Mar,DEC *").months).toEqual([1, 2, 3, 12]);
    expect(parseCron("0 0 * * mon-FRI").daysOfWeek).toEqual([1, 2, 3, 4, 5]);
    expect(parseCron("0 0 * * 7").daysOfWeek).toEqual([0]);
    expect(parseCron("0 0 * * 5-7").daysOfWeek).toEqual([0, 5, 6]);
    expect(parseCron("0 0 * * SUN,7").daysOfWeek).toEqual([0]);
  });

  it("marks a day field that begins with * (Vixie's DOM_STAR / DOW_STAR)", () => {
    expect(parseCron("0 0 */2 * 1")).toMatchObject({ dayOfMonthStar: true, dayOfWeekStar: false });
    expect(parseCron("0 0 1 * *")).toMatchObject({ dayOfMonthStar: false, dayOfWeekStar: true });
  });

  it("accepts the nicknames and surrounding or repeated blanks", () => {
    expect(parseCron("@daily")).toMatchObject({ minutes: [0], hours: [0], source: "@daily" });
    expect(parseCron("@HOURLY").hours).toHaveLength(24);
    expect(parseCron("@weekly").daysOfWeek).toEqual([0]);
    expect(parseCron("@yearly")).toMatchObject({ daysOfMonth: [1], months: [1] });
    expect(parseCron("  30   3 * *  * ").minutes).toEqual([30]);
  });

  it("names the field at fault", () => {
    const cases: [string, CronError["field"]][] = [
      ["", "fieldCount"],
      ["* * * *", "fieldCount"],
      ["* * * * * *", "fieldCount"],
      ["@reboot", "fieldCount"],
      ["60 * * * *", "minute"],
      ["-1 * * * *", "minute"],
      ["*/0 * * * *", "minute"],
      ["1,,2 * * * *", "minute"],
      ["a * * * *", "minute"],
      ["1.5 * * * *", "minute"],
      ["5-1 * * * *", "minute"],
      ["1-2-3 * * * *", "minute"],
      ["0 24 * * *", "hour"],
      ["0 0 0 * *", "dayOfMonth"],
      ["0 0 32 * *", "dayOfMonth"],
      ["0 0 MON * *", "dayOfMonth"],
      ["0 0 * 0 *", "month"],
      ["0 0 * 13 *", "month"],
      ["0 0 * JANUARY *", "month"],
      ["0 0 * * 8", "dayOfWeek"],
      ["0 0 * * FRI-MON", "dayOfWeek"],
      ["0 0 * * JAN", "dayOfWeek"],
      ["0 0 30 2 *", "never"],
      ["0 0 31 4,6,9,11 *", "never"],
      ["0 0 31 2 */2", "never"],
    ];
    for (const [expression, field] of cases) expect(errorOf(expression).field, expression).toBe(field);
    expect(errorOf("61 * * * *").message).toBe("minute: 61 is outside 0-59");
  });

  it("lets a day that only some years have through (29 February)", () => {
    expect(parseCron("0 0 29 2 *").daysOfMonth).toEqual([29]);
  });
});

describe("nextFireTime", () => {
  it("is strictly after the given time, also when that time is a slot", () => {
    expect(next("0 * * * *", "2026-03-01T10:00:00Z", 2)).toEqual(["2026-03-01T11:00:00Z", "2026-03-01T12:00:00Z"]);
    expect(next("0 * * * *", "2026-03-01T10:00:30Z")).toEqual(["2026-03-01T11:00:00Z"]);
    expect(next("* * * * *", "2026-03-01T10:00:59.999Z")).toEqual(["2026-03-01T10:01:00Z"]);
  });

  it("walks minutes, hours and the day boundary", () => {
    expect(next("*/20 9-10 * * *", "2026-03-01T10:41:00Z", 3)).toEqual([
      "2026-03-02T09:00:00Z",
      "2026-03-02T09:20:00Z",
      "2026-03-02T09:40:00Z",
    ]);
    expect(next("59 23 * * *", "2026-12-31T23:59:00Z")).toEqual(["2027-01-01T23:59:00Z"]);
    expect(next("0 0 1 1 *", "2026-12-31T23:59:00Z")).toEqual(["2027-01-01T00:00:00Z"]);
  });

  it("skips months too short for the day of month", () => {
    expect(next("0 0 31 * *", "2026-01-31T00:00:00Z", 4)).toEqual([
      "2026-03-31T00:00:00Z",
      "2026-05-31T00:00:00Z",
      "2026-07-31T00:00:00Z",
      "2026-08-31T00:00:00Z",
    ]);
    expect(next("0 12 30 * *", "2026-01-30T12:00:00Z", 2)).toEqual(["2026-03-30T12:00:00Z", "2026-04-30T12:00:00Z"]);
  });

  it("finds 29 February in leap years only, skipping 2100", () => {
    expect(next("0 0 29 2 *", "2025-01-01T00:00:00Z", 2)).toEqual(["2028-02-29T00:00:00Z", "2032-02-29T00:00:00Z"]);
    expect(next("0 0 29 2 *", "2096-03-01T00:00:00Z")).toEqual(["2104-02-29T00:00:00Z"]);
    expect(next("0 0 28-29 2 *", "2027-02-28T00:00:00Z", 2)).toEqual(["2028-02-28T00:00:00Z", "2028-02-29T00:00:00Z"]);
  });

  it("matches either day field when both are restricted (Vixie)", () => {
    // 1 and 15 March 2026 are a Sunday; the Mondays are the 2nd, 9th, 16th, 23rd and 30th
    expect(next("0 0 1,15 3 MON", "2026-02-28T00:00:00Z", 7)).toEqual([
      "2026-03-01T00:00:00Z",
      "2026-03-02T00:00:00Z",
      "2026-03-09T00:00:00Z",
      "2026-03-15T00:00:00Z",
      "2026-03-16T00:00:00Z",
      "2026-03-23T00:00:00Z",
      "2026-03-30T00:00:00Z",
    ]);
    // the 13th, or any Friday
    expect(next("0 0 13 * 5", "2026-02-01T00:00:00Z", 3)).toEqual([
      "2026-02-06T00:00:00Z",
      "2026-02-13T00:00:00Z",
      "2026-02-20T00:00:00Z",
    ]);
  });

  it("needs both day fields when either begins with * (Vixie's star rule)", () => {
    // odd days of month that are also Mondays (2026-03: the 9th, 23rd)
    expect(next("0 0 */2 3 MON", "2026-03-01T00:00:00Z", 2)).toEqual(["2026-03-09T00:00:00Z", "2026-03-23T00:00:00Z"]);
    // Saturdays (6) and Sundays (7) only: the day of month is starred
    expect(next("0 8 * * 6,7", "2026-03-02T00:00:00Z", 3)).toEqual([
      "2026-03-07T08:00:00Z",
      "2026-03-08T08:00:00Z",
      "2026-03-14T08:00:00Z",
    ]);
    // */7 is Sunday alone, yet starred: the 1st of a month that is a Sunday (1 March 2026, then 1 November)
    expect(next("0 0 1 * */7", "2026-02-28T00:00:00Z", 2)).toEqual(["2026-03-01T00:00:00Z", "2026-11-01T00:00:00Z"]);
  });

  it("evaluates the wall clock of the time zone", () => {
    // 02:00 in Shanghai (UTC+8) is 18:00 UTC the day before
    expect(next("0 2 * * *", "2026-03-01T00:00:00Z", 2, SHANGHAI)).toEqual([
      "2026-03-01T18:00:00Z",
      "2026-03-02T18:00:00Z",
    ]);
    // Monday in Shanghai begins on Sunday 16:00 UTC
    expect(next("0 0 * * MON", "2026-03-01T00:00:00Z", 1, SHANGHAI)).toEqual(["2026-03-01T16:00:00Z"]);
    // month ends in Shanghai: 31 March 00:30 there is 30 March 16:30 UTC
    expect(next("30 0 31 * *", "2026-03-01T00:00:00Z", 1, SHANGHAI)).toEqual(["2026-03-30T16:30:00Z"]);
  });

  it("never returns a time at or before the start across a zone's clock change", () => {
    const s = parseCron("30 * * * *");
    let cursor = new Date("2026-03-08T05:00:00Z");
    for (let i = 0; i < 6; i++) {
      const fire = nextFireTime(s, cursor, "America/New_York");
      expect(fire).not.toBeNull();
      expect((fire as Date).getTime()).toBeGreaterThan(cursor.getTime());
      expect(toWallClock(fire as Date, "America/New_York").getUTCMinutes()).toBe(30);
      cursor = fire as Date;
    }
  });
});

describe("previousFireTime", () => {
  it("is the last slot at or before the time", () => {
    expect(previous("30 3 * * *", "2026-03-02T03:30:00Z")).toBe("2026-03-02T03:30:00Z");
    expect(previous("30 3 * * *", "2026-03-02T03:29:59Z")).toBe("2026-03-01T03:30:00Z");
    expect(previous("*/15 * * * *", "2026-03-02T10:44:00Z")).toBe("2026-03-02T10:30:00Z");
    expect(previous("0 9-17 * * *", "2026-03-02T08:59:00Z")).toBe("2026-03-01T17:00:00Z");
  });

  it("walks back over month and year ends, short months and leap days", () => {
    expect(previous("0 0 31 * *", "2026-05-01T00:00:00Z")).toBe("2026-03-31T00:00:00Z");
    expect(previous("0 0 1 1 *", "2026-01-01T00:00:00Z")).toBe("2026-01-01T00:00:00Z");
    expect(previous("59 23 31 12 *", "2026-06-01T00:00:00Z")).toBe("2025-12-31T23:59:00Z");
    expect(previous("0 0 29 2 *", "2027-06-01T00:00:00Z")).toBe("2024-02-29T00:00:00Z");
    expect(previous("0 0 29 2 *", "2104-01-01T00:00:00Z")).toBe("2096-02-29T00:00:00Z");
  });

  it("uses the same day rules and the time zone", () => {
    expect(previous("0 0 1,15 3 MON", "2026-03-14T00:00:00Z")).toBe("2026-03-09T00:00:00Z");
    expect(previous("0 0 */2 3 MON", "2026-03-22T00:00:00Z")).toBe("2026-03-09T00:00:00Z");
    expect(previous("0 2 * * *", "2026-03-01T17:59:00Z", SHANGHAI)).toBe("2026-02-28T18:00:00Z");
  });

  it("agrees with nextFireTime: the previous slot's next is the first slot after the time", () => {
    const expressions = ["*/7 * * * *", "0 0 31 * *", "15 4 * * 1-5", "0 0 1,15 * 5", "0 */6 */3 * *", "0 0 29 2 *"];
    const times = ["2026-01-31T23:59:00Z", "2026-02-28T12:34:56Z", "2027-03-01T00:00:00Z", "2028-02-29T23:00:00Z"];
    for (const expression of expressions) {
      const s = parseCron(expression);
      for (const time of times) {
        for (const zone of [UTC, SHANGHAI]) {
          const at = new Date(time);
          const before = previousFireTime(s, at, zone) as Date;
          const after = nextFireTime(s, before, zone) as Date;
          expect(before.getTime(), `${expression} ${time} ${zone}`).toBeLessThanOrEqual(at.getTime());
          expect(after.getTime(), `${expression} ${time} ${zone}`).toBeGreaterThan(at.getTime());
        }
      }
    }
  });
});

describe("time zones", () => {
  it("knows real zones and refuses made-up ones", () => {
    expect(isTimeZone("Asia/Shanghai")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
  });

  it("converts between instants and wall clocks", () => {
    const instant = new Date("2026-03-01T18:00:00Z");
    const wall = toWallClock(instant, SHANGHAI);
    expect(wall.toISOString()).toBe("2026-03-02T02:00:00.000Z");
    expect(fromWallClock(wall, SHANGHAI).toISOString()).toBe(instant.toISOString());
    expect(toWallClock(new Date("2026-01-01T16:00:00Z"), SHANGHAI).getUTCHours()).toBe(0);
  });
});
