import { randomUUID } from "node:crypto";
import { DEPARTMENT_VERIFIED_TYPES } from "@zcps/contracts/zcps/department-review/material-pages";
import type { ActorRole, DeclarationEvent } from "@zcps/contracts/zcps/machine";
import { materialType } from "@zcps/contracts/zcps/materials";
import { and, asc, desc, eq, inArray, notExists, sql } from "drizzle-orm";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import { demoPayload } from "./zcps-declarations";
import { RESERVED_STAFF } from "./zcps-experts";
import { pastPeerOpinions } from "./zcps-past-peer";

/**
 * Demo declarations carried on through the real workflow, as the unit, its leader and the verifying offices would:
 * the team stages' seed and the peer review's take their declarations into the formal audit this way.
 */

const DAY_MS = 86_400_000;
/** The material types departments verify (the others no task holds). */
const VERIFIED = new Set<string>(DEPARTMENT_VERIFIED_TYPES);

/** The enabled members of a department holding a role group. */
async function membersOf(tx: Executor, tenantId: string, departId: string, groupCode: string) {
  const rows = await tx
    .selectDistinct({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .innerJoin(t.groupMembers, eq(t.groupMembers.userId, t.users.id))
    .innerJoin(t.groups, eq(t.groups.id, t.groupMembers.groupId))
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.departId, departId), eq(t.groups.code, groupCode)))
    .orderBy(t.users.username);
  return rows.map((r) => r.id);
}

export const userIdOf = async (tx: Executor, tenantId: string, username: string) =>
  (
    await tx
      .select({ id: t.users.id })
      .from(t.users)
      .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, username)))
  )[0]?.id;

/** A reviewer for an office that has none: reviewer_<office code>, with a complete profile. */
async function officeReviewer(tx: Executor, tenantId: string, departId: string) {
  const [depart] = await tx.select({ code: t.departs.code }).from(t.departs).where(eq(t.departs.id, departId));
  const [template] = await tx
    .select({ passwordHash: t.users.passwordHash })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "dept_reviewer")));
  const [group] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, "dept_reviewer")));
  if (!depart || !template || !group || (await userIdOf(tx, tenantId, `reviewer_${depart.code}`))) return;
  const id = randomUUID();
  const serial = String(9902 + staffedOffices++);
  await tx.insert(t.users).values({
    id,
    tenantId,
    username: `reviewer_${depart.code}`,
    passwordHash: template.passwordHash,
    name: "郭宁",
    departId,
    mobilePhone: `1370000${serial}`,
    email: `reviewer.${depart.code}@example.edu.cn`,
    description: "职能部门审核员",
  });
  await tx.insert(t.groupMembers).values({ groupId: group.id, userId: id });
}
let staffedOffices = 0;

export type Verifiers = (d: {
  id: string;
  tenantId: string;
  projectTimeId: string;
}) => Promise<(materialType: string) => { departId: string | null }>;

export interface CarryModules {
  kit: typeof import("../../modules/title-evaluation/kit");
  declarationsModule: typeof import("../../modules/title-evaluation/declarations");
  departmentStage: typeof import("../../modules/title-evaluation/stages/department-review");
  catalogue: typeof import("../../modules/title-evaluation/catalogue");
  verifiers: Verifiers;
}

/** The modules carrying declarations on uses, loaded when a demo seed needs them. */
export async function carryModules(tx: Executor): Promise<CarryModules> {
  const [kit, declarationsModule, departmentStage, catalogue, review] = await Promise.all([
    import("../../modules/title-evaluation/kit"),
    import("../../modules/title-evaluation/declarations"),
    import("../../modules/title-evaluation/stages/department-review"),
    import("../../modules/title-evaluation/catalogue"),
    import("../../modules/title-evaluation/review"),
  ]);
  const verifiers: Verifiers = (d) => review.verifyingDepartments(tx, d.tenantId, d);
  return { kit, declarationsModule, departmentStage, catalogue, verifiers };
}

/**
 * The team stages' choice: submitted declarations of units other than the demo unit (each unit keeps its first for
 * its own review), at most two of a unit, the lightest first (fewest items: the least to verify).
 */
