import { randomUUID } from "node:crypto";
import { DEFAULT_VOTE_RULE, minAgree, reachesThreshold } from "@zcps/contracts/zcps/committee/vote";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "../client";
import * as t from "../schema";
import { demoBatch } from "./demo-batch";
import type { TitleSeedContext } from "./zcps";
import { carryModules, intoFormalAudit, newDemoDeclarations, pastPeerReview, userIdOf } from "./zcps-carry";
import { minimalPdf } from "./zcps-declarations";
import { qualify } from "./zcps-peer-review";

/** The units whose declarants the senior committee voted on paper in the demo, one each (their quotas allow one). */
const PAPER_UNITS = ["art", "civil"];
const PAPER_MEETING = "2026年度高级专业技术职务评审委员会土木工程学科组会议（纸质投票）";

/**
 * Demo work for the register of paper ballots (SEED=demo): a new declaration of 艺术学院 and one of 土木工程学院 carried
 * through the workflow, the professor committee included, to the senior committee, in no meeting. Personnel entered the first
 * one's paper vote with its signed tally sheet (it waits for the chair to apply it); the second waits to be entered.
 * Seeding again changes nothing (an entry exists).
 */
export async function seedZcpsPaperVotes(tx: Executor, ctx: TitleSeedContext) {
  const { tenantId, config, storeFile } = ctx;
  if (!config || !storeFile) return;
  const batch = await demoBatch(tx, tenantId);
  if (!batch) return;
  const [existing] = await tx
    .select({ id: t.paperTallies.id })
    .from(t.paperTallies)
    .where(eq(t.paperTallies.projectTimeId, batch.id))
    .limit(1);
  if (existing) return;
  const personnelId = await userIdOf(tx, tenantId, "personnel");
  if (!personnelId) return;
  const [modules, formal, synthesis] = await Promise.all([
    carryModules(tx),
    import("../../modules/title-evaluation/stages/formal-audit"),
    import("../../modules/title-evaluation/stages/synthesis"),
  ]);
  const units = await tx
    .select({ id: t.departs.id })
    .from(t.departs)
    .where(and(eq(t.departs.tenantId, tenantId), inArray(t.departs.code, PAPER_UNITS)))
    .orderBy(asc(t.departs.code));
  const carried: string[] = [];
  for (const unit of units) {
    const submitted = await newDemoDeclarations(tx, tenantId, batch.id, unit.id, 1, modules);
    carried.push(...(await intoFormalAudit(tx, tenantId, batch, modules, submitted, 1)));
  }
  await qualify(tx, tenantId, batch.id, carried, modules, formal, synthesis);
  const atSenior: string[] = [];
  for (const [k, id] of carried.entries())
    if (
      await pastPeerReview(tx, tenantId, id, modules, [
        [{ type: "committeeRecommend", rank: k + 1 }, "PERSONNEL", "赵敏"],
      ])
    )
      atSenior.push(id);
  const [first] = atSenior;
  if (!first) return;

  const sheetFileId = await storeFile(
    minimalPdf([
      "Senior committee - civil engineering group",
      "Paper ballot tally sheet",
      "Signed by the scrutineers and the chair",
    ]),
    {
      purpose: "paper-tally",
      mime: "application/pdf",
      name: "土木工程学科组计票单.pdf",
    },
  );
  const figures = { members: 15, attending: 13, agree: 10, disagree: 2, abstain: 1 };
  await tx.insert(t.paperTallies).values({
    id: randomUUID(),
    tenantId,
    projectTimeId: batch.id,
    declarationId: first,
    meetingName: PAPER_MEETING,
    votedOn: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
    ...figures,
    threshold: minAgree(DEFAULT_VOTE_RULE, figures.members, figures.attending),
    verdict: reachesThreshold(DEFAULT_VOTE_RULE, figures.members, figures.attending, figures.agree) ? "PASS" : "FAIL",
    sheetFileId,
    enteredBy: personnelId,
    enteredByName: "赵敏",
  });
}
