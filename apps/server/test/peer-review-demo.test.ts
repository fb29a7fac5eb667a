import {
  type AssignmentStatus,
  type ExpertAssignmentRow,
  PEER_ROUTES as P,
  type PeerAssignmentRow,
  type PeerDeclarantRow,
  type PeerOpinionRow,
  type PeerRound,
  type PeerSummaryRow,
} from "@zcps/contracts/zcps/peer-review/api";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { DEMO_ROUND_NAME, seedZcpsPeerReview } from "../src/db/seed/zcps-peer-review";
import { type Client, data, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";

/**
 * The demo seed's peer review: what peer_admin, expert_out and expert_in find (and that no expert is told a name) on their pages of /AnonymousReview,
 * through HTTP, and that seeding again changes nothing.
 */

let server: TestServer;
let admin: Client;
let outside: Client;
let inside: Client;
let round: PeerRound;

type Page<T> = { rows: T[]; total: number };
const query = (params: Record<string, string | number>) =>
  `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`;

beforeAll(async () => {
  server = await startTestServer();
  [admin, outside, inside] = await signedIn(server, ["peer_admin", "expert_out", "expert_in"] as const);
  const [batch] = await server.deps.db
    .select({ id: t.batches.id })
    .from(t.batches)
    .innerJoin(t.projects, eq(t.projects.id, t.batches.projectId))
    .where(and(eq(t.projects.year, 2026), eq(t.batches.kind, "normal")));
  const rounds = data<PeerRound[]>(await admin.get(`${P.rounds}${query({ projectTimeId: batch?.id as string })}`));
  round = rounds.find((r) => r.name === DEMO_ROUND_NAME) as PeerRound;
}, 240_000);
afterAll(async () => server.close());

const assignments = async (status?: AssignmentStatus) =>
  data<Page<PeerAssignmentRow>>(
    await admin.post(P.assignments, { roundId: round.id, limit: 100, ...(status ? { status } : {}) }),
  );

describe("the demo seed's peer review", () => {
  it("holds one round, anonymous with a notice to experts, that took declarations", () => {
    expect(round).toBeDefined();
    expect(round.settings.anonymous).toBe(true);
    expect(round.settings.notice).toContain("评审专家");
    expect(round.declarations).toBeGreaterThan(0);
  });

  it("leaves QUALIFIED declarations waiting on ExpertAudit", async () => {
    const waiting = data<Page<PeerDeclarantRow>>(await admin.post(P.unallocated, { roundId: round.id, limit: 100 }));
    expect(waiting.total).toBeGreaterThanOrEqual(2);
    expect(waiting.rows.every((r) => r.state === "QUALIFIED" && r.code === null)).toBe(true);
    const taken = data<Page<PeerDeclarantRow>>(await admin.post(P.allocated, { roundId: round.id, limit: 100 }));
    expect(taken.rows.length).toBe(round.declarations);
    expect(taken.rows.every((r) => r.state === "PEER_REVIEW" && r.code?.startsWith("PR2026-"))).toBe(true);
  });

  it("sends expert_out invitations, expires one through the job and reminds another on AlreadySS", async () => {
    const all = await assignments();
    expect(all.rows.some((a) => a.expertName === "郑华")).toBe(true);
    expect((await assignments("INVITED")).total).toBeGreaterThan(0);
    const expired = await assignments("EXPIRED");
    expect(expired.total).toBe(1);
    expect(expired.rows[0]?.expertName).not.toBe("郑华");
    expect(all.rows.filter((a) => a.reminders > 0)).toHaveLength(1);
  });

  it("lists every declaration the round took on SummaryResults, none confirmed: one PASS, one FAIL already", async () => {
    const summary = data<Page<PeerSummaryRow>>(await admin.post(P.summary, { roundId: round.id, limit: 100 }));
    expect(summary.total).toBe(round.declarations);
    expect(summary.rows.every((r) => r.confirmedVerdict === null)).toBe(true);
    const passed = summary.rows.filter((r) => r.verdict === "PASS");
    expect(passed).toHaveLength(1);
    expect(passed[0]).toMatchObject({ complete: true, valid: 5, agree: 5 });
    // two of five disagree: 4 agreeing can no longer be reached, whatever the outstanding opinions say
    const failed = summary.rows.filter((r) => r.verdict === "FAIL");
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ complete: false, determined: true, disagree: 2, invalid: 1 });
  });

  it("shows NotesReview the submitted opinions, one marked invalid with its reason and replaced", async () => {
    const opinions = data<Page<PeerOpinionRow>>(await admin.post(P.opinions, { roundId: round.id, limit: 100 }));
    expect(opinions.rows.filter((o) => o.submittedAt !== null).length).toBeGreaterThanOrEqual(8);
    const invalid = opinions.rows.filter((o) => o.validity === "INVALID");
    expect(invalid).toHaveLength(1);
    expect(invalid[0]).toMatchObject({ status: "INVALID", replaced: true });
    expect(invalid[0]?.invalidReason).toContain("误评");
  });

  it("gives expert_out an accepted invitation with a draft and a completed one", async () => {
    const mine = data<Page<ExpertAssignmentRow>>(await outside.get(P.myList));
    expect(mine.rows.find((r) => r.status === "ACCEPTED")?.opinion).toBe("DRAFT");
    expect(mine.rows.find((r) => r.status === "COMPLETED")?.opinion).toBe("SUBMITTED");
  });

  it("gives expert_in an invitation waiting to be accepted, on a declarant of another unit", async () => {
    const mine = data<Page<ExpertAssignmentRow>>(await inside.get(P.myList));
    expect(mine.rows.some((r) => r.status === "INVITED")).toBe(true);
    const all = await assignments();
    const his = all.rows.filter((a) => a.expertName === "吴刚");
    expect(his.map((a) => a.status)).toEqual(["INVITED"]);
    const declarant = await server.deps.db
      .select({ unit: t.departs.code })
      .from(t.declarations)
      .innerJoin(t.departs, eq(t.departs.id, t.declarations.unitId))
      .where(eq(t.declarations.id, his[0]?.declarationId as string));
    expect(declarant[0]?.unit).not.toBe("me");
  });

  it("tells no expert a declarant's name, on the list or in the packet", async () => {
    const summary = data<Page<PeerSummaryRow>>(await admin.post(P.summary, { roundId: round.id, limit: 100 }));
    const names = summary.rows.map((r) => r.name);
    const mine = data<Page<ExpertAssignmentRow>>(await outside.get(P.myList));
    const bodies = [JSON.stringify(mine), (await inside.get(P.myList)).body];
    for (const row of mine.rows)
      bodies.push(
        (await outside.get(P.packet.replace(":userId", row.id).replace(":projectTimeId", row.projectTimeId))).body,
      );
    expect(bodies.length).toBeGreaterThan(2);
    for (const body of bodies) for (const name of names) expect(body).not.toContain(name);
  });

  it("changes nothing when seeded again", async () => {
    const db = server.deps.db;
    const count = async () => ({
      rounds: (await db.select({ id: t.peerRounds.id }).from(t.peerRounds)).length,
      invitations: (await db.select({ id: t.peerAssignments.id }).from(t.peerAssignments)).length,
      qualified: (
        await db.select({ id: t.declarations.id }).from(t.declarations).where(eq(t.declarations.status, "QUALIFIED"))
      ).length,
    });
    const before = await count();
    await server.deps.db.transaction((tx) =>
      seedZcpsPeerReview(tx, { tenantId: "default", demo: true, config: server.deps.config }),
    );
    expect(await count()).toEqual(before);
  });
});
