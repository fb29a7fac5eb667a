import type { VoteChoice } from "@zcps/contracts/zcps/committee/vote";
import { and, asc, eq, inArray, notExists } from "drizzle-orm";
import type { AuthContext } from "../../platform/auth";
import type { Db, Executor } from "../client";
import * as t from "../schema";
import { demoBatch } from "./demo-batch";
import type { TitleSeedContext } from "./zcps";
import { carryModules, intoFormalAudit, newDemoDeclarations, pastPeerReview } from "./zcps-carry";
import { RESERVED_STAFF } from "./zcps-experts";
import { callersIn, qualify } from "./zcps-peer-review";

/**
 * The demo's professor committees: the unit of the demo account `professor` (孙丽, 外国语学院) and one more unit,
 * each of five members. Their members, where to find work, and how far each committee got.
 */
export const DEMO_PROFESSOR_COMMITTEES = {
  /** the demo member's committee: three of five have submitted; `professor` has not */
  open: { unit: "fl", members: 5, declarations: 3, submitted: 3 },
  /** every member has submitted: personnel's confirmation waits */
  complete: { unit: "med", members: 4, declarations: 2, submitted: 4 },
} as const;

/** The titles a committee member holds: full and associate senior. */
const SENIOR_TITLES = ["教授", "研究员", "主任医师", "副教授", "副研究员", "副主任医师"];

/** Not in the senior committee's pool (its members do not declare; the professor committees keep apart from it). */
const notJudge = (tx: Executor) =>
  notExists(
    tx
      .select({ userId: t.groupMembers.userId })
      .from(t.groupMembers)
      .innerJoin(t.groups, eq(t.groups.id, t.groupMembers.groupId))
      .where(and(eq(t.groupMembers.userId, t.users.id), eq(t.groups.code, "judge"))),
  );

/**
 * Demo work for the professor committees (SEED=demo), after the senior committee's: new declarations of the two
 * units, submitted by their declarants, go through the real workflow, the peer review included, to
 * PROFESSOR_COMMITTEE; senior staff of each unit join the professor-committee role group; the
 * members submit as DEMO_PROFESSOR_COMMITTEES says. Seeding again changes nothing (a round exists).
 */
export async function seedZcpsProfessor(tx: Executor, ctx: TitleSeedContext) {
  const { tenantId, config } = ctx;
  if (!config) return;
  const batch = await demoBatch(tx, tenantId);
  if (!batch) return;
  const [existing] = await tx
    .select({ id: t.professorRounds.id })
    .from(t.professorRounds)
    .where(eq(t.professorRounds.projectTimeId, batch.id))
    .limit(1);
  if (existing) return;
  const [modules, formal, synthesis, professorStage] = await Promise.all([
    carryModules(tx),
    import("../../modules/title-evaluation/stages/formal-audit"),
    import("../../modules/title-evaluation/stages/synthesis"),
    import("../../modules/title-evaluation/stages/professor-committee"),
  ]);
  const db = tx as Db;
  const as = await callersIn(tx, tenantId, batch.id);
  const members = professorStage.createMemberService({ db });

  for (const plan of Object.values(DEMO_PROFESSOR_COMMITTEES)) {
    const [unit] = await tx
      .select({ id: t.departs.id })
      .from(t.departs)
      .where(and(eq(t.departs.tenantId, tenantId), eq(t.departs.code, plan.unit)));
    if (!unit) continue;
    // -- the committee first (its members hear of each declaration arriving): the demo member where the unit is
    // theirs, then senior staff of the unit
    const usernames = await committeeOf(tx, tenantId, batch.id, unit.id, plan.members);
    // -- the declarations: new ones of the unit submitted, then on through the workflow
    const submitted = await newDemoDeclarations(tx, tenantId, batch.id, unit.id, plan.declarations, modules);
    const carried = await intoFormalAudit(tx, tenantId, batch, modules, submitted, plan.declarations);
    await qualify(tx, tenantId, batch.id, carried, modules, formal, synthesis);
    for (const id of carried) await pastPeerReview(tx, tenantId, id, modules);
    // one after another: the seed's transaction takes one query at a time
    const callers: AuthContext[] = [];
    for (const username of usernames) {
      const caller = await as(username);
      if (caller) callers.push(caller);
    }
    const voters = callers.filter((c) => c.username !== "professor").slice(0, plan.submitted);
    for (const [k, member] of voters.entries()) {
      const ballot = await members.ballot(member, batch.id);
      if (ballot.rows.length === 0) break;
      // most recommend the first declarants, in the unit's order; the last member turns the last one down
      let rank = 0;
      const rows = ballot.rows.map((row, i) => {
        const choice: VoteChoice =
          i === ballot.rows.length - 1 && k === voters.length - 1 && ballot.rows.length > 1 ? "DISAGREE" : "AGREE";
        return {
          declarationId: row.declarationId,
          choice,
          rank: choice === "AGREE" ? ++rank : null,
          remark: choice === "DISAGREE" ? "代表性成果影响力尚需提升" : null,
        };
      });
      await members.save(member, { projectTimeId: batch.id, rows });
      await members.submit(member, batch.id);
    }
  }
}

/**
 * The unit's committee, `size` accounts in the professor-committee group: the demo account `professor` where the
 * unit is theirs, then senior staff of the unit with an account, not declaring and not on the senior committee's
 * pool; their user names.
 */
async function committeeOf(tx: Executor, tenantId: string, projectTimeId: string, unitId: string, size: number) {
  const [group] = await tx
    .select({ id: t.groups.id })
    .from(t.groups)
    .where(and(eq(t.groups.tenantId, tenantId), eq(t.groups.code, "professor")));
  if (!group) return [];
  const chosen: { id: string; username: string }[] = [];
  const [demo] = await tx
    .select({ id: t.users.id, username: t.users.username })
    .from(t.users)
    .where(and(eq(t.users.tenantId, tenantId), eq(t.users.username, "professor"), eq(t.users.departId, unitId)));
  if (demo) chosen.push(demo);
  const staff = await tx
    .select({ id: t.users.id, username: t.users.username, employeeNo: t.staff.employeeNo })
    .from(t.staff)
    .innerJoin(t.users, eq(t.users.id, t.staff.userId))
    .where(
      and(
        eq(t.staff.tenantId, tenantId),
        eq(t.staff.unitId, unitId),
        inArray(t.staff.currentTitleName, SENIOR_TITLES),
        notExists(
          tx
            .select({ id: t.declarations.id })
            .from(t.declarations)
            .where(and(eq(t.declarations.staffId, t.staff.id), eq(t.declarations.projectTimeId, projectTimeId))),
        ),
        notJudge(tx),
      ),
    )
    .orderBy(asc(t.staff.employeeNo));
  for (const s of staff) {
    if (chosen.length >= size) break;
    if (!RESERVED_STAFF.has(s.employeeNo)) chosen.push(s);
  }
  const added = chosen.filter((c) => c.username !== "professor");
  if (added.length) await tx.insert(t.groupMembers).values(added.map((c) => ({ groupId: group.id, userId: c.id })));
  return chosen.map((c) => c.username);
}
