import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { accessToken, api, button, signIn } from "./support";
import { inFormalAudit, RUN, type TeamStageDeclaration } from "./team-review-support";
import { type Lang, TEXT, type Texts } from "./team-walk-texts";

/**
 * The team stages' "done when", walked in the browser in Chinese and in English, each on two declarations of a unit
 * no other test works in (carried into the formal audit through the API, as review-walk.spec.ts sets up its own):
 * personnel form two formal-audit teams and allocate one declaration to each; the first team's leader returns one to
 * the academic affairs office for a re-check, the office re-verifies it, the leader passes it; the second team finds
 * the other ineligible, and its declarant reads the failing condition; personnel form a synthesis team, its member
 * marks the passed declaration disputed, the personnel lead rules it qualified, and its declarant reads QUALIFIED with
 * the whole timeline.
 */

const rows = (page: Page) => page.locator(".ant-table-row:visible");
const rowOf = (page: Page, name: string) => rows(page).filter({ hasText: name });
const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");
const message = (page: Page) => page.locator(".ant-message");
const drawer = (page: Page) => page.getByTestId("team-check");

/** Signs the browser in as a demo account (by name) or one of the walk's declarants, in the walk's language. */
async function as(
  page: Page,
  request: APIRequestContext,
  baseURL: string,
  who: string | TeamStageDeclaration,
  lang: Lang,
) {
  await page.context().clearCookies();
  if (typeof who === "string") await signIn(page, request, baseURL, who, lang);
  else await signIn(page, request, baseURL, who.username, lang, who.password);
}

async function search(page: Page, T: Texts, text: string) {
  await page.getByRole("textbox", { name: T.keyword }).fill(text);
  await page.getByRole("button", { name: button(T.search) }).click();
}

/** Chooses an option of a searchable select by typing it (long lists render only what is in view). */
async function pick(page: Page, label: string, option: string, scope = page.locator("body")) {
  await scope.getByRole("combobox", { name: label }).fill(option);
  await dropdown(page).getByTitle(option, { exact: false }).first().click();
}

