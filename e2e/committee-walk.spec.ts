import { type Browser, expect, type Page, test } from "@playwright/test";
import { COMMITTEE_ROUTES, type MeetingRow } from "@zcps/contracts/zcps/committee/api";
import {
  type Account,
  type Candidate,
  projectSession,
  type SeniorWalk,
  seniorWalk,
  tamperSeal,
  walkSeed,
} from "./committee-walk-support";
import { PDF } from "./real-files";
import { api, button, confirmPopover } from "./support";

/**
 * The senior committee's whole walk, once in Chinese and once in English, each on a world of its own
 * (committee-walk-support): personnel create a meeting, draw its eleven members, make the walk's chair the chair, send
 * two members home and record one member's recusal from a candidate, put the three candidates in a group capped at
 * two and start the meeting. The chair opens the vote and watches the count rise as nine members vote, each in a
 * browser of their own; one member's third approval is refused with the cap. The three tie at the cap; the chair holds
 * the re-vote, which passes two; personnel end the meeting and the chair signs off. Personnel publish the two passed
 * on a result notice that started before its five working days and close it; the third declarant appeals and
 * personnel send the declaration back to the professor committee. The supervisor sees the sealed chain whole, then
 * (on PostgreSQL, where the test reaches the database) a changed seal named; personnel download a candidate's A3
 * table as Word and PDF.
 */

test.describe.configure({ timeout: 420_000 });

// the pages a test opened in contexts of its own are closed once it ends: left open, they go on polling and
// streaming and slow every later test of the worker
test.afterEach(async ({ browser }) => {
  await Promise.all(browser.contexts().map((context) => context.close()));
});

const T = {
  zh: {
    newMeeting: "新建会议",
    meetingName: "会议名称",
    save: "保存",
    detail: "详情",
    draw: "随机抽取",
    drawRun: "抽取",
    seed: "随机种子",
    drawn: /^委员 11 人（规定 11 人）/,
    chooseMembers: "选择委员",
    chairOf: (name: string) => `指定 ${name} 为主任委员`,
    attendingOf: (name: string) => `${name} 到会`,
    attending9: /到会 9 人/,
    newGroup: "新建分组",
    groupName: "分组名称",
    capped: "差额投票",
    cap: "限额",
    candidates: "候选人",
    addRecusal: "登记回避",
    member: "委员",
    candidate: "候选人",
    start: "开始会议",
    end: "结束会议",
    ok: "确定",
    open: "开始投票",
    close: "结束投票",
    revote: "重新投票",
    votedOf: (n: number) => `已投票 ${n} / 9`,
    vote: "投票",
    agree: "同意",
    disagree: "不同意",
    overVote: /最多可投 2 人同意票，选择此项将为 3 人/,
    submit: "提交选票",
    submitted: "已提交",
    signOff: "签发结果",
    signedOff: (name: string) => new RegExp(`${name} 已于 .* 签发`),
    meeting: "会议",
    publicityTab: "结果公示",
    publish: "发布结果公示",
    publishOk: "发布",
    startsOn: "公示开始日期",
    closePublicity: "关闭公示",
    closeConfirm: "关闭该结果公示？",
    closed: "公示已关闭：2 人通过公示，0 人因异议暂缓",
    appeal: "申诉",
    fileAppeal: "提出申诉",
    appealSubmit: "提交申诉",
    grounds: "申诉理由",
    decide: "处理",
    decideAppeal: "处理申诉",
    reReview: "发回重审",
    reinstateAt: "重新评审的环节",
    professorStage: "教授委员会",
    reasons: "处理意见",
    reinstated: "发回“教授委员会”重新评审",
    sealsTab: "结果存证",
    sealsCheck: "重新校验",
    sealsOk: /存证链完整，\d+ 条记录均未被改动/,
    sealsBroken: /存证链在第 \d+ 条记录处断开/,
    changed: (name: string) => new RegExp(`第 \\d+ 条封存记录（${name}）的内容已被改动`),
    word: "下载 Word",
    pdf: "下载 PDF",
    wordFile: /-评审表\.docx$/,
    pdfFile: /-评审表\.pdf$/,
  },
  en: {
    newMeeting: "New meeting",
    meetingName: "Meeting",
    save: "Save",
    detail: "Details",
    draw: "Draw",
    drawRun: "Draw",
    seed: "Seed",
    drawn: /^11 members \(of 11 required\)/,
    chooseMembers: "Choose members",
    chairOf: (name: string) => `Make ${name} the chair`,
    attendingOf: (name: string) => `${name} attends`,
    attending9: /9 attending/,
    newGroup: "New group",
    groupName: "Group",
    capped: "Capped vote",
    cap: "Cap",
    candidates: "Candidates",
    addRecusal: "Record a recusal",
    member: "Member",
    candidate: "Candidate",
    start: "Start",
    end: "End",
    ok: "OK",
    open: "Open the vote",
    close: "Close the vote",
    revote: "Re-vote",
    votedOf: (n: number) => `Voted ${n} / 9`,
    vote: "Vote",
    agree: "Agree",
    disagree: "Disagree",
    overVote: /You may approve at most 2; this would make 3/,
    submit: "Submit the ballot",
    submitted: "Submitted",
    signOff: "Sign off",
    signedOff: (name: string) => new RegExp(`Signed off by ${name} on `),
    meeting: "Meeting",
    publicityTab: "Results publicity",
    publish: "Publish the results",
    publishOk: "Publish",
    startsOn: "First day",
    closePublicity: "Close",
    closeConfirm: "Close this results publicity?",
    closed: "Closed: 2 passed the publicity, 0 on hold by an objection",
    appeal: "Appeal",
    fileAppeal: "Appeal against the decision",
    appealSubmit: "Submit the appeal",
    grounds: "Grounds",
    decide: "Decide",
    decideAppeal: "Decide the appeal",
    reReview: "Re-review at a stage",
    reinstateAt: "Stage that reviews it again",
    professorStage: "Professor committee",
    reasons: "Reasons",
    reinstated: "Reviewed again at “Professor committee”",
    sealsTab: "Sealed results",
    sealsCheck: "Check again",
    sealsOk: /chain is whole/i,
    sealsBroken: /The chain breaks at record \d+/,
    changed: (name: string) => new RegExp(`Sealed record \\d+ \\(${name}\\): its content was changed`),
    word: "Download Word",
    pdf: "Download PDF",
    wordFile: /-review table\.docx$/,
    pdfFile: /-review table\.pdf$/,
  },
} as const;

