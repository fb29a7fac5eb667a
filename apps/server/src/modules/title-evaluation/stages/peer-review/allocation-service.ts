import { createHash, randomInt, randomUUID } from "node:crypto";
import { type Language, translate } from "@zcps/contracts/messages";
import type { TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import {
  type AllocationPlan,
  allocatePeerReviewers,
  type PlanViolation,
  planViolations,
} from "@zcps/contracts/zcps/peer-review/allocation";
import type { SimulationResult, SubmitResult, simulateSchema } from "@zcps/contracts/zcps/peer-review/api";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, notFound } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { applyTransition } from "../../declarations";
import { compositionOf, loadRoundData, type RoundData, toAllocationInput } from "./allocation-input";
import { type ExpertMessage, invitationMessage, sendToExperts, toNotice } from "./invitations";
import type { PoolExpert } from "./pool-repo";
import * as repo from "./repo";
import { tenantRound } from "./rounds-service";

const DAY = 86_400_000;

/** The plan's fingerprint: the same seed on the same data hashes the same. */
export function planHash(plan: AllocationPlan): string {
  const canonical = {
    seed: plan.seed,
    method: plan.method,
    assignments: plan.assignments.map((a) => [a.declarantId, a.expertId, a.pinned, a.score]),
    unmet: plan.unmet.map((u) => [u.declarantId, u.reason]),
    pinIssues: plan.pinIssues.map((p) => [p.declarantId, p.expertId, p.reason]),
  };
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

/** Declarants the plan serves in full (the unmet ones keep their pins in the plan's list). */
export function servedDeclarants(plan: AllocationPlan): string[] {
  const unmet = new Set(plan.unmet.map((u) => u.declarantId));
  return [...new Set(plan.assignments.map((a) => a.declarantId))].filter((id) => !unmet.has(id));
}

function simulationView(
  simulation: repo.SimulationRecord,
  plan: AllocationPlan,
  data: RoundData,
  lang: Language,
): SimulationResult {
  const settings = (simulation.params as { settings?: unknown }).settings;
  const experts = new Map(data.experts.map((e) => [e.id, e]));
  const declarants = new Map(data.declarants.map((d) => [d.declarationId, d]));
  const served = new Set(servedDeclarants(plan));
  const histogram: Record<string, number> = {};
  for (const load of Object.values(plan.loads)) histogram[String(load)] = (histogram[String(load)] ?? 0) + 1;
  const nameOf = (id: string) => declarants.get(id)?.name ?? "";
  const assignmentsOf = new Map<string, AllocationPlan["assignments"]>();
  for (const a of plan.assignments) {
    const list = assignmentsOf.get(a.declarantId);
    if (list) list.push(a);
    else assignmentsOf.set(a.declarantId, [a]);
  }
  return {
    simulationId: simulation.id,
    seed: plan.seed,
    resultHash: simulation.resultHash,
    method: plan.method,
    status: simulation.status as SimulationResult["status"],
    declarants: data.declarants
      .filter((d) => served.has(d.declarationId))
      .map((d) => {
        const composition = compositionOf(settings as never, d);
        return {
          declarationId: d.declarationId,
          name: d.name,
          unitName: d.unitName ?? "",
          unitNameEn: d.unitNameEn,
          level: d.level as TitleLevel,
          disciplineCode: d.disciplineCode,
          required: composition.required,
          externalMin: composition.externalMin,
          assignments: (assignmentsOf.get(d.declarationId) ?? []).map((a) => {
            const e = experts.get(a.expertId);
            return {
              declarantId: a.declarantId,
              expertId: a.expertId,
              expertName: e?.name ?? "",
              ...institutionOf(e, data.school),
              kind: a.external ? ("external" as const) : ("internal" as const),
              pinned: a.pinned,
              score: a.score,
              parts: a.parts,
            };
          }),
        };
      }),
    unmet: plan.unmet.map((u) => ({
      declarationId: u.declarantId,
      name: nameOf(u.declarantId),
      reason: u.reason,
      funnel: u.funnel,
      message: u.message,
      text: translate(u.message.key, lang, u.message.params),
    })),
    pinIssues: plan.pinIssues.map((p) => ({
      declarantId: p.declarantId,
      expertId: p.expertId,
      reason: p.reason,
      message: p.message,
      text: translate(p.message.key, lang, p.message.params),
    })),
    totalScore: plan.totalScore,
    loadHistogram: histogram,
    createdAt: simulation.createdAt.toISOString(),
  };
}

/**
 * An internal expert's institution is the school's unit they belong to; an external one's, their own. With the
 * unit's English name, for the English console.
 */
export const institutionOf = (e: PoolExpert | undefined, school: string) => ({
  institution: e ? (e.kind === "internal" ? (e.unitName ?? e.institution ?? school) : e.institution) : null,
  institutionEn: e?.kind === "internal" && e.unitName ? e.unitNameEn : null,
});

/** What changed since a simulation, worded for the caller: one clause per declarant or expert concerned. */
function staleDetail(
  violations: readonly PlanViolation[],
  data: RoundData,
  requiredOf: (declarationId: string) => number,
  lang: Language,
): string[] {
  const expertName = (id: string) => data.experts.find((e) => e.id === id)?.name ?? id;
  const declarantName = (id: string) => data.declarants.find((d) => d.declarationId === id)?.name ?? id;
  return violations.map((v) => {
    if (v.rule === "LOAD")
      return translate("peer.stale.load", lang, { expert: expertName(v.expertId), maxLoad: v.maxLoad });
    if (v.rule === "COUNT")
      return `${declarantName(v.declarantId)}：${translate("peer.alloc.pin.TOO_MANY", lang, { required: v.required })}`;
    if (v.rule === "EXTERNAL_MIN")
      return `${declarantName(v.declarantId)}：${translate("peer.alloc.pin.EXTERNAL_MIN", lang, {
        required: requiredOf(v.declarantId),
        externalMin: v.externalMin,
      })}`;
    const rule = v.rule === "DUPLICATE" ? "INSTITUTION" : v.rule;
    return translate("peer.stale.expert", lang, {
      expert: expertName(v.expertId),
      name: declarantName(v.declarantId),
      reason: translate(`peer.alloc.pin.${rule}`, lang, {}),
    });
  });
}

/**
 * Simulation (模拟分配) and submission (提交分配) of a round's allocation (reference 4.4 steps 1-2): a simulation
 * persists its record only; a submission re-checks the plan against the data as it now stands, creates the
 * invitations, takes each fully served declaration into the round (its anonymous code) and moves it to PEER_REVIEW,
 * which freezes its materials. Submitting one simulation twice creates nothing the second time.
 */
export function createAllocationService(deps: Pick<AppDeps, "db" | "sms" | "mail" | "config">) {
  const { db } = deps;

  async function openRound(tx: Executor, auth: AuthContext, roundId: string, lock = false) {
    const round = await tenantRound(tx, auth, roundId, lock);
    if (round.status !== "OPEN") throw badRequest("peer.roundClosed");
    return round;
  }

  return {
    async simulate(auth: AuthContext, input: z.infer<typeof simulateSchema>, lang: Language) {
      const round = await openRound(db, auth, input.roundId);
      const data = await loadRoundData(db, round, {
        status: "QUALIFIED",
        ...(input.declarationIds ? { ids: [...new Set(input.declarationIds)] } : {}),
      });
      // a declaration already sent out (its invitations live) is not waiting any more
      const taken = new Set(data.live.map((a) => a.declarationId));
      data.declarants = data.declarants.filter((d) => !taken.has(d.declarationId));
      if (input.declarationIds && data.declarants.length !== new Set(input.declarationIds).size)
        throw badRequest("peer.notInRound");
      if (data.declarants.length === 0) throw badRequest("peer.nothingToAllocate");
      const seed = input.seed === undefined || input.seed === "" ? String(randomInt(1, 2 ** 31)) : String(input.seed);
      const plan = allocatePeerReviewers(
        toAllocationInput(data, round.settings, { seed, pinned: input.pinned, forbidden: input.forbidden }),
      );
      const simulation: repo.SimulationRecord = {
        id: randomUUID(),
        tenantId: auth.tenantId,
        roundId: round.id,
        seed,
        params: {
          declarationIds: data.declarants.map((d) => d.declarationId),
          pinned: input.pinned,
          forbidden: input.forbidden,
          settings: round.settings,
        },
        resultHash: planHash(plan),
        result: plan as unknown as Record<string, unknown>,
        status: "SIMULATED",
        submittedAt: null,
        submittedBy: null,
        createdBy: auth.userId,
        createdAt: new Date(),
      };
      await repo.insertSimulation(db, simulation);
      return simulationView(simulation, plan, data, lang);
    },

    async discard(auth: AuthContext, simulationId: string) {
      return db.transaction(async (tx) => {
        const simulation = await repo.findSimulation(tx, auth.tenantId, simulationId, true);
        if (!simulation) throw notFound();
        if (simulation.status === "SUBMITTED") throw badRequest("peer.simulationWasSubmitted");
        await repo.updateSimulation(tx, simulation.id, { status: "DISCARDED" });
        return { simulationId: simulation.id };
      });
    },

    async submit(
      auth: AuthContext,
      simulationId: string,
      lang: Language,
      log: Pick<FastifyBaseLogger, "warn">,
    ): Promise<SubmitResult> {
      const messages: ExpertMessage[] = [];
      const result = await db.transaction(async (tx): Promise<SubmitResult> => {
        const simulation = await repo.findSimulation(tx, auth.tenantId, simulationId, true);
        if (!simulation) throw notFound();
        const plan = simulation.result as unknown as AllocationPlan;
        const served = servedDeclarants(plan);
        const assignments = plan.assignments.filter((a) => served.includes(a.declarantId));
        if (simulation.status === "SUBMITTED")
          return { simulationId, declarations: served.length, assignments: assignments.length, repeated: true };
        if (simulation.status === "DISCARDED") throw badRequest("peer.simulationWasDiscarded");
        if (served.length === 0) throw badRequest("peer.nothingServed");
        // one submission at a time per round: the loads each one checks are the ones it adds to
        const round = await openRound(tx, auth, simulation.roundId, true);
        const data = await loadRoundData(tx, round, { ids: served });
        const taken = new Set(data.live.map((a) => a.declarationId));
        const stale = served.flatMap((id) => {
          const d = data.declarants.find((x) => x.declarationId === id);
          return d && d.status === "QUALIFIED" && !taken.has(id)
            ? []
            : [translate("peer.stale.declaration", lang, { name: d?.name ?? id })];
        });
        const input = toAllocationInput(data, round.settings, { seed: plan.seed });
        const requiredOf = (id: string) => {
          const d = data.declarants.find((x) => x.declarationId === id);
          return d ? compositionOf(round.settings, d).required : 0;
        };
        stale.push(...staleDetail(planViolations(input, assignments), data, requiredOf, lang));
        if (stale.length) throw badRequest("peer.stale", { detail: stale.join(lang === "zh" ? "；" : "; ") });

        const batch = await repo.findTenantBatch(tx, auth.tenantId, round.projectTimeId);
        const year = batch?.year ?? new Date().getFullYear();
        await repo.lockBatchCodes(tx, round.projectTimeId);
        let sequence = await repo.lastCodeNumber(tx, auth.tenantId, round.projectTimeId);
        const now = new Date();
        const deadline = new Date(now.getTime() + round.settings.replyDays * DAY);
        const experts = new Map(data.experts.map((e) => [e.id, e]));
        const invitedCount = new Map<string, number>();
        for (const declarationId of served) {
          const d = data.declarants.find((x) => x.declarationId === declarationId)!;
          const own = assignments.filter((a) => a.declarantId === declarationId);
          await repo.insertAssignments(
            tx,
            own.map((a) => ({
              id: randomUUID(),
              tenantId: auth.tenantId,
              projectTimeId: round.projectTimeId,
              roundId: round.id,
              declarationId,
              expertId: a.expertId,
              expertUserId: experts.get(a.expertId)!.userId,
              planId: simulation.id,
              external: a.external,
              score: a.parts as unknown as Record<string, number>,
              status: "INVITED",
              invitedAt: now,
              deadline,
              createdBy: auth.userId,
            })),
          );
          for (const a of own) invitedCount.set(a.expertId, (invitedCount.get(a.expertId) ?? 0) + 1);
          const moved = await applyTransition(tx, {
            tenantId: auth.tenantId,
            declarationId,
            event: { type: "allocationSubmitted" },
            actor: { userId: auth.userId, name: auth.name, role: "PEER_ADMIN" },
            expectedVersion: d.version,
            now,
          });
          const composition = compositionOf(round.settings, d);
          const kept = await repo.findRoundDeclaration(tx, round.id, declarationId, true);
          const values = {
            snapshotVersion: moved.declaration.snapshotVersion,
            required: composition.required,
            externalMin: composition.externalMin,
            verdict: null,
            confirmedAt: null,
            confirmedBy: null,
          };
          if (kept) await repo.updateRoundDeclaration(tx, kept.id, values);
          else {
            let code = await repo.batchCodeOf(tx, auth.tenantId, round.projectTimeId, declarationId);
            if (!code) {
              sequence += 1;
              code = repo.peerCode(year, sequence);
            }
            await repo.insertRoundDeclaration(tx, {
              id: randomUUID(),
              tenantId: auth.tenantId,
              roundId: round.id,
              projectTimeId: round.projectTimeId,
              declarationId,
              code,
              ...values,
            });
          }
        }
        await repo.updateSimulation(tx, simulation.id, {
          status: "SUBMITTED",
          submittedAt: now,
          submittedBy: auth.userId,
        });
        for (const [expertId, count] of invitedCount) {
          const e = experts.get(expertId)!;
          messages.push(invitationMessage({ userId: e.userId, phone: e.phone, email: e.email }, count, deadline));
        }
        await notify(
          tx,
          auth.tenantId,
          messages.map((m) => toNotice(m, "peer.invited")),
        );
        return { simulationId, declarations: served.length, assignments: assignments.length, repeated: false };
      });
      await sendToExperts(deps, log, messages);
      return result;
    },
  };
}

export type AllocationService = ReturnType<typeof createAllocationService>;
