// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { A3Table } from "@zcps/contracts/zcps/results/a3";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import i18n from "../../../../i18n";
import { provideLayoutApis } from "../../../../test/jsdom-layout";
import { a3Locales } from "../locales";
import { A3TableView } from "./a3-table-view";

const table: A3Table = {
  declarationId: "d1",
  userId: "u1",
  projectTimeId: "b1",
  title: "高等学校教师职务评审表",
  layout: { id: "l1", seriesCode: "TEACHER", level: "FULL_SENIOR" },
  identity: [
    { label: "姓名", value: "李明" },
    { label: "单位", value: "计算机学院" },
  ],
  sections: [
    {
      section: "voteFigures",
      heading: "各阶段表决情况",
      table: { columns: ["评审环节", "表决情况", "结论"], rows: [["高评委评审", "同意 9，不同意 1，弃权 0", "通过"]] },
      editable: false,
      edited: false,
    },
    { section: "unitOpinion", heading: "单位意见", text: "同意推荐", editable: true, edited: true },
  ],
  version: 2,
  latestVersion: 2,
  printedAt: "2026-11-27 10:00",
};

beforeAll(async () => {
  provideLayoutApis();
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((element) => computed(element));
  i18n.addResourceBundle("zh", "translation", a3Locales.zh, true, true);
  await i18n.changeLanguage("zh");
});
afterEach(cleanup);

describe("the A3 table in the console", { timeout: 30_000 }, () => {
  it("shows the layout's sections in order, the figures and the edited text with its version", () => {
    render(<A3TableView table={table} />);
    const sections = [...document.querySelectorAll("[data-testid^=a3-section-]")].map((e) =>
      e.getAttribute("data-testid"),
    );
    expect(sections).toEqual(["a3-section-voteFigures", "a3-section-unitOpinion"]);
    expect(screen.getByText("同意 9，不同意 1，弃权 0")).toBeTruthy();
    expect(screen.getByText("同意推荐")).toBeTruthy();
    expect(screen.getByText("已修改")).toBeTruthy();
    expect(screen.getByText(/第 2 版/)).toBeTruthy();
  });

  it("turns the editable sections' texts into text areas while editing", () => {
    const drafts: Record<string, string> = {};
    render(
      <A3TableView table={table} drafts={{}} onDraft={(section, text) => Object.assign(drafts, { [section]: text })} />,
    );
    const area = document.querySelector('[aria-label="单位意见"]') as HTMLTextAreaElement;
    expect(area.value).toBe("同意推荐");
    fireEvent.change(area, { target: { value: "改写后的单位意见" } });
    expect(drafts).toEqual({ unitOpinion: "改写后的单位意见" });
    // the figures are not edited
    expect(document.querySelectorAll("textarea[aria-label]")).toHaveLength(1);
  });
});
