import { createHash, randomUUID } from "node:crypto";
import { PEER_ROUTES, type ZipState } from "@zcps/contracts/zcps/peer-review/api";
import { eq, inArray } from "drizzle-orm";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "../src/db/schema";
import { OPINION_ZIP_QUEUE } from "../src/modules/title-evaluation/stages/peer-review/documents/zip-job";
import { type Client, data, expectRefused, signedIn } from "./client";
import { startTestServer } from "./harness";
import { type PeerReviewFixture, peerReviewFixture } from "./peer-review-fixture";
import { unzip } from "./zip";

type Server = Awaited<ReturnType<typeof startTestServer>>;
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/** A docx's body text (word/document.xml with its tags removed), every part's text (properties too) and its media. */
async function wordText(body: Buffer): Promise<{ xml: string; text: string; everywhere: string; media: string[] }> {
  const entries = await unzip(body);
  const xml = entries.get("word/document.xml")?.toString("utf8") ?? "";
  const parts = [...entries].filter(([name]) => /\.(xml|rels)$/.test(name)).map(([, bytes]) => bytes.toString("utf8"));
  return {
    xml,
    text: xml.replace(/<[^>]+>/g, ""),
    everywhere: parts.join("\n"),
    media: [...entries.keys()].filter((n) => n.startsWith("word/media/")),
  };
}

/** A signature: dark strokes on white, as a PNG. */
function signaturePng(): Buffer {
  const png = new PNG({ width: 240, height: 80 });
  for (let y = 0; y < 80; y++)
    for (let x = 0; x < 240; x++) {
      const stroke = Math.abs(y - 40 - Math.round(20 * Math.sin(x / 15))) < 3;
      const at = (y * 240 + x) * 4;
      png.data.fill(stroke ? 20 : 255, at, at + 3);
      png.data[at + 3] = 255;
    }
  return PNG.sync.write(png);
}

const COMMENTS = [
  "该申报人代表作在可解释机器学习方向具有较强的原创性，实验设计严谨，达到申报职务水平。",
  "研究工作扎实，成果在国内同行中有一定影响，同意推荐晋升。",
  "代表作创新性不足，主要工作为已有方法的组合，尚未达到申报职务的要求。",
];

