import { randomUUID } from "node:crypto";
import { DEFAULT_PIPELINE } from "@zcps/contracts/zcps/machine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batchTitles, declarations } from "../src/db/schema";
import { readSettings } from "../src/modules/title-evaluation/config/settings/settings";
import { type Client, data, expectBadRequest, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
/** personnel holds the whole zcps group; declarant none of these pages */
let personnelApi: Client;
let declarantApi: Client;
let supervisorApi: Client;

beforeAll(async () => {
  server = await startTestServer();
  [personnelApi, declarantApi, supervisorApi] = await signedIn(server, ["personnel", "declarant", "supervisor"]);
});
afterAll(async () => server.close());

interface Batch {
  id: string;
  projectId: string;
  name: string;
  kind: string;
  status: string;
  startsAt: string | null;
  endsAt: string | null;
  cutoffDate: string | null;
  pipeline: { stage: string; enabled: boolean }[];
  windows: { stage: string; startsAt: string | null; endsAt: string | null }[];
  publicityDays: number;
  appealDays: number;
  titleCount: number;
  declarationCount: number;
}

const API = "/api/zcps-sh/projectTime";

describe("projects", () => {
  it("lists the tenant's projects with the current one marked and its batches counted", async () => {
    const page = data<{ rows: { name: string; current: boolean; batchCount: number }[]; total: number }>(
      await personnelApi.get(`${API}/projects?page=1&limit=10`),
    );
    expect(page.total).toBe(2);
    const current = page.rows.find((r) => r.current);
    expect(current?.name).toBe("2026 年度专业技术职务评审");
    expect(current?.batchCount).toBe(2);
  });

  it("adds, renames and deletes a project; the top bar's list follows", async () => {
    const { id } = data<{ id: string }>(
      await personnelApi.post(`${API}/project`, {
        name: "2027 年度专业技术职务评审",
        nameEn: "2027 Title Evaluation",
        year: 2027,
        enabled: true,
      }),
    );
    let list = data<{ id: string; name: string }[]>(await personnelApi.get("/api/zcps-sh/sys/listPro"));
    expect(list.map((p) => p.name)).toContain("2027 年度专业技术职务评审");

    data(await personnelApi.put(`${API}/project/${id}`, { name: "2027 年度评审", year: 2027, enabled: false }));
    list = data(await personnelApi.get("/api/zcps-sh/sys/listPro"));
    expect(list.find((p) => p.id === id)).toMatchObject({ name: "2027 年度评审", enabled: "0" });

    data(await personnelApi.delete(`${API}/project/${id}`));
    list = data(await personnelApi.get("/api/zcps-sh/sys/listPro"));
    expect(list.some((p) => p.id === id)).toBe(false);
  });

  it("refuses a bad year and a project that still has batches", async () => {
    const bad = await personnelApi.post(`${API}/project`, { name: "x", year: 1999 });
    expectBadRequest(bad, "年度须为 2000 到 2100 之间的整数");

    const projects = data<{ rows: { id: string; current: boolean }[] }>(await personnelApi.get(`${API}/projects`));
    const current = projects.rows.find((r) => r.current);
    const refused = await personnelApi.delete(`${API}/project/${current?.id}`);
    expectBadRequest(refused, "该项目下还有批次，请先删除批次");
  });
});

describe("batches", () => {
  let projectId: string;
  let batch: Batch;

  it("lists the seeded batches of the current project: 常规批 published, 绿色通道批 a draft without publicity", async () => {
    const page = data<{ rows: Batch[]; total: number; projectId: string }>(await personnelApi.get(`${API}/page`));
    projectId = page.projectId;
    const regular = page.rows.find((b) => b.name === "常规批");
    const green = page.rows.find((b) => b.name === "绿色通道批");
    expect(regular).toMatchObject({ status: "PUBLISHED", cutoffDate: "2026-12-31", pipeline: DEFAULT_PIPELINE });
    expect(regular?.startsAt).toBe("2026-08-31T16:00:00.000Z");
    expect(green?.status).toBe("DRAFT");
    expect(green?.pipeline.find((s) => s.stage === "UNIT_PUBLICITY")?.enabled).toBe(false);

    const drafts = data<{ rows: Batch[] }>(await personnelApi.get(`${API}/page?status=DRAFT`));
    expect(drafts.rows.map((b) => b.name)).toEqual(["绿色通道批"]);
  });

  it("creates a draft with the default pipeline and the settings' day counts", async () => {
    batch = data<Batch>(await personnelApi.post(API, { projectId, name: "特聘批", kind: "special" }));
    expect(batch).toMatchObject({
      status: "DRAFT",
      pipeline: DEFAULT_PIPELINE,
      publicityDays: 5,
      appealDays: 5,
      titleCount: 0,
    });
  });

  it("validates windows, publicity days and the pipeline with clear messages", async () => {
    const base = { projectId, name: "特聘批", kind: "special" };
    const cases: [object, string][] = [
      [{ startsAt: "2026-12-01T00:00:00+08:00", endsAt: "2026-11-01T00:00:00+08:00" }, "结束时间必须晚于开始时间"],
      [{ publicityDays: 4 }, "公示期不得少于 5 个工作日"],
      [{ cutoffDate: "2026-02-30" }, "日期格式不正确"],
      [{ pipeline: DEFAULT_PIPELINE.map((s) => ({ ...s, enabled: false })) }, "评审流程至少需要启用一个环节"],
      [
        {
          windows: [
            { stage: "UNIT_REVIEW", startsAt: "2027-01-10T00:00:00+08:00", endsAt: "2027-01-01T00:00:00+08:00" },
          ],
        },
        "结束时间必须晚于开始时间",
      ],
      [{ kind: "other" }, "请选择批次类型"],
    ];
    for (const [patch, message] of cases) {
      const res = await personnelApi.put(`${API}/${batch.id}`, { ...base, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const en = await personnelApi.with({ lang: "en" }).put(`${API}/${batch.id}`, {
      ...base,
      publicityDays: 3,
    });
    expect(en.json().message).toBe("Publicity lasts at least 5 working days");
  });

  it("saves windows in pipeline order and a reordered pipeline while the batch is a draft", async () => {
    const pipeline = [...DEFAULT_PIPELINE];
    // peer review before the unit's recommendation, as many universities do
    const [peer] = pipeline.splice(
      pipeline.findIndex((s) => s.stage === "PEER_REVIEW"),
      1,
    );
    if (peer) pipeline.splice(2, 0, peer);
    batch = data<Batch>(
      await personnelApi.put(`${API}/${batch.id}`, {
        projectId,
        name: "特聘批",
        kind: "special",
        startsAt: "2026-11-01T00:00:00+08:00",
        endsAt: "2026-12-15T23:59:59+08:00",
        pipeline,
        windows: [
          { stage: "FORMAL_AUDIT", startsAt: "2027-01-04T00:00:00+08:00", endsAt: "2027-01-15T00:00:00+08:00" },
          { stage: "UNIT_REVIEW", startsAt: "2026-12-16T00:00:00+08:00", endsAt: "2026-12-31T00:00:00+08:00" },
        ],
        publicityDays: 7,
      }),
    );
    expect(batch.pipeline[2]?.stage).toBe("PEER_REVIEW");
    expect(batch.windows.map((w) => w.stage)).toEqual(["UNIT_REVIEW", "FORMAL_AUDIT"]);
    expect(batch.publicityDays).toBe(7);
  });

  it("publishes only with a window, a title and a cut-off date", async () => {
    let res = await personnelApi.post(`${API}/${batch.id}/publish`);
    expectBadRequest(res, "发布前请至少设置一个可申报职称");

    await server.deps.db
      .insert(batchTitles)
      .values({ id: randomUUID(), tenantId: "default", projectTimeId: batch.id, titleId: "any-title" });
    res = await personnelApi.post(`${API}/${batch.id}/publish`);
    expect(res.json().message).toBe("发布前请设置任职年限截止日期");

    const { titleCount, declarationCount, status, id, publicityDays, appealDays, ...rest } = batch;
    void [titleCount, declarationCount, status, id, appealDays];
    data(await personnelApi.put(`${API}/${batch.id}`, { ...rest, publicityDays, cutoffDate: "2026-12-31" }));
    res = await personnelApi.post(`${API}/${batch.id}/publish`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: "批次已发布", data: { status: "PUBLISHED", titleCount: 1 } });
    batch = res.json().data;
  });

  it("keeps a published batch's pipeline but lets its windows change", async () => {
    const { projectId: pid, name, kind, startsAt, endsAt, cutoffDate, windows, pipeline } = batch;
    const body = { projectId: pid, name, kind, startsAt, endsAt, cutoffDate, windows };
    const locked = await personnelApi.put(`${API}/${batch.id}`, {
      ...body,
      pipeline: pipeline.map((s) => (s.stage === "UNIT_PUBLICITY" ? { ...s, enabled: false } : s)),
    });
    expectBadRequest(locked, "批次已发布，评审流程不能再修改");

    const same = data<Batch>(
      await personnelApi.put(`${API}/${batch.id}`, {
        ...body,
        pipeline,
        endsAt: "2026-12-20T23:59:59+08:00",
      }),
    );
    expect(same.endsAt).toBe("2026-12-20T15:59:59.000Z");
  });

  it("closes, archives and then refuses changes; each action only from its status", async () => {
    let res = await personnelApi.post(`${API}/${batch.id}/archive`);
    expect(res.json().message).toBe("批次当前状态不允许此操作");
    expect((await personnelApi.post(`${API}/${batch.id}/close`)).json().data.status).toBe("CLOSED");
    expect((await personnelApi.post(`${API}/${batch.id}/archive`)).json().data.status).toBe("ARCHIVED");
    res = await personnelApi.put(`${API}/${batch.id}`, { projectId, name: "特聘批", kind: "special" });
    expect(res.json().message).toBe("批次已归档，不能修改");
  });

  it("deletes a batch without declarations (and its titles), refuses one with declarations", async () => {
    const withDeclaration = data<Batch>(await personnelApi.post(API, { projectId, name: "补充批", kind: "normal" }));
    await server.deps.db.insert(declarations).values({
      id: randomUUID(),
      tenantId: "default",
      projectTimeId: withDeclaration.id,
      staffId: randomUUID(),
      userId: randomUUID(),
      titleId: "any-title",
      seriesCode: "TEACHER",
      level: "ASSOC_SENIOR",
    });
    const refused = await personnelApi.delete(`${API}/${withDeclaration.id}`);
    expectBadRequest(refused, "该批次已有申报，不能删除");

    data(await personnelApi.delete(`${API}/${batch.id}`));
    expect((await personnelApi.get(`${API}/${batch.id}`)).statusCode).toBe(404);
  });

  it("refuses a batch of another tenant's or an unknown project", async () => {
    const res = await personnelApi.post(API, { projectId: "nope", name: "x", kind: "normal" });
    expect(res.json().message).toBe("评审项目不存在");
  });
});

describe("holiday calendar", () => {
  it("is seeded with China's 2026 holidays and 调休 workdays", async () => {
    const days = data<{ day: string; working: boolean; name: string }[]>(
      await personnelApi.get("/api/zcps-sh/holiday/list?year=2026"),
    );
    expect(days.find((d) => d.day === "2026-10-01")).toMatchObject({ working: false, name: "国庆节" });
    expect(days.find((d) => d.day === "2026-10-10")?.working).toBe(true);
  });

  it("counts working days over holidays, and a new closure moves the end", async () => {
    // National Day week: 09-30 (Wed) counts, 10-01..07 are off, 10-08 (Thu), 10-09 (Fri), 10-10 (Sat, 调休)
    const url = "/api/zcps-sh/holiday/addWorkingDays?start=2026-09-30&days=5";
    expect(data<{ end: string }>(await personnelApi.get(url)).end).toBe("2026-10-12");
    // a declarant may ask too: the publicity page of a unit needs it
    expect(data<{ end: string }>(await declarantApi.get(url)).end).toBe("2026-10-12");

    data(await personnelApi.post("/api/zcps-sh/holiday", { day: "2026-10-09", working: false, name: "校庆" }));
    expect(data<{ end: string }>(await personnelApi.get(url)).end).toBe("2026-10-13");
    data(await personnelApi.delete("/api/zcps-sh/holiday/2026-10-09"));
    expect(data<{ end: string }>(await personnelApi.get(url)).end).toBe("2026-10-12");
  });

  it("refuses bad input", async () => {
    let res = await personnelApi.get("/api/zcps-sh/holiday/addWorkingDays?start=2026-13-01&days=5");
    expect(res.json().message).toBe("日期格式不正确");
    res = await personnelApi.get("/api/zcps-sh/holiday/addWorkingDays?start=2026-10-01&days=0");
    expect(res.json().message).toBe("工作日数须为 1 到 366 之间的整数");
    res = await personnelApi.post("/api/zcps-sh/holiday", { day: "2026-10-09", working: false, name: "" });
    expect(res.json().message).toBe("请输入节假日名称");
    res = await personnelApi.delete("/api/zcps-sh/holiday/2026-03-03");
    expect(res.json().message).toBe("该日期不在节假日表中");
  });
});

describe("system settings", () => {
  interface View {
    key: string;
    value: unknown;
    overridden: boolean;
    def: { type: string; default: unknown; group: string };
  }

  it("shows every setting with its default", async () => {
    const view = data<View[]>(await personnelApi.get("/api/zcps-sh/sysConfig"));
    expect(view.find((s) => s.key === "publicityWorkingDays")).toMatchObject({ value: 5, overridden: false });
    expect(view.find((s) => s.key === "peerPassRatio")?.value).toBe("2/3");
    expect(view.find((s) => s.key === "allowSubmitWithWarnings")?.value).toBe(false);
  });

  it("stores only what differs from the default and readSettings returns typed values", async () => {
    data(
      await personnelApi.put("/api/zcps-sh/sysConfig", {
        values: { peerExpertsFullSenior: 7, allowSubmitWithWarnings: true, publicityWorkingDays: 5 },
      }),
    );
    const settings = await readSettings(server.deps.db, "default");
    expect(settings.peerExpertsFullSenior).toBe(7);
    expect(settings.allowSubmitWithWarnings).toBe(true);
    expect(settings.expertLoadCap).toBe(10);
    const rows = await server.deps.db.query.zcpsSettings.findMany();
    expect(rows.map((r) => r.key).sort()).toEqual(["allowSubmitWithWarnings", "peerExpertsFullSenior"]);

    // a new batch takes its publicity length from the settings
    data(await personnelApi.put("/api/zcps-sh/sysConfig", { values: { publicityWorkingDays: 8 } }));
    const page = data<{ projectId: string }>(await personnelApi.get(`${API}/page`));
    const created = data<Batch>(
      await personnelApi.post(API, { projectId: page.projectId, name: "春季批", kind: "normal" }),
    );
    expect(created.publicityDays).toBe(8);
  });

  it("validates by type and bound, names the setting, and checks the external minimum", async () => {
    const cases: [object, string, string][] = [
      [{ publicityWorkingDays: 4 }, "数值超出允许范围", "publicityWorkingDays"],
      [{ expertLoadCap: 2.5 }, "请输入整数", "expertLoadCap"],
      [{ allowSubmitWithWarnings: "yes" }, "请选择是或否", "allowSubmitWithWarnings"],
      [{ peerPassRatio: "9/10" }, "请选择一个选项", "peerPassRatio"],
      [{ peerDeclineReasons: ["", "x"] }, "须为非空文字组成的 JSON 数组", "peerDeclineReasons"],
      [{ nope: 1 }, "未知的系统参数", "nope"],
      [{ peerExternalMinFullSenior: 8 }, "校外专家最少人数不能超过正高级送审专家数", "peerExternalMinFullSenior"],
    ];
    for (const [values, message, key] of cases) {
      const res = await personnelApi.put("/api/zcps-sh/sysConfig", { values });
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
      expect(res.json()).toMatchObject({ message, data: { key } });
    }
  });

  it("resets a setting to its default", async () => {
    const view = data<View[]>(await personnelApi.delete("/api/zcps-sh/sysConfig/peerExpertsFullSenior"));
    expect(view.find((s) => s.key === "peerExpertsFullSenior")).toMatchObject({ value: 5, overridden: false });
    expect((await readSettings(server.deps.db, "default")).peerExpertsFullSenior).toBe(5);
  });
});

describe("review-table layouts", () => {
  interface Layout {
    id: string;
    seriesCode: string;
    level: string;
    title: string;
    sections: { section: string; enabled: boolean }[];
    voteStages: string[];
  }

  it("seeds one layout per series × senior level", async () => {
    const page = data<{ rows: Layout[]; total: number }>(
      await personnelApi.get("/api/zcps-sh/tableSetting/page?limit=100"),
    );
    expect(page.total).toBe(16);
    const teacher = data<{ rows: Layout[] }>(
      await personnelApi.get("/api/zcps-sh/tableSetting/page?seriesCode=TEACHER&level=FULL_SENIOR"),
    );
    expect(teacher.rows).toHaveLength(1);
    expect(teacher.rows[0]?.voteStages).toContain("SENIOR_COMMITTEE");
  });

  it("edits the order and the printed sections; refuses a second layout for the same key", async () => {
    const [layout] = data<{ rows: Layout[] }>(
      await personnelApi.get("/api/zcps-sh/tableSetting/page?seriesCode=RESEARCH"),
    ).rows;
    if (!layout) throw new Error("no layout");
    const sections = [...layout.sections].reverse().map((s) => ({ ...s, enabled: s.section !== "teaching" }));
    data(
      await personnelApi.put(`/api/zcps-sh/tableSetting/${layout.id}`, {
        ...layout,
        title: "研究系列评审表",
        sections,
        voteStages: ["SENIOR_COMMITTEE"],
      }),
    );
    const saved = data<Layout>(await personnelApi.get(`/api/zcps-sh/tableSetting/${layout.id}`));
    expect(saved.title).toBe("研究系列评审表");
    expect(saved.sections[0]?.section).toBe(sections[0]?.section);
    expect(saved.sections.find((s) => s.section === "teaching")?.enabled).toBe(false);

    const clash = await personnelApi.post("/api/zcps-sh/tableSetting", {
      seriesCode: layout.seriesCode,
      level: layout.level,
      title: "x",
      sections,
    });
    expect(clash.json().message).toBe("该系列和级别已有评审表设置");
  });

  it("validates series, level, sections and vote stages", async () => {
    const sections = [{ section: "basicInfo", enabled: true }];
    const cases: [object, string][] = [
      [{ seriesCode: "NOPE", level: "FULL_SENIOR", title: "x", sections }, "未知的职称系列"],
      [{ seriesCode: "TEACHER", level: "TOP", title: "x", sections }, "未知的职称级别"],
      [
        { seriesCode: "TEACHER", level: "JUNIOR", title: "x", sections: [{ section: "basicInfo", enabled: false }] },
        "评审表至少需要打印一个栏目",
      ],
      [
        { seriesCode: "TEACHER", level: "JUNIOR", title: "x", sections, voteStages: ["FORMAL_AUDIT"] },
        "未知的评审环节",
      ],
    ];
    for (const [body, message] of cases) {
      const res = await personnelApi.post("/api/zcps-sh/tableSetting", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const { id } = data<{ id: string }>(
      await personnelApi.post("/api/zcps-sh/tableSetting", {
        seriesCode: "TEACHER",
        level: "JUNIOR",
        title: "助教评审表",
        sections,
      }),
    );
    data(await personnelApi.delete(`/api/zcps-sh/tableSetting/${id}`));
    expect((await personnelApi.get(`/api/zcps-sh/tableSetting/${id}`)).statusCode).toBe(404);
  });
});

describe("field help", () => {
  interface Help {
    id: string;
    materialType: string;
    field: string;
    text: string;
    textEn: string | null;
  }

  it("adds, filters, edits and deletes a help text; the editor reads them all", async () => {
    const { id } = data<{ id: string }>(
      await personnelApi.post("/api/zcps-sh/fieldHelp", {
        materialType: "PAPER",
        field: "issn",
        text: "填写期刊的 ISSN，如 1000-0000",
        textEn: "The journal's ISSN, e.g. 1000-0000",
      }),
    );
    const page = data<{ rows: Help[]; total: number }>(
      await personnelApi.get("/api/zcps-sh/fieldHelp/page?materialType=PAPER"),
    );
    expect(page.rows.map((r) => r.field)).toContain("issn");
    const found = data<{ rows: Help[] }>(
      await personnelApi.get(`/api/zcps-sh/fieldHelp/page?keyword=${encodeURIComponent("ISSN")}`),
    );
    expect(found.rows.some((r) => r.id === id)).toBe(true);

    data(
      await personnelApi.put(`/api/zcps-sh/fieldHelp/${id}`, {
        materialType: "PAPER",
        field: "issn",
        text: "期刊 ISSN 号",
      }),
    );
    const all = data<Help[]>(await declarantApi.get("/api/zcps-sh/fieldHelp/all"));
    expect(all.find((h) => h.materialType === "PAPER" && h.field === "issn")).toMatchObject({
      text: "期刊 ISSN 号",
      textEn: null,
    });

    const clash = await personnelApi.post("/api/zcps-sh/fieldHelp", {
      materialType: "PAPER",
      field: "issn",
      text: "again",
    });
    expect(clash.json().message).toBe("该字段已有帮助文字");

    data(await personnelApi.delete(`/api/zcps-sh/fieldHelp/${id}`));
    const after = data<Help[]>(await personnelApi.get("/api/zcps-sh/fieldHelp/all"));
    expect(after.some((h) => h.field === "issn" && h.materialType === "PAPER")).toBe(false);
  });

  it("refuses a type or a field the material forms do not have", async () => {
    let res = await personnelApi.post("/api/zcps-sh/fieldHelp", { materialType: "NOPE", field: "x", text: "t" });
    expect(res.json().message).toBe("未知的材料类型");
    res = await personnelApi.post("/api/zcps-sh/fieldHelp", { materialType: "PAPER", field: "nope", text: "t" });
    expect(res.json().message).toBe("该材料类型没有这个字段");
    res = await personnelApi.post("/api/zcps-sh/fieldHelp", { materialType: "PAPER", field: "issn", text: " " });
    expect(res.json().message).toBe("请输入帮助文字");
  });
});

describe("permissions", () => {
  it("refuses the declarant and lets the supervisor only read", async () => {
    for (const [method, url] of [
      ["GET", `${API}/page`],
      ["POST", `${API}/project`],
      ["GET", "/api/zcps-sh/sysConfig"],
      ["PUT", "/api/zcps-sh/sysConfig"],
      ["GET", "/api/zcps-sh/fieldHelp/page"],
      ["GET", "/api/zcps-sh/tableSetting/page"],
      ["POST", "/api/zcps-sh/holiday"],
    ] as const) {
      const res = await declarantApi.request(method, url, method === "GET" ? undefined : {});
      expectRefused(res);
    }
    expect((await supervisorApi.get(`${API}/page`)).statusCode).toBe(200);
    const write = await supervisorApi.post(`${API}/project`, { name: "x", year: 2027 });
    expect(write.statusCode).toBe(403);
  });
});
