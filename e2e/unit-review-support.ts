import { type APIRequestContext, expect } from "@playwright/test";
import { MATERIAL_TYPES, type MaterialField } from "@zcps/contracts/zcps/materials";
import { accessToken, api } from "./support";

/**
 * Declarations of the unit's own for the unit review's browser tests: a new staff member of the administrator's unit
 * gets an account, declares a title of the open batch, fills the required sections, signs the pledge and submits,
 * all through the API a person uses. Each test makes those it acts on, so no test waits for another's leftovers.
 */

const STAFF = "/api/zcps-sh/baseUser";
const DECLARE = "/api/zcps-sh/userCenter";

/** A value a field of this kind accepts: the first option, a date, a positive number, a short text. */
function sampleValue(field: MaterialField, n: number): unknown {
  if (field.options?.length) return field.options[0]?.value;
  switch (field.kind) {
    case "number":
      return Math.max(field.min ?? 1, 1);
    case "date":
      return "2024-05-01";
    case "month":
      return "2024-05";
    case "year":
      return 2024;
    case "boolean":
      return true;
    default:
      return `材料内容 ${n}`.slice(0, field.max ?? 50);
  }
}

/** What the lecturer's hard conditions read: the courses taught since the current title, with their hours. */
const MEANINGFUL: Record<string, Record<string, unknown>> = {
  COURSE_TAUGHT: { term: "2023-2024-1", courseName: "数据结构", teachingRole: "LEAD", hours: 450 },
};

export function samplePayload(code: string, n: number): Record<string, unknown> {
  const type = MATERIAL_TYPES.find((m) => m.code === code);
  if (!type) throw new Error(`no material type ${code}`);
  return { ...Object.fromEntries(type.fields.map((f) => [f.name, sampleValue(f, n)])), ...MEANINGFUL[code] };
}

export interface MadeDeclaration {
  id: string;
  staffName: string;
  employeeNo: string;
  username: string;
  password: string;
}

let made = 0;
/** Distinguishes this run's people from those of earlier runs on the same database (names show in the tables). */
const RUN = Math.random().toString(36).slice(2, 5).toUpperCase();

/**
 * A staff member of the unit administrator's unit with an account, and their declaration of `titleName` in the
 * open batch submitted to the unit: the required sections get one item each, a course taught meets the lecturer's
 * teaching hours, `extra` names sections that get two items.
 */
export async function submittedDeclaration(
  request: APIRequestContext,
  { name, titleName = "讲师", extra = [] }: { name: string; titleName?: string; extra?: string[] },
): Promise<MadeDeclaration> {
  const admin = await accessToken(request, "unit_admin");
  const units = await api<{ id: string; code: string }[]>(request, admin, `${STAFF}/units`);
  const cs = units.find((u) => u.code === "cs");
  made += 1;
  const staffName = `${name}${RUN}`;
  const employeeNo = `E2E${Date.now().toString(36).toUpperCase()}${made}`.slice(0, 16);
  const staff = await api<{ id: string }>(request, admin, STAFF, {
    method: "POST",
    data: {
      employeeNo,
      name: staffName,
      sex: made % 2 ? "1" : "2",
      unitId: cs?.id,
      postType: "TEACHING_RESEARCH",
      currentTitleName: "讲师",
      currentTitleDate: "2018-07-01",
      degree: "2",
      birthDate: "1986-03-01",
      hireDate: "2012-07-01",
    },
  });
  const account = await api<{ username: string; password: string }>(request, admin, `${STAFF}/${staff.id}/account`, {
    method: "POST",
  });
  const me = await accessToken(request, account.username, account.password);
  const check = await api<{
    batches: { id: string; titles: { titleId: string; titleName: string; tracks: { value: string }[] }[] }[];
  }>(request, me, "/api/zcps/user/checkUser");
  const batch = check.batches[0];
  const title = batch?.titles.find((t) => t.titleName === titleName);
  expect(title, `the open batch offers ${titleName}`).toBeDefined();
  const { id } = await api<{ id: string }>(request, me, `${DECLARE}/declarations`, {
    method: "POST",
    data: {
      projectTimeId: batch?.id,
      titleId: title?.titleId,
      trackCode: title?.tracks[0]?.value ?? "",
      method: "NORMAL",
    },
  });
  const sections = await api<{ materialType: string; required: boolean; count: number }[]>(
    request,
    me,
    "/api/zcps-sh/sys/findTable",
    { method: "POST", data: { declarationId: id } },
  );
  const fill = [
    ...sections.filter((s) => s.required && s.count === 0).map((s) => s.materialType),
    "COURSE_TAUGHT",
    ...extra,
    ...extra,
  ];
  for (const [n, materialType] of fill.entries())
    await api(request, me, `${DECLARE}/declarations/${id}/items`, {
      method: "POST",
      data: { materialType, payload: samplePayload(materialType, n + 1) },
    });
  await api(request, me, `${DECLARE}/declarations/${id}/pledge`, { method: "POST", data: {} });
  const { version } = await api<{ version: number }>(request, me, `${DECLARE}/declarations/${id}`);
  await api(request, me, `${DECLARE}/declarations/${id}/submit`, { method: "POST", data: { version } });
  return { id, staffName, employeeNo, username: account.username, password: account.password };
}

