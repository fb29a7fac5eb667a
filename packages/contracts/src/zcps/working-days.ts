/**
 * Working-day arithmetic for publicity and appeal windows (公示不少于 5 个工作日).
 *
 * Dates are calendar dates in the school's time zone, written YYYY-MM-DD. The helpers never read the clock and
 * never use local-time Date methods: a date string is turned into a UTC day number, so daylight-saving shifts and
 * the server's own time zone cannot move a day.
 *
 * A week runs Monday to Friday. The holiday calendar lists only the exceptions: public holidays (working=false)
 * and 调休 weekend workdays (working=true).
 */
export interface CalendarDay {
  date: string;
  working: boolean;
  /** the holiday's or make-up day's name, shown on the holiday page */
  name?: { zh: string; en: string };
}

export type CalendarExceptions = ReadonlyMap<string, boolean>;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of a YYYY-MM-DD date; throws a RangeError on anything that is not a real date. */
function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== year || back.getUTCMonth() !== month - 1 || back.getUTCDate() !== day) {
    throw new RangeError(`not a calendar date: ${date}`);
  }
  return ms / DAY_MS;
}

function dateOf(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

function workingOn(dayNo: number, exceptions: CalendarExceptions): boolean {
  const exception = exceptions.get(dateOf(dayNo));
  if (exception !== undefined) return exception;
  const weekday = new Date(dayNo * DAY_MS).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The holiday calendar's rows as the lookup the helpers take. */
export function calendarExceptions(days: readonly CalendarDay[]): Map<string, boolean> {
  return new Map(days.map((day) => [day.date, day.working]));
}

export function isWorkingDay(date: string, exceptions: CalendarExceptions): boolean {
  return workingOn(dayNumber(date), exceptions);
}

/**
 * The date on which the `days`-th working day falls, counting `start` itself when it is a working day.
 * A publicity that starts on Monday 2026-03-02 and lasts 5 working days therefore ends on Friday 2026-03-06;
 * one that starts on a Saturday counts from the following Monday. `days` is a positive whole number.
 */
export function addWorkingDays(start: string, days: number, exceptions: CalendarExceptions): string {
  if (!Number.isInteger(days) || days < 1) throw new RangeError(`working days must be a positive integer: ${days}`);
  let dayNo = dayNumber(start);
  let counted = workingOn(dayNo, exceptions) ? 1 : 0;
  while (counted < days) {
    dayNo += 1;
    if (workingOn(dayNo, exceptions)) counted += 1;
  }
  return dateOf(dayNo);
}

/**
 * Working days from `from` to `to`, both included; 0 when `to` is before `from`. The inverse of addWorkingDays:
 * workingDaysBetween(s, addWorkingDays(s, n)) === n.
 */
export function workingDaysBetween(from: string, to: string, exceptions: CalendarExceptions): number {
  const last = dayNumber(to);
  let count = 0;
  for (let dayNo = dayNumber(from); dayNo <= last; dayNo++) if (workingOn(dayNo, exceptions)) count += 1;
  return count;
}

const holiday = (zh: string, en: string) => ({ zh, en });
const NEW_YEAR = holiday("元旦", "New Year's Day");
const SPRING = holiday("春节", "Spring Festival");
const QINGMING = holiday("清明节", "Qingming Festival");
const LABOUR = holiday("劳动节", "Labour Day");
const DRAGON_BOAT = holiday("端午节", "Dragon Boat Festival");
const MID_AUTUMN = holiday("中秋节", "Mid-Autumn Festival");
const NATIONAL = holiday("国庆节", "National Day");
const makeUp = (of: { zh: string; en: string }) => holiday(`${of.zh}调休上班`, `Make-up workday (${of.en})`);

function span(first: string, last: string, name: { zh: string; en: string }): CalendarDay[] {
  const days: CalendarDay[] = [];
  for (let dayNo = dayNumber(first); dayNo <= dayNumber(last); dayNo++) {
    days.push({ date: dateOf(dayNo), working: false, name });
  }
  return days;
}

/**
 * China's 2026 public holidays and 调休 workdays as published by the General Office of the State Council in
 * November 2025 (国务院办公厅关于2026年部分节假日安排的通知). Seed data: the holiday page edits the school's copy,
 * so a correction or a school-specific closure never needs a code change.
 */
export const CN_HOLIDAYS_2026: readonly CalendarDay[] = [
  ...span("2026-01-01", "2026-01-03", NEW_YEAR),
  { date: "2026-01-04", working: true, name: makeUp(NEW_YEAR) },
  { date: "2026-02-14", working: true, name: makeUp(SPRING) },
  ...span("2026-02-15", "2026-02-23", SPRING),
  { date: "2026-02-28", working: true, name: makeUp(SPRING) },
  ...span("2026-04-04", "2026-04-06", QINGMING),
  ...span("2026-05-01", "2026-05-05", LABOUR),
  { date: "2026-05-09", working: true, name: makeUp(LABOUR) },
  ...span("2026-06-19", "2026-06-21", DRAGON_BOAT),
  { date: "2026-09-20", working: true, name: makeUp(NATIONAL) },
  ...span("2026-09-25", "2026-09-27", MID_AUTUMN),
  ...span("2026-10-01", "2026-10-07", NATIONAL),
  { date: "2026-10-10", working: true, name: makeUp(NATIONAL) },
];