export async function lightestOfOtherUnits(tx: Executor, tenantId: string, projectTimeId: string): Promise<string[]> {
  const [demoUnit] = await tx
    .select({ unitId: t.staff.unitId })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId))
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "declarant")));
  const waiting = await tx
    .select({
      id: t.declarations.id,
      unitId: t.declarations.unitId,
      items: sql<number>`count(${t.declarationItems.id})::int`,
    })
    .from(t.declarations)
    .leftJoin(t.declarationItems, eq(t.declarationItems.declarationId, t.declarations.id))
    .where(
      and(
        eq(t.declarations.projectTimeId, projectTimeId),
        eq(t.declarations.status, "UNIT_REVIEW"),
        sql`${t.declarations.unitId} is distinct from ${demoUnit?.unitId ?? null}`,
      ),
    )
    .groupBy(t.declarations.id, t.declarations.unitId, t.declarations.submittedAt)
    .orderBy(asc(t.declarations.unitId), asc(t.declarations.submittedAt), asc(t.declarations.id));
  const perUnit = new Map<string, number>();
  const candidates = waiting.filter((d) => {
    const seen = perUnit.get(d.unitId ?? "") ?? 0;
    perUnit.set(d.unitId ?? "", seen + 1);
    return d.unitId !== null && seen > 0 && seen <= 2;
  });
  candidates.sort((a, b) => a.items - b.items || a.id.localeCompare(b.id));
  return candidates.map((d) => d.id);
}

/**
 * Declarations submitted to their unit (`chosen`, in order) go through the unit's approval, a notice closed last
 * month and the leader's recommendation (skipped where the unit's quota is full), `count` of them at most; then each
 * office verifying some of their items verifies all of them at once (an office with nobody to verify gets a demo
 * reviewer first), and the departments' stage moves them into the formal audit. The ids of those recommended come
 * back.
 */
export async function intoFormalAudit(
  tx: Executor,
  tenantId: string,
  batch: { id: string; name: string },
  { kit, declarationsModule, departmentStage, catalogue, verifiers }: CarryModules,
  chosen: readonly string[],
  count: number,
): Promise<string[]> {
  const { applyTransition } = declarationsModule;
  const db = tx as Db;
  const now = new Date();
  const actor = (role: "UNIT_ADMIN" | "UNIT_LEADER") => ({
    userId: "seed",
    name: role === "UNIT_LEADER" ? "单位负责人" : "单位管理员",
    role,
  });
  const earlier = new Date(now.getTime() - 35 * DAY_MS).toISOString().slice(0, 10);
  const recommended: (typeof t.declarations.$inferSelect)[] = [];
  for (const id of chosen) {
    if (recommended.length >= count) break;
    const [d] = await tx.select().from(t.declarations).where(eq(t.declarations.id, id));
    if (!d?.unitId) continue;
    const unitId = d.unitId;
    const quota = await catalogue.quotaRowFor(tx, { ...d, unitId });
    if (quota && quota.left <= 0) continue;
    // the unit ranks its recommendations one after another (a register refuses two at one rank)
    const [ranked] = await tx
      .select({ top: sql<number>`coalesce(max(${t.declarations.unitRank}), 0)::int` })
      .from(t.declarations)
      .where(and(eq(t.declarations.projectTimeId, batch.id), eq(t.declarations.unitId, unitId)));
    const rank = (ranked?.top ?? 0) + 1;
    const moved = await db
      .transaction(async (sp) => {
        let version = d.version;
        const move = async (
          event: Parameters<typeof applyTransition>[1]["event"],
          role: "UNIT_ADMIN" | "UNIT_LEADER",
        ) => {
          const { declaration } = await applyTransition(sp, {
            tenantId,
            declarationId: id,
            event,
            actor: actor(role),
            expectedVersion: version,
            now,
          });
          version = declaration.version;
          return declaration;
        };
        await move({ type: "approve", comment: "材料齐全，同意推荐" }, "UNIT_ADMIN");
        const window = await kit.openPublicityWindow(sp, {
          id: randomUUID(),
          tenantId,
          projectTimeId: batch.id,
          scope: "UNIT",
          unitId,
          stage: "UNIT_PUBLICITY",
          title: `${batch.name}职称申报人员公示`,
          startsOn: earlier,
          workingDays: 5,
          declarationIds: [id],
          createdBy: "seed",
          now,
        });
        await kit.closePublicityWindow(sp, { tenantId, windowId: window.id, now, closer: actor("UNIT_ADMIN") });
        version += 1;
        return move({ type: "recommend", rank }, "UNIT_LEADER");
      })
      .catch((error: unknown) => {
        // the workflow's refusal (the quota, say) leaves this declaration with its unit
        if (error instanceof Error && "httpStatus" in error) return null;
        throw error;
      });
    if (moved) recommended.push(moved);
  }

  // each office verifies what it holds of these declarations in one call (its first reviewer)
  const pending = new Map<string, { itemId: string; version: number }[]>();
  for (const d of recommended) {
    const departmentOf = await verifiers(d);
    const items = await tx
      .select({
        itemId: t.declarationItems.id,
        version: t.declarationItems.version,
        type: t.declarationItems.materialType,
      })
      .from(t.declarationItems)
      .where(and(eq(t.declarationItems.declarationId, d.id), eq(t.declarationItems.verifyStatus, "PENDING")));
    for (const item of items) {
      const departId = VERIFIED.has(item.type) ? departmentOf(item.type).departId : null;
      if (departId)
        pending.set(departId, [...(pending.get(departId) ?? []), { itemId: item.itemId, version: item.version }]);
    }
  }
  const verdicts = departmentStage.createVerdictService({ db });
  for (const [departId, items] of pending) {
    if ((await membersOf(tx, tenantId, departId, "dept_reviewer")).length === 0)
      await officeReviewer(tx, tenantId, departId);
    const [reviewerId] = await membersOf(tx, tenantId, departId, "dept_reviewer");
    if (reviewerId) await verdicts.bulkVerdict({ tenantId, userId: reviewerId }, { items, verdict: "VERIFIED" });
  }
  return recommended.map((d) => d.id);
}

