import { type APIRequestContext, expect } from "@playwright/test";
import type { CalendarDay } from "@zcps/contracts/zcps/working-days";
import { addWorkingDays, calendarExceptions, isWorkingDay } from "@zcps/contracts/zcps/working-days";
import { accessToken, api } from "./support";
import { samplePayload } from "./unit-review-support";

/**
 * The set-up of the review walk (review-walk.spec.ts), all through the API personnel and a declarant use: a unit of
 * its own (no other browser test works in it) with a new administrator, leader, declarant and colleague, the
 * declarant's draft with every required section filled, and a publicity start date whose window has passed over a
 * weekend and a holiday of the tenant's calendar.
 */

const STAFF = "/api/zcps-sh/baseUser";
const DECLARE = "/api/zcps-sh/userCenter";
const HOLIDAY = "/api/zcps-sh/holiday";
const DAY_MS = 86_400_000;

export interface Person {
  userId: string;
  username: string;
  password: string;
  name: string;
  employeeNo: string;
}

export interface WalkUnit {
  admin: Person;
  leader: Person;
  declarant: Person;
  colleague: Person;
}

/** Distinguishes this run's people from those of earlier runs on the same database (names show in the tables). */
const RUN = Math.random().toString(36).slice(2, 5).toUpperCase();
let made = 0;

/** A staff member of the unit with an account (a research post, assistant research fellow since 2018). */
async function staffMember(request: APIRequestContext, personnel: string, unitId: string, name: string) {
  made += 1;
  const employeeNo = `RW${Date.now().toString(36).toUpperCase()}${made}`.slice(0, 16);
  const staffName = `${name}${RUN}${made}`;
  const staff = await api<{ id: string }>(request, personnel, STAFF, {
    method: "POST",
    data: {
      employeeNo,
      name: staffName,
      sex: made % 2 ? "1" : "2",
      unitId,
      postType: "FULL_TIME_RESEARCH",
      currentTitleName: "助理研究员",
      currentTitleDate: "2018-07-01",
      degree: "2",
      birthDate: "1987-05-01",
      hireDate: "2014-07-01",
    },
  });
  const account = await api<{ userId: string; username: string; password: string }>(
    request,
    personnel,
    `${STAFF}/${staff.id}/account`,
    { method: "POST" },
  );
  return { ...account, name: staffName, employeeNo };
}

/**
 * The unit (by code) with four new people: personnel make the first its administrator and the second its leader,
 * the third declares, the fourth is a colleague who reads the unit's notices.
 */
export async function walkUnit(request: APIRequestContext, unitCode: string): Promise<WalkUnit> {
  const personnel = await accessToken(request, "personnel");
  const units = await api<{ id: string; code: string }[]>(request, personnel, `${STAFF}/units`);
  const unit = units.find((u) => u.code === unitCode);
  if (!unit) throw new Error(`no unit ${unitCode}`);
  const [admin, leader, declarant, colleague] = (await Promise.all(
    ["单位秘书", "单位院长", "申报人", "同事"].map((name) => staffMember(request, personnel, unit.id, name)),
  )) as Person[];
  for (const [role, person] of [
    ["admin", admin],
    ["leader", leader],
  ] as const)
    await api(request, personnel, `/api/zcps-sh/unitAdmin/${unit.id}`, {
      method: "PUT",
      data: { role, userIds: [person?.userId] },
    });
  return { admin, leader, declarant, colleague } as WalkUnit;
}

/** What the walk's items say, beyond a valid sample: the fields a reviewer reads and the declarant corrects. */
const PAYLOADS: Record<string, Record<string, unknown>> = {
  EDUCATION: { school: "示范大学", major: "法学", educationLevel: "11", degree: "2", degreeDate: "2014-06-30" },
  TITLE_HISTORY: {
    titleName: "助理研究员",
    obtainedDate: "2018-07-01",
    approvalDocNo: "人字〔2018〕12号",
    hiredDate: "2018-07-01",
  },
  ANNUAL_APPRAISAL: { year: 2024 },
  ETHICS: { year: 2024 },
  REPRESENTATIVE_WORK: { workTitle: "数字政府建设中的行政法问题研究", contribution: "独立完成" },
};

export interface WalkDraft {
  id: string;
  /** the item of each filled section, by material type */
  items: Record<string, string>;
}

/**
 * The declarant's draft of an associate research fellow's title (副研究员, associate senior: it takes a place of the
 * unit's quota) with every required section filled, meeting the title's hard conditions; submitting is left to the
 * browser.
 */
