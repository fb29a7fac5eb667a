/**
 * Cron expressions (five fields: minute hour day-of-month month day-of-week) and their fire times, as Vixie cron
 * reads them. Pure: no clock, no database; times are instants (Date), evaluated on the wall clock of an IANA time
 * zone through Intl.
 *
 * Syntax per field: `*`, a value, a range `a-b`, a step `*\/n`, `a-b/n` or `a/n` (= a to the field's end by n),
 * and comma-separated lists of these. Months take JAN-DEC, weekdays SUN-SAT (any case); weekday 7 is Sunday too.
 * The nicknames @yearly (@annually), @monthly, @weekly, @daily (@midnight) and @hourly stand for their expressions.
 *
 * Day of month and day of week, as in Vixie cron: when both fields are restricted a day matches either; when
 * either field begins with `*` (also `*\/2`) a day must match both.
 */

export type CronField = "minute" | "hour" | "dayOfMonth" | "month" | "dayOfWeek";

export class CronError extends Error {
  constructor(
    /** the field at fault; "fieldCount" for a wrong number of fields, "never" for a schedule that never fires */
    readonly field: CronField | "fieldCount" | "never",
    detail: string,
  ) {
    super(detail);
    this.name = "CronError";
  }
}

export interface CronSchedule {
  /** the expression as given (trimmed) */
  source: string;
  minutes: readonly number[];
  hours: readonly number[];
  daysOfMonth: readonly number[];
  months: readonly number[];
  /** 0 = Sunday … 6 = Saturday */
  daysOfWeek: readonly number[];
  /** the field began with `*` (Vixie's DOM_STAR / DOW_STAR) */
  dayOfMonthStar: boolean;
  dayOfWeekStar: boolean;
}

interface FieldSpec {
  name: CronField;
  min: number;
  max: number;
  names?: readonly string[];
  /** the first name's value (JAN = 1, SUN = 0) */
  namesFrom?: number;
}

const MONTH_NAMES = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;
const DAY_NAMES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] as const;

const FIELDS: readonly FieldSpec[] = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "dayOfMonth", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: MONTH_NAMES, namesFrom: 1 },
  { name: "dayOfWeek", min: 0, max: 7, names: DAY_NAMES, namesFrom: 0 },
];

const NICKNAMES: Record<string, string> = {
  "@yearly": "0 0 1 1 *",
  "@annually": "0 0 1 1 *",
  "@monthly": "0 0 1 * *",
  "@weekly": "0 0 * * 0",
  "@daily": "0 0 * * *",
  "@midnight": "0 0 * * *",
  "@hourly": "0 * * * *",
};

function parseValue(text: string, spec: FieldSpec): number {
  if (/^\d+$/.test(text)) {
    const value = Number(text);
    if (value < spec.min || value > spec.max) {
      throw new CronError(spec.name, `${spec.name}: ${text} is outside ${spec.min}-${spec.max}`);
    }
    return value;
  }
  const index = spec.names?.indexOf(text.toUpperCase() as never) ?? -1;
  if (index < 0) throw new CronError(spec.name, `${spec.name}: "${text}" is not a value`);
  return index + (spec.namesFrom ?? 0);
}

function parseField(text: string, spec: FieldSpec): number[] {
  const values = new Set<number>();
  for (const item of text.split(",")) {
    const match = /^([^/]+)(?:\/(\d+))?$/.exec(item);
    if (!match) throw new CronError(spec.name, `${spec.name}: "${item}" is not a value, range or step`);
    const [, range = "", stepText] = match;
    const step = stepText === undefined ? 1 : Number(stepText);
    if (step < 1) throw new CronError(spec.name, `${spec.name}: the step must be at least 1`);
    let from: number;
    let to: number;
    if (range === "*") {
      from = spec.min;
      to = spec.max;
    } else if (range.includes("-")) {
      const [a = "", b = "", ...rest] = range.split("-");
      if (rest.length > 0) throw new CronError(spec.name, `${spec.name}: "${range}" is not a range`);
      from = parseValue(a, spec);
      to = parseValue(b, spec);
      if (from > to) throw new CronError(spec.name, `${spec.name}: the range ${range} runs backwards`);
    } else {
      from = parseValue(range, spec);
      // "a/n" runs from a to the field's end; a lone value is just itself
      to = stepText === undefined ? from : spec.max;
    }
    for (let v = from; v <= to; v += step) values.add(v);
  }
  if (spec.name === "dayOfWeek" && values.delete(7)) values.add(0);
  return [...values].sort((a, b) => a - b);
}

