import { type APIRequestContext, expect } from "@playwright/test";
import { COMMITTEE_ROUTES, type MeetingDetail } from "@zcps/contracts/zcps/committee/api";
import { PIPELINE_STAGES } from "@zcps/contracts/zcps/machine";
import { PROFESSOR_ROUTES } from "@zcps/contracts/zcps/professor/api";
import pg from "pg";
import { accessToken, api, DEMO_PASSWORD } from "./support";

/**
 * The set-up of the senior committee's walk (committee-walk.spec.ts), through the API personnel, the administrator,
 * declarants and a professor-committee member use. Each call makes a world of its own: a project (never the current
 * one of anybody else) with one published batch whose pipeline runs the professor committee, the senior committee and
 * the results publicity only; in the School of Arts, three new declarants of 教授 submit and their new professor
 * committee recommends them, so they wait at the senior committee; a new member of staff joins the committee pool as
 * a chair.
 */

const BATCH = "/api/zcps-sh/projectTime";
const STAFF = "/api/zcps-sh/baseUser";
const DECLARE = "/api/zcps-sh/userCenter";
const PIPELINE_ON: string[] = ["PROFESSOR_COMMITTEE", "SENIOR_COMMITTEE", "RESULT_PUBLICITY"];
const UNIT = "art";
const DAY_MS = 86_400_000;
const PROFESSOR_NAME = "教授委员";

export interface Account {
  userId: string;
  username: string;
  password: string;
  name: string;
}

export interface Candidate extends Account {
  declarationId: string;
}

export interface SeniorWalk {
  /** the walk's own project: a session switched to it sees the walk's batch alone */
  projectId: string;
  projectName: string;
  batchId: string;
  /** three declarations of 教授 at the senior committee */
  candidates: Candidate[];
  /** in the committee pool, with the chair's role */
  chair: Account;
}

/** Distinguishes this run's people and projects from those of earlier runs on the same database. */
const RUN = Math.random().toString(36).slice(2, 5).toUpperCase();
let made = 0;

/** A sign-in of the account whose session works in the project (the top bar's switch, stored on the session). */
export async function projectSession(
  request: APIRequestContext,
  projectId: string,
  username: string,
  password?: string,
) {
  const access = await accessToken(request, username, password);
  await api(request, access, "/api/zcps-sh/sys/checkPro", { params: { id: projectId } });
  return access;
}

/** A member of the unit's staff with an account. */
async function staffAccount(
  request: APIRequestContext,
  personnel: string,
  unitId: string,
  name: string,
  title: string,
): Promise<Account> {
  made += 1;
  const employeeNo = `CW${Date.now().toString(36).toUpperCase()}${made}`.slice(0, 16);
  const staff = await api<{ id: string; name: string }>(request, personnel, STAFF, {
    method: "POST",
    data: {
      employeeNo,
      name: `${name}${RUN}${made}`,
      sex: made % 2 ? "1" : "2",
      unitId,
      postType: "TEACHING_RESEARCH",
      currentTitleName: title,
      currentTitleDate: "2015-07-01",
      degree: "1",
      birthDate: "1975-03-01",
      hireDate: "2003-07-01",
    },
  });
  const account = await api<{ userId: string; username: string; password: string }>(
    request,
    personnel,
    `${STAFF}/${staff.id}/account`,
    { method: "POST" },
  );
  return { ...account, name: staff.name };
}

/**
 * Adds the users to the role group with this code; its other members and leaders stay, but for those `drop` names
 * (the members an earlier walk added, whose passwords this one does not know).
 */
async function joinGroup(
  request: APIRequestContext,
  code: string,
  userIds: string[],
  drop: (member: { name: string }) => boolean = () => false,
) {
  const admin = await accessToken(request, "admin");
  const tree = await api<{ id: string; code: string; children?: unknown[] }[]>(request, admin, "/api/admin/group/tree");
  const flat: { id: string; code: string }[] = [];
  const walk = (nodes: { id: string; code: string; children?: unknown[] }[]) => {
    for (const node of nodes) {
      flat.push(node);
      walk((node.children ?? []) as typeof nodes);
    }
  };
  walk(tree);
  const group = flat.find((g) => g.code === code);
  expect(group, `the role group ${code}`).toBeDefined();
  const url = `/api/admin/group/${group?.id}/user`;
  const now = await api<{ members: { id: string; name: string }[]; leaders: { id: string }[] }>(request, admin, url);
  await api(request, admin, url, {
    method: "PUT",
    data: {
      members: [...new Set([...now.members.filter((m) => !drop(m)).map((m) => m.id), ...userIds])],
      leaders: now.leaders.map((l) => l.id),
    },
  });
}

