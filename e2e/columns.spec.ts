import { expect, type Page, test } from "@playwright/test";
import { DEPARTMENT_MATERIAL_PAGES, MENU_TREE, menuPath } from "@zcps/contracts/menus";
import { signIn } from "./support";

/**
 * No list page clips a column at 1280 or 1920 px: every header and every cell that is not meant to cut its text
 * (antd's ellipsis cells show the whole text on hover) shows all of it. The administrator opens every built page.
 */

const SAMPLED_MATERIAL_PAGES = new Set(DEPARTMENT_MATERIAL_PAGES.slice(0, 2).map(([code]) => code));

/** Pages that keep a stream open (the vote's live count): the network never goes idle there. */
const STREAMING = new Set(["/hwgl/ycgl"]);

function pages(): string[] {
  const paths: string[] = [];
  for (const group of MENU_TREE)
    for (const child of group.children ?? []) {
      // the per-material-type pages share one component each: two of them stand for all
      const type = child.code.replace(/S$/, "");
      if ((group.code === "DepartmentAudit" || group.code === "DepartmentAudS") && child.code !== "AuditMain") {
        if (!SAMPLED_MATERIAL_PAGES.has(type)) continue;
      }
      paths.push(menuPath(group.code, child).replace(":isAdmin", "1"));
    }
  return paths;
}

/**
 * Headers and cells whose text does not fit, as "header: text": the text's box (a range over the cell's contents)
 * reaches past the cell's padding. Fixed columns' shadows and sort icons do not count; wrapped text fits.
 */
async function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const overflows = (cell: Element) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      const text = range.getBoundingClientRect();
      if (text.width === 0) return false;
      const box = cell.getBoundingClientRect();
      const style = getComputedStyle(cell);
      const left = box.left + Number.parseFloat(style.paddingLeft) - 1;
      const right = box.right - Number.parseFloat(style.paddingRight) + 1;
      return text.left < left || text.right > right;
    };
    const bare = (cell: Element) => {
      const right = cell.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(cell).paddingRight) + 1;
      return [...cell.querySelectorAll("*")].some((element) => {
        if (element.parentElement?.closest(".ant-typography-ellipsis")) return false;
        const style = getComputedStyle(element);
        // inline text is cut with the mark; boxes (tags, flex rows, inline blocks) are cut bare
        if (style.display === "inline" || style.position === "absolute" || style.position === "fixed") return false;
        if (style.visibility === "hidden") return false;
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > right;
      });
    };
    // a word the column is too narrow for breaks inside itself ("Declaration / s"): its range spans two lines. Words
    // as people write them (letters, lower case after the first, at most 18): codes, ids and the names other tests
    // make up (with digits, capitals or joins) may break where they must
    const brokenWord = (cell: Element) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const word of text.matchAll(/(?<![\w'’@.-])[A-Za-z][a-z'’]{1,17}(?![\w'’@.-])/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) return word[0];
        }
      }
      return undefined;
    };
    for (const table of document.querySelectorAll(".ant-table")) {
      if ((table as HTMLElement).offsetParent === null) continue;
      for (const th of table.querySelectorAll(".ant-table-thead th")) {
        const title = th.querySelector(".ant-table-column-title") ?? th;
        if (th.textContent?.trim() && overflows(title)) found.push(`header: ${th.textContent.trim()}`);
        const broken = brokenWord(title);
        if (broken) found.push(`header breaks "${broken}": ${th.textContent?.trim()}`);
      }
      for (const td of table.querySelectorAll(".ant-table-tbody tr:not(.ant-table-placeholder) td")) {
        // ellipsis cells cut on purpose (the whole text on hover), but only text: an element pushed past the cell's
        // edge (a tag, a flex row of text) is cut bare, without the mark
        if (td.matches(".ant-table-cell-ellipsis") || td.querySelector(".ant-typography-ellipsis")) {
          if (bare(td)) found.push(`cut: ${td.textContent?.trim().slice(0, 40)}`);
          continue;
        }
        // a switch holds both its labels, one hidden
        if (td.querySelector(".ant-switch")) continue;
        if (td.textContent?.trim() && overflows(td)) found.push(`cell: ${td.textContent.trim().slice(0, 40)}`);
        const broken = brokenWord(td);
        if (broken) found.push(`cell breaks "${broken}": ${td.textContent?.trim().slice(0, 40)}`);
      }
    }
    return [...new Set(found)];
  });
}

/** What stays clipped half a second later: a list's rows render deferred, and antd measures its ellipsis after. */
async function settledClipped(page: Page): Promise<string[]> {
  const first = await clipped(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(500);
  const second = new Set(await clipped(page));
  return first.filter((what) => second.has(what));
}

/** The pages in three parts per language, so the two workers share them instead of one walking all ninety. */
const PARTS = 3;
/** English words are longer than Chinese ones: a column wide enough in one language may cut the other. */
const LANGUAGES = [
  { lang: "zh", notBuilt: "模块暂未开放" },
  { lang: "en", notBuilt: "module is not available yet" },
];
test.describe.configure({ mode: "parallel" });

for (const { lang, notBuilt } of LANGUAGES)
  for (let part = 0; part < PARTS; part++)
    test(`no list page clips a column at 1280 or 1920 px in ${lang} (part ${part + 1} of ${PARTS})`, async ({
      page,
      request,
      baseURL,
    }) => {
      // about thirty pages, each opened once and measured at two widths
      test.setTimeout(300_000);
      await signIn(page, request, baseURL ?? "", "admin", lang);
      const all = pages();
      const size = Math.ceil(all.length / PARTS);
      const problems: string[] = [];
      for (const path of all.slice(part * size, (part + 1) * size)) {
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto(path);
        await page.waitForLoadState(STREAMING.has(path) ? "load" : "networkidle");
        // the page's chunk and its first answers: no spinner left
        await page
          .waitForFunction(() => !document.querySelector(".ant-spin-spinning, .ant-skeleton"), undefined, {
            timeout: 15_000,
          })
          .catch(() => undefined);
        if (await page.getByText(notBuilt).count()) continue;
        for (const what of await settledClipped(page)) problems.push(`${path} @1280 ${what}`);
        await page.setViewportSize({ width: 1920, height: 900 });
        await page.waitForTimeout(150);
        for (const what of await settledClipped(page)) problems.push(`${path} @1920 ${what}`);
      }
      expect(problems).toEqual([]);
    });