/** Personnel form a team of the stage's page with its leader. */
async function formTeam(page: Page, T: Texts, name: string, leader: string) {
  const dialog = page.getByRole("dialog").filter({ hasText: T.newTeam });
  // a click that lands while the list re-renders on a loaded machine can be lost: click again until the dialog opens
  await expect(async () => {
    if (!(await dialog.isVisible())) await page.getByTestId("teams").getByRole("button", { name: T.newTeam }).click();
    await expect(dialog.getByLabel(T.teamName)).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  await dialog.getByLabel(T.teamName).fill(name);
  await pick(page, T.leader, leader, dialog);
  await dialog.getByRole("button", { name: button(T.save) }).click();
  await expect(message(page).getByText(T.teamSaved).last()).toBeVisible();
  await expect(rowOf(page, name)).toContainText(leader);
}

/** Personnel give one declaration to a team by hand. */
async function allocate(page: Page, T: Texts, d: TeamStageDeclaration, team: string) {
  await search(page, T, d.employeeNo);
  await expect(rowOf(page, d.employeeNo)).toHaveCount(1);
  await rowOf(page, d.name).getByRole("checkbox").check();
  await pick(page, T.chooseTeam, team);
  await page.getByRole("button", { name: T.allocateOne }).click();
  await expect(message(page).getByText(T.allocated, { exact: true }).last()).toBeVisible();
  await expect(rowOf(page, d.name)).toContainText(team);
}

/** A member opens a declaration of their queue in its drawer. */
async function open(page: Page, T: Texts, d: TeamStageDeclaration) {
  await search(page, T, d.employeeNo);
  await rowOf(page, d.name).getByRole("button", { name: d.name }).click();
  await expect(drawer(page).getByTestId("decision-form")).toBeVisible();
}

/** Answers every point of the checklist not answered yet "yes". */
async function answerChecklist(page: Page, T: Texts) {
  const points = drawer(page).locator("[data-testid^=checkpoint-]");
  for (let i = 0; i < (await points.count()); i++) {
    const point = points.nth(i);
    if ((await point.locator(".ant-radio-button-wrapper-checked").count()) === 0)
      await point.getByText(T.yes, { exact: true }).click();
  }
}

async function decide(page: Page, T: Texts, decision: string) {
  await drawer(page).getByRole("radiogroup", { name: T.decision }).getByText(decision, { exact: true }).click();
}

/** The state each entry of the declarant's timeline led to ("event → state"). */
async function timelineStates(page: Page) {
  const entries = await page.getByTestId("declaration-card").getByTestId("timeline-entry").allInnerTexts();
  return entries.map((entry) => entry.split("\n")[0]?.split("→")[1]?.trim() ?? "");
}

for (const lang of ["zh", "en"] as const) {
  test(`the team walk from the formal audit to QUALIFIED (${lang})`, async ({ page, request, baseURL }) => {
    // two declarations through three stages of API calls, then some thirty pages in the browser
    test.setTimeout(420_000);
    const T = TEXT[lang];
    const signInAs = (who: string | TeamStageDeclaration) => as(page, request, baseURL ?? "", who, lang);
    const teamA = `${T.teamA}${RUN}`;
    const teamB = `${T.teamB}${RUN}`;
    const synthesisTeam = `${T.synthesisTeam}${RUN}`;
    const [recheck, refused] = (await inFormalAudit(
      request,
      T.unitCode,
      [`${lang}复核走查`, `${lang}不符走查`],
      (name, type) => (name.startsWith(`${lang}不符走查`) && type === "COURSE_TAUGHT" ? T.coursesRefused : null),
    )) as [TeamStageDeclaration, TeamStageDeclaration];

    await test.step("personnel form two teams and give each a declaration", async () => {
      await signInAs("personnel");
      await page.goto("/FormalAudit/TeamAssignment");
      await formTeam(page, T, teamA, "杨磊");
      await formTeam(page, T, teamB, "杨帆");
      await allocate(page, T, recheck, teamA);
      await allocate(page, T, refused, teamB);
    });

    await test.step("the first team returns one declaration to academic affairs for a re-check", async () => {
      await signInAs("formal_auditor");
      await page.goto("/FormalAudit/TeamAudit");
      await open(page, T, recheck);
      await answerChecklist(page, T);
      await decide(page, T, T.returnDecision);
      await drawer(page).getByText(T.toDepartment, { exact: true }).click();
      await drawer(page).getByRole("combobox", { name: T.department }).click();
      await dropdown(page).locator(".ant-select-item-option").filter({ hasText: T.academic }).click();
      await expect(dropdown(page)).toHaveCount(0);
      await drawer(page).getByRole("combobox", { name: T.issueItem }).click();
      await dropdown(page).locator(".ant-select-item-option").first().click();
      await expect(dropdown(page)).toHaveCount(0);
      await drawer(page).getByRole("textbox", { name: T.issueText }).fill(T.recheckIssue);
      await drawer(page).getByRole("button", { name: T.submitDecision }).click();
      await expect(message(page).getByText(T.returned, { exact: true })).toBeVisible();
      await page.getByText(T.all, { exact: true }).click();
      await expect(rowOf(page, recheck.name)).toContainText(T.toDepartment);
    });

    await test.step("academic affairs verify the course again", async () => {
      await signInAs("reviewer_academic");
      await page.goto("/bcsh/AuditTasksOfDep");
      await search(page, T, recheck.employeeNo);
      await rowOf(page, recheck.name).getByRole("button", { name: recheck.name }).click();
      const check = page.getByRole("dialog");
      // the office reads what the team asks it to check again
      await expect(check).toContainText(T.recheckIssue);
      await check.locator(".ant-radio-button-wrapper").getByText(T.verified, { exact: true }).click();
      await check.getByRole("button", { name: T.supplementaryCheck }).click();
      await expect(message(page).getByText(T.verdictSaved)).toBeVisible();
    });

    await test.step("the declaration is back with the first team, who pass it", async () => {
      await signInAs("formal_auditor");
      await page.goto("/FormalAudit/TeamAudit");
      await open(page, T, recheck);
      await answerChecklist(page, T);
      await decide(page, T, T.pass);
      await drawer(page).getByRole("button", { name: T.submitDecision }).click();
      await expect(message(page).getByText(T.submitted)).toBeVisible();
    });

    await test.step("the second team finds the other ineligible on the failing condition", async () => {
      await signInAs("formal_auditor2");
      await page.goto("/FormalAudit/TeamAudit");
      await open(page, T, refused);
      await drawer(page).getByRole("tab", { name: T.tabEligibility }).click();
      const hours = drawer(page)
        .getByTestId("eligibility-rules")
        .locator(".team-rule-failed")
        .filter({ hasText: T.hoursRule });
      await expect(hours).toBeVisible();
      await answerChecklist(page, T);
      await decide(page, T, T.ineligible);
      await drawer(page).getByRole("textbox", { name: T.reasonBox }).fill(T.ineligibleReason);
      await drawer(page).getByRole("button", { name: T.submitDecision }).click();
      await expect(message(page).getByText(T.submitted)).toBeVisible();
    });

    await test.step("its declarant reads the finding and the condition that fails", async () => {
      await signInAs(refused);
      await page.goto("/zcps/userCenter");
      const card = page.getByTestId("declaration-card");
      await expect(card.locator(".ant-card-head").getByText(T.ineligibleState)).toBeVisible();
      const last = card.getByTestId("timeline-entry").last();
      await expect(last).toContainText(T.ineligibleReason);
      await expect(last.getByTestId("failed-rules")).toContainText(T.failedRules);
      await expect(last.getByTestId("failed-rules")).toContainText(T.hoursRule);
    });

    await test.step("personnel form a synthesis team and give it the passed declaration", async () => {
      await signInAs("personnel");
      await page.goto("/PersonnelSynthesis/TeamAssignmentZH");
      await formTeam(page, T, synthesisTeam, "黄强");
      await allocate(page, T, recheck, synthesisTeam);
    });

    await test.step("the synthesis member marks it disputed", async () => {
      await signInAs("synthesis_member");
      await page.goto("/PersonnelSynthesis/TeamAuditZH");
      await open(page, T, recheck);
      await answerChecklist(page, T);
      await decide(page, T, T.disputed);
      await drawer(page).getByRole("textbox", { name: T.comment }).fill(T.dispute);
      await drawer(page).getByRole("button", { name: T.submitDecision }).click();
      await expect(message(page).getByText(T.submitted)).toBeVisible();
      await page.getByText(T.all, { exact: true }).click();
      await search(page, T, recheck.employeeNo);
      await expect(rowOf(page, recheck.name)).toContainText(T.disputedStatus);
    });

    await test.step("the personnel lead rules it qualified", async () => {
      await signInAs("personnel");
      await page.goto("/PersonnelSynthesis/TeamResultZH");
      await page.getByRole("button", { name: T.showDisputed }).click();
      await search(page, T, recheck.employeeNo);
      await rowOf(page, recheck.name)
        .getByRole("button", { name: button(T.rule) })
        .click();
      await expect(drawer(page).getByTestId("check-history")).toContainText(T.dispute);
      const ruling = drawer(page).getByTestId("ruling-form");
      await ruling.getByText(T.qualified, { exact: true }).click();
      await ruling.getByRole("textbox").fill(T.ruling);
      await ruling.getByRole("button", { name: button(T.rule) }).click();
      await expect(message(page).getByText(T.ruled)).toBeVisible();
    });

    await test.step("its declarant reads QUALIFIED with the whole timeline", async () => {
      const me = await accessToken(request, recheck.username, recheck.password);
      const mine = await api<{ status: string }>(request, me, `/api/zcps-sh/userCenter/declarations/${recheck.id}`);
      expect(mine.status).toBe("QUALIFIED");
      await signInAs(recheck);
      await page.goto("/zcps/userCenter");
      const card = page.getByTestId("declaration-card");
      await expect(card.locator(".ant-card-head").getByText(T.qualifiedState)).toBeVisible();
      await expect(card.getByTestId("timeline-entry").last()).toContainText(T.ruling);
      const states = await timelineStates(page);
      const audit = states.indexOf(T.formalAuditState);
      expect(audit, states.join(" | ")).toBeGreaterThan(0);
      expect(states.slice(audit)).toEqual([
        T.formalAuditState,
        T.departmentState,
        T.formalAuditState,
        T.synthesisState,
        T.synthesisState,
        T.qualifiedState,
      ]);
      const timeline = card.getByTestId("timeline-entry");
      await expect(timeline.nth(audit + 1)).toContainText(T.recheckIssue);
      await expect(timeline.nth(audit + 4)).toContainText(T.dispute);
    });
  });
}
