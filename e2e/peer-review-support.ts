import { type APIRequestContext, expect } from "@playwright/test";
import type { Page as Paged } from "@zcps/contracts/api";
import type { StaffRow } from "@zcps/contracts/zcps/staff/api";
import { SYNTHESIS_ROUTES, type TeamCheckContent, type TeamsReply } from "@zcps/contracts/zcps/team-review/api";
import { accessToken, api } from "./support";
import { inSynthesis, type TeamStageDeclaration } from "./team-review-support";

const STAFF = "/api/zcps-sh/baseUser";

/** The staff record's discipline (national catalogue code), the one the peer review's allocation matches experts by. */
async function giveDiscipline(request: APIRequestContext, personnel: string, employeeNo: string, code: string) {
  const page = await api<Paged<StaffRow>>(request, personnel, `${STAFF}/page`, { params: { keyword: employeeNo } });
  const row = page.rows.find((r) => r.employeeNo === employeeNo);
  expect(row, `the staff record ${employeeNo}`).toBeDefined();
  const staff = row as StaffRow;
  await api(request, personnel, `${STAFF}/${staff.id}`, {
    method: "PUT",
    data: {
      employeeNo: staff.employeeNo,
      name: staff.name,
      sex: staff.sex,
      birthDate: staff.birthDate,
      idNo: staff.idNo,
      unitId: staff.unitId,
      postType: staff.postType,
      currentTitleName: staff.currentTitleName,
      currentTitleDate: staff.currentTitleDate,
      degree: staff.degree,
      hireDate: staff.hireDate,
      disciplineCode: code,
    },
  });
}

/**
 * Declarations of the unit in QUALIFIED, the peer review's input: carried through the synthesis review's stages
 * before it (team-review-support), their staff records given the disciplines named, allocated by personnel to the
 * demo's synthesis team and concluded qualified by its leader 黄强 (synthesis_member).
 */
export async function qualified(
  request: APIRequestContext,
  unitCode: string,
  people: { name: string; discipline: string }[],
): Promise<TeamStageDeclaration[]> {
  const made = await inSynthesis(
    request,
    unitCode,
    people.map((p) => p.name),
  );
  const personnel = await accessToken(request, "personnel");
  for (const [i, d] of made.entries())
    await giveDiscipline(request, personnel, d.employeeNo, people[i]?.discipline as string);

  const member = await accessToken(request, "synthesis_member");
  const { teams } = await api<TeamsReply>(request, personnel, SYNTHESIS_ROUTES.teams);
  const team = teams.find((t) => t.members.some((m) => m.name === "黄强" && m.duty === "LEADER"));
  expect(team, "a synthesis team 黄强 leads").toBeDefined();
  await api(request, personnel, SYNTHESIS_ROUTES.allocation, {
    method: "POST",
    data: { mode: "HAND", teamId: team?.id, declarationIds: made.map((d) => d.id) },
  });
  for (const d of made) {
    const content = await api<TeamCheckContent>(request, member, SYNTHESIS_ROUTES.checkCont, {
      params: { declarationId: d.id },
    });
    await api(request, member, SYNTHESIS_ROUTES.submit, {
      method: "POST",
      data: {
        declarationId: d.id,
        version: content.declaration.header.version,
        decision: "QUALIFIED",
        checklist: content.checklist.map((c) => ({ key: c.key, ok: true })),
      },
    });
  }
  return made;
}
