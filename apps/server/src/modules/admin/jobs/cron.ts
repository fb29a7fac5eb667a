import { Cron, type CronOptions, CronPattern } from "croner";

/**
 * Cron expressions (five fields: minute hour day-of-month month day-of-week) and their fire times, as Vixie cron
 * reads them. Croner parses the fields and walks the calendar in the time zone; this layer keeps the language the
 * console documents and names the field at fault. Pure: no clock, no database; times are instants (Date).
 *
 * Syntax per field: `*`, a value, a range `a-b`, a step `*\/n`, `a-b/n` or `a/n` (= a to the field's end by n),
 * and comma-separated lists of these. Months take JAN-DEC, weekdays SUN-SAT (any case); weekday 7 is Sunday too.
 * The nicknames @yearly (@annually), @monthly, @weekly, @daily (@midnight) and @hourly stand for their expressions.
 * Croner's extensions (seconds, L, W, #, ?, +) are refused: a stored expression means what it means in crontab.
 *
 * Day of month and day of week, as in Vixie cron: when both fields are restricted a day matches either; when
 * either field begins with `*` (also `*\/2`) a day must match both.
 *
 * Clock changes, as Vixie cron: a job with no `*` or step in minute and hour (`30 2 * * *`, `30 2,14 * * *`) runs
 * once at a repeated time and, when its time is skipped, at the end of the gap; other jobs run at both passes of
 * a repeated time and not at skipped ones.
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
  /** the five fields as croner reads them */
  pattern: string;
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
  /** how many distinct values the field has */
  count: number;
}

const FIELDS: readonly FieldSpec[] = [
  { name: "minute", min: 0, max: 59, count: 60 },
  { name: "hour", min: 0, max: 23, count: 24 },
  { name: "dayOfMonth", min: 1, max: 31, count: 31 },
  { name: "month", min: 1, max: 12, count: 12 },
  { name: "dayOfWeek", min: 0, max: 7, count: 7 },
];

/** Expanded here rather than by croner, so that the day fields' stars are known. */
const NICKNAMES: Record<string, string> = {
  "@yearly": "0 0 1 1 *",
  "@annually": "0 0 1 1 *",
  "@monthly": "0 0 1 * *",
  "@weekly": "0 0 * * 0",
  "@daily": "0 0 * * *",
  "@midnight": "0 0 * * *",
  "@hourly": "0 * * * *",
};

/** One list item: `*` or a value or a range (numbers or three-letter names), optionally with a step. */
const LIST_ITEM = /^(?:\*|(?:\d+|[a-z]{3})(?:-(?:\d+|[a-z]{3}))?)(?:\/\d+)?$/i;

const PATTERN_OPTIONS = { mode: "5-part" } as const;

/**
 * Checks one field and returns it as croner is to read it. Syntax and value ranges are checked here, names and
 * the order of ranges by croner, reading the field alone since its messages do not always name the field.
 */
function fieldForCroner(text: string, index: number): string {
  const spec = FIELDS[index] as FieldSpec;
  const items = text.split(",").map((item) => {
    if (!LIST_ITEM.test(item)) throw new CronError(spec.name, `${spec.name}: "${item}" is not a value, range or step`);
    const [range = "", step] = item.split("/");
    for (const value of range.split("-")) {
      if (/^\d+$/.test(value) && (Number(value) < spec.min || Number(value) > spec.max)) {
        throw new CronError(spec.name, `${spec.name}: ${value} is outside ${spec.min}-${spec.max}`);
      }
    }
    if (step === undefined) return item;
    // `a/n` is spelt out as `a-max/n`, as croner's own `a/n` stops weekdays at 6 and misses Sunday as 7. Vixie
    // takes any step, croner none longer than the field's count of values; from that length on a step leaves the
    // first value alone (`*/40` in day of month is the 1st), so it is cut to that length.
    const span = range === "*" || range.includes("-") ? range : `${range}-${spec.max}`;
    return `${span}/${Math.min(Number(step), spec.count)}`;
  });
  const field = items.join(",");
  try {
    new CronPattern(FIELDS.map((_, j) => (j === index ? field : "*")).join(" "), undefined, PATTERN_OPTIONS);
  } catch (error) {
    const detail = error instanceof Error ? error.message.replace(/^CronPattern: /, "") : String(error);
    throw new CronError(spec.name, `${spec.name}: ${detail}`);
  }
  return field;
}

