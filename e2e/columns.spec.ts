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
    for (const table of document.querySelectorAll(".ant-table")) {
      if ((table as HTMLElement).offsetParent === null) continue;
      for (const th of table.querySelectorAll(".ant-table-thead th")) {
        const title = th.querySelector(".ant-table-column-title") ?? th;
        if (th.textContent?.trim() && overflows(title)) found.push(`header: ${th.textContent.trim()}`);
      }
      for (const td of table.querySelectorAll(".ant-table-tbody tr:not(.ant-table-placeholder) td")) {
        // ellipsis cells cut on purpose (the whole text on hover); a switch holds both its labels, one hidden
        if (td.matches(".ant-table-cell-ellipsis") || td.querySelector(".ant-typography-ellipsis, .ant-switch"))
          continue;
        if (td.textContent?.trim() && overflows(td)) found.push(`cell: ${td.textContent.trim().slice(0, 40)}`);
      }
    }
    return [...new Set(found)];
  });
}

/** The pages in three parts, so the two workers share them instead of one walking all ninety. */
const PARTS = 3;
test.describe.configure({ mode: "parallel" });

for (let part = 0; part < PARTS; part++)
  test(`no list page clips a column at 1280 or 1920 px (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
    baseURL,
  }) => {
    // about thirty pages, each opened once and measured at two widths
    test.setTimeout(300_000);
    await signIn(page, request, baseURL ?? "", "admin");
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
      if (await page.getByText("模块暂未开放").count()) continue;
      for (const what of await clipped(page)) problems.push(`${path} @1280 ${what}`);
      await page.setViewportSize({ width: 1920, height: 900 });
      await page.waitForTimeout(150);
      for (const what of await clipped(page)) problems.push(`${path} @1920 ${what}`);
    }
    expect(problems).toEqual([]);
  });