const UNIT = "/api/zcps-sh/unit";

/** The unit's row of a declaration (its version, state and pre-check verdict). */
export async function unitRow<T = { id: string; version: number; status: string }>(
  request: APIRequestContext,
  access: string,
  employeeNo: string,
): Promise<T> {
  const list = await api<{ rows: T[] }>(request, access, `${UNIT}/getDeclareUserList`, {
    method: "POST",
    data: { keyword: employeeNo },
  });
  expect(list.rows).toHaveLength(1);
  return list.rows[0] as T;
}

/** The unit approves a declaration through the API (the leader after the administrator's signature, if asked). */
export async function approved(request: APIRequestContext, made: MadeDeclaration) {
  const admin = await accessToken(request, "unit_admin");
  const row = await unitRow(request, admin, made.employeeNo);
  const reply = await api<{ signed: boolean; version: number }>(request, admin, `${UNIT}/submit`, {
    method: "POST",
    data: { declarationId: row.id, version: row.version },
  });
  if (reply.signed) {
    const leader = await accessToken(request, "unit_leader");
    await api(request, leader, `${UNIT}/submit`, {
      method: "POST",
      data: { declarationId: row.id, version: reply.version },
    });
  }
}

/** Publishes what awaits a notice through the API, starting on `startsOn` (YYYY-MM-DD); the notices it opened. */
export async function published(request: APIRequestContext, title: string, startsOn?: string) {
  const admin = await accessToken(request, "unit_admin");
  return api<{ id: string; title: string; endsOn: string; elapsed: boolean; declarants: number }[]>(
    request,
    admin,
    `${UNIT}/recommend/notice`,
    { method: "POST", data: { title, ...(startsOn ? { startsOn } : {}) } },
  );
}

/**
 * Declarations waiting for the unit's recommendation: made, approved, put on a notice that started three weeks ago
 * (so its working days have passed) and closed.
 */
export async function awaitingRecommendation(request: APIRequestContext, names: string[]) {
  const made: MadeDeclaration[] = [];
  for (const name of names) {
    const declaration = await submittedDeclaration(request, { name });
    await approved(request, declaration);
    made.push(declaration);
  }
  const start = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
  const notices = await published(request, `推荐前公示 ${Date.now().toString(36)}`, start);
  const admin = await accessToken(request, "unit_admin");
  for (const notice of notices)
    await api(request, admin, `${UNIT}/recommend/notice/${notice.id}/close`, { method: "POST" });
  return made;
}
