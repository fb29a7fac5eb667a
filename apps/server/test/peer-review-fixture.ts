import { randomUUID } from "node:crypto";
import { type PeerRoundSettingsInput, peerRoundSettingsSchema } from "@zcps/contracts/zcps/peer-review/api";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import * as t from "../src/db/schema";
import { applyTransition } from "../src/modules/title-evaluation/declarations";
import type { TestServer } from "./harness";
import { attachPdf, declarationFixture, samplePayload } from "./zcps-declaration-fixture";

/**
 * The peer review's test world: the declaration fixture's batch with a full-senior title beside its associate one,
 * declarants of several units with a discipline, and their declarations in QUALIFIED (the stage's input), written
 * straight to the tables as the earlier stages leave them: papers verified, two of them representative works with a
 * PDF each, a self-summary. The demo seed's expert pools serve them (approved experts have accounts; `expert_out`
 * 郑华 and `expert_in` 吴刚 are two of them).
 *
 * `invite` sends a declaration out without the allocation (whose own tests drive it through simulateAllocation): a
 * round declaration with its anonymous code, INVITED assignments, and the workflow's allocationSubmitted transition,
 * which freezes the materials as a snapshot.
 */
export async function peerReviewFixture(server: TestServer) {
  const db = server.deps.db;
  const base = await declarationFixture(server);
  const [template] = await db.select().from(t.users).where(eq(t.users.username, "declarant"));
  if (!template) throw new Error("demo data missing");
  const tenantId = template.tenantId as string;

  const fullTitleId = randomUUID();
  await db.insert(t.titles).values({
    id: fullTitleId,
    tenantId,
    seriesCode: "TEACHER",
    level: "FULL_SENIOR",
    code: `TEST_FULL_${fullTitleId.slice(0, 8)}`,
    name: "测试教授",
    nameEn: "Test professor",
  });
  await db.insert(t.batchTitles).values({
    id: randomUUID(),
    tenantId,
    projectTimeId: base.batchId,
    titleId: fullTitleId,
    trackCodes: [],
    methods: ["NORMAL"],
  });
  const titles = { ASSOC_SENIOR: base.titleId, FULL_SENIOR: fullTitleId } as const;

  const departId = async (code: string) =>
    (await db.select({ id: t.departs.id }).from(t.departs).where(eq(t.departs.code, code)))[0]?.id as string;
  const units = { cs: await departId("cs"), fl: await departId("fl"), math: await departId("math") };
  const unitRows = await db
    .select({ id: t.departs.id, name: t.departs.name })
    .from(t.departs)
    .where(inArray(t.departs.id, Object.values(units)));
  const unitNames: Record<string, string> = Object.fromEntries(unitRows.map((u) => [u.id, u.name]));
  const [declarantGroup] = await db.select().from(t.groups).where(eq(t.groups.code, "declarant"));

  let made = 0;
  /** A declarant: an account in the unit (demo password), a staff record with a discipline and an ID number. */
  async function declarant(unitId: string, name: string, disciplineCode = "081203") {
    made += 1;
    const userId = randomUUID();
    const employeeNo = `PR${String(made).padStart(4, "0")}`;
    await db.insert(t.users).values({
      id: userId,
      tenantId,
      username: `pr_declarant${made}`,
      passwordHash: template?.passwordHash as string,
      name,
      departId: unitId,
    });
    await db.insert(t.groupMembers).values({ groupId: declarantGroup?.id as string, userId });
    const staffId = randomUUID();
    const idNo = `11010519800101${String(1000 + made).slice(-4)}`;
    await db.insert(t.staff).values({
      id: staffId,
      tenantId,
      userId,
      employeeNo,
      name,
      idNo,
      unitId,
      postType: "TEACHING_RESEARCH",
      currentTitleName: "副教授",
      currentTitleDate: "2018-07-01",
      degree: "博士",
      disciplineCode,
    });
    return { userId, staffId, unitId, employeeNo, name, idNo, disciplineCode };
  }
  type Declarant = Awaited<ReturnType<typeof declarant>>;

  /**
   * A QUALIFIED declaration: `papers` verified papers (the first two representative, each with a PDF) and a
   * self-summary that names the declarant, their staff number and their unit, as real ones do.
   */
  async function qualified(owner: Declarant, level: keyof typeof titles = "ASSOC_SENIOR", papers = 3) {
    const id = randomUUID();
    await db.insert(t.declarations).values({
      id,
      tenantId,
      projectTimeId: base.batchId,
      staffId: owner.staffId,
      userId: owner.userId,
      unitId: owner.unitId,
      titleId: titles[level],
      seriesCode: "TEACHER",
      level,
      status: "QUALIFIED",
      pledgeSignedAt: new Date(),
      submittedAt: new Date(),
    });
    const itemIds: string[] = [];
    const attachments: { id: string; fileId: string }[] = [];
    for (let n = 0; n < papers; n++) {
      const itemId = randomUUID();
      await db.insert(t.declarationItems).values({
        id: itemId,
        declarationId: id,
        materialType: "PAPER",
        payload: {
          ...samplePayload("PAPER", n + 1),
          paperTitle: `深度学习中的可解释性研究 ${n + 1}`,
          doi: `10.1000/${owner.staffId}-${n}`,
        },
        isRepresentative: n < 2,
        representativeOrder: n < 2 ? n + 1 : null,
        verifyStatus: "VERIFIED",
        orderNum: n,
      });
      itemIds.push(itemId);
      if (n < 2)
        attachments.push(
          await attachPdf(server, { tenantId, declarationId: id, itemId }, `代表作${n + 1}.pdf`, [
            `Representative work ${n + 1}`,
          ]),
        );
    }
    const summaryId = randomUUID();
    await db.insert(t.declarationItems).values({
      id: summaryId,
      declarationId: id,
      materialType: "SELF_SUMMARY",
      payload: {
        ...samplePayload("SELF_SUMMARY", 1),
        summaryText: `本人${owner.name}（工号 ${owner.employeeNo}，${unitNames[owner.unitId] ?? ""}），任现职以来主要从事机器学习方向的教学与科研工作。`,
      },
      verifyStatus: "VERIFIED",
      orderNum: papers,
    });
    itemIds.push(summaryId);
    return { id, itemIds, attachments, owner, level };
  }

  /** A round of the batch with the given settings (the contract's defaults otherwise), written straight. */
  async function round(settings: PeerRoundSettingsInput = {}, name = `第${made + 1}轮`) {
    const [admin] = await db.select().from(t.users).where(eq(t.users.username, "peer_admin"));
    const id = randomUUID();
    await db.insert(t.peerRounds).values({
      id,
      tenantId,
      projectTimeId: base.batchId,
      name,
      settings: peerRoundSettingsSchema.parse(settings),
      createdBy: admin?.id as string,
    });
    return id;
  }

  /** Approved experts of a pool, with their accounts: the demo accounts' entries first. */
  async function experts(kind: "external" | "internal") {
    const rows = await db
      .select({ id: t.experts.id, userId: t.experts.userId, username: t.users.username, name: t.users.name })
      .from(t.experts)
      .innerJoin(t.users, eq(t.users.id, t.experts.userId))
      .where(and(eq(t.experts.tenantId, tenantId), eq(t.experts.kind, kind), isNotNull(t.experts.userId)));
    const demo = kind === "external" ? "expert_out" : "expert_in";
    return rows.sort((a, b) => Number(b.username === demo) - Number(a.username === demo)) as {
      id: string;
      userId: string;
      username: string;
      name: string;
    }[];
  }

  let codes = 0;
  /**
   * Sends a QUALIFIED declaration out to the given experts (pool ids) in a round: INVITED assignments replying
   * within `replyDays`, its round declaration and code, and the allocationSubmitted transition (a snapshot).
   */
  async function invite(roundId: string, declarationId: string, expertIds: string[], replyDays = 5) {
    const pool = await db.select().from(t.experts).where(inArray(t.experts.id, expertIds));
    const [admin] = await db.select().from(t.users).where(eq(t.users.username, "peer_admin"));
    const now = new Date();
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(t.declarations).where(eq(t.declarations.id, declarationId));
      if (!row) throw new Error("no declaration");
      const outcome = await applyTransition(tx, {
        tenantId,
        declarationId,
        event: { type: "allocationSubmitted" },
        actor: { userId: admin?.id as string, name: admin?.name as string, role: "PEER_ADMIN" },
        expectedVersion: row.version,
        extraFacts: { peerAllocated: true },
        now,
      });
      codes += 1;
      const required = row.level === "FULL_SENIOR" ? 5 : 3;
      await tx.insert(t.peerRoundDeclarations).values({
        id: randomUUID(),
        tenantId,
        roundId,
        projectTimeId: row.projectTimeId,
        declarationId,
        code: `PR2026-${String(codes).padStart(3, "0")}`,
        snapshotVersion: outcome.declaration.snapshotVersion,
        required,
        externalMin: required === 5 ? 3 : 2,
      });
      const ids: string[] = [];
      for (const expertId of expertIds) {
        const expert = pool.find((e) => e.id === expertId);
        if (!expert?.userId) throw new Error(`expert ${expertId} has no account`);
        const id = randomUUID();
        await tx.insert(t.peerAssignments).values({
          id,
          tenantId,
          projectTimeId: row.projectTimeId,
          roundId,
          declarationId,
          expertId,
          expertUserId: expert.userId,
          external: expert.kind === "external",
          status: "INVITED",
          invitedAt: now,
          deadline: new Date(now.getTime() + replyDays * 86_400_000),
          createdBy: admin?.id as string,
        });
        ids.push(id);
      }
      return ids;
    });
  }

  const assignment = async (id: string) =>
    (await db.select().from(t.peerAssignments).where(eq(t.peerAssignments.id, id)))[0];
  const status = async (declarationId: string) =>
    (await db.select().from(t.declarations).where(eq(t.declarations.id, declarationId)))[0]?.status;

  return {
    ...base,
    db,
    tenantId,
    titles,
    units,
    declarant,
    qualified,
    round,
    experts,
    invite,
    assignment,
    status,
  };
}

export type PeerReviewFixture = Awaited<ReturnType<typeof peerReviewFixture>>;
