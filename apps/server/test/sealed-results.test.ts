import { RESULTS_ROUTES as R, type SealCheckReply } from "@zcps/contracts/zcps/results/api";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { applyTransition } from "../src/modules/title-evaluation/declarations";
import { verifySeals } from "../src/modules/title-evaluation/stages/results";
import { type Client, data, expectRefused, signedIn } from "./client";
import { startTestServer, type TestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";

/**
 * The sealed results: closing a result's publicity seals it in the approving transaction, a revocation appends a
 * superseding record, and the verification recomputes the chain and names the first record changed in the database.
 */

let server: TestServer;
let fx: PeerReviewFixture;
let supervisor: Client;
let declarant: Client;
const personnel = { userId: "personnel", name: "赵敏", role: "PERSONNEL" } as const;

beforeAll(async () => {
  server = await startTestServer();
  fx = await peerReviewFixture(server);
  [supervisor, declarant] = await signedIn(server, ["supervisor", "declarant"] as const);
}, 180_000);
afterAll(async () => server.close());

/** A declaration of the fixture's unit put in its result publicity, then moved by the event. */
async function inPublicity(name: string) {
  const { id } = await fx.qualified(await fx.declarant(fx.units.cs, name));
  await fx.db.update(t.declarations).set({ status: "RESULT_PUBLICITY" }).where(eq(t.declarations.id, id));
  return id;
}

async function move(declarationId: string, event: Parameters<typeof applyTransition>[1]["event"]) {
  const [row] = await fx.db.select().from(t.declarations).where(eq(t.declarations.id, declarationId));
  return fx.db.transaction((tx) =>
    applyTransition(tx, {
      tenantId: fx.tenantId,
      declarationId,
      event,
      actor: personnel,
      expectedVersion: row?.version as number,
      extraFacts: { publicityElapsed: true, openObjections: 0 },
    }),
  );
}

const sealsOf = (declarationId: string) =>
  fx.db
    .select()
    .from(t.sealedResults)
    .where(and(eq(t.sealedResults.tenantId, fx.tenantId), eq(t.sealedResults.declarationId, declarationId)))
    .orderBy(asc(t.sealedResults.seq));

describe("sealed results", () => {
  let first: string;
  let second: string;
  let original: unknown;

  it("seals a result when its publicity closes, on one chain, each record pointing at the one before", async () => {
    first = await inPublicity("封一");
    second = await inPublicity("封二");
    expect((await move(first, { type: "closeResultPublicity" })).declaration.status).toBe("APPROVED");
    expect((await move(second, { type: "closeResultPublicity" })).declaration.status).toBe("APPROVED");
    const [a] = await sealsOf(first);
    const [b] = await sealsOf(second);
    expect(a).toMatchObject({ kind: "SEAL", seq: 1, prevHash: "0".repeat(64) });
    expect(a?.content).toMatchObject({ declarationId: first, name: "封一", decidedBy: "赵敏" });
    expect(b).toMatchObject({ kind: "SEAL", seq: 2, prevHash: a?.hash });
    expect(await verifySeals(fx.db, fx.tenantId)).toEqual({
      chain: { ok: true, records: 2, lastHash: b?.hash },
      unsealed: [],
    });
  });

  it("supersedes a revoked result with a record of its own; the seal itself stays as it was", async () => {
    const before = await sealsOf(second);
    expect((await move(second, { type: "revoke", reason: "经查代表作存在学术不端" })).declaration.status).toBe(
      "REVOKED",
    );
    const after = await sealsOf(second);
    expect(after[0]).toEqual(before[0]);
    expect(after[1]).toMatchObject({ kind: "REVOKE", seq: 3, supersedesSeq: 2 });
    expect(after[1]?.content).toMatchObject({ reason: "经查代表作存在学术不端", revokedBy: "赵敏" });
    expect((await verifySeals(fx.db, fx.tenantId)).chain).toMatchObject({ ok: true, records: 3 });
  });

  it("names the first record changed in the database, and an approval with no seal", async () => {
    original = (await sealsOf(first))[0]?.content;
    await fx.db.execute(
      sql`update sealed_results set content = jsonb_set(content, '{titleName}', '"教授"') where tenant_id = ${fx.tenantId} and seq = 1`,
    );
    const unsealed = await inPublicity("封三");
    await fx.db.update(t.declarations).set({ status: "APPROVED" }).where(eq(t.declarations.id, unsealed));
    expect(await verifySeals(fx.db, fx.tenantId)).toEqual({
      chain: { ok: false, records: 3, seq: 1, declarationId: first, reason: "CONTENT_CHANGED" },
      unsealed: [unsealed],
    });

    // the supervisor reads it through the results page's call, in their language
    const check = data<SealCheckReply>(await supervisor.get(R.sealCheck));
    expect(check).toMatchObject({
      ok: false,
      records: 3,
      lastHash: null,
      broken: { seq: 1, declarationId: first, name: "封一", reason: "CONTENT_CHANGED" },
      unsealed: [{ declarationId: unsealed, name: "封三" }],
    });
    expect(check.broken?.message).toBe("第 1 条封存记录（封一）的内容已被改动");
    const english = data<SealCheckReply>(await supervisor.with({ lang: "en" }).get(R.sealCheck));
    expect(english.broken?.message).toBe("Sealed record 1 (封一): its content was changed");
    expectRefused(await declarant.get(R.sealCheck));
  });

  it("answers a whole chain with its last hash once the record is put back as sealed", async () => {
    await fx.db
      .update(t.sealedResults)
      .set({ content: original as Record<string, unknown> })
      .where(and(eq(t.sealedResults.tenantId, fx.tenantId), eq(t.sealedResults.seq, 1)));
    const check = data<SealCheckReply>(await supervisor.get(R.sealCheck));
    const last = (await sealsOf(second)).at(-1);
    expect(check).toMatchObject({ records: 3, broken: null, lastHash: last?.hash });
    // the approval written around the chain still shows
    expect(check.ok).toBe(false);
    expect(check.unsealed).toHaveLength(1);
  });
});
