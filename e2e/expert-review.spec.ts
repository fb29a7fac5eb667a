import { expect, type Page, test } from "@playwright/test";
import type { Page as Paged } from "@zcps/contracts/api";
import {
  type ExpertVerificationRow,
  PEER_ROUTES,
  type PeerDeclarantRow,
  type PeerRound,
  type SimulationResult,
} from "@zcps/contracts/zcps/peer-review/api";
import { PERSONNEL_ROUTES } from "@zcps/contracts/zcps/team-review/api";
import { PNG } from "./real-files";
import { accessToken, api, button, CJK, confirmPopover, lastSmsCode, lastSmsLink, signIn } from "./support";
import { inSynthesis, RUN, type TeamStageDeclaration } from "./team-review-support";

/**
 * The expert's side of the anonymous peer review (/AnonymousReview/IdentityVerification and ExpertReview), in Chinese
 * and in English. Two lecturers' declarations of the School of Marxism (no other browser test works in it), in
 * discipline 081203, are carried through the stages before by the API and qualified by personnel; peer_admin opens a
 * round whose 0812 declarants 0802 experts may review, and simulates and submits it with 郑华 (expert_out, external)
 * and 吴刚 (expert_in, internal, mechanical engineering) pinned to both. 吴刚 verifies his identity with the code sent to
 * his phone and declares a conflict with the first; 郑华 (verified by personnel in the demo) replaces his signature,
 * accepts the first, reads its
 * packet (the code, never the name, staff number or unit), opens its watermarked PDF and submits a scored opinion,
 * which is read-only after. The English pass: 吴刚 accepts the second and saves a draft, peer_admin reads who is verified
 * and how, and verifies an expert by hand. Then peer_admin replaces 吴刚 on the first, marks 郑华's opinion invalid and
 * replaces him too, and reads the demo round's summary (one PASS, one FAIL by the 2/3 rule). Screenshots of each state
 * are kept with the test's output.
 */

test.describe.configure({ mode: "serial" });
// each walk signs in, verifies and writes through several pages on a busy machine
test.beforeEach(() => test.setTimeout(120_000));

const UNIT = "marx";
const UNIT_NAME = "马克思主义学院";
const DECLARE = "/api/zcps-sh/userCenter";

let first: TeamStageDeclaration;
let second: TeamStageDeclaration;
const codes: Record<string, string> = {};
const phones: Record<"in" | "out", string> = { in: "", out: "" };

const rowOf = (page: Page, code: string) => page.locator(".ant-table-row").filter({ hasText: code });

