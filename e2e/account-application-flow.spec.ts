import { expect, type Page, test } from "@playwright/test";
import { accessToken, api, button, confirmPopover, rowOf, signIn } from "./support";

/**
 * An account application on the workflow's seeded approval process, as its reviewers see it: a new colleague of
 * the computer school applies on the public form; personnel find it at the unit's step and are refused; the unit
 * administrator approves it in 我的待办 with the review's form; personnel then decide on userAudit (they reject it
 * with a reason, and the process's end rejects the application; approval is the server tests' and zcps-staff's).
 */

const TEXTS = {
  zh: {
    unitStep: "单位审核",
    personnelStep: "人事处审批",
    approve: "通过",
    ok: "确定",
    notYourStep: "该申请正处于「单位审核」环节，尚未轮到您审批",
    claim: "签收",
    complete: "办理",
    claimed: "签收成功",
    completed: "办理成功",
    field: "同意",
    yes: "是",
    comment: "意见",
    reject: "驳回",
    reason: "驳回理由",
    because: "编制尚未办结，待入编后再申请",
    rejected: "已驳回",
  },
  en: {
    unitStep: "单位审核",
    personnelStep: "人事处审批",
    approve: "Approve",
    ok: "OK",
    notYourStep: 'This application is at the step "单位审核", which is not yours to decide',
    claim: "Claim",
    complete: "Complete",
    claimed: "Claimed",
    completed: "Completed",
    field: "同意",
    yes: "Yes",
    comment: "Comment",
    reject: "Reject",
    reason: "Reason",
    because: "apply again once the appointment is final",
    rejected: "Rejected",
  },
} as const;

/** The toast that says how an action went (a row's tag may read the same). */
const toast = (page: Page, text: string) => page.locator(".ant-message").getByText(text, { exact: true });

for (const lang of ["zh", "en"] as const) {
  const t = TEXTS[lang];

  test(`a staff application passes its unit's to-do list, then personnel decide it (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const suffix = `${lang}${test.info().retry}${Date.now().toString(36).slice(-5)}`;
    const username = `flow_${suffix}`;
    const name = lang === "zh" ? "新同事" : "New colleague";
    const units = await request.get("/api/zcps-sh/userAudit/apply/units?tenantId=default");
    const cs = ((await units.json()).data as { id: string; code: string }[]).find((u) => u.code === "cs");
    const applied = await request.post("/api/zcps-sh/userAudit/apply", {
      data: {
        tenantId: "default",
        kind: "staff",
        name,
        username,
        mobilePhone: `139${String(Date.now()).slice(-8)}`,
        email: `${username}@example.edu.cn`,
        unitId: cs?.id,
        employeeNo: `F${suffix}`.slice(0, 20),
        titleName: "讲师",
      },
    });
    expect(applied.status(), await applied.text()).toBe(200);

    // personnel see it waiting at the unit's step, and may not decide before the unit
    await signIn(page, request, baseURL as string, "personnel", lang);
    await page.goto("/zcps/userAudit");
    const application = page.locator(".ant-table-row").filter({ hasText: username });
    await expect(application).toContainText(t.unitStep);
    await application.getByRole("button", { name: button(t.approve) }).click();
    await confirmPopover(page, name, t.ok);
    await expect(toast(page, t.notYourStep)).toBeVisible();
    await expect(application).toContainText(t.unitStep);

    // the unit administrator approves it in the to-do list, with the review's form and a comment
    await page.context().clearCookies();
    await signIn(page, request, baseURL as string, "unit_admin", lang);
    await page.goto("/flowManager/flowMyTodo");
    const task = rowOf(page, username);
    await expect(task).toContainText(t.unitStep);
    await page.getByRole("button", { name: `${t.claim} ${t.unitStep} ${username}`, exact: true }).click();
    await expect(toast(page, t.claimed)).toBeVisible();
    await page.getByRole("button", { name: `${t.complete} ${t.unitStep} ${username}`, exact: true }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText(t.field)).toBeVisible();
    await dialog.getByRole("radio", { name: t.yes }).check();
    await dialog
      .getByRole("textbox", { name: t.comment })
      .fill(lang === "zh" ? "本院新进教师，情况属实" : "joined us this term");
    await dialog.getByRole("button", { name: button(t.complete) }).click();
    await expect(toast(page, t.completed)).toBeVisible();
    await expect(rowOf(page, username)).toHaveCount(0);

    // personnel decide now: here they reject it with a reason (an approval would add an account to the unit, whose
    // head count other browser tests read), and the process's end rejects the application
    await page.context().clearCookies();
    await signIn(page, request, baseURL as string, "personnel", lang);
    await page.goto("/zcps/userAudit");
    await expect(application).toContainText(t.personnelStep);
    await application.getByRole("button", { name: button(t.reject) }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: name });
    await confirm.getByRole("textbox", { name: t.reason }).fill(t.because);
    await confirm.getByRole("button", { name: button(t.reject) }).click();
    await expect(toast(page, t.rejected)).toBeVisible();
    // the list shows the pending ones: it is gone from them, rejected with the reason
    await expect(application).toHaveCount(0);
    const token = await accessToken(request, "personnel");
    const rows = await api<{ rows: { username: string; status: string; response: string | null }[] }>(
      request,
      token,
      "/api/zcps-sh/userAudit/page",
      { params: { keyword: username } },
    );
    expect(rows.rows).toEqual([expect.objectContaining({ username, status: "rejected", response: t.because })]);
  });
}