describe("stage 6: the opinions' Word documents and their zips", () => {
  let server: Server;
  let fx: PeerReviewFixture;
  let admin: Client;
  let expertOut: Client;
  let expertIn: Client;
  let declarantClient: Client;
  let roundId: string;
  /** the declarant whose three opinions are in, and the assignments: expert_out's, another external's, expert_in's */
  let first: Awaited<ReturnType<PeerReviewFixture["qualified"]>>;
  let second: Awaited<ReturnType<PeerReviewFixture["qualified"]>>;
  let assignments: string[];
  let experts: { id: string; userId: string; name: string; institution: string | null; phone: string | null }[];
  let unitName: string;

  async function submitOpinion(
    assignmentId: string,
    conclusion: string,
    comment: string,
    scores: Record<string, number>,
    signatureFileId: string | null = null,
  ) {
    const row = await fx.assignment(assignmentId);
    if (!row) throw new Error("no assignment");
    await fx.db
      .update(t.peerAssignments)
      .set({ status: "COMPLETED", respondedAt: new Date(), openedAt: new Date() })
      .where(eq(t.peerAssignments.id, assignmentId));
    await fx.db.insert(t.peerOpinions).values({
      id: randomUUID(),
      tenantId: fx.tenantId,
      assignmentId,
      declarationId: row.declarationId,
      scores,
      conclusion,
      comment,
      signatureFileId,
      submittedAt: new Date(),
    });
  }

  beforeAll(async () => {
    server = await startTestServer({ QUEUE_POLL_MS: "50" });
    fx = await peerReviewFixture(server);
    [admin, expertOut, expertIn, declarantClient] = await signedIn(server, [
      "peer_admin",
      "expert_out",
      "expert_in",
      "declarant",
    ] as const);
    roundId = await fx.round({}, "第一轮评议");
    first = await fx.qualified(await fx.declarant(fx.units.cs, "林海涛"));
    second = await fx.qualified(await fx.declarant(fx.units.math, "陈思远"));
    const externals = await fx.experts("external");
    const internals = await fx.experts("internal");
    const chosen = [externals[0], externals[1], internals[0]].map((e) => e?.id as string);
    assignments = await fx.invite(roundId, first.id, chosen);
    await fx.invite(roundId, second.id, [
      externals[2]?.id as string,
      externals[3]?.id as string,
      internals[1]?.id as string,
    ]);
    const pool = await fx.db.select().from(t.experts).where(inArray(t.experts.id, chosen));
    experts = chosen.map((id) => {
      const e = pool.find((p) => p.id === id);
      const user = [...externals, ...internals].find((x) => x.id === id);
      return {
        id,
        userId: e?.userId as string,
        name: e?.name ?? user?.name ?? "",
        institution: e?.institution ?? null,
        phone: e?.phone ?? null,
      };
    });
    const [unit] = await fx.db.select().from(t.departs).where(eq(t.departs.id, fx.units.cs));
    unitName = unit?.name ?? "";

    // expert_out verified their identity and keeps a signature image
    const bytes = signaturePng();
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const storageKey = `signatures/${sha256}`;
    await server.deps.storage.put(storageKey, bytes);
    const fileId = randomUUID();
    await fx.db.insert(t.files).values({
      id: fileId,
      tenantId: fx.tenantId,
      purpose: "signature",
      sha256,
      mime: "image/png",
      size: bytes.length,
      storageKey,
      originalName: "signature.png",
    });
    await fx.db
      .insert(t.expertVerifications)
      .values({
        id: randomUUID(),
        tenantId: fx.tenantId,
        expertId: experts[0]?.id as string,
        userId: experts[0]?.userId as string,
        name: experts[0]?.name as string,
        institution: experts[0]?.institution ?? "某某大学",
        titleName: "教授",
        method: "SMS_CODE",
        signatureFileId: fileId,
      })
      // the demo may have verified the expert already: the test's signature is theirs now
      .onConflictDoUpdate({ target: t.expertVerifications.expertId, set: { signatureFileId: fileId } });
    await submitOpinion(
      assignments[0] as string,
      "AGREE",
      COMMENTS[0] as string,
      { innovation: 36, impact: 27, rigour: 26 },
      fileId,
    );
    await submitOpinion(assignments[1] as string, "AGREE", COMMENTS[1] as string, {
      innovation: 31,
      impact: 22,
      rigour: 24,
    });
    await submitOpinion(assignments[2] as string, "DISAGREE", COMMENTS[2] as string, {
      innovation: 18,
      impact: 15,
      rigour: 20,
    });
  });
  afterAll(() => server?.close());

  const opinionUrl = (assignmentId: string, userId: string) =>
    PEER_ROUTES.opinionDoc.replace(":checkId", assignmentId).replace(":userId", userId);
  const combinedUrl = (userId: string, projectTimeId: string) =>
    PEER_ROUTES.declarantOpinionsDoc.replace(":userId", userId).replace(":projectTimeId", projectTimeId);

  it("gives the administrator one expert's opinion as Word: scores, total, conclusion, comment, expert and signature", async () => {
    const res = await admin.get(opinionUrl(assignments[0] as string, first.owner.userId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe(DOCX);
    const name = `林海涛-${experts[0]?.name}-同行专家评议意见表.docx`;
    expect(res.headers["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    const { xml, text, media } = await wordText(res.rawPayload);
    expect(text).toContain("同行专家评议意见表");
    expect(text).toContain("第一轮评议");
    for (const shown of [
      "林海涛",
      unitName,
      "测试",
      "学术创新",
      "36",
      "27",
      "26",
      "89",
      "100",
      "同意晋升",
      COMMENTS[0],
    ])
      expect(text).toContain(shown);
    expect(text).toContain(experts[0]?.name);
    expect(text).toContain(experts[0]?.institution ?? "某某大学");
    expect(media).toHaveLength(1);
    // the East Asian font is set for the reader's Word
    const styles = (await unzip(res.rawPayload)).get("word/styles.xml")?.toString("utf8") ?? "";
    expect(styles).toContain('w:eastAsia="宋体"');
    expect(xml).toContain("<w:tbl>");
  });

  it("writes it in English for an English request", async () => {
    const res = await admin.with({ lang: "en" }).get(opinionUrl(assignments[2] as string, first.owner.userId));
    const { text } = await wordText(res.rawPayload);
    expect(text).toContain("Peer Review Opinion");
    expect(text).toContain("Disagree with the promotion");
    expect(text).toContain("Innovation");
  });

  it("gives an expert their own opinion in an anonymous round with the declarant's code and title only", async () => {
    const res = await expertOut.get(opinionUrl(assignments[0] as string, first.owner.userId));
    expect(res.statusCode, res.body).toBe(200);
    const { text, everywhere } = await wordText(res.rawPayload);
    const [code] = await fx.db
      .select({ code: t.peerRoundDeclarations.code })
      .from(t.peerRoundDeclarations)
      .where(eq(t.peerRoundDeclarations.declarationId, first.id));
    expect(text).toContain(code?.code);
    expect(text).toContain("测试");
    expect(text).toContain(COMMENTS[0]);
    for (const hidden of ["林海涛", first.owner.employeeNo, unitName, first.owner.idNo])
      expect(everywhere).not.toContain(hidden);
    expect(res.headers["content-disposition"]).not.toContain(encodeURIComponent("林海涛"));
    // the expert never learns the declarant's account: their own names the document as well
    const own = await expertOut.get(opinionUrl(assignments[0] as string, experts[0]?.userId as string));
    expect(own.statusCode, own.body).toBe(200);
    expect((await wordText(own.rawPayload)).text).toContain(COMMENTS[0]);
  });

  it("hides another expert's opinion (404) and refuses a declarant (403)", async () => {
    expect((await expertIn.get(opinionUrl(assignments[0] as string, first.owner.userId))).statusCode).toBe(404);
    expect((await expertOut.get(opinionUrl(assignments[2] as string, first.owner.userId))).statusCode).toBe(404);
    expectRefused(await declarantClient.get(opinionUrl(assignments[0] as string, first.owner.userId)));
    expectRefused(await declarantClient.get(combinedUrl(first.owner.userId, fx.batchId)));
    expectRefused(await expertOut.get(combinedUrl(first.owner.userId, fx.batchId)));
  });

  it("checks that the declarant named is the invitation's", async () => {
    expect((await admin.get(opinionUrl(assignments[0] as string, second.owner.userId))).statusCode).toBe(404);
  });

  it("answers an opinion not yet submitted with a message", async () => {
    const [pending] = await fx.db
      .select({ id: t.peerAssignments.id })
      .from(t.peerAssignments)
      .where(eq(t.peerAssignments.declarationId, second.id))
      .limit(1);
    const res = await admin.get(opinionUrl(pending?.id as string, second.owner.userId));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("该评议意见尚未提交");
  });

  it("puts every valid opinion on one declarant in one document with the summary and no expert identity", async () => {
    // the internal expert's opinion is marked invalid: it leaves the document and counts as invalid
    await fx.db
      .update(t.peerOpinions)
      .set({ validity: "INVALID", invalidReason: "意见过于简略" })
      .where(eq(t.peerOpinions.assignmentId, assignments[2] as string));
    const res = await admin.get(combinedUrl(first.owner.userId, fx.batchId));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe(DOCX);
    const { text, everywhere, media } = await wordText(res.rawPayload);
    expect(text).toContain("同行专家评议意见汇总表");
    expect(text).toContain("林海涛");
    expect(text).toContain("专家一");
    expect(text).toContain("专家二");
    expect(text).not.toContain("专家三");
    expect(text).toContain(COMMENTS[0]);
    expect(text).toContain(COMMENTS[1]);
    expect(text).not.toContain(COMMENTS[2]);
    // 3 required, 2 valid both agreeing: outstanding one can't change 2 of 3 → pass; mean of 89 and 77
    expect(text).toContain("应评专家 3 人，有效意见 2 份：同意 2 份，不同意 0 份；平均分 83；评议结果：通过");
    for (const expert of experts)
      for (const identity of [expert.name, expert.institution, expert.phone])
        if (identity) expect(everywhere).not.toContain(identity);
    expect(everywhere).not.toContain("某某大学");
    expect(media).toHaveLength(0);
    await fx.db
      .update(t.peerOpinions)
      .set({ validity: "VALID", invalidReason: null })
      .where(eq(t.peerOpinions.assignmentId, assignments[2] as string));
  });

  const waitDone = async (existsUrl: string, ms = 90_000): Promise<ZipState> => {
    const deadline = Date.now() + ms;
    for (;;) {
      const state = data<ZipState>(await admin.get(existsUrl));
      if (state.status === "DONE" || state.status === "FAILED") return state;
      if (Date.now() > deadline) throw new Error(`the zip was not done: ${JSON.stringify(state)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  it.each([
    { kind: "opinions", start: PEER_ROUTES.opinionDocsZip, exists: PEER_ROUTES.opinionDocsZipExists, entries: 3 },
    { kind: "declarants", start: PEER_ROUTES.allOpinionsZip, exists: PEER_ROUTES.allOpinionsZipExists, entries: 2 },
  ])(
    "zips the round's $kind documents in the background: start once, follow, download",
    async ({ start, exists, entries }) => {
      const existsUrl = `${exists}?roundId=${roundId}`;
      expect(data<ZipState>(await admin.get(existsUrl))).toEqual({
        status: "NONE",
        progress: 0,
        fileName: null,
        url: null,
      });
      const sentBefore = await fx.db.select().from(t.taskProgress).where(eq(t.taskProgress.queue, OPINION_ZIP_QUEUE));
      const [a, b] = await Promise.all([
        admin.get(`${start}?roundId=${roundId}`),
        admin.get(`${start}?roundId=${roundId}`),
      ]);
      expect(["QUEUED", "RUNNING", "DONE"]).toContain(data<ZipState>(a).status);
      expect(["QUEUED", "RUNNING", "DONE"]).toContain(data<ZipState>(b).status);
      const sent = await fx.db.select().from(t.taskProgress).where(eq(t.taskProgress.queue, OPINION_ZIP_QUEUE));
      expect(sent.length - sentBefore.length).toBe(1);

      const state = await waitDone(existsUrl);
      expect(state).toMatchObject({ status: "DONE", progress: 100 });
      expect(state.url).toMatch(new RegExp(`^${start}\\?roundId=${roundId}&taskId=[0-9a-f-]{36}$`));
      expect(state.fileName).toMatch(/^第一轮评议-同行专家评议意见(表|汇总表)-\d{8}\.zip$/);

      const res = await admin.get(state.url as string);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe("application/zip");
      expect(res.headers["content-disposition"]).toContain(
        `filename*=UTF-8''${encodeURIComponent(state.fileName as string)}`,
      );
      const zip = await unzip(res.rawPayload);
      expect(zip.size).toBe(entries);
      for (const [name, bytes] of zip) {
        expect(name).toMatch(/\.docx$/);
        expect((await wordText(bytes)).text).toContain("同行专家评议意见");
      }
    },
  );

  it("a new zip replaces the last one: the old link is not found and its file is gone", async () => {
    const existsUrl = `${PEER_ROUTES.opinionDocsZipExists}?roundId=${roundId}`;
    const before = data<ZipState>(await admin.get(existsUrl));
    const oldTask = new URL(before.url as string, "http://x").searchParams.get("taskId") as string;
    data<ZipState>(await admin.get(`${PEER_ROUTES.opinionDocsZip}?roundId=${roundId}`));
    const after = await waitDone(existsUrl);
    expect(after.url).not.toBe(before.url);
    expect((await admin.get(after.url as string)).statusCode).toBe(200);
    expect((await admin.get(before.url as string)).statusCode).toBe(404);
    const [row] = await fx.db.select().from(t.peerOpinionZips).where(eq(t.peerOpinionZips.roundId, roundId));
    expect(row?.doneTaskId).not.toBe(oldTask);
    expect(await server.deps.storage.get(`peer-opinions/default/${roundId}/${oldTask}.zip`)).toBeNull();
  });

  it("keeps the zips to the administrator: an expert is refused, another round's task is not found", async () => {
    expectRefused(await expertOut.get(`${PEER_ROUTES.opinionDocsZip}?roundId=${roundId}`));
    const state = data<ZipState>(await admin.get(`${PEER_ROUTES.opinionDocsZipExists}?roundId=${roundId}`));
    const otherRound = await fx.round({}, "第二轮评议");
    const taskId = new URL(state.url as string, "http://x").searchParams.get("taskId");
    expect((await admin.get(`${PEER_ROUTES.opinionDocsZip}?roundId=${otherRound}&taskId=${taskId}`)).statusCode).toBe(
      404,
    );
  });
});
