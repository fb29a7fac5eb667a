import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { type Client, createClient, signedIn } from "./client";
import { registeredRoutes, startTestServer, type TestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";
import { pdfText } from "./real-files";
import { unzip } from "./zip";

/**
 * DOMAIN.md "Who sees what", proven by walking every route: an expert in an anonymous round never receives the
 * declarant's name, staff number, ID number or unit; a declarant and a committee member never receive an expert's
 * name, id, account, phone or institution. Each role calls every GET route of the server (and every POST list call,
 * getX / findX) with its path parameters filled from the round's ids, with and without a query naming them; whatever
 * answers (but what anyone reads without signing in) is searched for the other side's identity. A document is read
 * as its reader would: the text of a PDF's pages, of a Word or Excel file's parts, and of each file in a zip.
 */

let server: TestServer;
let fx: PeerReviewFixture;
let ids: Record<string, string[]>;
let declarantSecrets: string[];
let expertSecrets: string[];
let expertOut: Client;
let expertIn: Client;
let declarant: Client;
let professor: Client;

const IMAGE = /^image\//;

/** The text a reader finds in an answer: a document's text, a zip's files' texts, or the body itself. */
async function readable(body: Buffer, type: string): Promise<string> {
  if (IMAGE.test(type)) return "";
  if (body.subarray(0, 5).toString("latin1") === "%PDF-") return pdfText(body);
  if (body.subarray(0, 2).toString("latin1") !== "PK") return body.toString("utf8");
  const texts: string[] = [];
  for (const [name, bytes] of await unzip(body)) {
    // the XML parts of a docx or xlsx, with the tags dropped so that split runs read as one text
    if (name.endsWith(".xml")) texts.push(bytes.toString("utf8").replace(/<[^>]+>/g, ""));
    else texts.push(await readable(bytes, name.endsWith(".png") || name.endsWith(".jpg") ? "image/" : ""));
  }
  return texts.join("\n");
}

beforeAll(async () => {
  server = await startTestServer();
  fx = await peerReviewFixture(server);
  const owner = await fx.declarant(fx.units.fl, "欧阳明月", "081203");
  const declaration = await fx.qualified(owner, "ASSOC_SENIOR");
  const roundId = await fx.round({ anonymous: true });
  const external = await fx.experts("external");
  const internal = await fx.experts("internal");
  const chosen = [external[0], external[1], internal[0]].filter((e) => e !== undefined);
  const assignmentIds = await fx.invite(
    roundId,
    declaration.id,
    chosen.map((e) => e.id),
  );
  // expert_out verified, accepted and submitted; expert_in verified and accepted (its packet opens)
  const now = new Date();
  for (const [i, expert] of [chosen[0], chosen[2]].entries()) {
    if (!expert) continue;
    await fx.db
      .insert(t.expertVerifications)
      .values({
        id: randomUUID(),
        tenantId: fx.tenantId,
        expertId: expert.id,
        userId: expert.userId,
        name: expert.name,
        institution: "—",
        titleName: "教授",
        method: "HR",
      })
      .onConflictDoNothing();
    const assignmentId = assignmentIds[i === 0 ? 0 : 2] as string;
    await fx.db
      .update(t.peerAssignments)
      .set({ status: i === 0 ? "COMPLETED" : "ACCEPTED", respondedAt: now, reviewDeadline: now })
      .where(eq(t.peerAssignments.id, assignmentId));
    if (i === 0)
      await fx.db.insert(t.peerOpinions).values({
        id: randomUUID(),
        tenantId: fx.tenantId,
        assignmentId,
        declarationId: declaration.id,
        scores: { innovation: 35, impact: 25, rigour: 25 },
        conclusion: "AGREE",
        comment: "代表作具有较强的原创性，达到申报职务水平，同意推荐。".repeat(4),
        submittedAt: now,
      });
  }
  const [unit] = await fx.db.select().from(t.departs).where(eq(t.departs.id, owner.unitId));
  const pool = await fx.db
    .select()
    .from(t.experts)
    .where(
      inArray(
        t.experts.id,
        chosen.map((e) => e.id),
      ),
    );
  declarantSecrets = [owner.name, owner.employeeNo, owner.idNo, unit?.name, unit?.nameEn].filter(
    (s): s is string => !!s,
  );
  expertSecrets = [
    ...chosen.flatMap((e) => [e.name, e.id, e.userId, e.username]),
    ...pool.flatMap((e) => [e.phone, e.institution]),
  ].filter((s): s is string => !!s && s.length >= 2);
  ids = {
    projectTimeId: [fx.batchId],
    fileId: declaration.attachments.map((a) => a.id),
    attachmentId: declaration.attachments.map((a) => a.id),
    checkId: assignmentIds,
    userId: [owner.userId, ...assignmentIds],
    any: [declaration.id, owner.userId, owner.staffId, roundId, ...assignmentIds],
  };
  [expertOut, expertIn, declarant, professor] = await signedIn(server, [
    "expert_out",
    "expert_in",
    "pr_declarant1",
    "professor",
  ]);
}, 180_000);
afterAll(() => server.close());

/** Every way to call a route with the round's ids: each path parameter from its candidates, a few combinations. */
function urlsOf(route: string): string[] {
  const params = [...route.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  let urls = [route];
  for (const param of params) {
    const candidates = ids[param] ?? ids.any ?? [];
    urls = urls.flatMap((url) => candidates.map((id) => url.replace(`:${param}`, id))).slice(0, 24);
  }
  const query = new URLSearchParams({
    projectTimeId: fx.batchId,
    roundId: ids.any?.[3] ?? "",
    declarationId: ids.any?.[0] ?? "",
    assignmentId: ids.checkId?.[0] ?? "",
    userId: ids.userId?.[0] ?? "",
  }).toString();
  return urls.flatMap((url) => [url, `${url}?${query}`]);
}

/** What a caller receives from every route it may call: the text of each answer that is not a file. */
async function walk(caller: Client) {
  const routes = registeredRoutes(server.app).filter(
    (r) =>
      r.url.startsWith("/api/") &&
      !r.url.startsWith("/api/docs") &&
      !r.url.startsWith("/api/auth") &&
      (r.method === "GET" || (r.method === "POST" && /\/(get|find)[A-Z][^/]*$/.test(r.url))),
  );
  const answers: Answer[] = [];
  const anonymous = createClient(server.app);
  for (const route of routes) {
    // what anyone reads without signing in (the list of the school's units for an account application) is public
    if (route.method === "GET" && (await anonymous.get(route.url)).statusCode === 200) continue;
    for (const url of urlsOf(route.url)) {
      const body = { projectTimeId: fx.batchId, roundId: ids.any?.[3], page: 1, limit: 100 };
      const res = route.method === "GET" ? await caller.get(url) : await caller.post(url.split("?")[0] ?? url, body);
      if (res.statusCode !== 200) continue;
      const type = String(res.headers["content-type"] ?? "");
      const document = !/^(application\/json|text\/)/.test(type);
      answers.push({ url: `${route.method} ${url}`, body: await readable(res.rawPayload, type), document });
    }
  }
  return answers;
}

interface Answer {
  url: string;
  body: string;
  /** a file (PDF, Word, Excel, zip), read as its text */
  document: boolean;
}

const leaks = (answers: Answer[], secrets: string[]) =>
  answers.flatMap(({ url, body }) => secrets.filter((s) => body.includes(s)).map((s) => `${url}: ${s}`));

describe("anonymity, walked through every route", () => {
  it("no answer to an expert in an anonymous round names the declarant, their staff number, ID number or unit", async () => {
    for (const expert of [expertOut, expertIn]) {
      const answers = await walk(expert);
      // the walk reached the expert's own pages: the list and the packet answered
      expect(answers.some((a) => a.url.includes("/peer/findMyCheckList"))).toBe(true);
      expect(answers.some((a) => a.url.includes("/peer/peerReview/"))).toBe(true);
      // and the packet's works as PDFs, read as text
      expect(answers.some((a) => a.document && a.url.includes("/file/") && a.body.length > 0)).toBe(true);
      expect(leaks(answers, declarantSecrets)).toEqual([]);
    }
  }, 300_000);

  it("no answer to the declarant or a committee member names an expert, their account, phone or institution", async () => {
    const own = await walk(declarant);
    // the declarant's own declaration answered (the walk is not empty)
    expect(own.some((a) => a.body.includes(ids.any?.[0] ?? "-"))).toBe(true);
    expect(leaks(own, expertSecrets)).toEqual([]);
    const committee = await walk(professor);
    // the documents they may download were read too (the declarant's own files, the committee's counts as xlsx)
    expect(own.some((a) => a.document)).toBe(true);
    expect(committee.some((a) => a.document && a.body.length > 0)).toBe(true);
    expect(leaks(committee, expertSecrets)).toEqual([]);
  }, 300_000);
});
