// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ProfessorBallot, ProfessorBallotRow } from "@zcps/contracts/zcps/professor/api";
import { PROFESSOR_ELEMENTS as E } from "@zcps/contracts/zcps/professor/element-codes";
import App from "antd/es/app";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../i18n";
import { useSession } from "../../../stores/session";
import { provideLayoutApis } from "../../../test/jsdom-layout";
import BallotPage from "./ballot-page";
import { professorLocales } from "./locales";

const row = (id: string, name: string, choice: ProfessorBallotRow["choice"], rank: number | null) => ({
  declarationId: id,
  staffName: name,
  employeeNo: `T${id}`,
  titleName: "教授",
  titleNameEn: "Professor",
  level: "FULL_SENIOR" as const,
  trackCode: null,
  status: "PROFESSOR_COMMITTEE" as const,
  unitRank: 1,
  peer: { required: 5, valid: 5, agree: 4, disagree: 1, meanScore: 86, verdict: "PASS" },
  choice,
  rank,
  remark: null,
});

let submitted = false;
const sent: { url: string; body: unknown }[] = [];

const ballot = (): ProfessorBallot => ({
  duty: {
    projectTimeId: "b1",
    unitId: "u1",
    unitName: "外国语学院",
    unitNameEn: "School of Foreign Languages",
    members: 5,
    round: 1,
    roundState: "OPEN",
    submitted: submitted ? 4 : 3,
    quorum: 4,
    awaiting: 2,
    decided: 0,
    rejectReason: null,
    mySubmitted: submitted,
  },
  rows: [row("a", "张三", "AGREE", 1), row("b", "李四", null, null)],
  savedAt: null,
  submitted,
});

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <BallotPage />
      </App>
    </QueryClientProvider>,
  );
}

// queries by label: role queries walk antd's whole tree and take seconds each in jsdom
const labelled = (label: string) => document.querySelector(`[aria-label="${label}"]`) as HTMLInputElement;
const press = (text: string) => fireEvent.click(screen.getByText(text).closest("button") as HTMLElement);

beforeAll(async () => {
  provideLayoutApis();
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, "getComputedStyle").mockImplementation((element) => computed(element));
  i18n.addResourceBundle("zh", "translation", professorLocales.zh, true, true);
  await i18n.changeLanguage("zh");
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const body = init.body ? JSON.parse(String(init.body)) : null;
    sent.push({ url, body });
    const data = url.includes("/unit/batches") ? { batches: [], defaultBatchId: null } : ballot();
    return new Response(JSON.stringify({ status: 200, message: "", data }), { status: 200 });
  });
});
beforeEach(() => {
  submitted = false;
  sent.length = 0;
  useSession.setState({ elements: { [E.vote]: true } });
});
afterEach(cleanup);

describe("a member's recommendation", { timeout: 60_000 }, () => {
  it("ranks only the recommended and saves the draft as marked", async () => {
    show();
    await screen.findByText("张三");
    expect(labelled("张三 的排序").value).toBe("1");
    // no choice yet: no rank
    expect(labelled("李四 的排序").disabled).toBe(true);
    fireEvent.click(within(labelled("对 张三 的推荐意见")).getByText("不推荐"));
    expect(labelled("张三 的排序").disabled).toBe(true);
    expect(labelled("张三 的排序").value).toBe("");
    fireEvent.click(within(labelled("对 李四 的推荐意见")).getByText("推荐"));
    fireEvent.change(labelled("李四 的排序"), { target: { value: "1" } });
    expect(screen.getByText("有未保存的修改")).toBeTruthy();
    press("保存草稿");
    await waitFor(() => expect(sent.some((call) => call.url.endsWith("/saveRecommend"))).toBe(true));
    expect(sent.find((call) => call.url.endsWith("/saveRecommend"))?.body).toEqual({
      projectTimeId: "b1",
      rows: [
        { declarationId: "a", choice: "DISAGREE", rank: null, remark: null },
        { declarationId: "b", choice: "AGREE", rank: 1, remark: null },
      ],
    });
  });

  it("shows a submitted ballot read-only", async () => {
    submitted = true;
    show();
    expect(await screen.findByText("您已提交第 1 轮推荐意见，不能再更改。")).toBeTruthy();
    const radios = within(labelled("对 张三 的推荐意见")).getAllByRole("radio") as HTMLInputElement[];
    expect(radios.every((radio) => radio.disabled)).toBe(true);
    expect(screen.queryByText("保存草稿")).toBeNull();
  });
});
