import type { TableSection } from "@zcps/contracts/zcps/config/api";
import { A3_ROUTES, type A3Table, type A3ZipState } from "@zcps/contracts/zcps/results/a3";
import { and, eq, sql } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../src/db/rows";
import * as t from "../src/db/schema";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { pdfText } from "./real-files";
import { docxToPdf, hasLibreOffice, keepPicture, pdfPagePng } from "./render";
import { unzip } from "./zip";

/**
 * The A3 review tables through the API, on the demo's declarations past the senior committee: the table follows
 * its layout's sections and order, prints as Word and as an A3 landscape PDF (each drawn to a picture to look at),
 * keeps personnel's edits as versions, zips a meeting's tables in the background, and refuses whoever may not.
 */

let server: TestServer;
let personnel: Client;
let supervisor: Client;
let declarant: Client;
let chair: Client;
let candidate: {
  userId: string;
  projectTimeId: string;
  declarationId: string;
  name: string;
  meetingId: string;
  unitId: string;
  seriesCode: string;
  level: string;
};

const tableUrl = (type: string, check: 0 | 1, userId = candidate.userId) =>
  A3_ROUTES.findTable
    .replace(":userId", userId)
    .replace(":projectTimeId", candidate.projectTimeId)
    .replace(":type", type)
    .replace(":check", String(check));

/** A layout in an order of its own, one section left out, two stages' figures in reverse. */
const LAYOUT: { section: TableSection; enabled: boolean }[] = [
  { section: "basicInfo", enabled: true },
  { section: "voteFigures", enabled: true },
  { section: "committeeOpinion", enabled: true },
  { section: "unitOpinion", enabled: true },
  { section: "research", enabled: true },
  { section: "teaching", enabled: true },
  { section: "education", enabled: true },
  { section: "workHistory", enabled: false },
  { section: "representativeWorks", enabled: true },
  { section: "selfSummary", enabled: true },
  { section: "departmentVerification", enabled: true },
];

beforeAll(async () => {
  server = await startTestServer({ QUEUE_POLL_MS: "50" });
  [personnel, supervisor, declarant, chair] = await signedIn(server, [
    "personnel",
    "supervisor",
    "declarant",
    "judge_chair",
  ] as const);
  const db = server.deps.db;
  // a declarant the senior committee voted on in a meeting of the demo
  const [found] = await rowsOf<typeof candidate>(
    db,
    sql`select d.user_id as "userId", d.project_time_id as "projectTimeId", d.id as "declarationId", s.name,
          cc.meeting_id as "meetingId", d.unit_id as "unitId", d.series_code as "seriesCode", d.level
        from committee_candidates cc
          join committee_rounds cr on cr.group_id = cc.group_id and cr.round = 1 and cr.state = 'CLOSED'
          join declarations d on d.id = cc.declaration_id join staff s on s.id = d.staff_id
        order by s.name limit 1`,
  );
  if (!found) throw new Error("the demo has no declarant voted on by the senior committee");
  candidate = found;
  await db
    .update(t.tableSettings)
    .set({ title: "高等学校教师正高级职务评审表", sections: LAYOUT, voteStages: ["SENIOR_COMMITTEE", "PEER_REVIEW"] })
    .where(and(eq(t.tableSettings.seriesCode, candidate.seriesCode), eq(t.tableSettings.level, candidate.level)));
}, 120_000);

afterAll(async () => {
  await server?.close();
});

