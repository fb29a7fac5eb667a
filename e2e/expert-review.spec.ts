import { expect, type Page, test } from "@playwright/test";
import type { Page as Paged } from "@zcps/contracts/api";
import type { ExpertAccount, ExpertRow } from "@zcps/contracts/zcps/experts/api";
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
 * The expert's side of the anonymous peer review (/AnonymousReview/IdentityVerification and ExpertReview), walked
 * once in Chinese and once in English, each on declarations and a round of its own. Four lecturers' declarations of
 * the School of Marxism (no other browser test works in it), in discipline 081203, are carried through the stages
 * before by the API and qualified by personnel; peer_admin opens a round per language whose 0812 declarants 0802
 * experts may review, and simulates and submits it with an internal and an external expert pinned to both of its
 * declarations: 吴刚 (expert_in, mechanical engineering) in both, with 郑华 (expert_out, verified by personnel in the
 * demo) in Chinese and an external professor added to the pool for this run in English.
 * In Chinese 吴刚 signs in by his invitation's link, verifies his identity with the code sent to his phone and declares
 * a conflict with the first declarant; 郑华 replaces his signature, accepts the first, reads its packet (the code,
 * never the name, staff number or unit), opens its watermarked PDF, submits a scored opinion, which is read-only
 * after, and downloads it as Word. In English 吴刚, verified already, declares the conflict, and the new external
 * expert signs in by his invitation's link, verifies with the code sent to his phone, uploads his signature and does
 * the same. In each, the internal expert accepts the second and saves a draft; peer_admin replaces him on the first,
 * marks the external expert's opinion invalid and replaces him too, and reads the demo round's summary (one PASS, one
 * FAIL by the 2/3 rule). After both walks, peer_admin reads who is verified and how, and verifies an expert by hand.
 * Screenshots of each state are kept with the test's output.
 */

test.describe.configure({ mode: "serial" });
// each walk signs in, verifies and writes through several pages on a busy machine
test.beforeEach(() => test.setTimeout(120_000));

const UNIT = "marx";
const UNIT_NAMES = ["马克思主义学院", "School of Marxism"];
const DECLARE = "/api/zcps-sh/userCenter";
const OUTSIDE = "/api/zcps-sh/outSideExpert";
const COMMENT_MIN = 30;

