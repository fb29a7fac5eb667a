import { type Browser, expect, type Page, test } from "@playwright/test";
import { button, signIn } from "./support";

/**
 * The senior committee on the demo's meetings, in Chinese and in English: the chair watches the running meeting's
 * capped group while a member votes in a browser of their own; the member's over-vote is blocked with the cap; the
 * chair's count rises as the ballot arrives, without a reload; the chair signs off the ended meeting and downloads its
 * minutes; personnel creates a meeting in English and draws its members.
 */

// the pages a test opened in contexts of its own are closed once it has passed (a failed one keeps them for its
// screenshots): left open, they go on polling and streaming and slow every later test of the worker
test.afterEach(async ({ browser }, info) => {
  if (info.status === info.expectedStatus) await Promise.all(browser.contexts().map((context) => context.close()));
});

test.describe.configure({ mode: "serial", timeout: 180_000 });

const T = {
  zh: {
    vote: "投票",
    agree: "同意",
    disagree: "不同意",
    overVote: /最多可投 \d+ 人同意票，选择此项将为 \d+ 人/,
    submit: "提交选票",
    submitted: "已提交",
    notSubmitted: "未提交",
    votedOf: (n: number) => `已投票 ${n} / 11`,
    voted: /^已投票 (\d+) \/ 11$/,
  },
  en: {
    vote: "Vote",
    agree: "Agree",
    disagree: "Disagree",
    overVote: /You may approve at most \d+; this would make \d+/,
    submit: "Submit the ballot",
    submitted: "Submitted",
    notSubmitted: "Not submitted",
    votedOf: (n: number) => `Voted ${n} / 11`,
    voted: /^Voted (\d+) \/ 11$/,
  },
} as const;

async function pageOf(browser: Browser, baseURL: string, username: string, lang: "zh" | "en") {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, context.request, baseURL, username, lang);
  return page;
}

/** The member marks agree down the ballot until the cap refuses one, disagrees with that one, and submits. */
async function castBallot(member: Page, lang: "zh" | "en") {
  const text = T[lang];
  await member.goto("/hwgl/ycgl");
  await member
    .getByRole("button", { name: button(text.vote) })
    .first()
    .click();
  const rows = member.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  let refused = false;
  for (let i = 0; i < count; i++) {
    const row = rows.nth(i);
    // a click, not a check: the page refuses the agree over the cap and the radio stays as it was
    await row.getByRole("radio", { name: text.agree, exact: true }).click({ force: true });
    if (!(await row.getByRole("radio", { name: text.agree, exact: true }).isChecked())) {
      refused = true;
      await expect(member.getByText(text.overVote)).toBeVisible();
      await row.getByRole("radio", { name: text.disagree, exact: true }).check({ force: true });
    }
  }
  expect(refused, "the cap refused one agree").toBe(true);
  await member.getByRole("button", { name: button(text.submit) }).click();
  await member
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: button(text.submit) })
    .click();
  await expect(member.getByText(text.submitted).first()).toBeVisible();
}

/** The chair's count of cast ballots, read off the page (a retry of a test finds the ballot its first try cast). */
async function votedCount(chair: Page, lang: "zh" | "en") {
  const counter = chair.getByText(T[lang].voted);
  // the meeting's groups, then the live count's first event: slow on a loaded machine
  await expect(counter).toBeVisible({ timeout: 30_000 });
  return Number(T[lang].voted.exec((await counter.textContent()) ?? "")?.[1]);
}

for (const [lang, username, least] of [
  ["zh", "judge", 6],
  ["en", "judge_chair", 7],
] as const) {
  test(`${lang}: the chair counts a member's ballot live; the member's over-vote is blocked by the cap`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    const chair = await pageOf(browser, baseURL as string, "judge_chair", lang);
    await chair.goto("/hwgl/ycgl");
    const before = await votedCount(chair, lang);
    expect(before).toBeGreaterThanOrEqual(least);
    const member = username === "judge_chair" ? chair : await pageOf(browser, baseURL as string, username, lang);
    if (testInfo.retry > 0) {
      // a ballot is cast once: when the first try cast it, the count read above already holds it
      await member.goto("/hwgl/ycgl");
      const submitted = member.getByText(T[lang].submitted, { exact: true });
      const open = member.getByText(T[lang].notSubmitted, { exact: true });
      await expect(submitted.or(open).first()).toBeVisible();
      if ((await open.count()) === 0) return;
    }
    await castBallot(member, lang);
    if (member !== chair) await expect(chair.getByText(T[lang].votedOf(before + 1))).toBeVisible({ timeout: 15_000 });
    else {
      await chair.goto("/hwgl/ycgl");
      await expect(chair.getByText(T[lang].votedOf(before + 1))).toBeVisible();
    }
  });
}

test("zh: the chair signs off the ended meeting; its minutes download", async ({ browser, baseURL }) => {
  const chair = await pageOf(browser, baseURL as string, "judge_chair", "zh");
  await chair.goto("/HighJudgesRes/HighJudges");
  await chair.getByRole("combobox", { name: "会议" }).click();
  await chair
    .getByText(/预备会议/)
    .last()
    .click();
  await expect(chair.getByText("表决已全部形成结论，等待主任委员签发")).toBeVisible();
  await chair.getByRole("button", { name: button("签发结果") }).click();
  const dialog = chair.getByRole("dialog");
  await dialog.getByRole("textbox").fill("同意评审委员会表决结果");
  await dialog.getByRole("button", { name: button("签发结果") }).click();
  await expect(chair.getByText(/朱红 已于 .* 签发/)).toBeVisible();
  // the minutes of the ended meeting, as a PDF
  const minutes = chair.waitForEvent("download");
  await chair.getByRole("button", { name: "会议纪要（PDF）" }).click();
  expect((await minutes).suggestedFilename()).toMatch(/预备会议会议纪要\.pdf$/);
});

test("en: personnel creates a meeting and draws its eleven members", async ({ browser, baseURL }) => {
  const personnel = await pageOf(browser, baseURL as string, "personnel", "en");
  await personnel.goto("/hwgl/hygl");
  await personnel.getByRole("button", { name: button("New meeting") }).click();
  const dialog = personnel.getByRole("dialog");
  const name = `Committee meeting ${Date.now()}`;
  await dialog.getByLabel("Meeting", { exact: true }).fill(name);
  await dialog.getByRole("button", { name: button("Save") }).click();
  await expect(dialog).toBeHidden();
  const row = personnel.getByRole("row", { name: new RegExp(name) });
  // a new meeting's state reads on one line, in a tag as tall as a Chinese one
  const state = row.getByText("in preparation");
  await expect(state).toBeVisible();
  expect((await state.boundingBox())?.height).toBeLessThan(30);
  await row.getByRole("button", { name: button("Details") }).click();
  // the meeting's packet is made from here too; a meeting without candidates has nothing to put in it yet
  await expect(personnel.getByRole("button", { name: button("Make the meeting packet") })).toBeVisible();
  await personnel
    .getByRole("button", { name: button("Draw") })
    .first()
    .click();
  // the draw's own button, in the modal's footer: the drawer beneath has a Draw button too
  await personnel
    .locator(".ant-modal-footer")
    .getByRole("button", { name: button("Draw") })
    .click();
  await expect(personnel.getByText(/^11 members \(of 11 required\)/)).toBeVisible();
});
