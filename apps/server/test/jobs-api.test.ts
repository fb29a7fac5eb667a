import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { JobHandlerInfo, JobRow, JobRun } from "@zcps/contracts/jobs";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, tenants } from "../src/db/schema";
import { handlerRegistry } from "../src/modules/admin/jobs/registry";
import { createJobRunner } from "../src/modules/admin/jobs/runner";
import { createJobService } from "../src/modules/admin/jobs/service";
import { AppError } from "../src/platform/errors";
import { type Client, createClient, data, expectBadRequest, expectRefused, type Method, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

let server: TestServer;
let adminApi: Client;
let managerApi: Client;
let supervisorApi: Client;
let backupsDir: string;

beforeAll(async () => {
  server = await startTestServer();
  backupsDir = fs.mkdtempSync(path.join(os.tmpdir(), "zcps-job-api-"));
  // the routes read the configuration object they were given: backups of this test go to a temporary folder
  server.deps.config.backupsDir = backupsDir;
  [adminApi, managerApi, supervisorApi] = await signedIn(server, ["admin", "school_admin", "supervisor"]);
});
afterAll(async () => {
  await server.close();
  fs.rmSync(backupsDir, { recursive: true, force: true });
});

/** The 400 message in zh and en. */
async function refusal(method: Method, url: string, payload: object): Promise<[string, string]> {
  const zh = await managerApi.with({ lang: "zh" }).request(method, url, payload);
  const en = await managerApi.with({ lang: "en" }).request(method, url, payload);
  expectBadRequest(zh);
  expectBadRequest(en);
  return [zh.json().message, en.json().message];
}

const valid = { name: "每小时清理", handler: "purgeExpired", cron: "0 * * * *", params: { days: 3 } };

describe("handlers and seeded jobs", () => {
  it("lists the built-in handlers with their parameters in both languages", async () => {
    const handlers = data<JobHandlerInfo[]>(await managerApi.get("/api/admin/job/handlers"));
    expect(handlers.map((h) => h.name)).toEqual([
      "purgeExpired",
      "backupDatabase",
      "closePublicityWindows",
      "lapseTeamReturns",
      "expirePeerInvitations",
    ]);
    const purge = handlers[0] as JobHandlerInfo;
    expect(purge).toMatchObject({ title: "清理过期令牌和验证码", titleEn: "Purge expired tokens and codes" });
    expect(purge.description).toMatch(/清理过期的令牌和验证码/);
    expect(purge.descriptionEn).toMatch(/^Purge expired tokens/);
    expect(purge.defaults).toEqual({ days: 7, runDays: 90 });
    expect(purge.params).toEqual([
      expect.objectContaining({
        name: "days",
        type: "integer",
        required: false,
        default: 7,
        minimum: 1,
        maximum: 3650,
      }),
      expect.objectContaining({ name: "runDays", type: "integer", default: 90 }),
    ]);
    expect(purge.params[0]?.descriptionEn).toMatch(/session expired or was revoked/);
    expect(handlers[1]?.params).toEqual([
      expect.objectContaining({ name: "keep", default: 7, minimum: 1, maximum: 100 }),
    ]);
    expect(purge.schema).toMatchObject({ type: "object", additionalProperties: false });
  });

  it("seeds the purge job at 03:30 and the backup job at 02:00 keeping 7, in the configured zone", async () => {
    const page = data<{ rows: JobRow[]; total: number }>(await supervisorApi.get("/api/admin/job/page"));
    // with the title-evaluation jobs: closing publicity windows, lapsing uncorrected returns of the team stages and
    // expiring peer-review invitations
    expect(page.rows.map((r) => r.handler).sort()).toEqual([
      "backupDatabase",
      "closePublicityWindows",
      "expirePeerInvitations",
      "lapseTeamReturns",
      "purgeExpired",
    ]);
    const purge = page.rows.find((r) => r.handler === "purgeExpired") as JobRow;
    const backup = page.rows.find((r) => r.handler === "backupDatabase") as JobRow;
    expect(purge).toMatchObject({ cron: "30 3 * * *", enabled: true, params: { days: 7, runDays: 90 }, lastRun: null });
    expect(backup).toMatchObject({ cron: "0 2 * * *", params: { keep: 7 } });
    // every seeded job has its English name and description for the English console
    for (const row of page.rows) {
      expect(row.nameEn, row.name).toMatch(/^[\x20-\x7e]+$/);
      expect(row.descriptionEn, row.name).toMatch(/^[\x20-\x7e]+$/);
    }
    expect(backup.nameEn).toBe("Back up the database daily");
    // PostgreSQL is backed up with pg_dump: the job is there, switched off
    expect(backup.enabled).toBe(!process.env.DATABASE_URL);
    // 03:30 in Asia/Shanghai is 19:30 UTC
    const next = new Date(purge.nextFireAt as string);
    expect([next.getUTCHours(), next.getUTCMinutes()]).toEqual([19, 30]);
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(86_400_000);
  });
});

describe("job administration", () => {
  let job: JobRow;

  it("creates a job, filling the handler's parameter defaults", async () => {
    const res = await managerApi.post("/api/admin/job", {
      ...valid,
      cron: "  0   *  * * * ",
      description: " 测试 ",
    });
    expect(res.json()).toMatchObject({ status: 200, message: "创建成功" });
    job = res.json().data;
    expect(job).toMatchObject({
      name: "每小时清理",
      cron: "0 * * * *",
      params: { days: 3, runDays: 90 },
      enabled: true,
      description: "测试",
      lastRun: null,
    });
    expect(new Date(job.nextFireAt as string).getUTCMinutes()).toBe(0);
    const found = data<{ rows: JobRow[] }>(
      await managerApi.get(`/api/admin/job/page?name=${encodeURIComponent("每小时")}`),
    );
    expect(found.rows.map((r) => r.id)).toEqual([job.id]);
    const byHandler = data<{ total: number }>(await managerApi.get("/api/admin/job/page?handler=backupDatabase"));
    expect(byHandler.total).toBe(1);
  });

  it("refuses a bad cron expression with a message that names the field", async () => {
    const cases: [string, string, string][] = [
      ["0 * * *", "Cron 表达式须有 5 个字段：分 时 日 月 周（以空格分隔）", "A cron expression has 5 fields"],
      ["61 * * * *", "Cron 表达式的“分”字段无效：取值 0-59，可用 * , - /", "The cron minute field is invalid"],
      ["0 24 * * *", "Cron 表达式的“时”字段无效：取值 0-23，可用 * , - /", "The cron hour field is invalid"],
      ["0 0 32 * *", "Cron 表达式的“日”字段无效：取值 1-31，可用 * , - /", "The cron day-of-month field is invalid"],
      [
        "0 0 * 13 *",
        "Cron 表达式的“月”字段无效：取值 1-12 或 JAN-DEC，可用 * , - /",
        "The cron month field is invalid",
      ],
      [
        "0 0 * * FUN",
        "Cron 表达式的“周”字段无效：取值 0-7（0 和 7 为周日）或 SUN-SAT，可用 * , - /",
        "The cron day-of-week",
      ],
      ["0 0 30 2 *", "该 Cron 表达式永远不会触发（例如 2 月 30 日）", "This cron expression never fires"],
      ["", "请输入 Cron 表达式", "Enter a cron expression"],
    ];
    for (const [cron, zh, en] of cases) {
      const [zhMessage, enMessage] = await refusal("POST", "/api/admin/job", { ...valid, name: "坏表达式", cron });
      expect(zhMessage, cron).toBe(zh);
      expect(enMessage, cron).toMatch(new RegExp(`^${en.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
    }
    const res = await managerApi.post("/api/admin/job", { ...valid, name: "坏表达式", cron: "61 * * * *" });
    expect(res.json().data).toEqual({ field: "minute", detail: "minute: 61 is outside 0-59" });
  });

  it("refuses parameters the handler's schema does not accept, with a clear message", async () => {
    const cases: [unknown, string, string][] = [
      [{ days: "seven" }, "days 须为 1 到 3650 之间的整数（天）", "days must be a whole number from 1 to 3650 (days)"],
      [{ days: 0 }, "days 须为 1 到 3650 之间的整数（天）", "days must be a whole number from 1 to 3650 (days)"],
      [{ days: 1.5 }, "days 须为 1 到 3650 之间的整数（天）", "days must be a whole number from 1 to 3650 (days)"],
      [
        { runDays: -1 },
        "runDays 须为 1 到 3650 之间的整数（天）",
        "runDays must be a whole number from 1 to 3650 (days)",
      ],
      [
        { days: 3, keep: 2 },
        "参数中有该处理程序不认识的名称",
        "The parameters contain a name the handler does not know",
      ],
      [[1, 2], '参数须为 JSON 对象，例如 {"days": 7}', 'Parameters must be a JSON object, e.g. {"days": 7}'],
      ["days=7", '参数须为 JSON 对象，例如 {"days": 7}', 'Parameters must be a JSON object, e.g. {"days": 7}'],
    ];
    for (const [params, zh, en] of cases) {
      const messages = await refusal("POST", "/api/admin/job", { ...valid, name: "坏参数", params });
      expect(messages, JSON.stringify(params)).toEqual([zh, en]);
    }
    const keep = await refusal("POST", "/api/admin/job", {
      ...valid,
      handler: "backupDatabase",
      params: { keep: 500 },
    });
    expect(keep).toEqual([
      "keep 须为 1 到 100 之间的整数（份）",
      "keep must be a whole number from 1 to 100 (backups)",
    ]);
    const res = await managerApi.post("/api/admin/job", { ...valid, name: "坏参数", params: { days: 0 } });
    expect(res.json().data).toEqual({ issues: [{ path: "days", message: "job.paramDays" }] });
  });

  it("refuses an unknown handler, a taken name and missing fields", async () => {
    expect(await refusal("POST", "/api/admin/job", { ...valid, name: "x", handler: "rm -rf" })).toEqual([
      "没有这个处理程序，请从列表中选择",
      "No such handler; choose one from the list",
    ]);
    expect(await refusal("POST", "/api/admin/job", { ...valid, name: " 每小时清理 " })).toEqual([
      "租户中已有同名作业",
      "A job with this name already exists in the tenant",
    ]);
    expect(await refusal("POST", "/api/admin/job", { ...valid, name: "  " })).toEqual([
      "请输入作业名称",
      "Enter the job name",
    ]);
    expect(await refusal("POST", "/api/admin/job", { ...valid, handler: "" })).toEqual([
      "请选择处理程序",
      "Choose a handler",
    ]);
    expect(await refusal("POST", "/api/admin/job", { ...valid, name: "x".repeat(51) })).toEqual([
      "作业名称不能超过 50 个字符",
      "The job name may have at most 50 characters",
    ]);
    const page = data<{ total: number }>(await managerApi.get("/api/admin/job/page"));
    expect(page.total).toBe(6);
  });

  it("updates a job and switches it off and on", async () => {
    const updated = data<JobRow>(
      await managerApi.put(`/api/admin/job/${job.id}`, {
        ...valid,
        name: "每日清理",
        nameEn: "  Daily clean-up ",
        descriptionEn: "",
        cron: "15 4 * * MON-FRI",
        params: { days: 30 },
      }),
    );
    expect(updated).toMatchObject({
      name: "每日清理",
      nameEn: "Daily clean-up",
      descriptionEn: null,
      cron: "15 4 * * MON-FRI",
      params: { days: 30, runDays: 90 },
    });
    // another job's name is taken; the job's own is not
    const seeded = data<{ rows: JobRow[] }>(await managerApi.get("/api/admin/job/page?handler=backupDatabase")).rows[0];
    expect(await refusal("PUT", `/api/admin/job/${job.id}`, { ...valid, name: seeded?.name as string })).toEqual([
      "租户中已有同名作业",
      "A job with this name already exists in the tenant",
    ]);
    const off = data<JobRow>(await managerApi.put(`/api/admin/job/${job.id}/enabled`, { enabled: false }));
    expect(off).toMatchObject({ enabled: false, nextFireAt: null, name: "每日清理" });
    const on = data<JobRow>(await managerApi.put(`/api/admin/job/${job.id}/enabled`, { enabled: true }));
    expect(on.nextFireAt).not.toBeNull();
    expect(data<JobRow>(await supervisorApi.get(`/api/admin/job/${job.id}`)).cron).toBe("15 4 * * MON-FRI");
  });

  it("runs a job now and shows the run in its history and the overall history", async () => {
    const res = await managerApi.with({ lang: "en" }).post(`/api/admin/job/${job.id}/run`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe("The job has run");
    const run: JobRun = res.json().data;
    expect(run).toMatchObject({
      jobId: job.id,
      jobName: "每日清理",
      trigger: "manual",
      scheduledFor: null,
      status: "success",
      error: null,
    });
    expect(Object.keys(JSON.parse(run.result as string))).toEqual([
      "sessions",
      "verifyCodes",
      "passwordResets",
      "loginFailures",
      "jobRuns",
    ]);
    expect(run.durationMs).toBeGreaterThanOrEqual(0);
    expect(new Date(run.finishedAt as string).getTime()).toBeGreaterThanOrEqual(new Date(run.startedAt).getTime());

    const mine = data<{ rows: JobRun[]; total: number }>(await supervisorApi.get(`/api/admin/job/${job.id}/runs`));
    expect(mine.total).toBe(1);
    expect(mine.rows[0]?.id).toBe(run.id);
    const row = data<JobRow>(await managerApi.get(`/api/admin/job/${job.id}`));
    expect(row.lastRun).toMatchObject({ id: run.id, status: "success", trigger: "manual" });

    const backup = data<{ rows: JobRow[] }>(await managerApi.get("/api/admin/job/page?handler=backupDatabase"))
      .rows[0] as JobRow;
    const backupRun = await managerApi.post(`/api/admin/job/${backup.id}/run`);
    if (process.env.DATABASE_URL) {
      expect(backupRun.json()).toMatchObject({
        message: "作业执行失败",
        data: { status: "failed", error: "not supported on PostgreSQL (use pg_dump)" },
      });
    } else {
      expect(backupRun.json()).toMatchObject({ message: "作业已执行", data: { status: "success" } });
      expect(fs.readdirSync(backupsDir)).toHaveLength(1);
    }

    const all = data<{ rows: JobRun[]; total: number }>(await supervisorApi.get("/api/admin/job/runs?limit=10"));
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.jobId)).toEqual([backup.id, job.id]);
    const failedOnly = data<{ total: number }>(await supervisorApi.get("/api/admin/job/runs?status=failed"));
    expect(failedOnly.total).toBe(process.env.DATABASE_URL ? 1 : 0);
    const ofJob = data<{ rows: JobRun[] }>(await supervisorApi.get(`/api/admin/job/runs?jobId=${job.id}`));
    expect(ofJob.rows.map((r) => r.id)).toEqual([run.id]);
  });

  it("previews the next fire times, and refuses a bad expression there too", async () => {
    const preview = data<{ timeZone: string; times: string[] }>(
      await managerApi.get(`/api/admin/job/cron/preview?cron=${encodeURIComponent("0 2 * * *")}`),
    );
    expect(preview.timeZone).toBe("Asia/Shanghai");
    expect(preview.times).toHaveLength(5);
    for (const [i, time] of preview.times.entries()) {
      expect(new Date(time).getUTCHours()).toBe(18);
      if (i > 0) expect(new Date(time).getTime() - new Date(preview.times[i - 1] as string).getTime()).toBe(86_400_000);
    }
    const three = data<{ times: string[] }>(await managerApi.get("/api/admin/job/cron/preview?cron=%40hourly&count=3"));
    expect(three.times).toHaveLength(3);
    const bad = await managerApi
      .with({ lang: "en" })
      .get(`/api/admin/job/cron/preview?cron=${encodeURIComponent("0 0 31 4 *")}`);
    expectBadRequest(bad, "This cron expression never fires (e.g. 30 February)");
  });

  it("deletes a job with its runs", async () => {
    const res = await managerApi.delete(`/api/admin/job/${job.id}`);
    expect(res.json()).toMatchObject({ status: 200, message: "删除成功" });
    expect((await managerApi.get(`/api/admin/job/${job.id}`)).statusCode).toBe(404);
    expect((await managerApi.delete(`/api/admin/job/${job.id}`)).statusCode).toBe(404);
    expect(data<{ total: number }>(await managerApi.get(`/api/admin/job/runs?jobId=${job.id}`)).total).toBe(0);
  });
});

describe("element codes", () => {
  it("lets the supervisor (jobManager:view) read but not change or run anything", async () => {
    const [one] = data<{ rows: JobRow[] }>(await supervisorApi.get("/api/admin/job/page")).rows;
    const id = one?.id as string;
    const writes: [Method, string, object | undefined][] = [
      ["POST", "/api/admin/job", valid],
      ["PUT", `/api/admin/job/${id}`, valid],
      ["PUT", `/api/admin/job/${id}/enabled`, { enabled: false }],
      ["DELETE", `/api/admin/job/${id}`, undefined],
      ["POST", `/api/admin/job/${id}/run`, undefined],
      ["GET", "/api/admin/job/cron/preview?cron=*+*+*+*+*", undefined],
    ];
    for (const [method, url, payload] of writes) {
      const res = await supervisorApi.request(method, url, payload);
      expectRefused(res);
    }
    const after = data<JobRow>(await supervisorApi.get(`/api/admin/job/${id}`));
    expect(after).toMatchObject({ enabled: one?.enabled, name: one?.name, lastRun: one?.lastRun ?? null });
  });

  it("shows the page and its buttons to the school administrator and view only to the supervisor", async () => {
    type Info = { elements: { code: string }[] };
    const codes = async (caller: Client) =>
      data<Info>(await caller.get("/api/admin/user/front/info"))
        .elements.map((e) => e.code)
        .filter((c) => c.startsWith("jobManager"));
    expect((await codes(managerApi)).sort()).toEqual([
      "jobManager",
      "jobManager:btn_add",
      "jobManager:btn_del",
      "jobManager:btn_edit",
      "jobManager:btn_run",
      "jobManager:view",
    ]);
    expect((await codes(supervisorApi)).sort()).toEqual(["jobManager", "jobManager:view"]);
    expect(await codes(createClient(server.app, await server.login("declarant")))).toEqual([]);
    expect((await codes(adminApi)).length).toBe(6);
  });
});

describe("tenants", () => {
  it("keeps another tenant's jobs out of reach", async () => {
    await server.deps.db.insert(tenants).values({ id: "other-school", code: "other-school", name: "另一所学校" });
    await server.deps.db.insert(jobs).values({
      id: "other-job",
      tenantId: "other-school",
      name: "别人的作业",
      handler: "purgeExpired",
      cron: "* * * * *",
    });
    for (const [method, url, payload] of [
      ["GET", "/api/admin/job/other-job", undefined],
      ["PUT", "/api/admin/job/other-job", valid],
      ["PUT", "/api/admin/job/other-job/enabled", { enabled: false }],
      ["POST", "/api/admin/job/other-job/run", undefined],
      ["GET", "/api/admin/job/other-job/runs", undefined],
      ["DELETE", "/api/admin/job/other-job", undefined],
    ] as [Method, string, object | undefined][]) {
      const res = await adminApi.request(method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const page = data<{ rows: JobRow[] }>(await adminApi.get("/api/admin/job/page?limit=100"));
    expect(page.rows.some((r) => r.id === "other-job")).toBe(false);
    const [row] = await server.deps.db.select().from(jobs).where(eq(jobs.id, "other-job"));
    expect(row).toMatchObject({ enabled: true, name: "别人的作业" });
  });

  it("offers system-wide handlers to the super tenant only", async () => {
    const handlers = handlerRegistry();
    const service = createJobService({
      db: server.deps.db,
      handlers,
      timeZone: "Asia/Shanghai",
      runner: createJobRunner({
        db: server.deps.db,
        database: server.database,
        config: server.deps.config,
        handlers,
      }),
    });
    const outsider = { userId: "u", tenantId: "other-school" };
    // an ordinary tenant's jobs may use only the handlers that act on its own data
    expect((await service.handlers(outsider)).map((h) => h.name)).toEqual([
      "closePublicityWindows",
      "lapseTeamReturns",
      "expirePeerInvitations",
    ]);
    const refused = await service.create(outsider, { ...valid, name: "越权" }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).key).toBe("job.handlerNotAllowed");
  });
});