export async function walkDraft(request: APIRequestContext, declarant: Person): Promise<WalkDraft> {
  const me = await accessToken(request, declarant.username, declarant.password);
  const check = await api<{
    batches: { id: string; titles: { titleId: string; titleName: string; tracks: { value: string }[] }[] }[];
  }>(request, me, "/api/zcps/user/checkUser");
  const batch = check.batches[0];
  const title = batch?.titles.find((t) => t.titleName === "副研究员");
  expect(title, "the open batch offers 副研究员 to a research post").toBeDefined();
  const { id } = await api<{ id: string }>(request, me, `${DECLARE}/declarations`, {
    method: "POST",
    data: { projectTimeId: batch?.id, titleId: title?.titleId, trackCode: "", method: "NORMAL" },
  });
  const sections = await api<{ materialType: string; required: boolean; count: number }[]>(
    request,
    me,
    "/api/zcps-sh/sys/findTable",
    { method: "POST", data: { declarationId: id } },
  );
  const items: Record<string, string> = {};
  for (const [n, { materialType }] of sections.filter((s) => s.required && s.count === 0).entries()) {
    const item = await api<{ id: string }>(request, me, `${DECLARE}/declarations/${id}/items`, {
      method: "POST",
      data: { materialType, payload: { ...samplePayload(materialType, n + 1), ...PAYLOADS[materialType] } },
    });
    items[materialType] = item.id;
  }
  const precheck = await api<{ missingSections: { label: string }[] }>(
    request,
    me,
    `${DECLARE}/declarations/${id}/precheck`,
  );
  expect(precheck.missingSections.map((s) => s.label)).toEqual([]);
  return { id, items };
}

const isoDay = (dayNo: number) => new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
const dayNo = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** Today on the school's calendar (the server's TIME_ZONE default), whatever the test machine's zone. */
function schoolToday(now = new Date()) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(now);
}

export interface PublicityWindow {
  startsOn: string;
  endsOn: string;
  /** a Saturday or Sunday inside the window */
  weekend: string;
  /** a holiday of the calendar on a weekday inside the window */
  holiday: CalendarDay;
  /** removes a holiday the set-up had to add (nothing when the calendar had one) */
  restore: () => Promise<void>;
}

async function calendar(request: APIRequestContext, personnel: string, years: number[]): Promise<CalendarDay[]> {
  const days: CalendarDay[] = [];
  for (const year of new Set(years)) {
    const rows = await api<{ day: string; working: boolean; name: string; nameEn: string | null }[]>(
      request,
      personnel,
      `${HOLIDAY}/list`,
      { params: { year: String(year) } },
    );
    days.push(...rows.map((r) => ({ date: r.day, working: r.working, name: { zh: r.name, en: r.nameEn ?? r.name } })));
  }
  return days;
}

/** The latest working day from which `workingDays` working days end before today, over a weekend and a holiday. */
function windowOverHoliday(days: CalendarDay[], workingDays: number, today: string) {
  const exceptions = calendarExceptions(days);
  // a notice may start at most 60 days back (the server's limit): a day's margin either side of midnight
  for (let start = dayNo(today) - 2; start >= dayNo(today) - 58; start--) {
    const startsOn = isoDay(start);
    if (!isWorkingDay(startsOn, exceptions)) continue;
    const endsOn = addWorkingDays(startsOn, workingDays, exceptions);
    if (endsOn >= today) continue;
    const span = Array.from({ length: dayNo(endsOn) - start + 1 }, (_, i) => isoDay(start + i));
    const weekend = span.find((d) => [0, 6].includes(weekday(d)) && !isWorkingDay(d, exceptions));
    const holiday = days.find((h) => !h.working && span.includes(h.date) && ![0, 6].includes(weekday(h.date)));
    if (weekend && holiday) return { startsOn, endsOn, weekend, holiday };
  }
  return null;
}

/**
 * A publicity start date whose window of `workingDays` has passed (so the unit may close it at once) and skipped a
 * weekend and a holiday of the tenant's calendar. The seeded calendar has the year's public holidays; when none lies
 * in the last two months, personnel add a school holiday on a Monday three weeks back for the walk, removed after.
 */
export async function publicityWindow(request: APIRequestContext, workingDays: number): Promise<PublicityWindow> {
  const personnel = await accessToken(request, "personnel");
  const today = schoolToday();
  const years = [Number(today.slice(0, 4)), Number(isoDay(dayNo(today) - 60).slice(0, 4))];
  const found = windowOverHoliday(await calendar(request, personnel, years), workingDays, today);
  if (found) return { ...found, restore: async () => {} };
  const threeWeeksBack = dayNo(today) - 21;
  const monday = isoDay(threeWeeksBack - ((weekday(isoDay(threeWeeksBack)) + 6) % 7));
  await api(request, personnel, HOLIDAY, {
    method: "POST",
    data: { day: monday, working: false, name: "校庆日", nameEn: "University Day" },
  });
  const restore = async () => {
    await api(request, personnel, `${HOLIDAY}/${monday}`, { method: "DELETE" });
  };
  const added = windowOverHoliday(await calendar(request, personnel, years), workingDays, today);
  if (!added) {
    await restore();
    throw new Error(`no publicity window over the holiday of ${monday}`);
  }
  return { ...added, restore };
}