const T = {
  zh: {
    declarants: ["评议申报人甲", "评议申报人乙"],
    roundName: `浏览器测试评议 ${RUN}`,
    verifyFirst: "请先完成身份核验",
    noticeOf: "评审须知 · ",
    toVerify: "去核验",
    myRecord: "学校登记的专家信息",
    school: "示范大学",
    sendCode: /发送验证码/,
    resendIn: /秒后重发/,
    code: "验证码",
    verify: "提交核验",
    verifiedOn: /您已于 .* 通过身份核验（短信验证码）/,
    verifiedAny: /通过身份核验/,
    toReviews: "查看评审任务",
    noSignature: "尚未上传签名",
    replaceSignature: "更换签名",
    declareConflict: "声明回避",
    conflictTitle: "存在利益冲突",
    conflictHint: "登记您与该申报人的回避关系",
    conflictReason: "回避原因",
    conflictText: "该申报人为本人指导的博士后",
    linkSpent: "该登录链接已使用或已过期，请使用账号密码或手机验证码登录",
    invited: "待答复",
    accepted: "已接受",
    declined: "已谢绝",
    completed: "已完成",
    submittedOpinion: "已提交",
    accept: "接受",
    acceptConfirm: (code: string) => `接受对申报人 ${code} 的评审邀请？`,
    ok: "确定",
    review: "评审",
    packetTitle: (code: string) => `评审材料 · ${code}`,
    anonymous: "本轮为匿名评审",
    openInTab: "在新标签页打开",
    criteria: ["学术创新", "学术影响", "研究规范"],
    submit: "提交",
    chooseConclusion: "请选择评议结论",
    comment: "评语",
    commentText: "代表作选题新颖，论证严谨，教学与科研成果突出，达到申报职称的水平，同意晋升。",
    commentCount: (n: number) => `已输入 ${n} 字，至少 ${COMMENT_MIN} 字`,
    agree: "同意晋升",
    saveDraft: "保存草稿",
    draftSaved: /草稿保存于/,
    submitConfirm: "确定提交评议意见？",
    readOnly: /评议意见已于 .* 提交，不能再修改。/,
    downloadWord: "下载 Word",
    backToList: "返回列表",
    needSignature: "提交评议意见前请先上传电子签名",
    draftComment: "初读：代表作论证扎实。",
    round: "评议轮次",
    keyword: "姓名或工号",
    search: "搜索",
    showInvitations: "查看邀请",
    conflict: "声明回避",
    replace: "补派",
    replaceTitle: "补派专家",
    replacing: (expert: string) => `替换 ${expert}`,
    reasonCode: "补派原因",
    reasonDeclined: "专家拒绝评审",
    reasonInvalid: "意见格式不合规",
    opinionKeyword: "申报人、编号或专家",
    valid: "有效",
    invalid: "无效",
    markInvalid: "标记无效",
    invalidTitle: "将评议意见标记为无效",
    reason: "原因",
    invalidText: "评语与代表作内容不符，请补派专家重新评议",
    invalidStatus: "意见无效",
    pass: "通过",
    fail: "未通过",
    early: "已可确定",
    threshold: "需同意 4 票",
    demoRound: "2026年度同行专家评议（第一轮）",
  },
  en: {
    declarants: ["英文评议甲", "英文评议乙"],
    roundName: `Expert walk ${RUN}`,
    verifyFirst: "Verify your identity first",
    noticeOf: "Notice to experts · ",
    toVerify: "Verify now",
    myRecord: "Your record as the school holds it",
    school: "Demo University",
    sendCode: /Send code/,
    resendIn: /Again in \d+ s/,
    code: "Code",
    verify: "Verify",
    verifiedOn: /You verified your identity on .* \(SMS code\)/,
    verifiedAny: /You verified your identity on /,
    toReviews: "My reviews",
    noSignature: "No signature yet",
    replaceSignature: "Replace signature",
    declareConflict: "Declare a conflict",
    conflictTitle: "Declare a conflict of interest with",
    conflictHint: "records the conflict",
    conflictReason: "The conflict",
    conflictText: "The declarant is a postdoctoral fellow I supervise",
    linkSpent:
      "This sign-in link has been used or has expired: sign in with your password or a code sent to your phone",
    invited: "Invited",
    accepted: "Accepted",
    declined: "Declined",
    completed: "Completed",
    submittedOpinion: "Submitted",
    accept: "Accept",
    acceptConfirm: (code: string) => `Accept the invitation to review ${code}?`,
    ok: "OK",
    review: "Review",
    packetTitle: (code: string) => `Review materials · ${code}`,
    anonymous: "An anonymous round",
    openInTab: "Open in a new tab",
    criteria: ["Innovation", "Impact", "Rigour"],
    submit: "Submit",
    chooseConclusion: "Choose a conclusion",
    comment: "Comment",
    commentText: "An original topic, rigorously argued; teaching and research both strong. Agree to promote.",
    commentCount: (n: number) => `${n} characters, ${COMMENT_MIN} at least`,
    agree: "Agree to promote",
    saveDraft: "Save draft",
    draftSaved: /Draft saved at/,
    submitConfirm: "Submit your opinion?",
    readOnly: /You submitted this opinion on .*; it can no longer be changed\./,
    downloadWord: "Download Word",
    backToList: "Back to the list",
    needSignature: "Upload your signature before you submit an opinion",
    draftComment: "A first reading: the representative paper is sound.",
    round: "Review round",
    keyword: "Name or staff number",
    search: "Search",
    showInvitations: "Invitations",
    conflict: "Conflict",
    replace: "Replace",
    replaceTitle: "Replace ",
    replacing: (expert: string) => `Replace ${expert}`,
    reasonCode: "Why a replacement",
    reasonDeclined: "Expert declined",
    reasonInvalid: "Opinion not acceptable",
    opinionKeyword: "Declarant, code or expert",
    valid: "Valid",
    invalid: "Invalid",
    markInvalid: "Mark invalid",
    invalidTitle: "Mark the opinion invalid",
    reason: "Reason",
    invalidText: "The comment does not match the representative work: please send it to another expert",
    invalidStatus: "Invalid",
    pass: "Pass",
    fail: "Fail",
    early: "Determined",
    threshold: "4 agree needed",
    demoRound: "2026 peer review (first round)",
  },
} as const;

