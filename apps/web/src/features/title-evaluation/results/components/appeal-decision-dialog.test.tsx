// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { zcpsMessages } from "@zcps/contracts/zcps/messages";
import { type AppealRow, RESULTS_ROUTES } from "@zcps/contracts/zcps/results/api";
import App from "antd/es/app";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import i18n from "../../../../i18n";
import { provideLayoutApis } from "../../../../test/jsdom-layout";
import { pathOf } from "../api/keys";
import { resultsLocales } from "../locales";
import { AppealDecisionDialog } from "./appeal-decision-dialog";

const appeal: AppealRow = {
  id: "ap1",
  declarationId: "d1",
  projectTimeId: "b1",
  declarantName: "王芳",
  employeeNo: "T0101",
  unitName: "计算机学院",
  titleName: "教授",
  appealedState: "PEER_FAILED",
  decidingStage: "PEER_REVIEW",
  status: "PEER_FAILED",
  version: 9,
  grounds: "同行评议专家与本人存在利益冲突",
  evidence: [{ id: "f1", name: "回避说明.pdf" }],
  filedAt: "2026-06-01T02:00:00Z",
  dueOn: "2026-06-15",
  overdue: false,
  state: "OPEN",
  outcome: null,
  reinstateAt: null,
  toDeclarant: false,
  resolution: null,
  handledByName: null,
  handledAt: null,
  rereviewStages: ["UNIT_REVIEW", "PEER_REVIEW"],
  revokeTo: "PROFESSOR_COMMITTEE",
};

const sent: { url: string; body: unknown }[] = [];

function show() {
  const closed = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <AppealDecisionDialog appeal={appeal} onClose={closed} />
      </App>
    </QueryClientProvider>,
  );
  return closed;
}

// queries by text and label: role queries walk antd's whole tree and take seconds each in jsdom
const press = (label: string) => fireEvent.click(screen.getByText(label).closest("button") as HTMLElement);
const labelled = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLElement;
const reasons = (text: string) =>
  fireEvent.change(document.querySelector("#appeal-decision_resolution") as HTMLElement, { target: { value: text } });

beforeAll(async () => {
  provideLayoutApis();
  // antd's wave effect asks for a pseudo-element's style, which jsdom does not implement
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((element) => computed(element));
  i18n.addResourceBundle("zh", "translation", { ...zcpsMessages.zh, ...resultsLocales.zh }, true, true);
  await i18n.changeLanguage("zh");
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ status: 200, message: "已处理：申诉成立", data: {} }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

describe("personnel's decision on an appeal", { timeout: 60_000 }, () => {
  it("shows the grounds and evidence, and asks for an outcome and reasons before sending anything", async () => {
    show();
    expect(screen.getByText("同行评议专家与本人存在利益冲突")).toBeTruthy();
    expect(screen.getByText("回避说明.pdf")).toBeTruthy();
    press("处 理");
    expect(await screen.findByText("请选择处理结果")).toBeTruthy();
    expect(await screen.findByText("请填写处理意见")).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("a revocation says where the declaration goes and sends its outcome alone", async () => {
    const closed = show();
    fireEvent.click(screen.getByText("撤销原决定"));
    expect((await screen.findByTestId("revoke-to")).textContent).toBe("撤销后申报进入“教授委员会”");
    reasons("评议程序违反回避规定");
    press("处 理");
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: pathOf(RESULTS_ROUTES.appealUpheld, { id: "ap1" }),
        body: { outcome: "REVOKE", resolution: "评议程序违反回避规定", version: 9 },
      },
    ]);
  });

  it("a re-review needs its stage, then sends it with the return to the declarant", async () => {
    const closed = show();
    fireEvent.click(screen.getByText("发回重审"));
    await waitFor(() => expect(labelled("重新评审的环节")).toBeTruthy());
    reasons("发回同行评议重新评审");
    press("处 理");
    expect(await screen.findByText("请选择重新评审的环节")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.mouseDown(labelled("重新评审的环节"));
    fireEvent.click(await screen.findByTitle("同行评议"));
    fireEvent.click(screen.getByText("先退回申报人修改，再提交该环节"));
    press("处 理");
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: pathOf(RESULTS_ROUTES.appealUpheld, { id: "ap1" }),
        body: {
          outcome: "REREVIEW",
          reinstateAt: "PEER_REVIEW",
          toDeclarant: true,
          resolution: "发回同行评议重新评审",
          version: 9,
        },
      },
    ]);
  });

  it("a dismissal keeps the decision and sends the reasons to the dismissal route", async () => {
    const closed = show();
    fireEvent.click(screen.getByText("维持原决定（驳回申诉）"));
    reasons("经复查，评议程序合规");
    press("处 理");
    await waitFor(() => expect(closed).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        url: pathOf(RESULTS_ROUTES.appealDismiss, { id: "ap1" }),
        body: { resolution: "经复查，评议程序合规", version: 9 },
      },
    ]);
  });
});