/** The walk's project and batch, published with 教授 to declare. */
async function walkBatch(request: APIRequestContext, personnel: string) {
  const projectName = `高评委全程${RUN}${Date.now().toString(36).slice(-4)}`;
  const project = await api<{ id: string }>(request, personnel, `${BATCH}/project`, {
    method: "POST",
    data: { name: projectName, year: 2026, orderNum: 999 },
  });
  await api(request, personnel, "/api/zcps-sh/sys/checkPro", { params: { id: project.id } });
  const batch = await api<{ id: string }>(request, personnel, BATCH, {
    method: "POST",
    data: {
      projectId: project.id,
      name: "高评委批",
      nameEn: "Senior committee batch",
      kind: "normal",
      startsAt: new Date(Date.now() - DAY_MS).toISOString(),
      endsAt: new Date(Date.now() + 30 * DAY_MS).toISOString(),
      cutoffDate: "2026-12-31",
      pipeline: PIPELINE_STAGES.map((stage) => ({ stage, enabled: PIPELINE_ON.includes(stage) })),
      publicityDays: 5,
      appealDays: 5,
    },
  });
  const context = await api<{ titles: { id: string; name: string }[] }>(
    request,
    personnel,
    "/api/zcps-sh/catalogue/context",
  );
  const title = context.titles.find((t) => t.name === "教授");
  await api(request, personnel, "/api/zcps-sh/declareRequireTitle", {
    method: "POST",
    data: { projectTimeId: batch.id, titleId: title?.id, methods: ["NORMAL"] },
  });
  await api(request, personnel, `${BATCH}/${batch.id}/publish`, { method: "POST" });
  return { projectId: project.id, projectName, batchId: batch.id };
}

/** The declarant's declaration of 教授 in the walk's batch, submitted (the batch asks no section). */
async function submitted(request: APIRequestContext, projectId: string, person: Account) {
  const me = await projectSession(request, projectId, person.username, person.password);
  const check = await api<{ batches: { id: string; titles: { titleId: string; titleName: string }[] }[] }>(
    request,
    me,
    "/api/zcps/user/checkUser",
  );
  const batch = check.batches[0];
  const title = batch?.titles.find((t) => t.titleName === "教授");
  const { id } = await api<{ id: string }>(request, me, `${DECLARE}/declarations`, {
    method: "POST",
    data: { projectTimeId: batch?.id, titleId: title?.titleId, trackCode: "", method: "NORMAL" },
  });
  await api(request, me, `${DECLARE}/declarations/${id}/pledge`, { method: "POST", data: {} });
  const { version } = await api<{ version: number }>(request, me, `${DECLARE}/declarations/${id}`);
  const reply = await api<{ status: string }>(request, me, `${DECLARE}/declarations/${id}/submit`, {
    method: "POST",
    data: { version },
  });
  expect(reply.status, "the batch's pipeline starts at the professor committee").toBe("PROFESSOR_COMMITTEE");
  return id;
}

/** The unit's professor committee (the member given) recommends every declaration of the batch before it. */
async function professorRecommends(request: APIRequestContext, projectId: string, batchId: string, member: Account) {
  const me = await projectSession(request, projectId, member.username, member.password);
  const ballot = await api<{ rows: { declarationId: string }[] }>(request, me, PROFESSOR_ROUTES.recommendList, {
    method: "POST",
    data: { projectTimeId: batchId },
  });
  await api(request, me, PROFESSOR_ROUTES.saveRecommend, {
    method: "POST",
    data: {
      projectTimeId: batchId,
      rows: ballot.rows.map((r, i) => ({ declarationId: r.declarationId, choice: "AGREE", rank: i + 1 })),
    },
  });
  await api(request, me, PROFESSOR_ROUTES.submit, { method: "POST", data: { projectTimeId: batchId } });
}

