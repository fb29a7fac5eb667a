import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import * as t from "../src/db/schema";
import { applyTransition } from "../src/modules/title-evaluation/declarations";
import { type Client, data, signedIn } from "./client";
import { departmentReviewFixture } from "./department-review-fixture";
import type { TestServer } from "./harness";
import { attachPdf, samplePayload } from "./zcps-declaration-fixture";

/**
 * The team stages' test world: the department fixture's batch (one title, a requirement of one paper, a hard
 * condition "papers"), accounts for more team members and declarants, and declarations carried through the real
 * workflow into the formal audit: recommended by the unit, their papers verified (or not recognised) by the research
 * office's reviewer, so the departments' stage moves them on.
 */
export async function teamReviewFixture(server: TestServer) {
  const fx = await departmentReviewFixture(server);
  const { db } = fx;
  const [template] = await db.select().from(t.users).where(eq(t.users.username, "dept_reviewer"));
  if (!template) throw new Error("demo data missing");
  const departId = async (code: string) =>
    (await db.select({ id: t.departs.id }).from(t.departs).where(eq(t.departs.code, code)))[0]?.id as string;
  const units = { cs: await departId("cs"), fl: await departId("fl"), hr: await departId("hr") };

  /** An account in a department, member of a seeded role group, signing in with the demo password. */
  async function account(username: string, name: string, depart: string, groupCode: string) {
    const id = randomUUID();
    await db.insert(t.users).values({
      id,
      tenantId: template?.tenantId as string,
      username,
      passwordHash: template?.passwordHash as string,
      name,
      departId: depart,
    });
    const [group] = await db.select().from(t.groups).where(eq(t.groups.code, groupCode));
    await db.insert(t.groupMembers).values({ groupId: group?.id as string, userId: id });
    return id;
  }

  /** A user joins one more role group. */
  async function joinGroup(userId: string, groupCode: string) {
    const [group] = await db.select().from(t.groups).where(eq(t.groups.code, groupCode));
    await db.insert(t.groupMembers).values({ groupId: group?.id as string, userId });
  }

  let declarants = 0;
  /** A declarant of a unit: an account and a staff record. */
  async function declarant(unitId: string, name: string) {
    declarants += 1;
    const userId = await account(`tr_declarant${declarants}`, name, unitId, "declarant");
    const staffId = randomUUID();
    await db.insert(t.staff).values({
      id: staffId,
      tenantId: template?.tenantId as string,
      userId,
      employeeNo: `TR${String(declarants).padStart(4, "0")}`,
      name,
      unitId,
      postType: "TEACHING_RESEARCH",
      currentTitleDate: "2019-07-01",
    });
    return { staffId, userId, unitId };
  }

  const [reviewer] = await signedIn(server, ["dept_reviewer"] as const);

  /**
   * A declaration carried into FORMAL_AUDIT: papers (the first one not recognised when `failPaper`), a self-summary,
   * recommended, and every paper decided by the research office's reviewer.
   */
  async function inFormalAudit(
    owner: { staffId: string; userId: string; unitId: string },
    papers = 2,
    failPaper = false,
  ) {
    const made = await fx.declaration(owner, [
      ...Array.from({ length: papers }, (_, i) => ({
        materialType: "PAPER",
        payload: { ...samplePayload("PAPER", i + 1), doi: `10.1000/${owner.staffId}-${i}` },
      })),
      { materialType: "SELF_SUMMARY" },
    ]);
    await fx.recommend(made.id);
    for (const [i, itemId] of made.itemIds.slice(0, papers).entries()) {
      const item = await fx.item(itemId);
      const refused = failPaper && i === 0;
      data(
        await reviewer.post("/api/zcps-sh/depart/verdict", {
          itemId,
          version: item?.version,
          verdict: refused ? "NOT_RECOGNIZED" : "VERIFIED",
          ...(refused ? { reason: "检索证明与原文不符" } : {}),
        }),
      );
    }
    const now = await fx.status(made.id);
    if (now?.status !== "FORMAL_AUDIT") throw new Error(`declaration stopped in ${now?.status}`);
    return { id: made.id, itemIds: made.itemIds };
  }

  /** The declarant acts through the workflow (the declarant's own API has its tests). */
  async function resubmit(declarationId: string, userId: string) {
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(t.declarations).where(eq(t.declarations.id, declarationId));
      return applyTransition(tx, {
        tenantId: row?.tenantId as string,
        declarationId,
        event: { type: "resubmit" },
        actor: { userId, name: "declarant", role: "DECLARANT" },
        expectedVersion: row?.version as number,
      });
    });
  }

  const caseOf = async (declarationId: string, stage: string) =>
    (
      await db
        .select()
        .from(t.teamCases)
        .where(and(eq(t.teamCases.declarationId, declarationId), eq(t.teamCases.stage, stage)))
    )[0];
  const decisions = (declarationId: string) =>
    db.select().from(t.declarationDecisions).where(eq(t.declarationDecisions.declarationId, declarationId));
  const inbox = async (username: string, kind?: string) =>
    db
      .select()
      .from(t.userMessages)
      .where(
        and(eq(t.userMessages.userId, await fx.userId(username)), ...(kind ? [eq(t.userMessages.kind, kind)] : [])),
      );
  /** The settings override personnel would save on the sysConfig page. */
  async function setting(key: string, value: unknown) {
    await db
      .insert(t.zcpsSettings)
      .values({ tenantId: template?.tenantId as string, key, value, updatedBy: "test" })
      .onConflictDoUpdate({ target: [t.zcpsSettings.tenantId, t.zcpsSettings.key], set: { value } });
  }

  /** A PDF attached to an item, as the declarant's upload leaves it. */
  const attach = (declarationId: string, itemId: string, name = "证明.pdf") =>
    attachPdf(server, { tenantId: template?.tenantId as string, declarationId, itemId }, name);

  return {
    ...fx,
    units,
    account,
    joinGroup,
    declarant,
    inFormalAudit,
    resubmit,
    caseOf,
    decisions,
    inbox,
    setting,
    reviewer,
    attach,
  };
}

export type TeamReviewFixture = Awaited<ReturnType<typeof teamReviewFixture>>;
export type { Client };
