import { expect, type Page, type TestInfo, test } from "@playwright/test";
import { qualified } from "./peer-review-support";
import { button, signIn } from "./support";
import { RUN, type TeamStageDeclaration } from "./team-review-support";

/**
 * The peer review's administrator (peer_admin), in Chinese and in English: creates a round, sees the qualified
 * declarants waiting, simulates an allocation restricted to the test's own, reads why one declarant cannot be served,
 * pins an expert to another, simulates again with the same seed and submits; in AlreadySS the invitations are out and
 * one is cancelled with a reason; the opinions and the summary pages show the round. Three declarations per language,
 * of the test's own unit: two in 081203 (the pools have experts for it) and one in 0101 (they have none).
 */

test.describe.configure({ mode: "serial", timeout: 240_000 });

const T = {
  zh: {
    newRound: "新建轮次",
    roundName: "轮次名称",
    save: "保存",
    round: "评议轮次",
    roundSaved: "评议轮次已保存",
    keyword: "姓名或工号",
    search: "搜索",
    composition: "3 名（校外 ≥ 2）",
    simulateChosen: "模拟分配所选 3 人",
    unmetReason: /0101.*仅有 0 名/,
    pinExpert: "指定专家",
    chooseExpert: "输入姓名或单位搜索专家",
    external: "校外",
    pin: "指定",
    rerun: "按此种子重新模拟",
    submit: "提交分配",
    submitConfirm: "将送审 2 份申报，向专家发出 6 份评议邀请",
    submitDone: "已送审 2 份申报，发出 6 份评议邀请。",
    ok: "确定",
    invited: "待答复 3",
    showInvitations: "查看邀请",
    cancelChosen: "撤销所选（1）",
    reason: "原因",
    cancelReason: "专家近期出国，无法按期评审",
    cancelInvitations: "撤销邀请",
    cancelled: "已撤销",
    pending: "评议中",
    required: "应评",
  },
  en: {
    newRound: "New round",
    roundName: "Round name",
    save: "Save",
    round: "Review round",
    roundSaved: "Round saved",
    keyword: "Name or staff number",
    search: "Search",
    composition: "3 (≥ 2 external)",
    simulateChosen: "Simulate the 3 chosen",
    unmetReason: /0 eligible experts in 0101/,
    pinExpert: "Pin an expert",
    chooseExpert: "Search experts by name or institution",
    external: "External",
    pin: "Pin",
    rerun: "Re-run with this seed",
    submit: "Submit",
    submitConfirm: "2 declarations will be sent out and 6 invitations sent to experts",
    submitDone: "2 declarations sent out, 6 invitations sent.",
    ok: "OK",
    invited: "Invited 3",
    showInvitations: "Invitations",
    cancelChosen: "Cancel chosen (1)",
    reason: "Reason",
    cancelReason: "The expert is abroad and cannot review in time",
    cancelInvitations: "Cancel invitations",
    cancelled: "Cancelled",
    pending: "Pending",
    required: "Required",
  },
} as const;

type Lang = keyof typeof T;
const LANGS: Lang[] = ["zh", "en"];
const made: Record<Lang, TeamStageDeclaration[]> = { zh: [], en: [] };
const roundName = (lang: Lang) => `${lang === "zh" ? "同行评议" : "Peer round "}${RUN}`;

const dropdown = (page: Page) => page.locator(".ant-select-dropdown:visible");
const rowsIn = (page: Page, testId: string) => page.getByTestId(testId).locator(".ant-table-row:visible");
const rowOf = (page: Page, testId: string, text: string) => rowsIn(page, testId).filter({ hasText: text });

