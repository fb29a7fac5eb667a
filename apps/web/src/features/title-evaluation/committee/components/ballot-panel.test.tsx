// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { BallotView } from "@zcps/contracts/zcps/committee/api";
import App from "antd/es/app";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../../i18n";
import { provideLayoutApis } from "../../../../test/jsdom-layout";
import { committeeLocales } from "../locales";
import { draftKey } from "../logic";
import { BallotPanel } from "./ballot-panel";

const candidate = (id: string, name: string, recused = false) => ({
  declarationId: id,
  name,
  unitName: "计算机学院",
  titleName: "教授",
  level: null,
  disciplineName: null,
  status: "SENIOR_COMMITTEE" as const,
  recused,
  peer: { valid: 5, agree: 4, disagree: 1 },
});

let submitted = false;
const sent: { method: string; url: string; body: unknown }[] = [];

const view = (): BallotView => ({
  groupId: "g1",
  groupName: "理工组",
  meetingName: "2026 高评委会议",
  state: "OPEN",
  round: 1,
  cap: 1,
  candidates: [candidate("a", "张三"), candidate("b", "李四"), candidate("c", "王五", true)],
  submitted,
  attending: true,
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <BallotPanel groupId="g1" onBack={() => undefined} />
      </App>
    </QueryClientProvider>,
  );
}

// queries by text and label: role queries walk antd's whole tree and take seconds each in jsdom
const labelled = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLElement;
const choose = (name: string, option: string) =>
  fireEvent.click(within(labelled(`对 ${name} 的表决意见`)).getByText(option));
const key = draftKey("", "g1", 1);

beforeAll(async () => {
  provideLayoutApis();
  // jsdom does not compute a pseudo-element's style (antd's table and modal measure the scroll bar with one)
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((element) => computed(element));
  i18n.addResourceBundle("zh", "translation", committeeLocales.zh, true, true);
  await i18n.changeLanguage("zh");
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    sent.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
    if (method === "POST") submitted = true;
    const data = method === "POST" ? null : view();
    return new Response(JSON.stringify({ status: 200, message: method === "POST" ? "选票已提交" : "", data }), {
      status: 200,
    });
  });
});
beforeEach(() => {
  submitted = false;
  sent.length = 0;
  localStorage.clear();
});
afterEach(cleanup);

describe("a member's ballot", { timeout: 60_000 }, () => {
  it("counts the agree against the cap and refuses one more, keeping the marks in the browser", async () => {
    show();
    expect(await screen.findByText("最多可投 1 人同意票，已选 0 人")).toBeTruthy();
    choose("张三", "同意");
    expect(screen.getByText("最多可投 1 人同意票，已选 1 人")).toBeTruthy();
    choose("李四", "同意");
    expect(await screen.findByText("最多可投 1 人同意票，选择此项将为 2 人")).toBeTruthy();
    expect(screen.getByText("最多可投 1 人同意票，已选 1 人")).toBeTruthy();
    choose("李四", "弃权");
    expect(JSON.parse(localStorage.getItem(key) ?? "{}")).toEqual({ a: "AGREE", b: "ABSTAIN" });
    // the recused candidate takes no mark
    const recused = within(labelled("对 王五 的表决意见")).getAllByRole("radio") as HTMLInputElement[];
    expect(recused.every((radio) => radio.disabled)).toBe(true);
    expect(sent.every((call) => call.method === "GET")).toBe(true);
    // each candidate's peer opinions, experts unnamed, can be read before voting
    expect(screen.getAllByText("下载评议意见汇总")).toHaveLength(3);
  });

  it("takes the kept marks back, says a ballot cannot change, then sends it and shows it is in", async () => {
    localStorage.setItem(key, JSON.stringify({ a: "AGREE", c: "DISAGREE" }));
    show();
    expect(await screen.findByText("最多可投 1 人同意票，已选 1 人")).toBeTruthy();
    fireEvent.click(screen.getByText("提交选票").closest("button") as HTMLElement);
    expect(await screen.findByText("选票提交后不能更改。")).toBeTruthy();
    expect(screen.getByText("同意 1 人，未表决 1 人（视为未同意）。")).toBeTruthy();
    fireEvent.click(screen.getAllByText("提交选票").at(-1)?.closest("button") as HTMLElement);
    expect(await screen.findByText("您的第 1 轮选票已提交，不能更改。")).toBeTruthy();
    // the recused candidate's stale mark is not sent
    expect(sent.find((call) => call.method === "POST")?.body).toEqual({ round: 1, choices: { a: "AGREE" } });
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  });
});
