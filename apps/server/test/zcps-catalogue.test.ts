import { randomUUID } from "node:crypto";
import type {
  BatchTitleRow,
  CatalogueContext,
  CatalogueTables,
  DirectoryRow,
  PostRestrictionRow,
  QuotaRow,
  RequirementRow,
  RequirementSaved,
  RequirementTestResult,
} from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API, CATALOGUE_ELEMENT_DEFS } from "@zcps/contracts/zcps/catalogue/elements";
import type { RuleNode } from "@zcps/contracts/zcps/eligibility";
import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { batches, departs, quotas, staff } from "../src/db/schema";
import { allowedFor, allows } from "../src/modules/title-evaluation/catalogue/posts-repo";
import { currentRequirement } from "../src/modules/title-evaluation/declarations/repo";
import { type Client, expectBadRequest, expectRefused, type Method, type Response, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
/** the callers of this file, asking in Chinese */
let personnelApi: Client;
let declarantApi: Client;
let ctx: CatalogueContext;
/** 常规批 (published) and 绿色通道批 (draft) of the 2026 project */
let regular: string;
let green: string;

beforeAll(async () => {
  server = await startTestServer();
  [personnelApi, declarantApi] = await signedIn(server, ["personnel", "declarant"], { lang: "zh" });
  ctx = (await personnelApi.get(CATALOGUE_API.context)).json().data;
  regular = ctx.batches.find((b) => b.current && b.kind === "normal")?.id ?? "";
  green = ctx.batches.find((b) => b.current && b.kind === "green")?.id ?? "";
});
afterAll(async () => server.close());

/** The envelope's data, whatever the status: the tests below assert the status where it matters. */
const data = <T>(res: Response): T => res.json().data;
const titleId = (code: string) => ctx.titles.find((t) => t.code === code)?.id ?? "";

const ANY_TWO: RuleNode = {
  id: "root",
  op: "ANY_N",
  n: 2,
  children: [
    { id: "papers", fn: "count", materialType: "PAPER", cmp: ">=", value: 3 },
    { id: "projects", fn: "count", materialType: "RESEARCH_PROJECT", cmp: ">=", value: 1 },
    { id: "seniority", fn: "years", field: "currentTitleDate", cmp: ">=", value: 5 },
  ],
};

describe("lookups", () => {
  it("gives the batches of the current project, the seeded catalogue, offices and units", () => {
    expect(regular).not.toBe("");
    expect(green).not.toBe("");
    expect(ctx.series.map((s) => s.code)).toContain("TEACHER");
    expect(ctx.titles.find((t) => t.code === "PROFESSOR")?.name).toBe("教授");
    expect(ctx.tracks.map((t) => t.code)).toContain("TEACHING_FOCUSED");
    expect(ctx.units).toHaveLength(12);
    expect(ctx.offices.map((o) => o.code)).toEqual(expect.arrayContaining(["hr", "academic", "research"]));
  });

  it("refuses a declarant (403) and a batch outside the current project (400)", async () => {
    for (const [method, url] of [
      ["GET", CATALOGUE_API.context],
      ["GET", `${CATALOGUE_API.quota}/findQuota?projectTimeId=${regular}`],
      ["POST", CATALOGUE_API.post],
      ["PUT", `${CATALOGUE_API.require}/x`],
    ] as const) {
      const res = await declarantApi.request(method, url, method === "GET" ? undefined : {});
      expectRefused(res);
    }
    for (const route of new Set(CATALOGUE_ELEMENT_DEFS.flatMap((d) => d.routes.map(([m, r]) => `${m} ${r}`)))) {
      const [method, pattern = ""] = route.split(" ") as [Method, string];
      const res = await declarantApi.request(
        method,
        pattern.replace(":id", "x"),
        method === "GET" || method === "DELETE" ? undefined : {},
      );
      expect(res.statusCode, route).toBe(403);
    }
    const old = ctx.batches.find((b) => !b.current);
    const res = await personnelApi.get(`${CATALOGUE_API.title}/page?projectTimeId=${old?.id}`);
    expectBadRequest(res, "批次不存在或不属于当前评审项目");
  });
});

describe("declareRequireTitle", () => {
  it("lists the seeded titles of the regular batch, with tracks and methods", async () => {
    const page = data<{ rows: BatchTitleRow[]; total: number }>(
      await personnelApi.get(`${CATALOGUE_API.title}/page?projectTimeId=${regular}&seriesCode=TEACHER&limit=50`),
    );
    const professor = page.rows.find((r) => r.titleCode === "PROFESSOR");
    expect(professor?.trackCodes).toContain("TEACHING_FOCUSED");
    expect(professor?.methods).toEqual(["NORMAL", "EXCEPTIONAL"]);
    expect(page.rows.some((r) => r.titleCode === "TEACHING_ASSISTANT")).toBe(false);
  });

  it("adds, changes and removes a title of a batch; refuses duplicates, foreign tracks and unknown methods", async () => {
    const body = {
      projectTimeId: regular,
      titleId: titleId("TEACHING_ASSISTANT"),
      trackCodes: ["TEACHING_FOCUSED"],
      methods: ["NORMAL"],
    };
    const added = await personnelApi.post(CATALOGUE_API.title, body);
    expect(added.statusCode).toBe(200);
    const row = data<BatchTitleRow>(added);
    expect(row.level).toBe("JUNIOR");

    const again = await personnelApi.post(CATALOGUE_API.title, body);
    expectBadRequest(again, "该职称已在本批次中");

    const foreign = await personnelApi.put(`${CATALOGUE_API.title}/${row.id}`, {
      trackCodes: ["IDEOLOGICAL_EDUCATION"],
      methods: ["NORMAL"],
    });
    expect(foreign.json().message).toBe("所选评价类型不属于该职称的系列");

    const badMethod = await personnelApi.put(`${CATALOGUE_API.title}/${row.id}`, {
      trackCodes: [],
      methods: ["LOTTERY"],
    });
    expectBadRequest(badMethod, "请选择申报方式");

    const noMethod = await personnelApi.with({ lang: "en" }).put(`${CATALOGUE_API.title}/${row.id}`, {
      trackCodes: [],
      methods: [],
    });
    expect(noMethod.json().message).toBe("Choose at least one declaration method");

    const changed = data<BatchTitleRow>(
      await personnelApi.put(`${CATALOGUE_API.title}/${row.id}`, { trackCodes: [], methods: ["NORMAL", "TRANSFER"] }),
    );
    expect(changed.methods).toEqual(["NORMAL", "TRANSFER"]);

    expect((await personnelApi.delete(`${CATALOGUE_API.title}/${row.id}`)).statusCode).toBe(200);
  });

  it("maintains series, titles and tracks and refuses deleting what is in use", async () => {
    const series = await personnelApi.post(`${CATALOGUE_API.title}/series`, {
      code: "HEALTH",
      name: "卫生技术",
      nameEn: "Health technology",
    });
    expect(series.statusCode).toBe(200);
    const dup = await personnelApi.post(`${CATALOGUE_API.title}/series`, { code: "HEALTH", name: "x", nameEn: "x" });
    expect(dup.json().message).toBe("系列编码已存在");
    const badCode = await personnelApi.post(`${CATALOGUE_API.title}/series`, { code: "卫生", name: "x", nameEn: "x" });
    expect(badCode.json().message).toBe("编码只能包含字母、数字、下划线和短横线，最长 40 个字符");

    const title = await personnelApi.post(`${CATALOGUE_API.title}/titles`, {
      seriesCode: "HEALTH",
      level: "ASSOC_SENIOR",
      code: "DEPUTY_CHIEF_PHYSICIAN",
      name: "副主任医师",
      nameEn: "Deputy Chief Physician",
    });
    expect(title.statusCode).toBe(200);
    const badLevel = await personnelApi.post(`${CATALOGUE_API.title}/titles`, {
      seriesCode: "HEALTH",
      level: "GRAND",
      code: "X1",
      name: "x",
      nameEn: "x",
    });
    expect(badLevel.json().message).toBe("请选择职称级别");
    const track = await personnelApi.post(`${CATALOGUE_API.title}/tracks`, {
      seriesCode: "HEALTH",
      code: "CLINICAL",
      name: "临床型",
      nameEn: "Clinical",
    });
    expect(track.statusCode).toBe(200);

    const seriesId = data<{ id: string }>(series).id;
    const inUse = await personnelApi.delete(`${CATALOGUE_API.title}/series/${seriesId}`);
    expect(inUse.json().message).toBe("该系列下还有职称或评价类型，不能删除");
    // a seeded title is used by the batches
    const used = await personnelApi.delete(`${CATALOGUE_API.title}/titles/${titleId("PROFESSOR")}`);
    expect(used.json().message).toBe("该职称已被批次、申报条件或申报使用，不能删除");

    // a renamed series code follows into its titles
    await personnelApi.put(`${CATALOGUE_API.title}/series/${seriesId}`, {
      code: "MEDICAL",
      name: "卫生技术",
      nameEn: "Health",
    });
    const tables = data<CatalogueTables>(await personnelApi.get(`${CATALOGUE_API.title}/catalogue`));
    expect(tables.titles.find((t) => t.code === "DEPUTY_CHIEF_PHYSICIAN")?.seriesCode).toBe("MEDICAL");

    expect(
      (await personnelApi.delete(`${CATALOGUE_API.title}/titles/${data<{ id: string }>(title).id}`)).statusCode,
    ).toBe(200);
    expect(
      (await personnelApi.delete(`${CATALOGUE_API.title}/tracks/${data<{ id: string }>(track).id}`)).statusCode,
    ).toBe(200);
    expect((await personnelApi.delete(`${CATALOGUE_API.title}/series/${seriesId}`)).statusCode).toBe(200);
  });
});

describe("directory", () => {
  const list = async (batch: string, query = "") =>
    data<DirectoryRow[]>(await personnelApi.get(`${CATALOGUE_API.directory}/list?projectTimeId=${batch}${query}`));

  it("seeds every material type with its owner office and the personal sections required", async () => {
    const rows = await list(regular);
    expect(rows).toHaveLength(MATERIAL_TYPES.length);
    const paper = rows.find((r) => r.materialType === "PAPER");
    const research = ctx.offices.find((o) => o.code === "research")?.id;
    expect(paper?.verifierDepartId).toBe(research);
    expect(rows.find((r) => r.materialType === "BASIC_INFO")?.required).toBe("all");
    const representative = rows.find((r) => r.materialType === "REPRESENTATIVE_WORK");
    expect(representative?.required).toBe("some");
    expect(representative?.requiredFor.map((r) => r.titleId)).toContain(titleId("PROFESSOR"));
    const papers = await list(regular, "&keyword=论文");
    expect(papers).toContainEqual(paper);
    expect(papers.length).toBeLessThan(rows.length);
  });

  it("marks a material required for a title, refuses nonsense and deletes with the defaults to restore it", async () => {
    const rows = await list(regular);
    const patent = rows.find((r) => r.materialType === "PATENT") as DirectoryRow;
    const body = {
      verifierDepartId: patent.verifierDepartId,
      required: "some",
      requiredFor: [{ titleId: titleId("PROFESSOR"), trackCode: "RESEARCH_FOCUSED" }],
      maxItems: 10,
      enabled: true,
      orderNum: patent.orderNum,
    };
    const saved = data<DirectoryRow>(await personnelApi.put(`${CATALOGUE_API.directory}/${patent.id}`, body));
    expect(saved.requiredFor).toEqual([{ titleId: titleId("PROFESSOR"), trackCode: "RESEARCH_FOCUSED" }]);

    const empty = await personnelApi.put(`${CATALOGUE_API.directory}/${patent.id}`, { ...body, requiredFor: [] });
    expect(empty.json().message).toBe("“指定职称必填”须至少选择一个职称");
    const foreign = await personnelApi.put(`${CATALOGUE_API.directory}/${patent.id}`, {
      ...body,
      requiredFor: [{ titleId: titleId("TEACHING_ASSISTANT") }],
    });
    expect(foreign.json().message).toBe("必填职称须是本批次可申报的职称");
    const unit = ctx.units[0]?.id;
    const notOffice = await personnelApi.put(`${CATALOGUE_API.directory}/${patent.id}`, {
      ...body,
      verifierDepartId: unit,
    });
    expect(notOffice.json().message).toBe("审核部门须是职能部门");
    const dup = await personnelApi.post(CATALOGUE_API.directory, {
      ...body,
      projectTimeId: regular,
      materialType: "PATENT",
    });
    expect(dup.json().message).toBe("该材料类型已在目录中");

    expect((await personnelApi.delete(`${CATALOGUE_API.directory}/${patent.id}`)).statusCode).toBe(200);
    expect((await list(regular)).some((r) => r.materialType === "PATENT")).toBe(false);
    expect(
      data<number>(await personnelApi.post(`${CATALOGUE_API.directory}/defaults`, { projectTimeId: regular })),
    ).toBe(1);
  });

  it("copies another batch's directory, keeping only titles the target accepts", async () => {
    const mine = await personnelApi.post(`${CATALOGUE_API.directory}/copy`, {
      projectTimeId: green,
      fromProjectTimeId: green,
    });
    expect(mine.json().message).toBe("不能从本批次复制");
    const copied = await personnelApi.post(`${CATALOGUE_API.directory}/copy`, {
      projectTimeId: green,
      fromProjectTimeId: regular,
    });
    expect(data<number>(copied)).toBe(MATERIAL_TYPES.length);
    const rows = await list(green);
    const representative = rows.find((r) => r.materialType === "REPRESENTATIVE_WORK");
    // the green channel has no intermediate titles: only its own senior titles remain
    const greenTitles = new Set(
      data<BatchTitleRow[]>(await personnelApi.get(`${CATALOGUE_API.batchTitles}?projectTimeId=${green}`)).map(
        (t) => t.titleId,
      ),
    );
    expect(representative?.requiredFor.every((r) => greenTitles.has(r.titleId))).toBe(true);
  });
});

describe("declareRequire", () => {
  it("lists the seeded default requirements of the regular batch", async () => {
    const page = data<{ rows: RequirementRow[]; total: number }>(
      await personnelApi.get(`${CATALOGUE_API.require}/page?projectTimeId=${regular}&limit=50`),
    );
    expect(page.total).toBeGreaterThan(3);
    expect(page.rows.some((r) => r.titleId === titleId("PROFESSOR") && r.trackCode === "TEACHING_FOCUSED")).toBe(true);
  });

  it("versions a published batch's requirement on every save and keeps the old one read-only", async () => {
    const body = {
      projectTimeId: regular,
      titleId: titleId("ENGINEER"),
      trackCode: "",
      method: "NORMAL",
      rule: ANY_TWO,
    };
    const created = data<RequirementSaved>(await personnelApi.post(CATALOGUE_API.require, body));
    expect(created.requirement.version).toBe(1);
    expect(created.newVersion).toBe(false);
    const taken = await personnelApi.post(CATALOGUE_API.require, body);
    expect(taken.json().message).toBe("该职称、评价类型和申报方式的申报条件已存在，请编辑它");

    const res = await personnelApi.put(`${CATALOGUE_API.require}/${created.requirement.id}`, {
      rule: { ...ANY_TWO, n: 1 },
      text: "满足两项之一",
    });
    expect(res.json().message).toBe("批次已发布：已保存为新版本，旧版本保留");
    const saved = data<RequirementSaved>(res);
    expect(saved.requirement.version).toBe(2);
    expect(saved.requirement.createdByName).toBeTruthy();

    const versions = data<RequirementRow[]>(
      await personnelApi.get(
        `${CATALOGUE_API.require}/versions?projectTimeId=${regular}&titleId=${body.titleId}&trackCode=&method=NORMAL`,
      ),
    );
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect((versions[1]?.rule as { n?: number } | undefined)?.n).toBe(2);

    const refused = await personnelApi.delete(`${CATALOGUE_API.require}/${saved.requirement.id}`);
    expect(refused.json().message).toBe("批次已发布，申报条件只能新增版本，不能删除");
  });

  it("overwrites the current version while the batch is a draft, and deletes it", async () => {
    const greenTitle = data<BatchTitleRow[]>(
      await personnelApi.get(`${CATALOGUE_API.batchTitles}?projectTimeId=${green}`),
    )[0];
    const body = {
      projectTimeId: green,
      titleId: greenTitle?.titleId,
      trackCode: "",
      method: greenTitle?.methods[0],
      rule: ANY_TWO,
    };
    await personnelApi.delete(`${CATALOGUE_API.require}/x`); // unknown id: 404, nothing else
    const existing = data<{ rows: RequirementRow[] }>(
      await personnelApi.get(`${CATALOGUE_API.require}/page?projectTimeId=${green}&titleId=${body.titleId}&trackCode=`),
    ).rows[0];
    const first = existing
      ? existing
      : data<RequirementSaved>(await personnelApi.post(CATALOGUE_API.require, body)).requirement;
    const res = await personnelApi.put(`${CATALOGUE_API.require}/${first.id}`, { rule: { ...ANY_TWO, n: 3 } });
    expect(res.json().message).toBe("申报条件已保存（当前版本已更新）");
    expect(data<RequirementSaved>(res).requirement.version).toBe(first.version);
    expect((await personnelApi.delete(`${CATALOGUE_API.require}/${first.id}`)).statusCode).toBe(200);
  });

  it("refuses a broken rule with the rule's own message and keys outside the batch", async () => {
    const base = { projectTimeId: regular, titleId: titleId("LIBRARIAN"), trackCode: "", method: "NORMAL" };
    const tooMany = await personnelApi.post(CATALOGUE_API.require, { ...base, rule: { ...ANY_TWO, n: 4 } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).not.toBe("申报条件规则不完整或不正确");
    const noRule = await personnelApi.post(CATALOGUE_API.require, base);
    expect(noRule.statusCode).toBe(400);
    const outside = await personnelApi.post(CATALOGUE_API.require, {
      ...base,
      titleId: titleId("TEACHING_ASSISTANT"),
      rule: ANY_TWO,
    });
    expect(outside.json().message).toBe("必填职称须是本批次可申报的职称");
  });

  it("finds the current requirement with track and method fallbacks", async () => {
    const db = server.deps.db;
    const professor = titleId("PROFESSOR");
    const exact = await currentRequirement(db, {
      projectTimeId: regular,
      titleId: professor,
      trackCode: "TEACHING_FOCUSED",
      method: "NORMAL",
    });
    expect(exact?.trackCode).toBe("TEACHING_FOCUSED");
    // no exceptional requirement and no research-focused one: the NORMAL, then the track-specific falls back
    const engineer = titleId("ENGINEER");
    const fallback = await currentRequirement(db, {
      projectTimeId: regular,
      titleId: engineer,
      trackCode: "SOME_TRACK",
      method: "EXCEPTIONAL",
    });
    expect(fallback?.trackCode).toBe("");
    expect(fallback?.method).toBe("NORMAL");
    expect(fallback?.version).toBe(2);
    expect(
      await currentRequirement(db, {
        projectTimeId: regular,
        titleId: titleId("EDITOR"),
        trackCode: "",
        method: "NORMAL",
      }),
    ).toBeNull();
  });

  it("tests a rule against a staff member", async () => {
    const [unit] = await server.deps.db.select({ id: departs.id }).from(departs).where(eq(departs.code, "cs"));
    const staffId = randomUUID();
    await server.deps.db.insert(staff).values({
      id: staffId,
      tenantId: "default",
      employeeNo: `T${Date.now()}`,
      name: "测试教师",
      unitId: unit?.id,
      currentTitleDate: "2019-07-01",
      degree: "2",
    });
    const found = data<{ id: string }[]>(await personnelApi.get(`${CATALOGUE_API.require}/staff?keyword=测试教师`));
    expect(found.map((s) => s.id)).toContain(staffId);
    const result = data<RequirementTestResult>(
      await personnelApi.post(`${CATALOGUE_API.require}/test`, { projectTimeId: regular, staffId, rule: ANY_TWO }),
    );
    expect(result.staff.name).toBe("测试教师");
    expect(result.result.children?.find((c) => c.id === "seniority")?.pass).toBe(true);
    expect(result.result.children?.find((c) => c.id === "papers")?.pass).toBe(false);
    expect(result.result.pass).toBe(false);
    const missing = await personnelApi.post(`${CATALOGUE_API.require}/test`, {
      projectTimeId: regular,
      staffId: "nobody",
      rule: ANY_TWO,
    });
    expect(missing.json().message).toBe("教职工不存在");
  });
});

describe("declarePost", () => {
  it("seeds the default restrictions and answers allowedFor", async () => {
    const page = data<{ rows: PostRestrictionRow[] }>(await personnelApi.get(`${CATALOGUE_API.post}/page`));
    expect(page.rows.map((r) => r.postType)).toContain("COUNSELOR");
    const counsellor = await allowedFor(server.deps.db, "default", "COUNSELOR");
    expect(allows(counsellor, "IDEOLOGICAL", "")).toBe(true);
    expect(allows(counsellor, "TEACHER", "")).toBe(false);
    const research = await allowedFor(server.deps.db, "default", "FULL_TIME_RESEARCH");
    expect(allows(research, "TEACHER", "RESEARCH_FOCUSED")).toBe(true);
    expect(allows(research, "TEACHER", "TEACHING_FOCUSED")).toBe(false);
    expect(allows(research, "RESEARCH", "")).toBe(true);
    expect((await allowedFor(server.deps.db, "default", null)).restricted).toBe(false);
  });

  it("changes, refuses duplicates and unknown codes, and lifts a restriction", async () => {
    const page = data<{ rows: PostRestrictionRow[] }>(await personnelApi.get(`${CATALOGUE_API.post}/page`));
    const support = page.rows.find((r) => r.postType === "SUPPORT") as PostRestrictionRow;
    const changed = data<PostRestrictionRow>(
      await personnelApi.put(`${CATALOGUE_API.post}/${support.id}`, {
        postType: "SUPPORT",
        allowedSeries: ["ENGINEERING"],
        allowedTracks: [],
        note: "工程系列",
      }),
    );
    expect(changed.allowedSeries).toEqual(["ENGINEERING"]);
    const dup = await personnelApi.post(CATALOGUE_API.post, { postType: "SUPPORT", allowedSeries: [] });
    expect(dup.json().message).toBe("该岗位类型已设置申报限制");
    const unknown = await personnelApi.put(`${CATALOGUE_API.post}/${support.id}`, {
      postType: "SUPPORT",
      allowedSeries: ["ASTROLOGY"],
    });
    expect(unknown.json().message).toBe("可申报系列中有不存在的系列");
    const badPost = await personnelApi.post(CATALOGUE_API.post, { postType: "PILOT", allowedSeries: [] });
    expect(badPost.json().message).toBe("请选择岗位类型");
    expect((await personnelApi.delete(`${CATALOGUE_API.post}/${support.id}`)).statusCode).toBe(200);
    expect((await allowedFor(server.deps.db, "default", "SUPPORT")).restricted).toBe(false);
    const again = await personnelApi.post(CATALOGUE_API.post, {
      postType: "SUPPORT",
      allowedSeries: [],
      allowedTracks: [],
    });
    expect(again.statusCode).toBe(200);
  });
});

describe("quota", () => {
  const page = async (query = "") =>
    data<{ rows: QuotaRow[]; total: number; totals: { allocated: number } }>(
      await personnelApi.get(`${CATALOGUE_API.quota}/findQuota?projectTimeId=${regular}&limit=100${query}`),
    );

  it("seeds two levels for the twelve units with remaining figures", async () => {
    const { rows, total, totals } = await page();
    expect(total).toBe(24);
    // the demo's recommendations use some places: what remains is what is allocated less what is held
    for (const r of rows) expect(r.remaining).toBe(r.allocated - (r.used - r.released));
    expect(rows.some((r) => r.used === 0 && r.remaining === r.allocated)).toBe(true);
    expect(totals.allocated).toBe(rows.reduce((s, r) => s + r.allocated, 0));
  });

  it("changes an allocation, never below used − released, and refuses a stale version", async () => {
    const row = (await page("&level=FULL_SENIOR")).rows[0] as QuotaRow;
    await server.deps.db.update(quotas).set({ used: 3, released: 1 }).where(eq(quotas.id, row.id));
    const below = await personnelApi.put(`${CATALOGUE_API.quota}/${row.id}`, { allocated: 1 });
    expectBadRequest(below, "分配名额不能少于已占用名额（已使用 − 已释放）");
    expect(below.json().data).toEqual({ min: 2 });
    const ok = data<QuotaRow>(
      await personnelApi.put(`${CATALOGUE_API.quota}/${row.id}`, { allocated: 2, version: row.version }),
    );
    expect(ok.allocated).toBe(2);
    expect(ok.remaining).toBe(0);
    const stale = await personnelApi.put(`${CATALOGUE_API.quota}/${row.id}`, { allocated: 5, version: row.version });
    expect(stale.json().message).toBe("名额已被他人修改，请刷新后重试");
    const inUse = await personnelApi.delete(`${CATALOGUE_API.quota}/${row.id}`);
    expect(inUse.json().message).toBe("该名额已被使用，不能删除");

    const bulkBelow = await personnelApi.post(`${CATALOGUE_API.quota}/bulk`, {
      projectTimeId: regular,
      level: "FULL_SENIOR",
      trackCode: "",
      allocated: 1,
    });
    expect(bulkBelow.json().message).toBe("部分单位已占用的名额多于要设置的数量，未做任何修改");
    expect((await page("&level=FULL_SENIOR")).rows.find((r) => r.id === row.id)?.allocated).toBe(2);
  });

  it("sets one allocation for every unit, adds and deletes a quota", async () => {
    const bulk = await personnelApi.post(`${CATALOGUE_API.quota}/bulk`, {
      projectTimeId: regular,
      level: "INTERMEDIATE",
      trackCode: "",
      allocated: 6,
    });
    expect(data<number>(bulk)).toBe(12);
    const intermediate = await page("&level=INTERMEDIATE");
    expect(intermediate.rows.every((r) => r.allocated === 6)).toBe(true);

    const unitId = ctx.units[0]?.id;
    const body = { projectTimeId: regular, unitId, level: "FULL_SENIOR", trackCode: "TEACHING_FOCUSED", allocated: 1 };
    const added = await personnelApi.post(CATALOGUE_API.quota, body);
    expect(added.statusCode).toBe(200);
    expect((await personnelApi.post(CATALOGUE_API.quota, body)).json().message).toBe(
      "该单位、级别和评价类型的名额已存在",
    );
    const badUnit = await personnelApi.post(CATALOGUE_API.quota, {
      ...body,
      unitId: ctx.offices[0]?.id,
      trackCode: "",
    });
    expect(badUnit.json().message).toBe("请选择单位");
    const negative = await personnelApi.post(CATALOGUE_API.quota, { ...body, allocated: -1 });
    expect(negative.json().message).toBe("分配名额须为 0 到 9999 的整数");
    expect((await personnelApi.delete(`${CATALOGUE_API.quota}/${data<QuotaRow>(added).id}`)).statusCode).toBe(200);
  });

  it("exports the quotas as xlsx in the caller's language", async () => {
    const res = await personnelApi
      .with({ lang: "en" })
      .get(`${CATALOGUE_API.quota}/export?projectTimeId=${regular}&level=ASSOC_SENIOR`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Quotas");
    expect(sheet?.getRow(1).getCell(1).value).toBe("Unit");
    expect(sheet?.getRow(2).getCell(2).value).toBe("Associate senior");
    // 12 units, the heading and the total
    expect(sheet?.rowCount).toBe(14);
  });

  it("refuses changes to a closed batch", async () => {
    await server.deps.db.update(batches).set({ status: "CLOSED" }).where(eq(batches.id, green));
    const res = await personnelApi.post(`${CATALOGUE_API.quota}/bulk`, {
      projectTimeId: green,
      level: "FULL_SENIOR",
      allocated: 1,
    });
    expect(res.json().message).toBe("批次已结束或归档，不能再修改");
    await server.deps.db.update(batches).set({ status: "DRAFT" }).where(eq(batches.id, green));
  });
});