/** One step a seed takes on a declaration: the event, and the role and name it is taken as. */
export type SeedStep = [DeclarationEvent, ActorRole, string];

/**
 * A QUALIFIED declaration carried on through the peer review (allocated, reviewed in the demo's earlier round, whose
 * experts' opinions it gets, and passed) and the steps after it, in one savepoint; whether it got through.
 */
export async function pastPeerReview(
  tx: Executor,
  tenantId: string,
  declarationId: string,
  { declarationsModule }: Pick<CarryModules, "declarationsModule">,
  after: readonly SeedStep[] = [],
): Promise<boolean> {
  return (tx as Db).transaction(async (sp) => {
    const [d] = await sp.select().from(t.declarations).where(eq(t.declarations.id, declarationId));
    if (d?.status !== "QUALIFIED") return false;
    let version = d.version;
    let snapshotVersion = d.snapshotVersion;
    const steps: SeedStep[] = [
      [{ type: "allocationSubmitted" }, "PEER_ADMIN", "周杰"],
      [{ type: "peerPassed" }, "PEER_ADMIN", "周杰"],
      ...after,
    ];
    for (const [event, role, name] of steps) {
      if (event.type === "peerPassed") await pastPeerOpinions(sp, tenantId, { ...d, snapshotVersion });
      const { declaration } = await declarationsModule.applyTransition(sp, {
        tenantId,
        declarationId,
        event,
        actor: { userId: "seed", name, role },
        expectedVersion: version,
        extraFacts: { peerAllocated: true },
      });
      version = declaration.version;
      snapshotVersion = declaration.snapshotVersion;
    }
    return true;
  });
}

/** Material types a new demo declaration fills besides the directory's required ones. */
const EXTRA_TYPES = ["WORK_HISTORY", "COURSE_TAUGHT", "TEACHING_EVAL", "PAPER", "PAPER", "RESEARCH_PROJECT"];
const NEXT_LEVEL: Record<string, string> = { INTERMEDIATE: "ASSOC_SENIOR", ASSOC_SENIOR: "FULL_SENIOR" };

/**
 * Up to `count` new declarations of the unit, each written as a draft (its materials made as the demo declarations'
 * are) and submitted by its declarant through the workflow: staff of the unit with an account who do not declare yet
 * and sit on no committee, in staff number order. The existing demo drafts are left to their own pages. Their ids.
 * `pick` narrows them to a discipline and may take them from the end of that order instead, so that a seed wanting
 * one declarant of its own leaves the first staff to the seeds that take them in order.
 */