/** The values a croner field allows; `first` is the value of its index 0. */
const valuesOf = (field: readonly number[], first: number) => field.flatMap((on, i) => (on ? [i + first] : []));

/** Croner's reading of the schedule on a zone's wall clock. */
function cronIn(schedule: CronSchedule, timeZone: string): Cron {
  const options: CronOptions = {
    ...PATTERN_OPTIONS,
    timezone: timeZone,
    // Vixie's star rule: croner ORs restricted day fields and ANDs only a bare `*`; `*/2` must AND as well
    domAndDow: schedule.dayOfMonthStar || schedule.dayOfWeekStar,
    // Vixie's fixed-time jobs: no `*` or step in minute and hour (croner's default wants a single value in each)
    fixedTimeRule: "no-wildcard",
  };
  return new Cron(schedule.pattern, options);
}

const EPOCH = new Date(0);

/** Parses an expression; throws CronError naming the field at fault. */
export function parseCron(expression: string): CronSchedule {
  const source = expression.trim();
  const parts = (NICKNAMES[source.toLowerCase()] ?? source).split(/\s+/).filter(Boolean);
  if (parts.length !== FIELDS.length) {
    throw new CronError(
      "fieldCount",
      `expected 5 fields (minute hour day-of-month month day-of-week), got ${parts.length}`,
    );
  }
  const pattern = parts.map(fieldForCroner).join(" ");
  const parsed = new CronPattern(pattern, undefined, PATTERN_OPTIONS);
  const schedule: CronSchedule = {
    source,
    pattern,
    minutes: valuesOf(parsed.minute, 0),
    hours: valuesOf(parsed.hour, 0),
    daysOfMonth: valuesOf(parsed.day, 1),
    months: valuesOf(parsed.month, 1),
    daysOfWeek: valuesOf(parsed.dayOfWeek, 0),
    dayOfMonthStar: (parts[2] ?? "").startsWith("*"),
    dayOfWeekStar: (parts[4] ?? "").startsWith("*"),
  };
  // Five fields repeat with the 400-year calendar and croner searches up to the year 3000: nothing after 1970
  // means never (30 February; the 31st of short months when a day field is starred).
  if (!cronIn(schedule, "UTC").nextRun(EPOCH)) {
    throw new CronError("never", "no chosen month has the chosen day of month: the schedule never fires");
  }
  return schedule;
}

/** The first fire time strictly after `after`, in `timeZone`; null when the schedule never fires again. */
export function nextFireTime(schedule: CronSchedule, after: Date, timeZone: string): Date | null {
  return cronIn(schedule, timeZone).nextRun(after);
}

/** The last fire time at or before `at`, in `timeZone`; null when there is none. */
export function previousFireTime(schedule: CronSchedule, at: Date, timeZone: string): Date | null {
  // croner's previous runs are strictly before the reference; fire times are whole seconds, so 1 ms on includes `at`
  return cronIn(schedule, timeZone).previousRuns(1, new Date(at.getTime() + 1))[0] ?? null;
}

/** The next `count` fire times after `after`. */
export function nextFireTimes(schedule: CronSchedule, after: Date, timeZone: string, count: number): Date[] {
  return cronIn(schedule, timeZone).nextRuns(count, after);
}

// ---------------------------------------------------------------------------------------------------------------
// Wall clocks. A wall time is kept as a Date whose UTC fields are the zone's local fields.

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
