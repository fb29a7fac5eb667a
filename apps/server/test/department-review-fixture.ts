import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import * as t from "../src/db/schema";
import { applyTransition } from "../src/modules/title-evaluation/declarations";
import type { TestServer } from "./harness";
import { type DeclarationFixture, declarationFixture, samplePayload } from "./zcps-declaration-fixture";

/**
 * Department verification's test world: the declaration fixture's batch, a second reviewer in the research office,
 * a reviewer and an assigner in the academic office (the demo seed has one of each in research only), and helpers
 * that write a declaration at the unit's recommendation and carry it into DEPARTMENT_REVIEW through the workflow.
 */
export async function departmentReviewFixture(server: TestServer) {
  const db = server.deps.db;
  const base: DeclarationFixture = await declarationFixture(server);
  const departId = async (code: string) =>
    (await db.select({ id: t.departs.id }).from(t.departs).where(eq(t.departs.code, code)))[0]?.id as string;
  const research = await departId("research");
  const academic = await departId("academic");
  const [template] = await db.select().from(t.users).where(eq(t.users.username, "dept_reviewer"));
  if (!template) throw new Error("demo data missing");

  /** A user in a department, member of a seeded role group, signing in with the demo password. */
  async function member(username: string, name: string, depart: string, groupCode: string) {
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
  const users = {
    research2: await member("dr_research2", "周强", research, "dept_reviewer"),
    academicReviewer: await member("dr_academic", "吴芳", academic, "dept_reviewer"),
    academicAssigner: await member("da_academic", "郑敏", academic, "dept_assigner"),
  };
  const userId = async (username: string) =>
    (await db.select({ id: t.users.id }).from(t.users).where(eq(t.users.username, username)))[0]?.id as string;

  /** A declaration waiting for the unit's recommendation, with the given items (type and payload). */
  async function declaration(
    owner: { staffId: string; userId: string; unitId: string },
    items: { materialType: string; payload?: Record<string, unknown> }[],
  ) {
    const id = randomUUID();
    await db.insert(t.declarations).values({
      id,
      tenantId: template?.tenantId as string,
      projectTimeId: base.batchId,
      staffId: owner.staffId,
      userId: owner.userId,
      unitId: owner.unitId,
      titleId: base.titleId,
      seriesCode: "TEACHER",
      level: "ASSOC_SENIOR",
      status: "UNIT_RECOMMENDATION",
      pledgeSignedAt: new Date(),
      submittedAt: new Date(),
    });
    const ids: string[] = [];
    for (const [n, item] of items.entries()) {
      const itemId = randomUUID();
      await db.insert(t.declarationItems).values({
        id: itemId,
        declarationId: id,
        materialType: item.materialType,
        payload: item.payload ?? samplePayload(item.materialType, n + 1),
        orderNum: n,
      });
      ids.push(itemId);
    }
    return { id, itemIds: ids };
  }

  /** The unit leader recommends: the workflow enters DEPARTMENT_REVIEW and the stage opens its tasks. */
  async function recommend(declarationId: string) {
    const leader = await userId("unit_leader");
    return db.transaction(async (tx) => {
      const [row] = await tx.select().from(t.declarations).where(eq(t.declarations.id, declarationId));
      return applyTransition(tx, {
        tenantId: row?.tenantId as string,
        declarationId,
        event: { type: "recommend" },
        actor: { userId: leader, name: "张伟", role: "UNIT_LEADER" },
        expectedVersion: row?.version as number,
      });
    });
  }

  const tasks = (declarationId: string) =>
    db.select().from(t.departmentTasks).where(eq(t.departmentTasks.declarationId, declarationId));
  const item = async (itemId: string) =>
    (await db.select().from(t.declarationItems).where(eq(t.declarationItems.id, itemId)))[0];
  const status = async (declarationId: string) =>
    (await db.select().from(t.declarations).where(eq(t.declarations.id, declarationId)))[0];

  return { db, base, research, academic, users, userId, declaration, recommend, tasks, item, status };
}