type Lang = keyof typeof T;

const GROUNDS = {
  zh: "第一轮投票中有委员对本人的表决意见被误记，请求重新评审。",
  en: "A member's choice on my candidacy was recorded wrongly in the first round; I ask for a new review.",
} as const;

/** A page of its own (a browser context) signed in to the walk's project. */
async function pageIn(
  browser: Browser,
  baseURL: string,
  walk: SeniorWalk,
  account: Pick<Account, "username" | "password">,
  lang: Lang,
) {
  const context = await browser.newContext({ baseURL });
  const access = await projectSession(context.request, walk.projectId, account.username, account.password);
  await context.addCookies([{ name: "Authorization", value: `Bearer%20${access}`, url: baseURL }]);
  await context.addInitScript((language) => window.localStorage.setItem("language", language), lang);
  return { page: await context.newPage(), access };
}

/** Picks an option of an antd select inside the dialog, by its label. */
async function choose(page: Page, field: ReturnType<Page["getByLabel"]>, option: string) {
  await field.click();
  await page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
    .filter({ hasText: option })
    .first()
    .click();
}

/** Confirms antd's confirmation modal. */
async function confirmModal(page: Page, ok: string) {
  await page
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: button(ok) })
    .click();
  await expect(page.locator(".ant-modal-confirm")).toHaveCount(0);
}

/**
 * The member's ballot: agree with the names in `agree`, disagree with the rest (a recused row has no choice); where
 * `overVote` names a candidate, the member first tries to approve them too and the page refuses it with the cap.
 */
async function castBallot(
  member: Page,
  lang: Lang,
  candidates: Candidate[],
  agree: string[],
  options: { recused?: string; overVote?: string } = {},
) {
  const t = T[lang];
  await member.goto("/hwgl/ycgl");
  await member
    .getByTestId("committee-my-groups")
    .getByRole("button", { name: button(t.vote) })
    .first()
    .click();
  const row = (name: string) => member.locator(".ant-table-tbody tr.ant-table-row").filter({ hasText: name });
  await expect(row(candidates[0]?.name ?? "")).toBeVisible();
  for (const name of agree) await row(name).getByRole("radio", { name: t.agree, exact: true }).check({ force: true });
  if (options.overVote) {
    const over = row(options.overVote).getByRole("radio", { name: t.agree, exact: true });
    await over.click({ force: true });
    await expect(member.getByText(t.overVote)).toBeVisible();
    await expect(over).not.toBeChecked();
  }
  for (const c of candidates)
    if (!agree.includes(c.name) && c.name !== options.recused)
      await row(c.name).getByRole("radio", { name: t.disagree, exact: true }).check({ force: true });
  await member.getByRole("button", { name: button(t.submit) }).click();
  await member
    .locator(".ant-modal-confirm")
    .getByRole("button", { name: button(t.submit) })
    .click();
  await expect(member.getByText(t.submitted).first()).toBeVisible();
}