export async function newDemoDeclarations(
  tx: Executor,
  tenantId: string,
  projectTimeId: string,
  unitId: string,
  count: number,
  { declarationsModule }: Pick<CarryModules, "declarationsModule">,
  pick: { discipline?: string; fromEnd?: boolean } = {},
) {
  const { applyTransition, basicInfoFromStaff } = declarationsModule;
  const staff = await tx
    .select({ staff: t.staff, level: t.titles.level, series: t.titles.seriesCode, unitName: t.departs.name })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId))
    .innerJoin(t.titles, eq(t.titles.id, t.staff.currentTitleId))
    .innerJoin(t.departs, eq(t.departs.id, t.staff.unitId))
    .where(
      and(
        eq(t.staff.tenantId, tenantId),
        eq(t.staff.unitId, unitId),
        inArray(t.titles.level, Object.keys(NEXT_LEVEL)),
        notExists(
          tx
            .select({ id: t.declarations.id })
            .from(t.declarations)
            .where(and(eq(t.declarations.staffId, t.staff.id), eq(t.declarations.projectTimeId, projectTimeId))),
        ),
        notExists(
          tx
            .select({ userId: t.groupMembers.userId })
            .from(t.groupMembers)
            .innerJoin(t.groups, eq(t.groups.id, t.groupMembers.groupId))
            .where(and(eq(t.groupMembers.userId, t.users.id), inArray(t.groups.code, ["judge", "professor"]))),
        ),
      ),
    )
    .orderBy(pick.fromEnd ? desc(t.staff.employeeNo) : asc(t.staff.employeeNo));
  const offered = await tx
    .select({ titleId: t.batchTitles.titleId, trackCodes: t.batchTitles.trackCodes, title: t.titles })
    .from(t.batchTitles)
    .innerJoin(t.titles, eq(t.titles.id, t.batchTitles.titleId))
    .where(eq(t.batchTitles.projectTimeId, projectTimeId));
  const directory = await tx
    .select({ materialType: t.materialDirectory.materialType, required: t.materialDirectory.required })
    .from(t.materialDirectory)
    .where(and(eq(t.materialDirectory.projectTimeId, projectTimeId), eq(t.materialDirectory.enabled, true)));
  const inDirectory = new Set(directory.map((d) => d.materialType));
  const types = [
    ...directory.filter((d) => d.required !== "none").map((d) => d.materialType),
    ...EXTRA_TYPES.filter((code) => inDirectory.has(code)),
  ].filter((code) => materialType(code));

  const made: string[] = [];
  for (const [k, row] of staff.entries()) {
    if (made.length >= count) break;
    if (!row.staff.userId || RESERVED_STAFF.has(row.staff.employeeNo)) continue;
    if (!(row.staff.disciplineCode ?? "").startsWith(pick.discipline ?? "")) continue;
    const offer = offered.find((o) => o.title.seriesCode === row.series && o.title.level === NEXT_LEVEL[row.level]);
    if (!offer) continue;
    const id = randomUUID();
    const userId = row.staff.userId;
    const ok = await (tx as Db)
      .transaction(async (sp) => {
        const now = new Date();
        await sp.insert(t.declarations).values({
          id,
          tenantId,
          projectTimeId,
          staffId: row.staff.id,
          userId,
          unitId,
          titleId: offer.titleId,
          seriesCode: offer.title.seriesCode,
          level: offer.title.level,
          trackCode: offer.trackCodes[0] ?? "",
          pledgeSignedAt: now,
        });
        await sp.insert(t.declarationItems).values(
          types.map((code, i) => ({
            id: randomUUID(),
            declarationId: id,
            materialType: code,
            payload:
              code === "BASIC_INFO"
                ? (basicInfoFromStaff(row.staff, row.unitName) ?? {})
                : demoPayload(code, 7001 + k * 17 + i),
            orderNum: i,
          })),
        );
        await applyTransition(sp, {
          tenantId,
          declarationId: id,
          event: { type: "submit" },
          actor: { userId, name: row.staff.name, role: "DECLARANT" },
          expectedVersion: 1,
          allowSubmitWithWarnings: true,
          now,
        });
        return true;
      })
      .catch(() => false);
    if (ok) made.push(id);
  }
  return made;
}