type Lang = keyof typeof T;
const LANGS: Lang[] = ["zh", "en"];

/** An expert of a walk: who, the phone their codes and links go to, and whether they verified before it. */
interface WalkExpert {
  name: string;
  phone: string;
  username: string;
  verified: boolean;
}

/** Each language's two declarations, its round's internal and external experts. */
interface Walk {
  first: TeamStageDeclaration;
  second: TeamStageDeclaration;
  insider: WalkExpert;
  outsider: WalkExpert;
}
const walks = {} as Record<Lang, Walk>;
const codes: Record<string, string> = {};

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
async function chooseRound(page: Page, lang: Lang, name: string) {
  await page.getByTestId("peer-round-bar").getByRole("combobox", { name: T[lang].round }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(name, { exact: true }).click();
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

/**
 * A professor of another university in 0812 added to the external pool and approved, with a mobile of its own for
 * this run: the English walk's external expert, who has not verified his identity yet. His account is opened on
 * approval; he signs in by his invitation's link.
 */
async function newOutsider(request: Parameters<typeof api>[0], personnel: string): Promise<WalkExpert> {
  const phone = `1377${String(Date.now() % 10_000_000).padStart(7, "0")}`;
  const name = `评议专家${RUN}`;
  const expert = await api<ExpertRow>(request, personnel, OUTSIDE, {
    method: "POST",
    data: {
      name,
      institution: `浏览器测试大学${RUN}`,
      titleName: "教授",
      titleLevel: "FULL_SENIOR",
      disciplineCodes: ["0812"],
      keywords: ["智能制造"],
      phone,
      email: `reviewer.${RUN.toLowerCase()}@example.edu.cn`,
    },
  });
  const account = await api<ExpertAccount>(request, personnel, `${OUTSIDE}/${expert.id}/approve`, { method: "POST" });
  return { name, phone, username: account.username, verified: false };
}

test.beforeAll(async ({ request }) => {
  // four declarations through five stages of API calls, then a round per language
  test.setTimeout(480_000);
  const made = await inSynthesis(
    request,
    UNIT,
    LANGS.flatMap((lang) => T[lang].declarants),
    { staff: { disciplineCode: "081203" }, representativeWork: true },
  );

  // personnel qualify them in the synthesis review
  const personnel = await accessToken(request, "personnel");
  let projectTimeId = "";
  for (const d of made) {
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

  // peer_admin: per language a round, a simulation with its two experts pinned to both declarations, submitted
  const admin = await accessToken(request, "peer_admin");
  const zheng = await expertNamed(admin, request, "郑华");
  const wu = await expertNamed(admin, request, "吴刚");
  const stranger = await newOutsider(request, personnel);
  const insider: WalkExpert = { name: "吴刚", phone: wu.phone ?? "", username: "expert_in", verified: false };
  for (const [i, lang] of LANGS.entries()) {
    const [first, second] = made.slice(2 * i, 2 * i + 2) as [TeamStageDeclaration, TeamStageDeclaration];
    const outsider: WalkExpert =
      lang === "zh" ? { name: "郑华", phone: zheng.phone ?? "", username: "expert_out", verified: true } : stranger;
    // 吴刚 verifies in the Chinese walk, before the English one
    walks[lang] = { first, second, insider: { ...insider, verified: lang === "en" }, outsider };
    const out = lang === "zh" ? zheng : await expertNamed(admin, request, stranger.name);
    const round = await api<PeerRound>(request, admin, PEER_ROUTES.rounds, {
      method: "POST",
      data: {
        projectTimeId,
        // the English round has a Chinese name too, as every round does; the English pages show its English one
        name: lang === "zh" ? T.zh.roundName : `浏览器英文评议 ${RUN}`,
        nameEn: lang === "en" ? T.en.roundName : undefined,
        settings: {
          relatedDisciplines: { "0812": ["0802"] },
          commentMinLength: COMMENT_MIN,
          notice: "请在收到邀请后 5 日内答复，接受后 14 日内提交评议意见。\n评审材料仅供本次评审使用，请勿外传。",
        },
      },
    });
    const pins = [first, second].flatMap((d) => [out, wu].map((e) => ({ declarantId: d.id, expertId: e.expertId })));
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
  }
});

/** Sends the code, reads it from the development outbox, and verifies with the record's own values. */
async function verifyIdentity(page: Page, lang: Lang, phone: string) {
  const t = T[lang];
  await page.getByRole("button", { name: t.sendCode }).click();
  await expect(page.getByRole("button", { name: t.resendIn })).toBeDisabled();
  await page.getByRole("textbox", { name: t.code }).fill(await lastSmsCode(phone));
  await page.getByRole("button", { name: button(t.verify) }).click();
}

/**
 * An expert not yet verified opens the one-time link of his invitation's SMS, which signs him in on his review page:
 * no answer to `code`'s invitation before he verifies, which he does with the code sent to his phone. The link.
 */
async function verifiedByLink(page: Page, lang: Lang, expert: WalkExpert, code: string, kind: string) {
  const t = T[lang];
  await page.addInitScript((language) => window.localStorage.setItem("language", language), lang);
  const link = await lastSmsLink(expert.phone);
  await page.goto(link);
  await expect(page).toHaveURL(/\/AnonymousReview\/ExpertReview/);
  await expect(page.getByText(t.verifyFirst)).toBeVisible();
  await expect(page.getByText(`${t.noticeOf}${t.roundName}`)).toBeVisible();
  const row = rowOf(page, code);
  await expect(row).toContainText(t.invited);
  await expect(row.getByRole("button")).toHaveCount(0);
  await shot(page, `review-unverified-${kind}-${lang}`);

  await page.getByRole("button", { name: t.toVerify }).click();
  await expect(page).toHaveURL(/\/AnonymousReview\/IdentityVerification/);
  await expect(page.getByText(t.myRecord)).toBeVisible();
  await expect(page.getByText(`${expert.phone.slice(0, 3)}****${expert.phone.slice(-4)}`).first()).toBeVisible();
  await shot(page, `identity-form-${kind}-${lang}`);
  await verifyIdentity(page, lang, expert.phone);
  await expect(page.getByText(t.verifiedOn)).toBeVisible();
  await shot(page, `identity-verified-${kind}-${lang}`);
  return link;
}

for (const lang of LANGS) {
  const t = T[lang];

  test(`${lang}: the internal expert ${lang === "zh" ? "verifies his identity with the code sent to his phone, then declares" : "declares"} a conflict on one invitation`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const { first, second, insider } = walks[lang];
    const row = rowOf(page, codes[first.id] as string);
    let link: string | null = null;
    if (insider.verified) {
      await signIn(page, request, baseURL ?? "", insider.username, lang);
      // his institution is the school, named in the console's language
      await page.goto("/AnonymousReview/IdentityVerification");
      await expect(page.getByText(t.myRecord)).toBeVisible();
      await expect(page.getByText(t.school, { exact: true })).toBeVisible();
      await page.goto("/AnonymousReview/ExpertReview");
    } else {
      link = await verifiedByLink(page, lang, insider, codes[first.id] as string, "internal");
      await page.getByRole("button", { name: t.toReviews }).click();
    }
    const conflict = row.getByRole("button", { name: t.declareConflict });
    await expect(conflict).toBeVisible();
    await conflict.click();
    const dialog = page.getByRole("dialog").filter({ hasText: t.conflictTitle });
    await expect(dialog).toContainText(t.conflictHint);
    await dialog.getByRole("button", { name: button(t.declareConflict) }).click();
    await expect(dialog.locator(".ant-form-item-explain-error")).toBeVisible();
    await dialog.getByLabel(t.conflictReason).fill(t.conflictText);
    await shot(page, `conflict-dialog-${lang}`, [1440]);
    await dialog.getByRole("button", { name: button(t.declareConflict) }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText(t.declined);
    await expect(rowOf(page, codes[second.id] as string)).toContainText(t.invited);
    await shot(page, `review-declined-${lang}`);

    // the link was spent: opened again elsewhere, it leaves the sign-in forms with the reason
    if (!link) return;
    const elsewhere = await browser.newContext({ baseURL });
    const again = await elsewhere.newPage();
    await again.addInitScript((language) => window.localStorage.setItem("language", language), lang);
    await again.goto(link);
    await expect(again.getByText(t.linkSpent)).toBeVisible();
    await expect(again).toHaveURL(/\/login$/);
    await expect(again.getByTestId("login-form")).toBeVisible();
    await elsewhere.close();
  });

  test(`${lang}: the external expert ${lang === "zh" ? "replaces his signature" : "verifies his identity, uploads his signature"}, accepts, reads the anonymised packet and its watermarked PDF, submits an opinion and downloads it as Word`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { first, outsider } = walks[lang];
    if (outsider.verified) {
      // the demo's personnel verified 郑华 by hand and he keeps a signature
      await signIn(page, request, baseURL ?? "", outsider.username, lang);
      await page.goto("/AnonymousReview/IdentityVerification");
      await expect(page.getByText(t.verifiedAny)).toBeVisible();
      await expect(page.getByTestId("signature-image")).toBeVisible();
    } else {
      await verifiedByLink(page, lang, outsider, codes[first.id] as string, "external");
      await expect(page.getByText(t.noSignature)).toBeVisible();
    }
    // his own signature, which his opinions carry
    await page.locator("input[type=file]").setInputFiles({ name: "signature.png", mimeType: "image/png", buffer: PNG });
    await expect(page.getByTestId("signature-image")).toBeVisible();
    await expect(page.getByRole("button", { name: t.replaceSignature })).toBeVisible();
    await shot(page, `identity-signed-${lang}`);

    await page.goto("/AnonymousReview/ExpertReview");
    const code = codes[first.id] as string;
    const row = rowOf(page, code);
    if (lang === "en") {
      const head = page.locator(".ant-table-thead");
      for (const column of ["Declarant", "Title applied for", "Discipline", "Status", "Dates", "Opinion", "Actions"])
        await expect(head).toContainText(column);
      expect(await head.innerText()).not.toMatch(CJK);
    }
    await row.getByRole("button", { name: button(t.accept) }).click();
    await confirmPopover(page, t.acceptConfirm(code), t.ok);
    await expect(row).toContainText(t.accepted);
    await row.getByRole("button", { name: button(t.review) }).click();

    // the packet: the code, the title, the self-summary, the representative paper; no name, staff number or unit
    await expect(page.getByText(t.packetTitle(code))).toBeVisible();
    await expect(page.getByText(t.anonymous)).toBeVisible();
    const text = await page.locator("main").innerText();
    expect(text).toContain(code);
    for (const hidden of [first.name, first.employeeNo, ...UNIT_NAMES]) expect(text).not.toContain(hidden);
    await shot(page, `packet-${lang}`);

    // a file opens as a PDF (watermarked by the server) in the viewer
    const pdf = page.waitForResponse((r) => r.url().includes("/file/"));
    await page.getByRole("button", { name: /representative-work\.pdf/ }).click();
    const reply = await pdf;
    expect(reply.status(), reply.ok() ? "" : await reply.text()).toBe(200);
    expect(reply.headers()["content-type"]).toContain("application/pdf");
    await expect(page.locator("iframe.er-viewer")).toBeVisible();
    await expect(page.getByRole("link", { name: t.openInTab })).toBeVisible();
    await shot(page, `packet-file-${lang}`, [1440]);
    await page.locator(".ant-modal-close").click();
    await expect(page.locator("iframe.er-viewer")).toBeHidden();

    // the opinion: scores within their max and their total, the conclusion, a comment counted as typed
    for (const [i, score] of ["36", "25", "27"].entries()) await page.getByLabel(t.criteria[i] as string).fill(score);
    await expect(page.getByTestId("opinion-total")).toHaveText("88 / 100");
    await page.getByRole("button", { name: button(t.submit) }).click();
    await expect(page.getByText(t.chooseConclusion)).toBeVisible();
    await page.getByLabel(t.comment).fill(t.commentText.slice(0, 10));
    await expect(page.getByTestId("comment-count")).toHaveText(t.commentCount(10));
    await page.getByLabel(t.comment).fill(t.commentText);
    await expect(page.getByTestId("comment-count")).toHaveText(t.commentCount([...t.commentText].length));
    await page.getByText(t.agree, { exact: true }).click();
    await page.getByRole("button", { name: t.saveDraft }).click();
    await expect(page.getByText(t.draftSaved)).toBeVisible();
    await shot(page, `opinion-draft-${lang}`);

    await page.getByRole("button", { name: button(t.submit) }).click();
    const confirm = page.locator(".ant-modal-confirm").filter({ hasText: t.submitConfirm });
    await confirm.getByRole("button", { name: button(t.submit) }).click();
    await expect(page.getByText(t.readOnly)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(page.getByLabel(t.comment)).toBeDisabled();
    await expect(page.getByRole("button", { name: t.saveDraft })).toHaveCount(0);
    await expect(page.getByRole("radio", { name: t.agree, exact: true })).toBeChecked();
    await shot(page, `opinion-submitted-${lang}`);

    // the submitted opinion as Word
    const word = page.waitForEvent("download");
    await page.getByRole("button", { name: t.downloadWord }).click();
    const download = await word;
    expect(download.suggestedFilename()).toMatch(/\.docx$/);
    expect(download.suggestedFilename()).not.toContain(first.name);

    // the list says so too
    await page.getByRole("button", { name: t.backToList }).click();
    await expect(row).toContainText(t.completed);
    await expect(row).toContainText(t.submittedOpinion);
  });

  test(`${lang}: the internal expert accepts the other invitation and saves a draft, which waits for his signature`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { second, insider } = walks[lang];
    await signIn(page, request, baseURL ?? "", insider.username, lang);
    await page.goto("/AnonymousReview/ExpertReview");
    const code = codes[second.id] as string;
    const row = rowOf(page, code);
    await expect(row).toContainText(t.invited);
    await shot(page, `review-list-${lang}`);
    await row.getByRole("button", { name: button(t.accept) }).click();
    await confirmPopover(page, t.acceptConfirm(code), t.ok);
    await expect(row).toContainText(t.accepted);
    await row.getByRole("button", { name: button(t.review) }).click();
    await expect(page.getByText(t.packetTitle(code))).toBeVisible();
    await expect(page.getByText(t.needSignature)).toBeVisible();
    await page.getByLabel(t.criteria[0] as string).fill("30");
    await page.getByLabel(t.comment).fill(t.draftComment);
    await page.getByRole("button", { name: t.saveDraft }).click();
    await expect(page.getByText(t.draftSaved)).toBeVisible();
    const text = await page.locator("main").innerText();
    for (const hidden of [second.name, second.employeeNo, ...UNIT_NAMES]) expect(text).not.toContain(hidden);
    await shot(page, `packet-draft-${lang}`);
  });

  test(`${lang}: peer_admin replaces the internal expert, who declared a conflict, then marks the external expert's opinion invalid and replaces him too`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { first, insider, outsider } = walks[lang];
    const code = codes[first.id] as string;
    const invitations = page.getByTestId("peer-invitations").locator(".ant-table-row:visible");
    /** Replaces the expert of this invitation by the first suggestion, and returns the new expert's name. */
    async function replace(expert: string, reason: string) {
      const row = invitations.filter({ hasText: expert });
      await row.getByRole("button", { name: button(t.replace) }).click();
      const dialog = page.getByRole("dialog").filter({ hasText: t.replaceTitle });
      await expect(dialog).toContainText(t.replacing(expert));
      await expect(dialog.getByRole("combobox", { name: t.reasonCode })).toBeVisible();
      await expect(dialog.locator(".ant-select-content, .ant-select-selection-item").first()).toContainText(reason);
      const option = dialog.getByTestId("peer-replacements").locator(".ant-table-row").first();
      await expect(option).toBeVisible();
      const name = (await option.locator("td").nth(1).innerText()).trim();
      await option.click();
      await shot(page, `replace-${reason}-${lang}`, [1440]);
      await dialog.getByRole("button", { name: button(t.replace) }).click();
      await expect(dialog).toBeHidden();
      const added = invitations.filter({ hasText: name });
      await expect(added).toContainText(t.invited);
      await expect(added).toContainText(reason);
      return name;
    }

    /** AlreadySS, this round: the first declarant's invitations. */
    async function firstInvitations() {
      const sent = page.getByTestId("peer-sent");
      await page.goto("/AnonymousReview/AlreadySS");
      await chooseRound(page, lang, t.roundName);
      await sent.getByRole("textbox", { name: t.keyword }).fill(first.name);
      await sent.getByRole("button", { name: button(t.search) }).click();
      await sent
        .locator(".ant-table-row")
        .filter({ hasText: first.name })
        .getByRole("button", { name: t.showInvitations })
        .click();
    }

    await signIn(page, request, baseURL ?? "", "peer_admin", lang);
    await firstInvitations();
    // the declarant's three invitations (the round's list showed both declarants' before)
    await expect(invitations).toHaveCount(3);
    await expect(invitations.filter({ hasText: insider.name })).toContainText(t.conflict);
    const firstReplacement = await replace(insider.name, t.reasonDeclined);
    await expect(invitations).toHaveCount(4);

    // the external expert's submitted opinion, marked invalid with a reason
    await page.goto("/AnonymousReview/NotesReview");
    await chooseRound(page, lang, t.roundName);
    await page.getByRole("textbox", { name: t.opinionKeyword }).fill(code);
    await page.getByRole("button", { name: button(t.search) }).click();
    const opinion = page.getByTestId("peer-opinions").locator(".ant-table-row").filter({ hasText: outsider.name });
    const validity = (text: string) => opinion.locator(".ant-tag").getByText(text, { exact: true });
    await expect(validity(t.valid)).toBeVisible();
    await opinion.getByRole("button", { name: t.markInvalid }).click();
    const dialog = page.getByRole("dialog").filter({ hasText: t.invalidTitle });
    await dialog.getByRole("button", { name: button(t.markInvalid) }).click();
    await expect(dialog.locator(".ant-form-item-explain-error")).toBeVisible();
    await dialog.getByLabel(t.reason).fill(t.invalidText);
    await dialog.getByRole("button", { name: button(t.markInvalid) }).click();
    await expect(dialog).toBeHidden();
    await expect(validity(t.invalid)).toBeVisible();
    await shot(page, `notes-invalid-${lang}`, [1440]);

    // back in AlreadySS the invitation reads invalid and takes a replacement
    await firstInvitations();
    await expect(invitations).toHaveCount(4);
    await expect(invitations.filter({ hasText: outsider.name })).toContainText(t.invalidStatus);
    const secondReplacement = await replace(outsider.name, t.reasonInvalid);
    expect(secondReplacement).not.toBe(firstReplacement);
    await expect(invitations).toHaveCount(5);
  });

  test(`${lang}: the demo round's summary: one declarant PASS with every opinion in, another FAIL by the 2/3 rule`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? "", "peer_admin", lang);
    await page.goto("/AnonymousReview/SummaryResults");
    await chooseRound(page, lang, t.demoRound);
    const rows = page.getByTestId("peer-summary").locator(".ant-table-row");
    const verdict = (text: string) => rows.filter({ has: page.locator(".ant-tag").getByText(text, { exact: true }) });
    // five experts each, so 4 agreeing are needed: the passing one has all five in and agreeing, the failing one two
    // against already (decided before the last opinion is in)
    const passing = verdict(t.pass).first();
    const failing = verdict(t.fail).first();
    // the cells after the check box: declarant, verdict, confirmation, unit, required, valid, agree, disagree
    const cell = (row: typeof passing, column: number) => row.locator("td").nth(column + 1);
    await expect(cell(passing, 4)).toHaveText("5");
    await expect(cell(passing, 6)).toHaveText("5");
    await expect(cell(failing, 7)).toHaveText("2");
    await expect(failing).toContainText(t.early);
    await passing.locator(".ant-tag").first().hover();
    await expect(page.locator(".ant-tooltip:visible")).toContainText(t.threshold);
    if (lang === "en") expect(await page.locator(".ant-table-thead").innerText()).not.toMatch(CJK);
    await shot(page, `summary-demo-${lang}`, [1440]);
  });
}

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
  // an internal expert's institution is the school, in English
  const keyword = page.getByRole("textbox", { name: "Name / institution / mobile" });
  await keyword.fill("吴刚");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.locator(".ant-table-row").filter({ hasText: "吴刚" })).toContainText("Demo University");
  await keyword.fill("");
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
  await keyword.fill(name);
  await page.getByRole("button", { name: "Search" }).click();
  const done = page.locator(".ant-table-row").filter({ hasText: name }).first();
  await expect(done).toContainText("By personnel");
  await expect(done).toContainText("周杰");
  await expect(done).toContainText("Called the institution's personnel office");
});
