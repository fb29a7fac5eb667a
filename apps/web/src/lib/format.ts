import type { TFunction } from "i18next";

/** Spec 9: relative time and number abbreviations, both localised. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * 'just now' under 30 s, then minutes, then hours, '1 day ago' under 2 days,
 * then the date. `time` is a Date, an ISO string or epoch milliseconds/seconds.
 */
export function formatRelativeTime(time: Date | string | number, t: TFunction, now: number = Date.now()): string {
  const date = toDate(time);
  const diff = now - date.getTime();
  if (diff < 30 * SECOND) return t("format.justNow");
  if (diff < HOUR) return t("format.minutesAgo", { count: Math.max(1, Math.floor(diff / MINUTE)) });
  if (diff < DAY) return t("format.hoursAgo", { count: Math.floor(diff / HOUR) });
  if (diff < 2 * DAY) return t("format.oneDayAgo");
  return formatDateTime(date);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** YYYY-MM-DD HH:mm in local time; digits only, so the same in both languages. */
function formatDateTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** YYYY-MM-DD HH:mm:ss in local time, for a tooltip that shows the exact moment (no dayjs needed). */
export function formatFullDateTime(time: Date | string | number): string {
  const date = toDate(time);
  return `${formatDateTime(date)}:${pad(date.getSeconds())}`;
}

function toDate(time: Date | string | number): Date {
  if (time instanceof Date) return time;
  // ten-digit numbers are epoch seconds
  if (typeof time === "number") return new Date(time < 1e11 ? time * 1000 : time);
  return new Date(time);
}

const UNITS: ReadonlyArray<readonly [value: number, symbol: string]> = [
  [1e18, "E"],
  [1e15, "P"],
  [1e12, "T"],
  [1e9, "G"],
  [1e6, "M"],
  [1e3, "k"],
];

/** 12345 → "12.3k" (digits after the point, trailing zeros dropped), grouped by the language. */
export function formatNumber(value: number, language: string, digits = 1): string {
  const locale = language === "en" ? "en-US" : "zh-CN";
  const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(n);
  const abs = Math.abs(value);
  for (const [unit, symbol] of UNITS) {
    if (abs >= unit) return `${format(value / unit)}${symbol}`;
  }
  return format(value);
}
