import { expect, type Page, test } from "@playwright/test";
import { api, button, signIn } from "./support";
import { submittedDeclaration } from "./unit-review-support";

/**
 * One pre-check verdict everywhere: a declaration whose hard conditions hold and whose advisory ones fall short
 * (its root rule red) reads the same in the declarant's editor, in the pre-check call and on the unit's list.
 */

interface Precheck {
  verdict: { kind: string; pass: boolean | null; hardPass: boolean | null; softFailed: number };
  pass: boolean;
  rules: { id: string; pass: boolean; hard: boolean; shown: string | null; depth: number }[];
}

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");

test("the editor, the pre-check call and the unit's list give one verdict, in zh and en", async ({
  page,
  request,
  baseURL,
}) => {
  const made = await submittedDeclaration(request, { name: "预审甲" });
  const access = await signIn(page, request, baseURL ?? "", made.username, "zh", made.password);
  const reply = await api<Precheck>(request, access, `/api/zcps-sh/userCenter/declarations/${made.id}/precheck`);
  // hard conditions met, advisory ones short: the call says so and never "pass" beside a red root
  expect(reply.verdict).toMatchObject({ kind: "ADVISORY", pass: false, hardPass: true });
  expect(reply.pass).toBe(false);
  expect(reply.rules[0]?.pass).toBe(false);
  const count = reply.verdict.softFailed;
  expect(count).toBeGreaterThan(0);
  // figures as people read them: no raw booleans, and none on the root
  expect(reply.rules.map((r) => r.shown)).not.toContain("true");
  expect(reply.rules.map((r) => r.shown)).not.toContain("false");
  expect(reply.rules[0]?.shown).toBeNull();

  await page.goto(`/zcps/userCenter?declaration=${made.id}`);
  const panel = page.getByTestId("precheck");
  await expect(panel.getByTestId("precheck-verdict")).toHaveText(`符合硬性条件，${count} 项参考条件未满足`);
  await expect(panel).not.toContainText("符合申报条件");
  await expect(panel.getByTestId("rule-fail").first()).toBeVisible();
  await expect(panel.getByTestId("rule-fail").filter({ hasText: "参考" }).first()).toBeVisible();
  await expect(panel.getByTestId("rule-pass").filter({ hasText: "硬性" }).first()).toBeVisible();
  await expect(panel).not.toContainText(/实际：(true|false)/);

  await signIn(page, request, baseURL ?? "", made.username, "en", made.password);
  await page.goto(`/zcps/userCenter?declaration=${made.id}`);
  await expect(page.getByTestId("precheck-verdict")).toHaveText(
    `Meets the hard conditions; ${count} advisory condition${count === 1 ? "" : "s"} unmet`,
  );
  await expect(
    page.getByTestId("precheck").getByTestId("rule-fail").filter({ hasText: "Advisory" }).first(),
  ).toBeVisible();

  // the unit administrator's list says the same of the same declaration
  await signIn(page, request, baseURL ?? "", "unit_admin");
  await page.goto("/UnitAuditMan/ReporterSummary/1");
  await page.getByPlaceholder("姓名或工号").fill(made.employeeNo);
  await page.getByRole("button", { name: button("搜索") }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId("verdict")).toHaveText(`符合硬性条件，${count} 项参考条件未满足`);
});
