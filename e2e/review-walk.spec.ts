import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type Person, publicityWindow, walkDraft, walkUnit } from "./review-walk-support";
import { type Lang, TEXT, type Texts } from "./review-walk-texts";
import { accessToken, api, button, confirmPopover, signIn } from "./support";

/**
 * Issue 10's "done when", walked in the browser in Chinese and in English: one new declaration of a unit no other
 * test works in goes from the declarant's submission through the unit's approval, a publicity whose end date skips a
 * weekend and a holiday, an objection dismissed, the closing of the window and a recommendation within quota, to two
 * offices verifying it in parallel (personnel: education, title history, appraisal; teacher affairs: ethics); one
 * returns an item, the declarant changes only that item and resubmits, the resubmission reaches that office alone,
 * an appeal against the item not recognised is overturned, and the declaration reaches the formal audit. Each person
 * signs in and sees it on their own pages.
 */

const UNIT = "/api/zcps-sh/unit";
const DEPART = "/api/zcps-sh/depart";

/** The offices verifying the walk's items, by their demo accounts (README: assigner_<office>, reviewer_<office>). */
const OFFICES = {
  hr: { assigner: "assigner_hr", reviewer: "reviewer_hr" },
  teacher: { assigner: "assigner_teacher", reviewer: "reviewer_teacher" },
} as const;

/** The material pages of the walk's items: the office's own items on each. */
const PAGES = { EDUCATION: "Qualification", TITLE_HISTORY: "Certificate", ANNUAL_APPRAISAL: "AnnualAppraisal" };
const ETHICS_PAGE = "AnnualAppraisal";

const rows = (page: Page) => page.locator(".ant-table-row:visible");
const message = (page: Page) => page.locator(".ant-message");

/** Signs the browser in as a demo account (by name) or one of the walk's people, in the walk's language. */
async function as(page: Page, request: APIRequestContext, baseURL: string, who: string | Person, lang: Lang) {
  await page.context().clearCookies();
  if (typeof who === "string") await signIn(page, request, baseURL, who, lang);
  else await signIn(page, request, baseURL, who.username, lang, who.password);
}

/** Searches a list page for one employee number; once its answer is in, only that declarant's rows remain. */
async function search(page: Page, T: Texts, employeeNo: string, count = 1) {
  await page.getByPlaceholder(T.keyword).fill(employeeNo);
  const answered = page.waitForResponse(
    (r) => r.url().includes(employeeNo) || (r.request().postData() ?? "").includes(employeeNo),
  );
  await page.getByRole("button", { name: button(T.search) }).click();
  await answered;
  await expect(rows(page)).toHaveCount(count);
  if (count > 0) await expect(rows(page).first()).toContainText(employeeNo);
  else await expect(page.locator(".ant-table-placeholder:visible .ant-empty")).toBeVisible();
}

/** An account's name as the pages show it. */
async function nameOf(request: APIRequestContext, username: string) {
  const me = await accessToken(request, username);
  return (await api<{ name: string }>(request, me, "/api/admin/user/front/info")).name;
}

/** The assigner gives the declarant's item on a material page to their office's reviewer. */
async function assign(page: Page, T: Texts, code: string, declarant: Person, reviewer: string) {
  await page.goto(`/DepartmentAudit/${code}`);
  await search(page, T, declarant.employeeNo);
  const row = rows(page).first();
  await expect(row).toContainText(T.unassigned);
  await row.getByRole("checkbox").check();
  await page.getByRole("combobox", { name: T.chooseReviewer }).click();
  await page.locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)").getByText(reviewer).click();
  await page.getByRole("button", { name: T.assignChosen }).click();
  await expect(message(page).getByText(T.assigned, { exact: true })).toBeVisible();
  await expect(row).toContainText(reviewer);
}

