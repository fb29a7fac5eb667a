import { randomUUID } from "node:crypto";
import type { DeclarationEvent } from "@zcps/contracts/zcps/machine";
import { addWorkingDays } from "@zcps/contracts/zcps/working-days";
import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../client";
import * as t from "../schema";
import { demoBatch } from "./demo-batch";
import type { TitleSeedContext } from "./zcps";

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const OBJECTION = "该申报人代表作中的一篇论文，第一作者并非本人，请核实。";

type Actor = { userId: string; name: string; role: "UNIT_ADMIN" | "UNIT_LEADER" };

/**
 * Carries some of each unit's submitted demo declarations on through the unit's stage, by the same workflow a
 * person uses (so decisions, notices, quota places and the departments' tasks are what they would be): a few stay
 * for the unit's review; some wait for a notice; some are on a notice still up, one of them under an objection; the
 * rest passed a notice that closed last month and either wait for the recommendation or were recommended and went
 * on to the departments' verification. A newcomer finds work on every unit page and can carry one on at once.
 */
export async function seedZcpsReviewStages(tx: Executor, ctx: TitleSeedContext) {
  // the workflow's modules load when the seed runs: the tenant module imports this seed, and they import it back
  const [{ quotaRowFor }, { applyTransition }, { closePublicityWindow, openPublicityWindow }, { installStages }] =
    await Promise.all([
      import("../../modules/title-evaluation/catalogue"),
      import("../../modules/title-evaluation/declarations"),
      import("../../modules/title-evaluation/kit"),
      import("../../modules/title-evaluation/stages"),
    ]);
  installStages();
  const { tenantId } = ctx;
  const batch = await demoBatch(tx, tenantId);
  if (!batch) return;
  const submitted = await tx
    .select({ id: t.declarations.id, unitId: t.declarations.unitId, version: t.declarations.version })
    .from(t.declarations)
    .where(and(eq(t.declarations.projectTimeId, batch.id), eq(t.declarations.status, "UNIT_REVIEW")))
    .orderBy(asc(t.declarations.submittedAt), asc(t.declarations.id));
  const managers = await tx
    .select({ userId: t.unitAdmins.userId, unitId: t.unitAdmins.unitId, role: t.unitAdmins.role, name: t.users.name })
    .from(t.unitAdmins)
    .innerJoin(t.users, eq(t.users.id, t.unitAdmins.userId))
    .where(eq(t.unitAdmins.tenantId, tenantId));
  const byUnit = new Map<string, typeof submitted>();
  for (const d of submitted) if (d.unitId) byUnit.set(d.unitId, [...(byUnit.get(d.unitId) ?? []), d]);

  const now = new Date();
  const calendar = new Map(
    (await tx.select().from(t.holidays).where(eq(t.holidays.tenantId, tenantId))).map((h) => [h.day, h.working]),
  );
  const today = isoDay(now);
  // a notice that went up five weeks ago has long closed; one that goes up today is still open
  const earlier = isoDay(new Date(now.getTime() - 35 * DAY_MS));

  for (const [unitId, list] of byUnit) {
    if (list.length < 4) continue;
    const manager = (role: string): Actor => {
      const m = managers.find((x) => x.unitId === unitId && x.role === role);
      return m
        ? { userId: m.userId, name: m.name, role: role === "leader" ? "UNIT_LEADER" : "UNIT_ADMIN" }
        : {
            userId: "seed",
            name: role === "leader" ? "单位负责人" : "单位管理员",
            role: role === "leader" ? "UNIT_LEADER" : "UNIT_ADMIN",
          };
    };
    const admin = manager("admin");
    const leader = manager("leader");
    const versions = new Map(list.map((d) => [d.id, d.version]));
    const move = async (id: string, event: DeclarationEvent, actor: Actor, extra = {}) => {
      const { declaration } = await applyTransition(tx, {
        tenantId,
        declarationId: id,
        event,
        actor,
        expectedVersion: versions.get(id) ?? 1,
        extraFacts: extra,
        now,
      });
      versions.set(id, declaration.version);
    };
    const notice = async (ids: string[], startsOn: string) =>
      openPublicityWindow(tx, {
        id: randomUUID(),
        tenantId,
        projectTimeId: batch.id,
        scope: "UNIT",
        unitId,
        stage: "UNIT_PUBLICITY",
        title: `${batch.name}职称申报人员公示`,
        startsOn,
        workingDays: batch.publicityDays,
        declarationIds: ids,
        createdBy: admin.userId,
        now,
      });

    // a few stay for the unit's review; the rest are approved
    const approved = list.slice(list.length >= 10 ? 5 : 2).map((d) => d.id);
    for (const id of approved) await move(id, { type: "approve", comment: "材料齐全，同意推荐" }, admin);
    const [awaiting, onNotice1, onNotice2, ...passed] = approved;
    if (!awaiting || !onNotice1 || !onNotice2) continue;

    // a notice up since today, with one objection waiting for the unit
    await notice([onNotice1, onNotice2], today);
    const objector = (
      await tx
        .select({ userId: t.staff.userId, name: t.staff.name })
        .from(t.staff)
        .where(and(eq(t.staff.tenantId, tenantId), eq(t.staff.unitId, unitId)))
        .orderBy(asc(t.staff.employeeNo))
        .limit(1)
    )[0];
    const [window] = await tx
      .select({ id: t.publicities.id })
      .from(t.publicities)
      .where(and(eq(t.publicities.unitId, unitId), eq(t.publicities.startsOn, today)));
    if (window && objector)
      await tx.insert(t.objections).values({
        id: randomUUID(),
        tenantId,
        publicityId: window.id,
        declarationId: onNotice1,
        submitterUserId: objector.userId,
        submitterName: objector.name,
        contact: null,
        content: OBJECTION,
        evidenceFileIds: [],
        status: "OPEN",
        createdAt: now,
      });

    // a notice that closed weeks ago: its declarations wait for the recommendation, and half were recommended
    if (passed.length === 0) continue;
    if (addWorkingDays(earlier, batch.publicityDays, calendar) >= today) continue;
    const closed = await notice(passed, earlier);
    await closePublicityWindow(tx, { tenantId, windowId: closed.id, now, closer: admin });
    for (const id of passed) versions.set(id, (versions.get(id) ?? 1) + 1);
    let rank = 0;
    for (const id of passed.slice(0, Math.ceil(passed.length / 2))) {
      const [d] = await tx.select().from(t.declarations).where(eq(t.declarations.id, id));
      const quota = d ? await quotaRowFor(tx, { ...d, unitId }) : null;
      if (quota && quota.left <= 0) continue;
      rank += 1;
      await move(id, { type: "recommend", rank }, leader);
    }
  }
}