/** A world of the walk's own: its batch, three candidates at the senior committee and a chair in the pool. */
export async function seniorWalk(request: APIRequestContext): Promise<SeniorWalk> {
  const personnel = await accessToken(request, "personnel");
  const { projectId, projectName, batchId } = await walkBatch(request, personnel);
  const units = await api<{ id: string; code: string }[]>(request, personnel, `${STAFF}/units`);
  const unit = units.find((u) => u.code === UNIT);
  if (!unit) throw new Error(`no unit ${UNIT}`);
  const declarants = await Promise.all(
    ["甲", "乙", "丙"].map((n) => staffAccount(request, personnel, unit.id, `高评申报${n}`, "副教授")),
  );
  const professor = await staffAccount(request, personnel, unit.id, PROFESSOR_NAME, "教授");
  const chair = await staffAccount(request, personnel, unit.id, "高评主任", "教授");
  // the unit's committee is this walk's member alone
  await joinGroup(request, "professor", [professor.userId], (m) => m.name.startsWith(PROFESSOR_NAME));
  await joinGroup(request, "judge_chair", [chair.userId]);

  const candidates: Candidate[] = [];
  for (const d of declarants) candidates.push({ ...d, declarationId: await submitted(request, projectId, d) });
  await professorRecommends(request, projectId, batchId, professor);
  await api(request, personnel, PROFESSOR_ROUTES.confirm.replace(":unitId", unit.id), {
    method: "POST",
    data: { projectTimeId: batchId },
  });
  return { projectId, projectName, batchId, candidates, chair };
}

/**
 * A seed whose draw over the pool as it is seats the walk's chair and keeps out the demo's judge and chair (whose
 * browser tests vote in the demo's meetings and take the first group they sit on) and the chairs of other walks
 * (whose passwords this walk does not know): tried through the draw call on the draft meeting, whose members the
 * browser then draws again with it.
 */
export async function walkSeed(request: APIRequestContext, meetingId: string, chair: Account) {
  const personnel = await accessToken(request, "personnel");
  const admin = await accessToken(request, "admin");
  const usernames = new Map<string, string>();
  for (let n = 1; n <= 200; n++) {
    const seed = `walk${RUN}${n}`;
    await api(request, personnel, COMMITTEE_ROUTES.draw.replace(":id", meetingId), { method: "POST", data: { seed } });
    const meeting = await api<MeetingDetail>(request, personnel, COMMITTEE_ROUTES.meeting.replace(":id", meetingId));
    if (!meeting.members.some((m) => m.userId === chair.userId)) continue;
    for (const m of meeting.members)
      if (!usernames.has(m.userId))
        usernames.set(
          m.userId,
          (await api<{ username: string }>(request, admin, `/api/admin/user/${m.userId}`)).username,
        );
    const others = meeting.members.filter((m) => m.userId !== chair.userId);
    const demo = (u: string) => u !== "judge" && u !== "judge_chair" && !/^CW/.test(u);
    if (others.every((m) => demo(usernames.get(m.userId) ?? "")))
      return {
        seed,
        members: others.map((m) => ({
          userId: m.userId,
          name: m.name,
          username: usernames.get(m.userId) ?? "",
          password: DEMO_PASSWORD,
        })),
      };
  }
  throw new Error("no seed seats the walk's chair alone among demo members");
}

/** One statement on the server's own database, on a connection of its own (the embedded one allows one at a time). */
async function onServerDatabase<Row extends pg.QueryResultRow>(url: string, text: string, values: unknown[]) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return (await db.query<Row>(text, values)).rows;
  } finally {
    await db.end();
  }
}

/**
 * Changes the title in the declaration's seal in the server's own database, behind the server's back: the scratch
 * PostgreSQL database the test scripts made for the server, or the embedded database on its local port
 * (SERVER_DATABASE_URL, set by scripts/test.mjs and scripts/e2e.mjs). Null when the test was started without it. The
 * answer puts the seal back as it was.
 */
export async function tamperSeal(declarationId: string) {
  const url = process.env.SERVER_DATABASE_URL;
  if (!url) return null;
  const [seal] = await onServerDatabase<{ id: string; content: unknown }>(
    url,
    "select id, content from sealed_results where declaration_id = $1 and kind = 'SEAL'",
    [declarationId],
  );
  if (!seal) throw new Error(`the server's database holds no seal of ${declarationId}`);
  await onServerDatabase(
    url,
    `update sealed_results set content = jsonb_set(content, '{titleName}', '"讲师"') where id = $1`,
    [seal.id],
  );
  return {
    async restore() {
      await onServerDatabase(url, "update sealed_results set content = $2 where id = $1", [
        seal.id,
        JSON.stringify(seal.content),
      ]);
    },
  };
}