/** The reviewer opens the declarant's item on a material page and gives a verdict (with its reason or comment). */
async function decide(
  page: Page,
  T: Texts,
  code: string,
  declarant: Person,
  { verdict, box, text }: { verdict: string; box?: string; text?: string },
) {
  await page.goto(`/DepartmentAudS/${code}S`);
  await search(page, T, declarant.employeeNo);
  await rows(page).first().getByRole("button", { name: declarant.name }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toContainText(declarant.employeeNo);
  await drawer.getByText(verdict, { exact: true }).click();
  if (box && text) await drawer.getByRole("textbox", { name: box }).fill(text);
  await drawer.getByRole("button", { name: T.submitVerdict }).click();
  await expect(message(page).getByText(T.verdictSaved)).toBeVisible();
  await expect(drawer).toBeHidden();
  // decided, it leaves the queue of items to verify
  await expect(rows(page)).toHaveCount(0);
}

for (const lang of ["zh", "en"] as const) {
  test(`the review walk from submission to the formal audit (${lang})`, async ({ page, request, baseURL }) => {
    // a dozen sign-ins and some forty pages: about a minute on a quiet machine, more when the cores are shared
    test.setTimeout(180_000);
    const T = TEXT[lang];
    const base = baseURL ?? "";
    const signInAs = (who: string | Person) => as(page, request, base, who, lang);
    const { admin, leader, declarant, colleague } = await walkUnit(request, T.unitCode);
    const draft = await walkDraft(request, declarant);
    const [hrReviewer, teacherReviewer] = await Promise.all([
      nameOf(request, OFFICES.hr.reviewer),
      nameOf(request, OFFICES.teacher.reviewer),
    ]);
    const adminToken = await accessToken(request, admin.username, admin.password);
    const card = page.getByTestId("declaration-card").filter({ hasText: T.titleName });
    const noticeTitle = `${T.noticePrefix} ${Date.now().toString(36)}`;
    const notice = rows(page).filter({ hasText: noticeTitle });
    const appeals = card.getByTestId("verdict-appeals").locator(".ant-table-row");

    await test.step("the declarant signs the pledge and submits", async () => {
      await signInAs(declarant);
      await page.goto("/zcps/userCenter");
      await card.getByRole("button", { name: T.open }).click();
      await expect(page.getByTestId("precheck").getByTestId("rule-pass").first()).toBeVisible();
      await page.getByRole("button", { name: T.pledge }).click();
      const pledge = page.getByRole("dialog", { name: T.pledgeTitle });
      await pledge.getByRole("checkbox").check();
      await pledge.getByRole("button", { name: button(T.ok) }).click();
      await expect(page.locator(".ant-tag").filter({ hasText: T.pledgeSigned })).toBeVisible();
      await page.getByRole("button", { name: T.submit, exact: true }).click();
      await confirmPopover(page, T.submitConfirm, T.ok);
      await expect(page.getByText(T.locked)).toBeVisible();
      await expect(page.locator(".ant-tag").filter({ hasText: T.unitReview }).first()).toBeVisible();
    });

    await test.step("the unit approves (its leader too where the batch asks for the leader's signature)", async () => {
      const { summary } = await api<{ summary: { leaderSignature: boolean } }>(
        request,
        adminToken,
        `${UNIT}/getDeclareUserList`,
        { method: "POST", data: {} },
      );
      const approve = page.getByRole("dialog", { name: T.approveTitle });
      for (const [who, desk, action] of [
        [admin, 1, summary.leaderSignature ? T.sign : T.approve],
        ...(summary.leaderSignature ? [[leader, 0, T.approve] as const] : []),
      ] as const) {
        await signInAs(who);
        await page.goto(`/UnitAuditMan/ReporterSummary/${desk}`);
        await search(page, T, declarant.employeeNo);
        await rows(page)
          .first()
          .getByRole("button", { name: button(action) })
          .click();
        await expect(approve).toContainText(declarant.name);
        // a click while the dialog still zooms in may be lost on a busy machine
        await expect(approve).not.toHaveClass(/ant-zoom-appear/);
        await approve.getByRole("button", { name: button(T.approve) }).click();
        await expect(approve).toBeHidden();
      }
      await expect(rows(page).first()).toContainText(T.unitPublicity);
    });

    const window =
      await test.step("the notice opens on a date whose working days skip a weekend and a holiday", async () => {
        const { workingDays } = await api<{ workingDays: number }>(
          request,
          adminToken,
          `${UNIT}/recommend/noticeStatus`,
        );
        const window = await publicityWindow(request, workingDays);
        // the window's calendar days outnumber its working days by the weekend and the holiday it skips
        expect(window.startsOn < window.weekend && window.weekend < window.endsOn).toBe(true);
        expect(window.startsOn < window.holiday.date && window.holiday.date < window.endsOn).toBe(true);
        await signInAs(admin);
        await page.goto("/UnitAuditMan/UnitFomal");
        await page.getByRole("button", { name: T.publish }).click();
        const publish = page.getByRole("dialog", { name: T.publish });
        await publish.getByLabel(T.noticeTitle).fill(noticeTitle);
        const startsOn = publish.getByLabel(T.startsOn);
        await startsOn.click();
        await startsOn.fill(window.startsOn);
        await startsOn.press("Enter");
        try {
          await publish.getByRole("button", { name: button(T.publishOk) }).click();
          await expect(publish).toBeHidden();
        } finally {
          await window.restore();
        }
        await expect(message(page)).toContainText(T.published(window.endsOn));
        await expect(notice).toContainText(window.startsOn);
        await expect(notice).toContainText(window.endsOn);
        // its working days have passed: the unit may close it at once
        await expect(notice).toContainText(T.elapsed);
        return window;
      });

    await test.step("a colleague reads the notice on their home and objects under their own name", async () => {
      await signInAs(colleague);
      await page.goto("/zcps/userCenter");
      const board = page.getByTestId("unit-publicity").getByTestId(`notice-${noticeTitle}`);
      await expect(board).toContainText(T.period(window.startsOn, window.endsOn));
      await expect(board).toContainText(declarant.name);
      await board.getByRole("button", { name: T.object }).click();
      const objection = page.getByRole("dialog", { name: T.objectTitle });
      await objection.getByRole("combobox", { name: T.objectTarget }).click();
      await page
        .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden)")
        .getByText(`${declarant.name} (${declarant.employeeNo})`)
        .click();
      await objection.getByLabel(T.objectContent).fill(T.objection);
      await objection.getByRole("button", { name: button(T.objectSubmit) }).click();
      await expect(objection).toBeHidden();
      await expect(message(page)).toContainText(T.objected);
    });

    await test.step("the administrator dismisses the objection with a reply and closes the window", async () => {
      await signInAs(admin);
      await page.goto("/UnitAuditMan/UnitFomal");
      await notice.getByRole("button", { name: noticeTitle }).click();
      const drawer = page.getByRole("dialog").filter({ hasText: T.noticeDetail });
      await expect(drawer).toContainText(`${window.startsOn} ~ ${window.endsOn}`);
      const raised = drawer.locator(".ant-table-row").filter({ hasText: T.objection });
      await expect(raised).toContainText(colleague.name);
      await expect(raised).toContainText(T.pending);
      await raised.getByRole("button", { name: T.dismiss }).click();
      const dismiss = page.getByRole("dialog", { name: T.dismissTitle });
      await dismiss.getByLabel(T.reply).fill(T.resolution);
      await dismiss.getByRole("button", { name: button(T.dismiss) }).click();
      await expect(dismiss).toBeHidden();
      await expect(raised).toContainText(T.dismissed);
      await expect(raised).toContainText(T.resolution);
      await drawer.locator(".ant-drawer-close").click();
      const { notices } = await api<{ notices: { title: string; declarants: number }[] }>(
        request,
        adminToken,
        `${UNIT}/recommend/noticeStatus`,
      );
      // everyone on the notice moves on: the one objection was dismissed
      const onNotice = notices.find((n) => n.title === noticeTitle)?.declarants ?? 0;
      await notice.getByRole("button", { name: T.closeNotice }).click();
      await confirmPopover(page, T.closeConfirm, T.ok);
      await expect(message(page)).toContainText(T.closed(onNotice));
      await expect(notice).toContainText(T.closedTag);
    });

    await test.step("the leader recommends the declarant within the unit's quota", async () => {
      const leaderToken = await accessToken(request, leader.username, leader.password);
      const list = await api<{ rows: unknown[]; quotas: { level: string; allocated: number; used: number }[] }>(
        request,
        leaderToken,
        `${UNIT}/recommend/getRecommendList`,
      );
      const quota = list.quotas.find((q) => q.level === "ASSOC_SENIOR") ?? { allocated: 0, used: 0 };
      expect(quota.allocated, "a place left in the unit's associate senior quota").toBeGreaterThan(quota.used);
      await signInAs(leader);
      await page.goto("/UnitAuditMan/AuditResult");
      const quotaCard = page.getByTestId("quota-cards").locator(".ant-card").filter({ hasText: T.level });
      await expect(quotaCard).toContainText(T.quota(quota.used, quota.allocated));
      await page.getByRole("spinbutton", { name: T.rankOf(declarant.name) }).fill("1");
      await page.getByRole("switch", { name: T.recommendOf(declarant.name) }).click();
      await expect(quotaCard).toContainText(T.quota(quota.used + 1, quota.allocated));
      await page.getByRole("button", { name: T.submitRecommend, exact: true }).click();
      const confirm = page.getByRole("dialog").filter({ hasText: T.submitTitle });
      await confirm.getByRole("button", { name: T.submitRecommend, exact: true }).click();
      await expect(message(page)).toContainText(T.recommended(list.rows.length - 1));
      await page.getByRole("tab", { name: T.outcomes }).click();
      await search(page, T, declarant.employeeNo);
      await expect(rows(page).first()).toContainText(T.departmentReview);
    });

    await test.step("both offices have their items at once; each assigner gives one to a reviewer", async () => {
      await signInAs(OFFICES.teacher.assigner);
      await assign(page, T, ETHICS_PAGE, declarant, teacherReviewer);
      // personnel's other items stay unassigned: their reviewer finds them in the queue all the same
      await signInAs(OFFICES.hr.assigner);
      await assign(page, T, PAGES.TITLE_HISTORY, declarant, hrReviewer);
    });

    await test.step("teacher affairs do not recognise the ethics appraisal; personnel return the title history", async () => {
      await signInAs(OFFICES.teacher.reviewer);
      await decide(page, T, ETHICS_PAGE, declarant, {
        verdict: T.notRecognized,
        box: T.reasonBox,
        text: T.ethicsReason,
      });
      await signInAs(OFFICES.hr.reviewer);
      await decide(page, T, PAGES.EDUCATION, declarant, { verdict: T.verified });
      await decide(page, T, PAGES.ANNUAL_APPRAISAL, declarant, { verdict: T.verified });
      await decide(page, T, PAGES.TITLE_HISTORY, declarant, {
        verdict: T.returned,
        box: T.commentBox,
        text: T.returnComment,
      });
    });

    await test.step("the declarant may change the returned item only, and resubmits", async () => {
      await signInAs(declarant);
      await page.goto("/zcps/userCenter");
      await expect(card.locator(".ant-tag").filter({ hasText: T.returnedState }).first()).toBeVisible();
      // the next step says the declaration came back, not who sent it (an office here, not the unit)
      await expect(card.getByTestId("next-steps")).toContainText(`${T.returnedAlert}${T.colon}`);
      await expect(card.getByTestId("next-steps")).toContainText(T.returnComment);
      await card.getByRole("button", { name: T.open }).click();
      await expect(page.getByText(T.returnedAlert)).toContainText(T.returnComment);
      for (const type of ["EDUCATION", "ANNUAL_APPRAISAL", "ETHICS", "SELF_SUMMARY"]) {
        await page.getByTestId(`section-${type}`).click();
        await expect(rows(page)).toHaveCount(1);
        await expect(page.getByRole("button", { name: button(T.edit) })).toHaveCount(0);
        await expect(page.getByRole("button", { name: button(T.add) })).toHaveCount(0);
      }
      await expect(page.getByTestId("section-TITLE_HISTORY")).toContainText(T.returnedMark);
      await page.getByTestId("section-TITLE_HISTORY").click();
      const returned = rows(page).filter({ hasText: T.returnedMark });
      await expect(returned).toHaveCount(1);
      await returned.getByRole("button", { name: button(T.edit) }).click();
      const edit = page.getByRole("dialog").filter({ hasText: T.editTitle });
      await edit.getByLabel(T.docNo).fill(T.correctedDocNo);
      await edit.getByRole("button", { name: button(T.save) }).click();
      await expect(edit).toBeHidden();
      await page.getByRole("button", { name: T.resubmit, exact: true }).click();
      await confirmPopover(page, T.resubmitConfirm, T.ok);
      await expect(page.locator(".ant-tag").filter({ hasText: T.departmentReview }).first()).toBeVisible();
    });

    await test.step("the declarant appeals the ethics appraisal not recognised", async () => {
      await page.getByRole("button", { name: T.back }).click();
      await expect(card.getByTestId("verdict-appeals")).toContainText(T.appeals);
      await expect(appeals).toHaveCount(1);
      await expect(appeals.locator("td").first()).toHaveText(T.ethicsType);
      await expect(appeals).toContainText(T.notRecognized);
      await expect(appeals).toContainText(T.ethicsReason);
      await appeals.getByRole("button", { name: button(T.appeal) }).click();
      const appeal = page.getByRole("dialog", { name: T.appealTitle });
      await appeal.getByRole("textbox", { name: T.appealReason }).fill(T.appealText);
      await appeal.getByRole("button", { name: T.appealSubmit }).click();
      await expect(message(page).getByText(T.appealFiled)).toBeVisible();
      await expect(appeals).toContainText(T.appealOpen);
    });

    await test.step("the resubmission reaches personnel alone, who verify the corrected item", async () => {
      await signInAs(OFFICES.teacher.reviewer);
      await page.goto("/bcsh/AuditTasksOfDep");
      await search(page, T, declarant.employeeNo, 0);
      await signInAs(OFFICES.hr.reviewer);
      await page.goto("/bcsh/AuditTasksOfDep");
      await search(page, T, declarant.employeeNo);
      await expect(rows(page).first()).toContainText(T.supplementary);
      await rows(page).first().getByRole("button", { name: declarant.name }).click();
      const check = page.getByRole("dialog");
      await expect(check).toContainText(T.correctedDocNo);
      await check.getByText(T.verified, { exact: true }).click();
      await check.getByRole("button", { name: T.submitVerdict }).click();
      await expect(message(page).getByText(T.verdictSaved)).toBeVisible();
    });

    await test.step("teacher affairs overturn their verdict on appeal", async () => {
      await signInAs(OFFICES.teacher.assigner);
      await page.goto("/bbccksh/DepartCheckAppeal");
      await rows(page).filter({ hasText: T.appealText }).getByRole("button", { name: declarant.name }).click();
      const answer = page.getByRole("dialog", { name: T.appealCheck });
      await expect(answer).toContainText(T.ethicsReason);
      await answer.getByText(T.outcomeOverturn, { exact: true }).click();
      await answer.getByRole("textbox", { name: T.replyBox }).fill(T.appealReply);
      await answer.getByRole("button", { name: button(T.answer) }).click();
      await expect(message(page).getByText(T.replied)).toBeVisible();
    });

    await test.step("the declarant's home: the appeal overturned, the declaration in the formal audit", async () => {
      await signInAs(declarant);
      await page.goto("/zcps/userCenter");
      await expect(card.locator(".ant-card-head").getByText(T.formalAudit)).toBeVisible();
      await expect(appeals).toContainText(T.overturned);
      await expect(appeals).toContainText(T.appealReply);
      // the reason it was refused stays beside the answer
      await expect(appeals).toContainText(T.ethicsReason);
      const last = card.getByTestId("timeline-entry").last();
      await expect(last).toContainText(T.formalAudit);
      await expect(last).toContainText(T.system);
      const me = await accessToken(request, declarant.username, declarant.password);
      const detail = await api<{ status: string }>(request, me, `/api/zcps-sh/userCenter/declarations/${draft.id}`);
      expect(detail.status).toBe("FORMAL_AUDIT");
      const verdicts = await api<{ itemId: string; verifyStatus: string }[]>(request, me, `${DEPART}/myVerdicts`, {
        params: { declarationId: draft.id },
      });
      expect(verdicts.map((v) => [v.itemId, v.verifyStatus])).toEqual([[draft.items.ETHICS, "VERIFIED"]]);
    });
  });
}
