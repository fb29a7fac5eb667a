// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { PEER_ROUTES, type PeerPacket } from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import App from "antd/es/app";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import i18n from "../../../../i18n";
import { useSession } from "../../../../stores/session";
import { provideLayoutApis } from "../../../../test/jsdom-layout";
import { expertReviewLocales } from "../locales";
import { OpinionForm } from "./opinion-form";

const packet = (opinion: PeerPacket["opinion"] = null): PeerPacket => ({
  assignmentId: "a1",
  declarant: "PR2026-001",
  anonymous: true,
  unitName: null,
  titleName: "副教授",
  titleNameEn: "Associate professor",
  level: "ASSOC_SENIOR",
  disciplineName: "计算机科学与技术",
  disciplineNameEn: "Computer Science and Technology",
  summary: null,
  overview: [],
  works: [],
  criteria: [
    { key: "innovation", zh: "学术创新", en: "Innovation", max: 40 },
    { key: "impact", zh: "学术影响", en: "Impact", max: 60 },
  ],
  conclusionScale: ["AGREE", "DISAGREE"],
  commentMinLength: 10,
  opinion,
  status: opinion?.submittedAt ? "COMPLETED" : "ACCEPTED",
  reviewDeadline: null,
});

const sent: { url: string; body: unknown }[] = [];

function show(shown: PeerPacket) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <App>
          <OpinionForm packet={shown} hasSignature />
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

// queries by text and label: role queries walk antd's whole tree and take seconds each in jsdom
const press = (label: string) => fireEvent.click(screen.getByText(label).closest("button") as HTMLElement);
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeAll(async () => {
  provideLayoutApis();
  i18n.addResourceBundle("zh", "translation", expertReviewLocales.zh, true, true);
  await i18n.changeLanguage("zh");
  useSession.setState({ elements: { [E.opinion]: true } });
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ status: 200, message: "已保存", data: null }), { status: 200 });
  });
});
afterEach(() => {
  cleanup();
  sent.length = 0;
});

describe("the expert's opinion form", { timeout: 60_000 }, () => {
  it("totals the scores as they are typed and counts the comment against its minimum", async () => {
    show(packet());
    type("学术创新", "35");
    type("学术影响", "50");
    await waitFor(() => expect(screen.getByTestId("opinion-total").textContent).toBe(" 85 / 100"));
    type("评语", "论证严谨");
    await waitFor(() => expect(screen.getByTestId("comment-count").textContent).toBe("已输入 4 字，至少 10 字"));
  });

  it("says everything a submission lacks under its field and sends nothing", async () => {
    show(packet());
    type("学术创新", "35");
    type("评语", "太短");
    press("提 交");
    expect(await screen.findByText("请为“学术影响”打分")).toBeTruthy();
    expect(await screen.findByText("请选择评议结论")).toBeTruthy();
    expect(await screen.findByText("评议意见不少于 10 字（已输入 2 字）")).toBeTruthy();
    expect(sent).toEqual([]);
    // a field changed drops its message
    type("评语", "代表作选题新颖，论证严谨，同意晋升。");
    await waitFor(() => expect(screen.queryByText("评议意见不少于 10 字（已输入 2 字）")).toBeNull());
    expect(screen.getByText("请选择评议结论")).toBeTruthy();
  });

  it("saves a draft with only what is given", async () => {
    show(packet());
    type("学术创新", "35");
    type("评语", "  初读：代表作扎实  ");
    press("保存草稿");
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      url: PEER_ROUTES.saveOpinion,
      body: { assignmentId: "a1", scores: { innovation: 35 }, comment: "初读：代表作扎实" },
    });
  });

  it("shows a submitted opinion read-only, with its Word document and no buttons to change it", () => {
    show(
      packet({
        assignmentId: "a1",
        scores: { innovation: 36, impact: 50 },
        total: 86,
        conclusion: "AGREE",
        comment: "代表作选题新颖，论证严谨，同意晋升。",
        savedAt: "2026-11-21T08:00:00Z",
        submittedAt: "2026-11-22T08:00:00Z",
        validity: "VALID",
        invalidReason: null,
      }),
    );
    expect(screen.getByText(/评议意见已于 .* 提交，不能再修改。/)).toBeTruthy();
    expect(screen.getByText("下载 Word")).toBeTruthy();
    expect((screen.getByLabelText("评语") as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.queryByText("保存草稿")).toBeNull();
    expect(screen.getByTestId("opinion-total").textContent).toBe(" 86 / 100");
  });
});