const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Parses an expression; throws CronError naming the field at fault. */
export function parseCron(expression: string): CronSchedule {
  const source = expression.trim();
  const expanded = NICKNAMES[source.toLowerCase()] ?? source;
  const parts = expanded.split(/\s+/).filter(Boolean);
  if (parts.length !== 5) {
    throw new CronError(
      "fieldCount",
      `expected 5 fields (minute hour day-of-month month day-of-week), got ${parts.length}`,
    );
  }
  const [minutes, hours, daysOfMonth, months, daysOfWeek] = FIELDS.map((spec, i) =>
    parseField(parts[i] ?? "", spec),
  ) as [number[], number[], number[], number[], number[]];
  const schedule: CronSchedule = {
    source,
    minutes,
    hours,
    daysOfMonth,
    months,
    daysOfWeek,
    dayOfMonthStar: (parts[2] ?? "").startsWith("*"),
    dayOfWeekStar: (parts[4] ?? "").startsWith("*"),
  };
  // Days must match both fields when one is starred: a day of month no chosen month has (31 in April, 30 in
  // February) would never come. Otherwise some day always does within the 28-year calendar cycle.
  const daysMustMatchBoth = schedule.dayOfMonthStar || schedule.dayOfWeekStar;
  if (daysMustMatchBoth && !months.some((m) => daysOfMonth.some((d) => d <= (DAYS_IN_MONTH[m - 1] ?? 0)))) {
    throw new CronError("never", "no chosen month has the chosen day of month: the schedule never fires");
  }
  return schedule;
}

// ---------------------------------------------------------------------------------------------------------------
// Wall-clock arithmetic. A wall time is kept as a Date whose UTC fields are the zone's local fields.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** True when Intl knows the zone (e.g. "Asia/Shanghai", "UTC"). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, whole seconds. */
export function toWallClock(instant: Date, timeZone: string): Date {
  const fields: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== "literal") fields[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = fields;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}

/** The instant at which the zone's wall clock shows `wall` (the later offset's reading around a transition). */
export function fromWallClock(wall: Date, timeZone: string): Date {
  const offsetAt = (instant: number) =>
    toWallClock(new Date(instant), timeZone).getTime() - Math.floor(instant / 1000) * 1000;
  const first = wall.getTime() - offsetAt(wall.getTime());
  return new Date(wall.getTime() - offsetAt(first));
}

function dayMatches(s: CronSchedule, wall: Date): boolean {
  const dom = s.daysOfMonth.includes(wall.getUTCDate());
  const dow = s.daysOfWeek.includes(wall.getUTCDay());
  return s.dayOfMonthStar || s.dayOfWeekStar ? dom && dow : dom || dow;
}

const firstAtLeast = (values: readonly number[], x: number) => values.find((v) => v >= x);
const lastAtMost = (values: readonly number[], x: number) => values.findLast((v) => v <= x);

/** Enough to find any satisfiable day: the calendar repeats every 28 years (no century years in between). */
const SEARCH_DAYS = 29 * 366;

/** The first wall time ≥ `from` (whole minutes) the schedule fires at, or null. */
function nextWall(s: CronSchedule, from: Date): Date | null {
  const w = new Date(from);
  for (let days = 0; days < SEARCH_DAYS; ) {
    const month = w.getUTCMonth() + 1;
    if (!s.months.includes(month)) {
      const next = firstAtLeast(s.months, month);
      const year = w.getUTCFullYear() + (next === undefined ? 1 : 0);
      const target = next ?? (s.months[0] as number);
      const jumped = Date.UTC(year, target - 1, 1);
      days += Math.round((jumped - w.getTime()) / 86_400_000);
      w.setTime(jumped);
      continue;
    }
    if (dayMatches(s, w)) {
      const hour = firstAtLeast(s.hours, w.getUTCHours());
      if (hour !== undefined) {
        const minute = hour === w.getUTCHours() ? firstAtLeast(s.minutes, w.getUTCMinutes()) : s.minutes[0];
        if (minute !== undefined) {
          w.setUTCHours(hour, minute, 0, 0);
          return w;
        }
        const laterHour = firstAtLeast(s.hours, w.getUTCHours() + 1);
        if (laterHour !== undefined) {
          w.setUTCHours(laterHour, s.minutes[0] as number, 0, 0);
          return w;
        }
      }
    }
    w.setUTCDate(w.getUTCDate() + 1);
    w.setUTCHours(0, 0, 0, 0);
    days += 1;
  }
  return null;
}