for (const lang of ["zh", "en"] as const) {
  const t = T[lang];
  test(`${lang}: a meeting drawn, voted with a recusal, a tie and its re-vote, signed off, published, appealed and sealed`, async ({
    browser,
    request,
    baseURL,
  }) => {
    const base = baseURL as string;
    const walk = await seniorWalk(request);
    const [a, b, c] = walk.candidates as [Candidate, Candidate, Candidate];
    const personnel = await pageIn(
      browser,
      base,
      walk,
      { username: "personnel", password: undefined as unknown as string },
      lang,
    );
    const p = personnel.page;

    // -- personnel: a meeting of eleven drawn, its chair, two away, a capped group and a recusal; started
    const name = `${lang === "zh" ? "高评委全程会议" : "Walk meeting"} ${walk.projectName}`;
    await p.goto("/hwgl/hygl");
    await p.getByRole("button", { name: button(t.newMeeting) }).click();
    const dialog = p.getByRole("dialog");
    await dialog.getByLabel(t.meetingName, { exact: true }).fill(name);
    await dialog.getByRole("button", { name: button(t.save) }).click();
    await expect(dialog).toBeHidden();
    const meetings = await api<MeetingRow[]>(request, personnel.access, COMMITTEE_ROUTES.meetings, {
      params: { projectTimeId: walk.batchId },
    });
    const meetingId = meetings.find((m) => m.name === name)?.id as string;
    const { seed, members } = await walkSeed(request, meetingId, walk.chair);
    await p
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("button", { name: button(t.detail) })
      .click();
    await p
      .getByRole("button", { name: button(t.draw) })
      .first()
      .click();
    const drawDialog = p.locator(".ant-modal").filter({ has: p.getByLabel(t.seed) });
    await drawDialog.getByLabel(t.seed).fill(seed);
    await drawDialog
      .locator(".ant-modal-footer")
      .getByRole("button", { name: button(t.drawRun) })
      .click();
    await expect(p.getByTestId("committee-member-counts")).toHaveText(t.drawn);
    for (const m of [walk.chair, ...members])
      await expect(p.getByRole("cell", { name: new RegExp(m.name) }).first()).toBeVisible();

    await p.getByRole("button", { name: button(t.chooseMembers) }).click();
    const chooseDialog = p.locator(".ant-modal").filter({ hasText: t.chooseMembers });
    await chooseDialog.getByRole("radio", { name: t.chairOf(walk.chair.name) }).check();
    await chooseDialog.getByRole("button", { name: button(t.save) }).click();
    await expect(chooseDialog).toBeHidden();

    const voters = [walk.chair, ...members.slice(0, 8)];
    const away = members.slice(8);
    for (const m of away) await p.getByRole("switch", { name: t.attendingOf(m.name) }).click();
    await expect(p.getByTestId("committee-member-counts")).toHaveText(t.attending9);

    await p.getByRole("button", { name: button(t.newGroup) }).click();
    const groupDialog = p.getByRole("dialog", { name: t.newGroup });
    await groupDialog.getByLabel(t.groupName).fill(lang === "zh" ? "正高级职务组" : "Full senior group");
    await groupDialog.getByLabel(t.capped).click();
    await groupDialog.getByLabel(t.cap, { exact: true }).fill("2");
    for (const candidate of [a, b, c]) await choose(p, groupDialog.getByLabel(t.candidates), candidate.name);
    await p.keyboard.press("Escape");
    await groupDialog.getByRole("button", { name: button(t.save) }).click();
    await expect(groupDialog).toBeHidden();

    const recused = voters[1] as Account;
    await p.getByRole("button", { name: button(t.addRecusal) }).click();
    const recusalDialog = p.getByRole("dialog", { name: t.addRecusal });
    await choose(p, recusalDialog.getByLabel(t.member, { exact: true }), recused.name);
    await choose(p, recusalDialog.getByLabel(t.candidate, { exact: true }), c.name);
    await recusalDialog.getByRole("button", { name: button(t.save) }).click();
    await expect(recusalDialog).toBeHidden();
    await expect(p.getByRole("row").filter({ hasText: recused.name }).filter({ hasText: c.name })).toBeVisible();

    await p.getByRole("button", { name: button(t.start) }).click();
    await confirmModal(p, t.ok);

    // -- the chair opens the vote and watches nine ballots arrive
    const chairPage = (await pageIn(browser, base, walk, walk.chair, lang)).page;
    await chairPage.goto("/hwgl/ycgl");
    await chairPage.getByRole("button", { name: button(t.open) }).click();
    await confirmModal(chairPage, t.ok);
    await expect(chairPage.getByText(t.votedOf(0))).toBeVisible();
    const names = (...cs: Candidate[]) => cs.map((x) => x.name);
    const firstRound: [string[], { recused?: string; overVote?: string }][] = [
      [names(a, b), {}],
      [names(a, b), { recused: c.name }],
      [names(a, b), {}],
      [names(a, c), { overVote: b.name }],
      [names(a, c), {}],
      [names(a, c), {}],
      [names(b, c), {}],
      [names(b, c), {}],
      [names(b, c), {}],
    ];
    for (const [i, [agree, options]] of firstRound.entries()) {
      const voter = voters[i] as Account;
      if (voter === walk.chair) await castBallot(chairPage, lang, [a, b, c], agree, options);
      else {
        const member = await pageIn(browser, base, walk, voter, lang);
        await castBallot(member.page, lang, [a, b, c], agree, options);
        await member.page.context().close();
      }
      if (voter === walk.chair) await chairPage.goto("/hwgl/ycgl");
      await expect(chairPage.getByText(t.votedOf(i + 1))).toBeVisible({ timeout: 15_000 });
    }
    await chairPage.getByRole("button", { name: button(t.close) }).click();
    await confirmModal(chairPage, t.ok);
    await chairPage.getByRole("button", { name: button(t.revote) }).click();
    await confirmModal(chairPage, t.ok);
    await chairPage.getByRole("button", { name: button(t.open) }).click();
    await confirmModal(chairPage, t.ok);
    for (const [i, voter] of voters.slice(0, 6).entries()) {
      const options = voter === recused ? { recused: c.name } : {};
      if (voter === walk.chair) {
        await castBallot(chairPage, lang, [a, b, c], names(a, b), options);
        await chairPage.goto("/hwgl/ycgl");
      } else {
        const member = await pageIn(browser, base, walk, voter, lang);
        await castBallot(member.page, lang, [a, b, c], names(a, b), options);
        await member.page.context().close();
      }
      await expect(chairPage.getByText(t.votedOf(i + 1))).toBeVisible({ timeout: 15_000 });
    }
    await chairPage.getByRole("button", { name: button(t.close) }).click();
    await confirmModal(chairPage, t.ok);

    // -- personnel end the meeting; the chair signs off
    await p.goto("/hwgl/hygl");
    await p
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("button", { name: button(t.detail) })
      .click();
    await p.getByRole("button", { name: button(t.end) }).click();
    await confirmModal(p, t.ok);
    await chairPage.goto("/HighJudgesRes/HighJudges");
    if (lang === "en") {
      // the tally's English headers ("Attending", "Disagree") stay whole, on one line
      const attending = chairPage.getByRole("columnheader", { name: "Attending" }).first();
      await expect(attending).toBeVisible();
      expect((await attending.boundingBox())?.height).toBeLessThan(50);
    }
    await chairPage.getByRole("button", { name: button(t.signOff) }).click();
    const signDialog = chairPage.getByRole("dialog");
    await signDialog
      .getByRole("textbox")
      .fill(lang === "zh" ? "同意评审委员会表决结果" : "The committee's verdicts stand");
    await signDialog.getByRole("button", { name: button(t.signOff) }).click();
    await expect(chairPage.getByText(t.signedOff(walk.chair.name))).toBeVisible();
    await chairPage.context().close();

    // -- the results publicity of the two passed opens, its five working days behind it, and closes
    await p.goto("/HighJudgesRes/HighJudges?tab=publicity");
    const awaiting = p.getByTestId("results-awaiting");
    for (const passed of [a, b])
      await awaiting.locator(".ant-table-row").filter({ hasText: passed.name }).getByRole("checkbox").check();
    await expect(awaiting.locator(".ant-table-row").filter({ hasText: c.name })).toHaveCount(0);
    await p.getByRole("button", { name: button(t.publish) }).click();
    const publishDialog = p.getByRole("dialog", { name: t.publish });
    const startsOn = publishDialog.getByLabel(t.startsOn);
    await startsOn.fill(new Date(Date.now() - 21 * 86_400_000).toISOString().slice(0, 10));
    await startsOn.press("Enter");
    await publishDialog.getByRole("button", { name: button(t.publishOk) }).click();
    await expect(publishDialog).toBeHidden();
    const notice = p.getByTestId("result-notices").locator(".ant-table-row").first();
    await notice.getByRole("button", { name: button(t.closePublicity) }).click();
    await confirmPopover(p, t.closeConfirm, t.closePublicity);
    await expect(p.getByText(t.closed)).toBeVisible();

    // -- the third declarant appeals the failed vote; personnel send it back to the professor committee
    const declarant = (await pageIn(browser, base, walk, c, lang)).page;
    await declarant.goto("/zcps/userCenter");
    const card = declarant.getByTestId(`appeal-case-${c.declarationId}`);
    await card.getByRole("button", { name: button(t.appeal) }).click();
    const appealDialog = declarant.getByRole("dialog", { name: t.fileAppeal });
    await appealDialog.getByLabel(t.grounds).fill(GROUNDS[lang]);
    await appealDialog
      .locator("input[type=file]")
      .setInputFiles({ name: "ballot.pdf", mimeType: "application/pdf", buffer: PDF });
    await expect(appealDialog.getByText("ballot.pdf")).toBeVisible();
    await appealDialog.getByRole("button", { name: button(t.appealSubmit) }).click();
    await expect(appealDialog).toBeHidden();
    await declarant.context().close();

    await p.goto("/HighJudgesRes/HighJudges?tab=appeals");
    const appeal = p.getByTestId("results-appeals").locator(".ant-table-row").filter({ hasText: c.name });
    await appeal.getByRole("button", { name: button(t.decide) }).click();
    const decideDialog = p.getByRole("dialog", { name: t.decideAppeal });
    await expect(decideDialog).toContainText(GROUNDS[lang]);
    await decideDialog.getByText(t.reReview, { exact: true }).click();
    await decideDialog.getByRole("combobox", { name: t.reinstateAt }).click();
    await p.locator(".ant-select-item-option").filter({ hasText: t.professorStage }).click();
    await decideDialog
      .getByLabel(t.reasons)
      .fill(
        lang === "zh" ? "计票有误，发回教授委员会重新评审" : "Miscounted: the professor committee reviews it again",
      );
    await decideDialog.getByRole("button", { name: button(t.decide) }).click();
    await expect(decideDialog).toBeHidden();
    await expect(appeal).toContainText(t.reinstated);

    // -- the supervisor verifies the sealed chain, and sees a seal changed in the database named
    const supervisor = (
      await pageIn(browser, base, walk, { username: "supervisor", password: undefined as unknown as string }, lang)
    ).page;
    await supervisor.goto("/HighJudgesRes/HighJudges?tab=seals");
    const seals = supervisor.getByTestId("committee-seals");
    await expect(seals.getByText(t.sealsOk)).toBeVisible();
    const tampered = await tamperSeal(a.declarationId);
    if (tampered)
      try {
        await seals.getByRole("button", { name: button(t.sealsCheck) }).click();
        await expect(seals.getByText(t.sealsBroken)).toBeVisible();
        await expect(seals.getByText(t.changed(a.name))).toBeVisible();
      } finally {
        await tampered.restore();
      }
    else
      test.info().annotations.push({
        type: "skipped",
        description:
          "started without SERVER_DATABASE_URL (scripts/test.mjs and scripts/e2e.mjs set it): no seal changed",
      });
    await seals.getByRole("button", { name: button(t.sealsCheck) }).click();
    await expect(seals.getByText(t.sealsOk)).toBeVisible();

    // -- a candidate's A3 table, as Word and as PDF
    await p.goto("/HighJudgesRes/HighJudges");
    await p.getByRole("button", { name: "A3", exact: true }).first().click();
    const drawer = p.getByRole("dialog").filter({ has: p.getByTestId("a3-table") });
    const word = p.waitForEvent("download");
    await drawer.getByRole("button", { name: button(t.word) }).click();
    expect((await word).suggestedFilename()).toMatch(t.wordFile);
    const pdf = p.waitForEvent("download");
    await drawer.getByRole("button", { name: button(t.pdf) }).click();
    expect((await pdf).suggestedFilename()).toMatch(t.pdfFile);
  });
}