async function shot(page: Page, name: string, widths = [1440, 1280]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** The administrator's pages start on the batch's first open round: this one instead. */
async function chooseRound(page: Page, name: string) {
  await page.getByTestId("peer-round-bar").getByRole("combobox", { name: "评议轮次" }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(name).click();
  await expect(page.getByTestId("peer-round-bar")).toContainText(name);
}

/** An approved expert's pool id and phone, as the administrator's verification list shows them. */
async function expertNamed(admin: string, request: Parameters<typeof api>[0], name: string) {
  const list = await api<Paged<ExpertVerificationRow>>(request, admin, PEER_ROUTES.verifications, {
    params: { keyword: name, limit: "20" },
  });
  const expert = list.rows.find((r) => r.name === name);
  expect(expert, `the approved expert ${name}`).toBeDefined();
  return expert as ExpertVerificationRow;
}

test.beforeAll(async ({ request }) => {
  // two declarations through five stages of API calls, then a round
  test.setTimeout(300_000);
  [first, second] = (await inSynthesis(request, UNIT, ["评议申报人甲", "评议申报人乙"], {
    staff: { disciplineCode: "081203" },
    representativeWork: true,
  })) as [TeamStageDeclaration, TeamStageDeclaration];

  // personnel qualify both in the synthesis review
  const personnel = await accessToken(request, "personnel");
  let projectTimeId = "";
  for (const d of [first, second]) {
    const mine = await accessToken(request, d.username, d.password);
    const { version, projectTimeId: batch } = await api<{ version: number; projectTimeId: string }>(
      request,
      mine,
      `${DECLARE}/declarations/${d.id}`,
    );
    projectTimeId = batch;
    await api(request, personnel, PERSONNEL_ROUTES.submitUser, {
      method: "POST",
      data: { stage: "SYNTHESIS_REVIEW", declarationId: d.id, version, decision: "QUALIFIED" },
    });
  }

  // peer_admin: a round, a simulation with both demo experts pinned to both declarations, submitted
  const admin = await accessToken(request, "peer_admin");
  const out = await expertNamed(admin, request, "郑华");
  const inside = await expertNamed(admin, request, "吴刚");
  phones.out = out.phone ?? "";
  phones.in = inside.phone ?? "";
  const round = await api<PeerRound>(request, admin, PEER_ROUTES.rounds, {
    method: "POST",
    data: {
      projectTimeId,
      name: `浏览器测试评议 ${RUN}`,
      settings: {
        relatedDisciplines: { "0812": ["0802"] },
        commentMinLength: 30,
        notice: "请在收到邀请后 5 日内答复，接受后 14 日内提交评议意见。\n评审材料仅供本次评审使用，请勿外传。",
      },
    },
  });
  const pins = [first, second].flatMap((d) => [out, inside].map((e) => ({ declarantId: d.id, expertId: e.expertId })));
  const simulation = await api<SimulationResult>(request, admin, PEER_ROUTES.simulate, {
    method: "POST",
    data: { roundId: round.id, declarationIds: [first.id, second.id], seed: 2026, pinned: pins },
  });
  expect(simulation.pinIssues, "the pins hold").toEqual([]);
  await api(request, admin, PEER_ROUTES.submit, { method: "POST", data: { simulationId: simulation.simulationId } });
  const allocated = await api<Paged<PeerDeclarantRow>>(request, admin, PEER_ROUTES.allocated, {
    method: "POST",
    data: { roundId: round.id, limit: 100 },
  });
  for (const d of [first, second]) {
    const code = allocated.rows.find((r) => r.declarationId === d.id)?.code;
    expect(code, `${d.name} has a code`).toBeTruthy();
    codes[d.id] = code as string;
  }
});

/** Sends the code, reads it from the development outbox, and verifies with the record's own values. */
async function verifyIdentity(
  page: Page,
  phone: string,
  texts: { send: RegExp; wait: RegExp; code: string; verify: string },
) {
  await page.getByRole("button", { name: texts.send }).click();
  await expect(page.getByRole("button", { name: texts.wait })).toBeDisabled();
  await page.getByRole("textbox", { name: texts.code }).fill(await lastSmsCode(phone));
  await page.getByRole("button", { name: button(texts.verify) }).click();
}

const ZH_CODE = { send: /发送验证码/, wait: /秒后重发/, code: "验证码", verify: "提交核验" };

test("吴刚 verifies his identity with the code sent to his phone, then declares a conflict on one invitation", async ({
  page,
  browser,
  baseURL,
}) => {
  // the invitation's SMS signs him in once, on his review page
  const link = await lastSmsLink(phones.in);
  await page.goto(link);
  await expect(page).toHaveURL(/\/AnonymousReview\/ExpertReview/);
  await expect(page.getByText("请先完成身份核验")).toBeVisible();
  await expect(page.getByText("评审须知 · 浏览器测试评议")).toBeVisible();
  const row = rowOf(page, codes[first.id] as string);
  await expect(row).toContainText("待答复");
  // no answer before the identity is verified
  await expect(row.getByRole("button")).toHaveCount(0);
  await shot(page, "review-unverified-zh");

  await page.getByRole("button", { name: "去核验" }).click();
  await expect(page).toHaveURL(/\/AnonymousReview\/IdentityVerification/);
  await expect(page.getByText("学校登记的专家信息")).toBeVisible();
  await expect(page.getByText(`${phones.in.slice(0, 3)}****${phones.in.slice(-4)}`).first()).toBeVisible();
  await shot(page, "identity-form-zh");
  await verifyIdentity(page, phones.in, ZH_CODE);
  await expect(page.getByText(/您已于 .* 通过身份核验（短信验证码）/)).toBeVisible();
  await shot(page, "identity-verified-zh");

  await page.getByRole("button", { name: "查看评审任务" }).click();
  await expect(row.getByRole("button", { name: "声明回避" })).toBeVisible();
  await row.getByRole("button", { name: "声明回避" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "存在利益冲突" });
  await expect(dialog).toContainText("登记您与该申报人的回避关系");
  await dialog.getByRole("button", { name: "声明回避" }).click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toBeVisible();
  await dialog.getByLabel("回避原因").fill("该申报人为本人指导的博士后");
  await shot(page, "conflict-dialog-zh", [1440]);
  await dialog.getByRole("button", { name: "声明回避" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("已谢绝");
  await expect(rowOf(page, codes[second.id] as string)).toContainText("待答复");
  await shot(page, "review-declined-zh");

  // the link was spent: opened again elsewhere, it leaves the sign-in forms with the reason
  const elsewhere = await browser.newContext({ baseURL });
  const again = await elsewhere.newPage();
  await again.goto(link);
  await expect(again.getByText("该登录链接已使用或已过期，请使用账号密码或手机验证码登录")).toBeVisible();
  await expect(again).toHaveURL(/\/login$/);
  await expect(again.getByTestId("login-form")).toBeVisible();
  await elsewhere.close();
});

test("郑华 signs, accepts, reads the anonymised packet and its watermarked PDF, and submits an opinion", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "expert_out");
  // the demo's personnel verified 郑华 by hand and he keeps a signature: he replaces it with his own
  await page.goto("/AnonymousReview/IdentityVerification");
  await expect(page.getByText(/通过身份核验/)).toBeVisible();
  await expect(page.getByTestId("signature-image")).toBeVisible();
  await page.locator("input[type=file]").setInputFiles({ name: "signature.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByTestId("signature-image")).toBeVisible();
  await expect(page.getByRole("button", { name: "更换签名" })).toBeVisible();
  await shot(page, "identity-signed-zh");

  await page.goto("/AnonymousReview/ExpertReview");
  const code = codes[first.id] as string;
  const row = rowOf(page, code);
  await row.getByRole("button", { name: button("接受") }).click();
  await confirmPopover(page, `接受对申报人 ${code} 的评审邀请？`);
  await expect(row).toContainText("已接受");
  await row.getByRole("button", { name: button("评审") }).click();

  // the packet: the code, the title, the self-summary, the representative paper; no name, staff number or unit
  await expect(page.getByText(`评审材料 · ${code}`)).toBeVisible();
  await expect(page.getByText("本轮为匿名评审")).toBeVisible();
  const text = await page.locator("main").innerText();
  expect(text).toContain(code);
  for (const hidden of [first.name, first.employeeNo, UNIT_NAME]) expect(text).not.toContain(hidden);
  await shot(page, "packet-zh");

  // a file opens as a PDF (watermarked by the server) in the viewer
  const pdf = page.waitForResponse((r) => r.url().includes("/file/"));
  await page.getByRole("button", { name: /representative-work\.pdf/ }).click();
  const reply = await pdf;
  expect(reply.status(), reply.ok() ? "" : await reply.text()).toBe(200);
  expect(reply.headers()["content-type"]).toContain("application/pdf");
  await expect(page.locator("iframe.er-viewer")).toBeVisible();
  await expect(page.getByRole("link", { name: "在新标签页打开" })).toBeVisible();
  await shot(page, "packet-file-zh", [1440]);
  await page.locator(".ant-modal-close").click();
  await expect(page.locator("iframe.er-viewer")).toBeHidden();

  // the opinion: scores within their max and their total, the conclusion, a comment counted as typed
  await page.getByLabel("学术创新").fill("36");
  await page.getByLabel("学术影响").fill("25");
  await page.getByLabel("研究规范").fill("27");
  await expect(page.getByTestId("opinion-total")).toHaveText("88 / 100");
  await page.getByRole("button", { name: "提 交" }).click();
  await expect(page.getByText("请选择评议结论")).toBeVisible();
  const comment = "代表作选题新颖，论证严谨，教学与科研成果突出，达到申报职称的水平，同意晋升。";
  await page.getByLabel("评语").fill(comment.slice(0, 10));
  await expect(page.getByTestId("comment-count")).toHaveText("已输入 10 字，至少 30 字");
  await page.getByLabel("评语").fill(comment);
  await expect(page.getByTestId("comment-count")).toHaveText(`已输入 ${[...comment].length} 字，至少 30 字`);
  await page.getByText("同意晋升", { exact: true }).click();
  await page.getByRole("button", { name: "保存草稿" }).click();
  await expect(page.getByText(/草稿保存于/)).toBeVisible();
  await shot(page, "opinion-draft-zh");

  await page.getByRole("button", { name: "提 交" }).click();
  const confirm = page.locator(".ant-modal-confirm").filter({ hasText: "确定提交评议意见？" });
  await confirm.getByRole("button", { name: "提 交" }).click();
  await expect(page.getByText(/评议意见已于 .* 提交，不能再修改。/)).toBeVisible();
  await expect(page.getByLabel("评语")).toBeDisabled();
  await expect(page.getByRole("button", { name: "保存草稿" })).toHaveCount(0);
  await shot(page, "opinion-submitted-zh");

  // the submitted opinion as Word
  const word = page.waitForEvent("download");
  await page.getByRole("button", { name: "下载 Word" }).click();
  expect((await word).suggestedFilename()).toMatch(/\.docx$/);

  // the list says so too
  await page.getByRole("button", { name: "返回列表" }).click();
  await expect(row).toContainText("已完成");
  await expect(row).toContainText("已提交");
});

test("in English: 吴刚 accepts the other invitation and saves a draft; 郑华 reads his submitted opinion", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "expert_in", "en");
  await page.goto("/AnonymousReview/ExpertReview");
  const code = codes[second.id] as string;
  const row = rowOf(page, code);
  const head = page.locator(".ant-table-thead");
  for (const column of ["Declarant", "Title applied for", "Discipline", "Status", "Dates", "Opinion", "Actions"])
    await expect(head).toContainText(column);
  expect(await head.innerText()).not.toMatch(CJK);
  await expect(rowOf(page, codes[first.id] as string)).toContainText("Declined");
  await expect(row).toContainText("Invited");
  await shot(page, "review-list-en");
  await row.getByRole("button", { name: "Accept" }).click();
  await confirmPopover(page, `Accept the invitation to review ${code}?`, "OK");
  await expect(row).toContainText("Accepted");
  await row.getByRole("button", { name: "Review" }).click();
  await expect(page.getByText(`Review materials · ${code}`)).toBeVisible();
  await expect(page.getByText("Upload your signature before you submit an opinion")).toBeVisible();
  await page.getByLabel("Innovation").fill("30");
  await page.getByLabel("Comment").fill("A first reading: the representative paper is sound.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText(/Draft saved at/)).toBeVisible();
  const text = await page.locator("main").innerText();
  for (const hidden of [second.name, second.employeeNo, UNIT_NAME, "School of Marxism"])
    expect(text).not.toContain(hidden);
  await shot(page, "packet-draft-en");

  await signIn(page, request, baseURL ?? "", "expert_out", "en");
  await page.goto("/AnonymousReview/IdentityVerification");
  await expect(page.getByText(/You verified your identity on /)).toBeVisible();
  await expect(page.getByTestId("signature-image")).toBeVisible();
  await shot(page, "identity-verified-en");
  await page.goto("/AnonymousReview/ExpertReview");
  await rowOf(page, codes[first.id] as string)
    .getByRole("button", { name: "View" })
    .click();
  await expect(page.getByText(/You submitted this opinion on .*; it can no longer be changed\./)).toBeVisible();
  await expect(page.getByTestId("opinion-total")).toHaveText("88 / 100");
  await expect(page.getByRole("radio", { name: "Agree to promote" })).toBeChecked();
  await shot(page, "opinion-submitted-en");
});

test("the administrator sees who is verified and how, and verifies an expert by hand (zh and en)", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "peer_admin");
  await page.goto("/AnonymousReview/IdentityVerification");
  // 吴刚 verified with the code sent to his phone (the first test)
  await page.getByRole("textbox", { name: "姓名 / 单位 / 手机号" }).fill("吴刚");
  await page.getByRole("button", { name: button("搜索") }).click();
  const wu = page.locator(".ant-table-row").filter({ hasText: "吴刚" });
  await expect(wu).toContainText("已核验");
  await expect(wu).toContainText("短信验证码");
  await shot(page, "verifications-zh");

  await signIn(page, request, baseURL ?? "", "peer_admin", "en");
  await page.goto("/AnonymousReview/IdentityVerification");
  await page.getByRole("combobox", { name: "Verification" }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("Not verified").click();
  await page.getByRole("button", { name: "Search" }).click();
  const waiting = page.locator(".ant-table-row").first();
  await expect(waiting).toContainText("Not verified");
  // the first cell reads the name, then the expert's type
  const name = (await waiting.locator("td").first().innerText()).split("\n")[0]?.trim() ?? "";
  expect(await page.locator(".ant-table-thead").innerText()).not.toMatch(CJK);
  await shot(page, "verifications-en");
  await waiting.getByRole("button", { name: "Verify by hand" }).click();
  const confirm = page.locator(".ant-modal-confirm").filter({ hasText: `Verify ${name}'s identity by hand` });
  await confirm.locator("textarea").fill("Called the institution's personnel office");
  await confirm.getByRole("button", { name: "Verify by hand" }).click();
  await page.getByRole("combobox", { name: "Verification" }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle("Verified", { exact: true }).click();
  await page.getByRole("textbox", { name: "Name / institution / mobile" }).fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const done = page.locator(".ant-table-row").filter({ hasText: name }).first();
  await expect(done).toContainText("By personnel");
  await expect(done).toContainText("周杰");
  await expect(done).toContainText("Called the institution's personnel office");
});

test("peer_admin replaces 吴刚, who declared a conflict, then marks 郑华's opinion invalid and replaces him too", async ({
  page,
  request,
  baseURL,
}) => {
  const code = codes[first.id] as string;
  const invitations = page.getByTestId("peer-invitations").locator(".ant-table-row:visible");
  /** Replaces the expert of this invitation by the first suggestion, and returns the new expert's name. */
  async function replace(expert: string, reason: string) {
    const row = invitations.filter({ hasText: expert });
    await row.getByRole("button", { name: button("补派") }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: "补派专家" });
    await expect(dialog).toContainText(`替换 ${expert}`);
    await expect(dialog.getByRole("combobox", { name: "补派原因" })).toBeVisible();
    await expect(dialog.locator(".ant-select-content, .ant-select-selection-item").first()).toContainText(reason);
    const option = dialog.getByTestId("peer-replacements").locator(".ant-table-row").first();
    await expect(option).toBeVisible();
    const name = (await option.locator("td").nth(1).innerText()).trim();
    await option.click();
    await shot(page, `replace-${reason}-zh`, [1440]);
    await dialog.getByRole("button", { name: button("补派") }).click();
    await expect(dialog).toBeHidden();
    const added = invitations.filter({ hasText: name });
    await expect(added).toContainText("待答复");
    await expect(added).toContainText(reason);
    return name;
  }

  /** AlreadySS, this round: the first declarant's invitations. */
  async function firstInvitations() {
    const sent = page.getByTestId("peer-sent");
    await page.goto("/AnonymousReview/AlreadySS");
    await chooseRound(page, `浏览器测试评议 ${RUN}`);
    await sent.getByRole("textbox", { name: "姓名或工号" }).fill(first.name);
    await sent.getByRole("button", { name: button("搜索") }).click();
    await sent
      .locator(".ant-table-row")
      .filter({ hasText: first.name })
      .getByRole("button", { name: "查看邀请" })
      .click();
  }

  await signIn(page, request, baseURL ?? "", "peer_admin");
  await firstInvitations();
  // the declarant's three invitations (the round's list showed both declarants' before)
  await expect(invitations).toHaveCount(3);
  await expect(invitations.filter({ hasText: "吴刚" })).toContainText("声明回避");
  const firstReplacement = await replace("吴刚", "专家拒绝评审");
  await expect(invitations).toHaveCount(4);

  // 郑华's submitted opinion, marked invalid with a reason
  await page.goto("/AnonymousReview/NotesReview");
  await chooseRound(page, `浏览器测试评议 ${RUN}`);
  await page.getByRole("textbox", { name: "申报人、编号或专家" }).fill(code);
  await page.getByRole("button", { name: button("搜索") }).click();
  const opinion = page.getByTestId("peer-opinions").locator(".ant-table-row").filter({ hasText: "郑华" });
  await expect(opinion).toContainText("有效");
  await opinion.getByRole("button", { name: "标记无效" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "将评议意见标记为无效" });
  await dialog.getByRole("button", { name: button("标记无效") }).click();
  await expect(dialog.locator(".ant-form-item-explain-error")).toBeVisible();
  await dialog.getByLabel("原因").fill("评语与代表作内容不符，请补派专家重新评议");
  await dialog.getByRole("button", { name: button("标记无效") }).click();
  await expect(dialog).toBeHidden();
  await expect(opinion).toContainText("无效");
  await shot(page, "notes-invalid-zh", [1440]);

  // back in AlreadySS the invitation reads invalid and takes a replacement
  await firstInvitations();
  await expect(invitations).toHaveCount(4);
  await expect(invitations.filter({ hasText: "郑华" })).toContainText("意见无效");
  const secondReplacement = await replace("郑华", "意见格式不合规");
  expect(secondReplacement).not.toBe(firstReplacement);
  await expect(invitations).toHaveCount(5);
});

test("the demo round's summary: one declarant PASS with every opinion in, another FAIL by the 2/3 rule", async ({
  page,
  request,
  baseURL,
}) => {
  await signIn(page, request, baseURL ?? "", "peer_admin");
  await page.goto("/AnonymousReview/SummaryResults");
  await chooseRound(page, "2026年度同行专家评议（第一轮）");
  const rows = page.getByTestId("peer-summary").locator(".ant-table-row");
  const verdict = (text: string) => rows.filter({ has: page.locator(".ant-tag").getByText(text, { exact: true }) });
  // five experts each, so 4 agreeing are needed: the passing one has all five in and agreeing, the failing one two
  // against already (decided before the last opinion is in)
  const passing = verdict("通过").first();
  const failing = verdict("未通过").first();
  // the cells after the check box: declarant, verdict, confirmation, unit, required, valid, agree, disagree
  const cell = (row: typeof passing, column: number) => row.locator("td").nth(column + 1);
  await expect(cell(passing, 4)).toHaveText("5");
  await expect(cell(passing, 6)).toHaveText("5");
  await expect(cell(failing, 7)).toHaveText("2");
  await expect(failing).toContainText("已可确定");
  await passing.locator(".ant-tag").first().hover();
  await expect(page.locator(".ant-tooltip:visible")).toContainText("需同意 4 票");
  await shot(page, "summary-demo-zh", [1440]);
});