/** The last wall time ≤ `from` (whole minutes) the schedule fired at, or null. */
function previousWall(s: CronSchedule, from: Date): Date | null {
  const w = new Date(from);
  for (let days = 0; days < SEARCH_DAYS; ) {
    const month = w.getUTCMonth() + 1;
    if (!s.months.includes(month)) {
      const previous = lastAtMost(s.months, month);
      const year = w.getUTCFullYear() - (previous === undefined ? 1 : 0);
      const target = previous ?? (s.months[s.months.length - 1] as number);
      // the last minute of the target month
      const jumped = Date.UTC(year, target, 1) - 60_000;
      days += Math.round((w.getTime() - jumped) / 86_400_000);
      w.setTime(jumped);
      continue;
    }
    if (dayMatches(s, w)) {
      const hour = lastAtMost(s.hours, w.getUTCHours());
      if (hour !== undefined) {
        const minute =
          hour === w.getUTCHours() ? lastAtMost(s.minutes, w.getUTCMinutes()) : s.minutes[s.minutes.length - 1];
        if (minute !== undefined) {
          w.setUTCHours(hour, minute, 0, 0);
          return w;
        }
        const earlierHour = lastAtMost(s.hours, w.getUTCHours() - 1);
        if (earlierHour !== undefined) {
          w.setUTCHours(earlierHour, s.minutes[s.minutes.length - 1] as number, 0, 0);
          return w;
        }
      }
    }
    w.setUTCDate(w.getUTCDate() - 1);
    w.setUTCHours(23, 59, 0, 0);
    days += 1;
  }
  return null;
}

const MINUTE = 60_000;

/** The first fire time strictly after `after`, in `timeZone`; null when the schedule never fires again. */
export function nextFireTime(schedule: CronSchedule, after: Date, timeZone: string): Date | null {
  // the wall clock one whole minute on: instants inside the current minute are not "after"
  let from = new Date(Math.floor(toWallClock(after, timeZone).getTime() / MINUTE) * MINUTE + MINUTE);
  for (let attempt = 0; attempt < 4; attempt++) {
    const wall = nextWall(schedule, from);
    if (!wall) return null;
    const instant = fromWallClock(wall, timeZone);
    // a wall time a transition skipped or repeated may land at or before `after`: look further
    if (instant.getTime() > after.getTime()) return instant;
    from = new Date(wall.getTime() + MINUTE);
  }
  return null;
}

/** The last fire time at or before `at`, in `timeZone`; null when there is none in the search window. */
export function previousFireTime(schedule: CronSchedule, at: Date, timeZone: string): Date | null {
  let from = new Date(Math.floor(toWallClock(at, timeZone).getTime() / MINUTE) * MINUTE);
  for (let attempt = 0; attempt < 4; attempt++) {
    const wall = previousWall(schedule, from);
    if (!wall) return null;
    const instant = fromWallClock(wall, timeZone);
    if (instant.getTime() <= at.getTime()) return instant;
    from = new Date(wall.getTime() - MINUTE);
  }
  return null;
}

/** The next `count` fire times after `after`. */
export function nextFireTimes(schedule: CronSchedule, after: Date, timeZone: string, count: number): Date[] {
  const times: Date[] = [];
  let cursor = after;
  while (times.length < count) {
    const next = nextFireTime(schedule, cursor, timeZone);
    if (!next) break;
    times.push(next);
    cursor = next;
  }
  return times;
}
