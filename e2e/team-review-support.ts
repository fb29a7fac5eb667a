import { type APIRequestContext, expect } from "@playwright/test";
import type { Page as Paged } from "@zcps/contracts/api";
import type { QueueRow } from "@zcps/contracts/zcps/department-review/api";
import { DEPART_ROUTES } from "@zcps/contracts/zcps/department-review/elements";
import {
  FORMAL_AUDIT_ROUTES,
  type TeamCaseRow,
  type TeamCheckContent,
  type TeamsReply,
} from "@zcps/contracts/zcps/team-review/api";
import { UNIT_RECOMMEND_API, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { PDF } from "./real-files";
import { accessToken, api } from "./support";
import { samplePayload } from "./unit-review-support";

/**
 * Declarations of the team stages' browser tests, carried through the stages before them by the API people use: in a
 * unit of the test's own (no other browser test works in it), personnel give the unit a new administrator and leader;
 * new staff declare a lecturer's title and submit; the administrator approves, a notice that started three weeks ago
 * closes, the leader recommends them all; each verifying office's reviewer verifies their items (or refuses the
 * ones named), and the departments' stage moves them into the formal audit.
 */

const STAFF = "/api/zcps-sh/baseUser";
const DECLARE = "/api/zcps-sh/userCenter";
const SYS = "/api/zcps-sh/sys";

/** Distinguishes this run's people from those of earlier runs on the same database (names show in the tables). */
export const RUN = Math.random().toString(36).slice(2, 5).toUpperCase();
let made = 0;

interface Person {
  userId: string;
  username: string;
  password: string;
  name: string;
  employeeNo: string;
}

/** What else the declarants have: fields of their staff records (a discipline), a representative paper with a PDF. */
export interface DeclarantOptions {
  staff?: Record<string, string>;
  representativeWork?: boolean;
}

export interface TeamStageDeclaration extends Person {
  id: string;
  unitId: string;
  unitName: string;
}

/** A staff member of the unit with an account (a lecturer since 2018), with any other fields of the staff record. */
async function staffMember(
  request: APIRequestContext,
  personnel: string,
  unitId: string,
  name: string,
  fields: Record<string, string> = {},
) {
  made += 1;
  const employeeNo = `TR${Date.now().toString(36).toUpperCase()}${made}`.slice(0, 16);
  const staffName = `${name}${RUN}`;
  const staff = await api<{ id: string }>(request, personnel, STAFF, {
    method: "POST",
    data: {
      employeeNo,
      name: staffName,
      sex: made % 2 ? "1" : "2",
      unitId,
      postType: "TEACHING_RESEARCH",
      currentTitleName: "讲师",
      currentTitleDate: "2018-07-01",
      degree: "2",
      birthDate: "1986-03-01",
      hireDate: "2012-07-01",
      ...fields,
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
 * The declarant's lecturer declaration, the required sections and the courses taught filled (and, when asked, a paper
 * with a PDF marked as the representative work), submitted.
 */
async function submitted(request: APIRequestContext, person: Person, representativeWork = false) {
  const me = await accessToken(request, person.username, person.password);
  const check = await api<{
    batches: { id: string; titles: { titleId: string; titleName: string; tracks: { value: string }[] }[] }[];
  }>(request, me, "/api/zcps/user/checkUser");
  const batch = check.batches[0];
  const title = batch?.titles.find((t) => t.titleName === "讲师");
  expect(title, "the open batch offers 讲师").toBeDefined();
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
    `${SYS}/findTable`,
    { method: "POST", data: { declarationId: id } },
  );
  const fill = [...sections.filter((s) => s.required && s.count === 0).map((s) => s.materialType), "COURSE_TAUGHT"];
  for (const [n, materialType] of fill.entries())
    await api(request, me, `${DECLARE}/declarations/${id}/items`, {
      method: "POST",
      data: { materialType, payload: samplePayload(materialType, n + 1) },
    });
  if (representativeWork) {
    const paper = await api<{ id: string }>(request, me, `${DECLARE}/declarations/${id}/items`, {
      method: "POST",
      data: { materialType: "PAPER", payload: samplePayload("PAPER", 1) },
    });
    const upload = await request.post(`${DECLARE}/items/${paper.id}/attachments`, {
      headers: { Authorization: `Bearer ${me}` },
      multipart: { file: { name: "representative-work.pdf", mimeType: "application/pdf", buffer: PDF } },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    await api(request, me, `${DECLARE}/declarations/${id}/representatives`, {
      method: "PUT",
      data: { itemIds: [paper.id] },
    });
  }
  await api(request, me, `${DECLARE}/declarations/${id}/pledge`, { method: "POST", data: {} });
  const { version } = await api<{ version: number }>(request, me, `${DECLARE}/declarations/${id}`);
  await api(request, me, `${DECLARE}/declarations/${id}/submit`, { method: "POST", data: { version } });
  return id;
}

/** Who verifies for an office: research has the demo reviewer, every other office reviewer_<code>. */
const reviewerOf = (officeCode: string) => (officeCode === "research" ? "dept_reviewer" : `reviewer_${officeCode}`);

/**
 * Every item of the declarations decided by the office verifying it: verified, or not recognised where `refuse` gives
 * a reason (the departments' stage then hands the declaration to the formal audit).
 */
export async function verifyItems(
  request: APIRequestContext,
  declarations: { id: string; employeeNo: string }[],
  refuse: (employeeNo: string, materialType: string) => string | null = () => null,
) {
  const personnel = await accessToken(request, "personnel");
  const offices = await api<{ id: string; code: string }[]>(request, personnel, `${SYS}/findDepart`);
  const officeIds = new Set<string>();
  for (const d of declarations) {
    const items = await api<{ departId: string | null }[]>(request, personnel, `${SYS}/findDepartHistory`, {
      method: "POST",
      data: { declarationId: d.id },
    });
    for (const item of items) if (item.departId) officeIds.add(item.departId);
  }
  for (const officeId of officeIds) {
    const code = offices.find((o) => o.id === officeId)?.code;
    expect(code, "the verifying office").toBeDefined();
    const reviewer = await accessToken(request, reviewerOf(code as string));
    const pages = await api<{ code: string; total: number; decided: number }[]>(
      request,
      reviewer,
      DEPART_ROUTES.branchCount,
    );
    for (const page of pages.filter((p) => p.total > p.decided))
      for (const d of declarations) {
        const queue = await api<Paged<QueueRow & { employeeNo: string }>>(request, reviewer, DEPART_ROUTES.queue, {
          params: { type: page.code, status: "PENDING", keyword: d.employeeNo, limit: "100" },
        });
        for (const row of queue.rows.filter((r) => r.employeeNo === d.employeeNo)) {
          const reason = refuse(d.employeeNo, row.materialType);
          await api(request, reviewer, DEPART_ROUTES.verdict, {
            method: "POST",
            data: reason
              ? { itemId: row.itemId, version: row.version, verdict: "NOT_RECOGNIZED", reason }
              : { itemId: row.itemId, version: row.version, verdict: "VERIFIED" },
          });
        }
      }
  }
}

/**
 * `names.length` declarations of the unit (by code) before the departments, their items waiting for the offices;
 * `options` what else the declarants have. The unit gets a new administrator and leader for it.
 */
export async function inDepartments(
  request: APIRequestContext,
  unitCode: string,
  names: string[],
  options: DeclarantOptions = {},
): Promise<TeamStageDeclaration[]> {
  const personnel = await accessToken(request, "personnel");
  const units = await api<{ id: string; code: string; name: string }[]>(request, personnel, `${STAFF}/units`);
  const unit = units.find((u) => u.code === unitCode);
  if (!unit) throw new Error(`no unit ${unitCode}`);
  const admin = await staffMember(request, personnel, unit.id, "单位秘书");
  const leader = await staffMember(request, personnel, unit.id, "单位院长");
  for (const [role, person] of [
    ["admin", admin],
    ["leader", leader],
  ] as const)
    await api(request, personnel, `/api/zcps-sh/unitAdmin/${unit.id}`, {
      method: "PUT",
      data: { role, userIds: [person.userId] },
    });

  const made: TeamStageDeclaration[] = [];
  for (const name of names) {
    const person = await staffMember(request, personnel, unit.id, name, options.staff);
    const id = await submitted(request, person, options.representativeWork);
    made.push({ ...person, id, unitId: unit.id, unitName: unit.name });
  }

  // the unit approves (the leader signs second where the unit asks), publishes a notice three weeks back and closes it
  const adminToken = await accessToken(request, admin.username, admin.password);
  const leaderToken = await accessToken(request, leader.username, leader.password);
  for (const d of made) {
    const list = await api<{ rows: { id: string; version: number }[] }>(
      request,
      adminToken,
      `${ZCPS_SH_UNIT}/getDeclareUserList`,
      { method: "POST", data: { keyword: d.employeeNo } },
    );
    const row = list.rows[0];
    const reply = await api<{ signed: boolean; version: number }>(request, adminToken, `${ZCPS_SH_UNIT}/submit`, {
      method: "POST",
      data: { declarationId: row?.id, version: row?.version },
    });
    if (reply.signed)
      await api(request, leaderToken, `${ZCPS_SH_UNIT}/submit`, {
        method: "POST",
        data: { declarationId: row?.id, version: reply.version },
      });
  }
  const startsOn = new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10);
  const notices = await api<{ id: string }[]>(request, adminToken, `${UNIT_RECOMMEND_API}/notice`, {
    method: "POST",
    data: { title: `职称申报公示 ${RUN}${Date.now().toString(36)}`, startsOn },
  });
  for (const notice of notices)
    await api(request, adminToken, `${UNIT_RECOMMEND_API}/notice/${notice.id}/close`, { method: "POST" });

  // the leader recommends every one of them
  const list = await api<{ rows: { id: string }[] }>(request, leaderToken, `${UNIT_RECOMMEND_API}/getRecommendList`);
  const ours = new Set(made.map((d) => d.id));
  await api(request, leaderToken, `${UNIT_RECOMMEND_API}/saveRecommend`, {
    method: "POST",
    data: {
      rows: list.rows.map((r, i) => ({ declarationId: r.id, rank: i + 1, recommend: ours.has(r.id), remark: null })),
    },
  });
  await api(request, leaderToken, `${UNIT_RECOMMEND_API}/submit`, { method: "POST", data: {} });
  return made;
}

/**
 * `names.length` declarations of the unit (by code) in the formal audit; `refuse` names items the departments do not
 * recognise, `options` what else the declarants have. The unit gets a new administrator and leader for it.
 */
export async function inFormalAudit(
  request: APIRequestContext,
  unitCode: string,
  names: string[],
  refuse?: (name: string, materialType: string) => string | null,
  options: DeclarantOptions = {},
): Promise<TeamStageDeclaration[]> {
  const personnel = await accessToken(request, "personnel");
  const made = await inDepartments(request, unitCode, names, options);
  await verifyItems(request, made, (employeeNo, materialType) =>
    refuse ? refuse(made.find((d) => d.employeeNo === employeeNo)?.name ?? "", materialType) : null,
  );
  const listed = await api<Paged<TeamCaseRow>>(request, personnel, FORMAL_AUDIT_ROUTES.declarations, {
    method: "POST",
    data: { keyword: RUN, limit: 100 },
  });
  for (const d of made)
    expect(listed.rows.find((r) => r.declarationId === d.id)?.status, `${d.name} reached the formal audit`).toBe(
      "PENDING",
    );
  return made;
}

/**
 * `names.length` declarations of the unit in the synthesis review: in the formal audit as above, allocated by
 * personnel to the demo's first formal-audit team, whose leader 杨磊 (formal_auditor) passes them.
 */
export async function inSynthesis(
  request: APIRequestContext,
  unitCode: string,
  names: string[],
  options: DeclarantOptions = {},
) {
  const made = await inFormalAudit(request, unitCode, names, undefined, options);
  const personnel = await accessToken(request, "personnel");
  const auditor = await accessToken(request, "formal_auditor");
  const { teams } = await api<TeamsReply>(request, personnel, FORMAL_AUDIT_ROUTES.teams);
  const team = teams.find((t) => t.members.some((m) => m.name === "杨磊" && m.duty === "LEADER"));
  expect(team, "a formal-audit team 杨磊 leads").toBeDefined();
  await api(request, personnel, FORMAL_AUDIT_ROUTES.allocation, {
    method: "POST",
    data: { mode: "HAND", teamId: team?.id, declarationIds: made.map((d) => d.id) },
  });
  for (const d of made) {
    const content = await api<TeamCheckContent>(request, auditor, FORMAL_AUDIT_ROUTES.checkCont, {
      params: { declarationId: d.id },
    });
    await api(request, auditor, FORMAL_AUDIT_ROUTES.submit, {
      method: "POST",
      data: {
        declarationId: d.id,
        version: content.declaration.header.version,
        decision: "PASS",
        checklist: content.checklist.map((c) => ({ key: c.key, ok: true })),
      },
    });
  }
  return made;
}