/** Each page at the two widths the console is checked at (tall enough for the whole page), saved to look at. */
async function shots(page: Page, info: TestInfo, name: string) {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 1800 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: info.outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function chooseRound(page: Page, lang: Lang) {
  const picker = page.getByTestId("peer-round-bar").getByRole("combobox", { name: T[lang].round });
  await picker.click();
  await dropdown(page).getByTitle(roundName(lang), { exact: true }).click();
  await expect(page.getByTestId("peer-round-bar")).toContainText(roundName(lang));
}

async function search(page: Page, lang: Lang, panel: string, text: string) {
  await page.getByTestId(panel).getByRole("textbox", { name: T[lang].keyword }).fill(text);
  await page
    .getByTestId(panel)
    .getByRole("button", { name: button(T[lang].search) })
    .click();
}

test.beforeAll(async ({ request }) => {
  // six declarations through five stages of API calls
  test.setTimeout(420_000);
  const all = await qualified(request, "econ", [
    ...LANGS.flatMap((lang) => [
      { name: `${lang}同行甲`, discipline: "081203" },
      { name: `${lang}同行乙`, discipline: "081203" },
      { name: `${lang}同行丙`, discipline: "0101" },
    ]),
  ]);
  made.zh = all.slice(0, 3);
  made.en = all.slice(3, 6);
});

for (const lang of LANGS) {
  const t = T[lang];

  test(`${lang}: ExpertAudit: a round, the declarants waiting, an unmet one's reason, a pin, the same seed again, submit`, async ({
    page,
    request,
    baseURL,
  }, info) => {
    const [first, second, unserved] = made[lang] as [TeamStageDeclaration, TeamStageDeclaration, TeamStageDeclaration];
    await signIn(page, request, baseURL ?? "", "peer_admin", lang);
    await page.goto("/AnonymousReview/ExpertAudit");

    // a round of the current batch with the default settings
    await page.getByRole("button", { name: t.newRound }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: t.roundName });
    await dialog.getByLabel(t.roundName).fill(roundName(lang));
    await shots(page, info, `${lang}-round-dialog`);
    await dialog.getByRole("button", { name: button(t.save) }).click();
    await expect(page.locator(".ant-message").getByText(t.roundSaved)).toBeVisible();
    await expect(page.getByTestId("peer-round-bar")).toContainText(roundName(lang));

    // the test's own declarants wait, each needing three experts, two of them external
    await search(page, lang, "peer-waiting", `${lang}同行`);
    for (const d of made[lang]) {
      await expect(rowOf(page, "peer-waiting", d.name)).toContainText(t.composition);
      await rowOf(page, "peer-waiting", d.name).getByRole("checkbox").check();
    }
    await page.getByRole("button", { name: t.simulateChosen }).click();

    // the plan serves two; the third has no expert of its discipline, and the page says so
    const workbench = page.getByTestId("peer-workbench");
    await expect(workbench).toBeVisible();
    await expect(rowOf(page, "peer-unmet", unserved.name)).toContainText(t.unmetReason);
    for (const d of [first, second])
      await expect(rowOf(page, "peer-plan", d.name).getByTestId("plan-expert")).toHaveCount(3);
    await shots(page, info, `${lang}-expert-audit-simulated`);

    // pin an expert of computer science to the first declarant and simulate again with the same seed
    await rowOf(page, "peer-plan", first.name).getByRole("button", { name: t.pinExpert }).click();
    const pinDialog = page.getByRole("dialog").filter({ hasText: first.name });
    const chooser = pinDialog.getByRole("combobox", { name: t.chooseExpert });
    // an external expert of computer science (an internal one might be of the declarant's unit)
    const option = dropdown(page)
      .locator(".ant-select-item-option")
      .filter({ hasText: "0812" })
      .filter({ hasText: t.external })
      .first();
    const pin = pinDialog.getByRole("button", { name: button(t.pin) });
    // a pick lost to the dropdown's animation under load leaves the button disabled: pick again
    await expect(async () => {
      await chooser.click();
      await chooser.fill("机器学习");
      await expect(option).toBeVisible({ timeout: 5000 });
      await option.click({ timeout: 3000 });
      await expect(pin).toBeEnabled({ timeout: 2000 });
    }).toPass({ timeout: 40_000 });
    // the expert the chooser now holds (a retried pick may have landed on another option than the first read)
    const expert = ((await pinDialog.locator(".ant-select-content").textContent()) ?? "")
      .split(" · ")[0]
      ?.trim() as string;
    expect(expert).toBeTruthy();
    await pin.click();
    await expect(page.getByTestId("peer-pins")).toContainText(expert);
    const seed = await workbench.getByRole("textbox", { name: lang === "zh" ? "随机种子" : "Seed" }).inputValue();
    await workbench.getByRole("button", { name: t.rerun }).click();
    await expect(
      rowOf(page, "peer-plan", first.name).getByTestId("plan-expert").filter({ hasText: expert }),
    ).toHaveClass(/ant-tag-gold/);
    await expect(page.getByTestId("peer-simulation-figures")).toContainText(seed);
    await expect(rowOf(page, "peer-unmet", unserved.name)).toContainText(t.unmetReason);

    // submit: two declarations, six invitations
    await workbench.getByRole("button", { name: button(t.submit) }).click();
    const confirm = page.locator(".ant-modal-confirm").filter({ hasText: t.submitConfirm });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: button(t.submit) }).click();
    const done = page.locator(".ant-modal-confirm").filter({ hasText: t.submitDone });
    await expect(done).toBeVisible();
    await shots(page, info, `${lang}-expert-audit-submitted`);
    await done.getByRole("button", { name: button(t.ok) }).click();

    // the served declarants left the waiting list; the unmet one stays
    await search(page, lang, "peer-waiting", `${lang}同行`);
    await expect(rowOf(page, "peer-waiting", unserved.name)).toBeVisible();
    await expect(rowOf(page, "peer-waiting", first.name)).toHaveCount(0);
  });

  test(`${lang}: AlreadySS: the invitations are out; one is cancelled with a reason`, async ({
    page,
    request,
    baseURL,
  }, info) => {
    const [first, second] = made[lang] as [TeamStageDeclaration, TeamStageDeclaration];
    await signIn(page, request, baseURL ?? "", "peer_admin", lang);
    await page.goto("/AnonymousReview/AlreadySS");
    await chooseRound(page, lang);
    await search(page, lang, "peer-sent", `${lang}同行`);
    for (const d of [first, second]) await expect(rowOf(page, "peer-sent", d.name)).toContainText(t.invited);

    await rowOf(page, "peer-sent", first.name).getByRole("button", { name: t.showInvitations }).click();
    await expect(rowsIn(page, "peer-invitations")).toHaveCount(3);
    await shots(page, info, `${lang}-already-ss`);
    const target = rowsIn(page, "peer-invitations").first();
    const expert = (await target.locator("td").nth(2).innerText()).split("\n")[0] as string;
    await target.getByRole("checkbox").check();
    await page.getByRole("button", { name: t.cancelChosen }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: t.cancelInvitations });
    await dialog.getByLabel(t.reason).fill(t.cancelReason);
    await dialog.getByRole("button", { name: t.cancelInvitations }).click();
    await expect(dialog).toBeHidden();
    await expect(rowsIn(page, "peer-invitations").filter({ hasText: expert })).toContainText(t.cancelled);
    await expect(rowsIn(page, "peer-invitations").filter({ hasText: t.cancelled })).toHaveCount(1);
  });

  test(`${lang}: NotesReview and SummaryResults show the round`, async ({ page, request, baseURL }, info) => {
    const [first, second] = made[lang] as [TeamStageDeclaration, TeamStageDeclaration];
    await signIn(page, request, baseURL ?? "", "peer_admin", lang);
    await page.goto("/AnonymousReview/NotesReview");
    await chooseRound(page, lang);
    await expect(page.getByTestId("peer-opinions").locator(".ant-table")).toBeVisible();
    await shots(page, info, `${lang}-notes-review`);

    await page.goto("/AnonymousReview/SummaryResults");
    await chooseRound(page, lang);
    await search(page, lang, "peer-summary", `${lang}同行`);
    for (const d of [first, second]) await expect(rowOf(page, "peer-summary", d.name)).toContainText(t.pending);
    await expect(page.getByTestId("peer-summary").getByRole("columnheader", { name: t.required })).toBeVisible();
    await shots(page, info, `${lang}-summary-results`);
  });
}
