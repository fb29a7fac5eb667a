import { expect, test } from "@playwright/test";
import { button, signIn } from "./support";

/**
 * The A3 review table of a candidate of the demo's ended meeting, in Chinese and in English: personnel opens it from
 * the meeting's results, downloads it as Word and as PDF, rewords a text section and saves it as a new version, which
 * the drawer then shows as edited; then makes the meeting's packet (its agenda and its candidates' tables) and
 * downloads it.
 */

const T = {
  zh: {
    meeting: "会议",
    drawer: /^A3评审表：/,
    word: "下载 Word",
    pdf: "下载 PDF",
    edit: "修改文字",
    save: "保存为新版本",
    saved: /评审表已保存为第 \d+ 版/,
    edited: "已修改",
    wordFile: /-评审表\.docx$/,
    pdfFile: /-评审表\.pdf$/,
    makePacket: /^(重新)?生成会议材料包$/,
    downloadPacket: "下载会议材料包",
    packetFile: /预备会议会议材料-\d{8}\.zip$/,
    text: "经评议，该同志师德师风良好，教学科研业绩突出。",
  },
  en: {
    meeting: "Meeting",
    drawer: /^A3 review table: /,
    word: "Download Word",
    pdf: "Download PDF",
    edit: "Edit texts",
    save: "Save as a new version",
    saved: /The table is saved as version \d+/,
    edited: "Edited",
    wordFile: /-review table\.docx$/,
    pdfFile: /-review table\.pdf$/,
    makePacket: /^Make the (meeting packet|packet again)$/,
    downloadPacket: "Download the packet",
    packetFile: /预备会议 meeting packet-\d{8}\.zip$/,
    text: "Reviewed: sound professional conduct, strong teaching and research.",
  },
} as const;

for (const lang of ["zh", "en"] as const) {
  const t = T[lang];
  test(`${lang}: personnel downloads a candidate's A3 table as Word and PDF, saves an edit as a new version, and the meeting's packet`, async ({
    page,
    request,
    baseURL,
  }) => {
    await signIn(page, request, baseURL ?? "", "personnel", lang);
    await page.goto("/HighJudgesRes/HighJudges");
    await page.getByRole("combobox", { name: t.meeting }).click();
    await page
      .getByText(/预备会议/)
      .last()
      .click();
    await page.getByRole("button", { name: "A3", exact: true }).first().click();
    const drawer = page.getByRole("dialog").filter({ has: page.getByText(t.drawer) });
    await expect(drawer.getByTestId("a3-table")).toBeVisible();

    const word = page.waitForEvent("download");
    await drawer.getByRole("button", { name: button(t.word) }).click();
    expect((await word).suggestedFilename()).toMatch(t.wordFile);
    const pdf = page.waitForEvent("download");
    await drawer.getByRole("button", { name: button(t.pdf) }).click();
    expect((await pdf).suggestedFilename()).toMatch(t.pdfFile);

    await drawer.getByRole("button", { name: button(t.edit) }).click();
    const area = drawer.getByRole("textbox").first();
    await area.fill(t.text);
    await drawer.getByRole("button", { name: button(t.save) }).click();
    await expect(page.locator(".ant-message").getByText(t.saved)).toBeVisible();
    await expect(drawer.getByRole("textbox")).toHaveCount(0);
    const section = drawer.locator("[data-testid^=a3-section-]").filter({ hasText: t.text });
    await expect(section).toBeVisible();
    await expect(section.getByText(t.edited, { exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    // the meeting's packet, made in the background (again, when the other language's test made it first)
    await page.getByTestId("a3-zip").getByRole("button", { name: t.makePacket }).click();
    const packet = page.waitForEvent("download");
    await page.getByRole("button", { name: button(t.downloadPacket) }).click({ timeout: 30_000 });
    expect((await packet).suggestedFilename()).toMatch(t.packetFile);
  });
}
