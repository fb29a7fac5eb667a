import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { localDate } from "../src/modules/title-evaluation/kit";
import { expirePeerInvitationsHandler } from "../src/modules/title-evaluation/stages/peer-review";
import { closePublicityHandler } from "../src/modules/title-evaluation/stages/unit-review";
import { startTestServer, type TestServer } from "./harness";

/** The title-evaluation jobs: closing publicity windows and expiring unanswered peer-review invitations. */

let server: TestServer;
let batchId: string;
const TENANT = "default";
const NOW = new Date("2026-11-20T02:00:00Z"); // 10:00 in Shanghai, Friday 2026-11-20

beforeAll(async () => {
  server = await startTestServer();
  const [batch] = await server.deps.db
    .select({ id: t.batches.id })
    .from(t.batches)
    .innerJoin(t.projects, eq(t.projects.id, t.batches.projectId))
    .where(and(eq(t.projects.year, 2026), eq(t.batches.kind, "normal")));
  batchId = batch?.id as string;
});
afterAll(async () => server.close());

const context = () => ({
  db: server.deps.db,
  config: server.deps.config,
  database: server.deps.database,
  now: NOW,
  tenantId: TENANT,
});

async function userId(username: string) {
  const [row] = await server.deps.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, username));
  return row?.id as string;
}

async function declarationIn(status: string) {
  const id = randomUUID();
  const [title] = await server.deps.db.select().from(t.titles).limit(1);
  await server.deps.db.insert(t.declarations).values({
    id,
    tenantId: TENANT,
    projectTimeId: batchId,
    staffId: randomUUID(),
    userId: await userId("declarant"),
    titleId: title?.id ?? "title",
    seriesCode: title?.seriesCode ?? "teacher",
    level: title?.level ?? "ASSOC_SENIOR",
    status,
    version: 3,
  });
  return id;
}

async function publicity(endsOn: string, declarationIds: string[]) {
  const id = randomUUID();
  await server.deps.db.insert(t.publicities).values({
    id,
    tenantId: TENANT,
    projectTimeId: batchId,
    scope: "UNIT",
    stage: "UNIT_PUBLICITY",
    title: "计算机学院 2026 年职称申报公示",
    startsOn: "2026-11-12",
    workingDays: 5,
    endsOn,
    declarationIds,
  });
  return id;
}

async function statusOf(id: string) {
  const [row] = await server.deps.db
    .select({ status: t.declarations.status, version: t.declarations.version })
    .from(t.declarations)
    .where(eq(t.declarations.id, id));
  return row;
}

describe("closing publicity windows", () => {
  it("reads calendar dates on the school's clock", () => {
    expect(localDate(new Date("2026-11-19T16:30:00Z"), "Asia/Shanghai")).toBe("2026-11-20");
    expect(localDate(new Date("2026-11-19T16:30:00Z"), "UTC")).toBe("2026-11-19");
  });

  it("moves declarations without objections on, holds the objected one, and closes only windows that ended", async () => {
    const clear = await declarationIn("UNIT_PUBLICITY");
    const objected = await declarationIn("UNIT_PUBLICITY");
    const moved = await declarationIn("UNIT_RECOMMENDATION");
    const ended = await publicity("2026-11-19", [clear, objected, moved]);
    const running = await declarationIn("UNIT_PUBLICITY");
    const today = await publicity("2026-11-20", [running]);
    await server.deps.db.insert(t.objections).values({
      id: randomUUID(),
      tenantId: TENANT,
      publicityId: ended,
      declarationId: objected,
      submitterName: "匿名教师",
      content: "论文署名存疑",
    });

    const result = await closePublicityHandler.run(context(), {});
    expect(result).toEqual({ windows: 1, advanced: 1, heldByObjection: 1, alreadyMoved: 1 });

    expect(await statusOf(clear)).toEqual({ status: "UNIT_RECOMMENDATION", version: 4 });
    expect((await statusOf(objected))?.status).toBe("UNIT_PUBLICITY");
    expect((await statusOf(running))?.status).toBe("UNIT_PUBLICITY");
    const decisions = await server.deps.db
      .select()
      .from(t.declarationDecisions)
      .where(eq(t.declarationDecisions.declarationId, clear));
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      event: "closePublicity",
      fromStatus: "UNIT_PUBLICITY",
      toStatus: "UNIT_RECOMMENDATION",
      actorRole: "SYSTEM",
    });
    const windows = await server.deps.db.select().from(t.publicities);
    expect(windows.find((w) => w.id === ended)?.status).toBe("CLOSED");
    expect(windows.find((w) => w.id === today)?.status).toBe("OPEN");

    // a second run finds nothing more to close
    expect(await closePublicityHandler.run(context(), {})).toEqual({
      windows: 0,
      advanced: 0,
      heldByObjection: 0,
      alreadyMoved: 0,
    });
  });
});

describe("expiring peer-review invitations", () => {
  it("expires unanswered invitations past their deadline and tells the expert", async () => {
    const expert = await userId("expert_out");
    const declarationId = await declarationIn("PEER_REVIEW");
    // one live invitation per expert and declaration: the other two go to other experts
    const invite = (status: string, deadline: string, expertUserId = expert) => ({
      id: randomUUID(),
      tenantId: TENANT,
      projectTimeId: batchId,
      declarationId,
      expertUserId,
      status,
      deadline: new Date(deadline),
    });
    const overdue = invite("INVITED", "2026-11-19T16:00:00Z");
    const pending = invite("INVITED", "2026-11-27T16:00:00Z", await userId("expert_in"));
    const accepted = invite("ACCEPTED", "2026-11-19T16:00:00Z", await userId("peer_admin"));
    await server.deps.db.insert(t.peerAssignments).values([overdue, pending, accepted]);

    expect(await expirePeerInvitationsHandler.run(context(), {})).toEqual({ expired: 1, expertsNotified: 1 });
    const rows = await server.deps.db.select().from(t.peerAssignments);
    const status = (id: string) => rows.find((r) => r.id === id)?.status;
    expect([status(overdue.id), status(pending.id), status(accepted.id)]).toEqual(["EXPIRED", "INVITED", "ACCEPTED"]);

    // the demo's own invitations told expert_out of them before: the expiry is what this run adds
    const inbox = await server.deps.db
      .select()
      .from(t.userMessages)
      .where(and(eq(t.userMessages.userId, expert), eq(t.userMessages.kind, "peer.invitationExpired")));
    expect(inbox.map((m) => [m.kind, m.title, m.titleEn])).toEqual([
      ["peer.invitationExpired", "评议邀请已过期", "Review invitation expired"],
    ]);
    expect(await expirePeerInvitationsHandler.run(context(), {})).toEqual({ expired: 0, expertsNotified: 0 });
  });

  it("are seeded as enabled jobs of the tenant", async () => {
    const jobs = await server.deps.db.select().from(t.jobs).where(eq(t.jobs.tenantId, TENANT));
    expect(jobs.filter((j) => j.enabled).map((j) => j.handler)).toEqual(
      expect.arrayContaining(["closePublicityWindows", "expirePeerInvitations"]),
    );
  });
});