describe("stage 9: the A3 review tables", () => {
  it("lays the table out by the layout of its series and level, in its order, with the senior vote's figures", async () => {
    const table = data<A3Table>(await personnel.get(tableUrl("json", 0)));
    expect(table.title).toBe("高等学校教师正高级职务评审表");
    expect(table.sections.map((s) => s.section)).toEqual(LAYOUT.filter((s) => s.enabled).map((s) => s.section));
    expect(table.identity.find((f) => f.label === "姓名")?.value).toBe(candidate.name);
    const votes = table.sections.find((s) => s.section === "voteFigures")?.table;
    expect(votes?.rows.map((r) => r[0])).toEqual(["高评委评审", "同行评议"]);
    // the senior committee's figures, never a name of who voted
    expect(votes?.rows[0]?.[1]).toMatch(/同意 \d+，不同意 \d+，弃权 \d+/);
    expect(table.version).toBeNull();
    expect(table.latestVersion).toBe(0);
  });

  it("names whose table a declaration's is", async () => {
    const found = data(await personnel.get(`${A3_ROUTES.declarant}?declarationId=${candidate.declarationId}`));
    expect(found).toEqual({
      declarationId: candidate.declarationId,
      userId: candidate.userId,
      projectTimeId: candidate.projectTimeId,
      name: candidate.name,
    });
    expect((await personnel.get(`${A3_ROUTES.declarant}?declarationId=nothing-here`)).statusCode).toBe(404);
  });

  it("keeps personnel's edits as versions: check 1 prints the latest, check 0 the table as computed", async () => {
    const save = (baseVersion: number, text: string) =>
      personnel.post(A3_ROUTES.updateTable, {
        userId: candidate.userId,
        projectTimeId: candidate.projectTimeId,
        baseVersion,
        texts: { committeeOpinion: text },
      });
    const first = await save(0, "经评议，同意推荐（初稿）。");
    expect(data(first)).toEqual({ version: 1 });
    expect(first.json().message).toBe("评审表已保存为第 1 版");
    expect(data(await save(1, "经评委会评议表决，同意晋升。人事处复核。"))).toEqual({ version: 2 });
    // a save over a version someone else moved past
    expectBadRequest(await save(1, "过时的修改"), "评审表已被他人修改（当前第 2 版），请刷新后重试");
    const rows = await server.deps.db
      .select({ version: t.a3TableEdits.version })
      .from(t.a3TableEdits)
      .where(eq(t.a3TableEdits.declarationId, candidate.declarationId));
    expect(rows.map((r) => r.version).sort()).toEqual([1, 2]);

    const edited = data<A3Table>(await personnel.get(tableUrl("json", 1)));
    expect(edited.version).toBe(2);
    const opinion = edited.sections.find((s) => s.section === "committeeOpinion");
    expect(opinion).toMatchObject({ text: "经评委会评议表决，同意晋升。人事处复核。", edited: true, editable: true });
    const computed = data<A3Table>(await personnel.get(tableUrl("json", 0)));
    expect(computed.version).toBeNull();
    expect(computed.latestVersion).toBe(2);
    expect(computed.sections.find((s) => s.section === "committeeOpinion")?.edited).toBe(false);
    expect(JSON.stringify(computed)).not.toContain("人事处复核");
  });

  it("prints Word: the declarant's name and the edited opinion in word/document.xml, A3 landscape", async () => {
    const res = await personnel.get(tableUrl("docx", 1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("wordprocessingml");
    const docx = res.rawPayload;
    const xml = (await unzip(docx)).get("word/document.xml")?.toString("utf8") ?? "";
    const text = xml.replace(/<[^>]+>/g, "");
    expect(text).toContain(candidate.name);
    expect(text).toContain("人事处复核");
    expect(xml).toMatch(/<w:pgSz w:w="23811" w:h="16838" w:orient="landscape"\/>/);
    if (hasLibreOffice) {
      const pdf = docxToPdf(docx);
      expect(pdf).not.toBeNull();
      keepPicture("a3-table-docx.png", await pdfPagePng(pdf as Buffer, 1, 1));
      keepPicture("a3-table-docx-2.png", await pdfPagePng(pdf as Buffer, 2, 1));
    }
  }, 180_000);

  it("prints a PDF of A3 landscape pages with the declarant's name", async () => {
    const res = await personnel.get(tableUrl("pdf", 0));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(res.rawPayload);
    for (const page of pdf.getPages()) {
      const { width, height } = page.getSize();
      expect(width).toBeCloseTo(1190.55, 1);
      expect(height).toBeCloseTo(841.89, 1);
    }
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(candidate.name);
    expect(text).toContain("各阶段表决情况");
    keepPicture("a3-table-pdf.png", await pdfPagePng(res.rawPayload, 1, 1));
    keepPicture("a3-table-pdf-2.png", await pdfPagePng(res.rawPayload, 2, 1));
    // in English too
    const en = await personnel.with({ lang: "en" }).get(tableUrl("pdf", 0));
    expect(await pdfText(en.rawPayload)).toContain("Senior committee");
  }, 60_000);

  it("zips a meeting's packet in the background: its agenda, then one Word table per candidate, with its progress", async () => {
    const query = `projectTimeId=${candidate.projectTimeId}&meetingId=${candidate.meetingId}`;
    const started = data<A3ZipState>(await personnel.get(`${A3_ROUTES.zip}?${query}`));
    expect(["QUEUED", "RUNNING", "DONE"]).toContain(started.status);
    let state = started;
    const deadline = Date.now() + 90_000;
    while (!state.ready) {
      if (state.status === "FAILED" || Date.now() > deadline) throw new Error(JSON.stringify(state));
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = data<A3ZipState>(await personnel.get(`${A3_ROUTES.zipExists}?${query}`));
      expect(state.done).toBeLessThanOrEqual(state.total);
    }
    const [count] = await rowsOf<{ n: number }>(
      server.deps.db,
      sql`select count(*)::int as n from committee_candidates where meeting_id = ${candidate.meetingId}`,
    );
    expect(state).toMatchObject({ status: "DONE", progress: 100, done: count?.n, total: count?.n });
    expect(state.fileName).toMatch(/会议材料-\d{8}\.zip$/);
    const zip = await personnel.get(state.url as string);
    expect(zip.statusCode, zip.body).toBe(200);
    // the meeting's packet: the agenda with the candidates in ballot order first, then one table per candidate
    const entries = await unzip(zip.rawPayload);
    const [first, ...tables] = [...entries.keys()];
    expect(first).toBe("00-会议议程与候选人名单.pdf");
    const agenda = await pdfText(entries.get(first as string) as Buffer);
    expect(agenda).toContain("会议议程与候选人名单");
    expect(agenda).toContain(candidate.name);
    expect(agenda).toMatch(/表决组：/);
    keepPicture("meeting-agenda.png", await pdfPagePng(entries.get(first as string) as Buffer));
    expect(tables).toHaveLength(count?.n ?? -1);
    expect(tables.every((name) => name.endsWith(".docx"))).toBe(true);
    const own = tables.find((name) => name.includes(candidate.name));
    // each table is a Word document of its own (packed on the zip's Word thread), the candidate's naming them
    const xml = (await unzip(entries.get(own as string) as Buffer)).get("word/document.xml")?.toString("utf8");
    expect(xml).toContain(candidate.name);
    // the supervisor reads the state, read-only
    expect(data<A3ZipState>(await supervisor.get(`${A3_ROUTES.zipExists}?${query}`)).ready).toBe(true);
  }, 120_000);

  it("zips a unit's tables: every declarant of the unit past their draft", async () => {
    const query = `projectTimeId=${candidate.projectTimeId}&unitId=${candidate.unitId}`;
    let state = data<A3ZipState>(await personnel.get(`${A3_ROUTES.zip}?${query}`));
    const deadline = Date.now() + 90_000;
    while (!state.ready) {
      if (state.status === "FAILED" || Date.now() > deadline) throw new Error(JSON.stringify(state));
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = data<A3ZipState>(await personnel.get(`${A3_ROUTES.zipExists}?${query}`));
    }
    const [count] = await rowsOf<{ n: number }>(
      server.deps.db,
      sql`select count(*)::int as n from declarations where unit_id = ${candidate.unitId}
            and project_time_id = ${candidate.projectTimeId} and status not in ('DRAFT', 'WITHDRAWN')`,
    );
    expect(state.total).toBe(count?.n);
    const entries = await unzip((await personnel.get(state.url as string)).rawPayload);
    expect(entries.size).toBe(count?.n);
  }, 120_000);

  it("refuses whoever may not, and answers an unknown declarant in the caller's language", async () => {
    expectRefused(await declarant.get(tableUrl("json", 0)));
    expectRefused(await chair.get(tableUrl("json", 0)));
    expectRefused(
      await supervisor.post(A3_ROUTES.updateTable, {
        userId: candidate.userId,
        projectTimeId: candidate.projectTimeId,
        baseVersion: 2,
        texts: { unitOpinion: "x" },
      }),
    );
    expect(data<A3Table>(await supervisor.get(tableUrl("json", 1))).version).toBe(2);

    const unknown = await personnel.get(tableUrl("json", 0, "no-such-user"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("该账号在本批次没有申报，无法生成评审表");
    const english = await personnel.with({ lang: "en" }).get(tableUrl("json", 0, "no-such-user"));
    expect(english.json().message).toBe("This account has no declaration in the batch: there is no review table");
    expectBadRequest(await personnel.get(tableUrl("xlsx", 0)));
    expectBadRequest(
      await personnel.get(`${A3_ROUTES.zip}?projectTimeId=${candidate.projectTimeId}`),
      "请指定一个会议或一个单位",
    );
  });
});
