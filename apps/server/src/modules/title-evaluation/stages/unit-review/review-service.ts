import type { Language } from "@zcps/contracts/messages";
import type { ActorRole } from "@zcps/contracts/zcps/machine";
import type {
  PersonAllocationBody,
  UnitApproveBody,
  UnitBatchOptions,
  UnitDecisionReply,
  UnitListQuery,
  UnitManager,
  UnitRejectBody,
  UnitSummary,
} from "@zcps/contracts/zcps/unit-review/api";
import type { Executor } from "../../../../db/client";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { unitQuotaUse } from "../../catalogue";
import { readSettings } from "../../config";
import {
  applyTransition,
  concurrentChange,
  type DeclarationRecord,
  findUserName,
  rolesOnDeclaration,
  UNIT_ACTOR_ROLES,
} from "../../declarations";
import { currentBatches, defaultBatch } from "../../shared";
import { quotaExemptStaffIds, staffIdsMatching, unitManagers } from "../../staff";
import { precheckVerdict, toUnitRows, type UnitCaller, unitActor, unitCaller, unitDeclaration } from "./caller";
import * as repo from "./repo";

const ROSTER_LINK = "/UnitAuditMan/UnitAuditRostor";
const LEADER_LINK = "/UnitAuditMan/ReporterSummary/0";

/** The staff of a batch whose named-list entry exempts them from the unit's quota. */
export async function quotaExemptStaff(db: Executor, caller: UnitCaller): Promise<Set<string>> {
  return new Set(await quotaExemptStaffIds(db, caller.auth.tenantId, caller.batch.id));
}

/** The unit roles the caller holds on a declaration of their unit. */
function unitRolesOn(caller: UnitCaller, declaration: DeclarationRecord): ActorRole[] {
  return rolesOnDeclaration(caller.actors, declaration).filter((r) => UNIT_ACTOR_ROLES.includes(r));
}

/**
 * The unit's review of its declarations: the list its pages show (ReporterSummary, AuditResult, the roster), the
 * approval (with the administrator's signature first where the batch asks for the leader's second), the rejection,
 * and who of the unit reviews which declaration.
 */
export function createUnitReviewService({ db }: Pick<AppDeps, "db">) {
  async function summary(caller: UnitCaller, lang: Language): Promise<UnitSummary> {
    const [counts, quotas, settings, names] = await Promise.all([
      repo.countByStatus(db, repo.unitWhere(caller.scope)),
      caller.scope.unitIds ? unitQuotaUse(db, caller.auth.tenantId, caller.batch.id, caller.scope.unitIds) : [],
      readSettings(db, caller.auth.tenantId),
      repo.unitNames(db, caller.actors.unitIds),
    ]);
    return {
      projectTimeId: caller.batch.id,
      unitNames: caller.actors.unitIds.map((id) => {
        const unit = names.get(id);
        return (lang === "en" ? unit?.nameEn : null) || unit?.name || "";
      }),
      leaderSignature: settings.unitLeaderSignature === true,
      counts,
      quotas,
    };
  }

  async function fireApprove(
    tx: Executor,
    caller: UnitCaller,
    declaration: DeclarationRecord,
    role: ActorRole,
    body: UnitApproveBody,
  ): Promise<UnitDecisionReply> {
    const name = (await findUserName(tx, caller.auth.userId)) ?? "";
    const { declaration: moved } = await applyTransition(tx, {
      tenantId: caller.auth.tenantId,
      declarationId: declaration.id,
      event: {
        type: "approve",
        ...(body.comment ? { comment: body.comment } : {}),
        ...(body.overrideReason ? { reason: body.overrideReason } : {}),
      },
      actor: { userId: caller.auth.userId, name, role },
      expectedVersion: body.version,
    });
    return { id: moved.id, status: moved.status, version: moved.version, signed: false };
  }

  return {
    /** The batches a unit page may show: those of the caller's current project, as every unit call accepts them. */
    async batches(auth: AuthContext): Promise<UnitBatchOptions> {
      const batches = await currentBatches(db, auth);
      return {
        batches: batches.map(({ id, name, nameEn, enabled }) => ({ id, name, nameEn, enabled })),
        defaultBatchId: defaultBatch(batches)?.id ?? null,
      };
    },

    async list(auth: AuthContext, query: UnitListQuery, lang: Language = "zh") {
      const { page = 1, limit = 20, projectTimeId, keyword, status, mine } = query;
      const caller = await unitCaller(db, auth, projectTimeId);
      const staffIds = keyword ? (await staffIdsMatching(db, auth.tenantId, keyword)).map((s) => s.id) : undefined;
      const where = repo.unitWhere(caller.scope, {
        status,
        staffIds,
        reviewerUserId: mine ? auth.userId : undefined,
      });
      const [records, total, exempt, overview] = await Promise.all([
        repo.listUnitDeclarations(db, where, (page - 1) * limit, limit),
        repo.countUnitDeclarations(db, where),
        quotaExemptStaff(db, caller),
        summary(caller, lang),
      ]);
      return { rows: await toUnitRows(db, records, exempt), total, summary: overview };
    },

    async one(auth: AuthContext, id: string) {
      const caller = await unitCaller(db, auth);
      const declaration = await unitDeclaration(db, caller, id);
      const records = await repo.listUnitDeclarations(
        db,
        repo.unitWhere({ ...caller.scope, projectTimeId: declaration.projectTimeId }, { declarationIds: [id] }),
      );
      const [row] = await toUnitRows(db, records, await quotaExemptStaff(db, caller));
      return row ?? null;
    },

    /** unit/submit: approve, or sign where the leader approves second. */
    async approve(auth: AuthContext, body: UnitApproveBody): Promise<UnitDecisionReply> {
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth);
        const declaration = await unitDeclaration(tx, caller, body.declarationId, true);
        if (declaration.version !== body.version) throw concurrentChange();
        if (declaration.status !== "UNIT_REVIEW") throw badRequest("decl.notAllowedInState");
        const { kind } = precheckVerdict(declaration.eligibility);
        if (kind === "FAIL" && !body.overrideReason?.trim()) throw badRequest("unit.overrideReasonRequired");
        const roles = unitRolesOn(caller, declaration);
        const settings = await readSettings(tx, auth.tenantId);
        if (settings.unitLeaderSignature !== true)
          return fireApprove(tx, caller, declaration, roles[0] ?? "UNIT_ADMIN", body);

        const signoff = await repo.findSignoff(tx, declaration.id, declaration.version);
        if (roles.includes("UNIT_LEADER")) {
          if (!signoff) throw badRequest("unit.adminSignatureMissing");
          return fireApprove(tx, caller, declaration, "UNIT_LEADER", {
            ...body,
            overrideReason: body.overrideReason || signoff.overrideReason || undefined,
          });
        }
        const name = (await findUserName(tx, auth.userId)) ?? "";
        const signed = await repo.insertSignoff(tx, {
          id: crypto.randomUUID(),
          tenantId: auth.tenantId,
          declarationId: declaration.id,
          declarationVersion: declaration.version,
          userId: auth.userId,
          userName: name,
          comment: body.comment ?? null,
          overrideReason: body.overrideReason ?? null,
        });
        if (!signed) throw badRequest("unit.alreadySigned");
        const leaders = (await unitManagers(tx, auth.tenantId, [declaration.unitId ?? ""])).filter(
          (m) => m.role === "leader",
        );
        const declarant = (await findUserName(tx, declaration.userId)) ?? "";
        await notify(
          tx,
          auth.tenantId,
          leaders.map((leader) => ({
            userId: leader.userId,
            kind: "declaration.toApprove",
            title: bilingual("notice.leaderToSign.title"),
            body: bilingual("notice.leaderToSign.body", { name: declarant }),
            link: LEADER_LINK,
          })),
        );
        return { id: declaration.id, status: declaration.status, version: declaration.version, signed: true };
      });
    },

    /** unit/reject: the unit leader turns the declaration down, with a reason. */
    async reject(auth: AuthContext, body: UnitRejectBody): Promise<UnitDecisionReply> {
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth);
        const declaration = await unitDeclaration(tx, caller, body.declarationId, true);
        const roles = unitRolesOn(caller, declaration);
        const name = (await findUserName(tx, auth.userId)) ?? "";
        const { declaration: moved } = await applyTransition(tx, {
          tenantId: auth.tenantId,
          declarationId: declaration.id,
          event: { type: "reject", reason: body.reason },
          // the machine lets only the leader reject: an administrator hears that, not a generic refusal
          actor: {
            userId: auth.userId,
            name,
            role: roles.includes("UNIT_LEADER") ? "UNIT_LEADER" : (roles[0] ?? "UNIT_ADMIN"),
          },
          expectedVersion: body.version,
        });
        return { id: moved.id, status: moved.status, version: moved.version, signed: false };
      });
    },

    async managers(auth: AuthContext): Promise<UnitManager[]> {
      const caller = await unitActor(db, auth);
      const rows = await unitManagers(db, auth.tenantId, caller.actors.unitIds);
      const byUser = new Map<string, UnitManager>();
      for (const row of rows) {
        const entry = byUser.get(row.userId) ?? { userId: row.userId, name: row.name, roles: [] };
        if (!entry.roles.includes(row.role)) entry.roles.push(row.role);
        byUser.set(row.userId, entry);
      }
      return [...byUser.values()];
    },

    /** unit/personAllocation: the chosen declarations get exactly the chosen reviewers (of the unit). */
    async allocate(auth: AuthContext, body: PersonAllocationBody) {
      return db.transaction(async (tx) => {
        const caller = await unitActor(tx, auth);
        const found = await Promise.all(body.declarationIds.map((id) => unitDeclaration(tx, caller, id)));
        const managers = new Set((await unitManagers(tx, auth.tenantId, caller.actors.unitIds)).map((m) => m.userId));
        const reviewers = [...new Set(body.reviewerUserIds)];
        if (reviewers.some((id) => !managers.has(id))) throw badRequest("unit.reviewerNotInUnit");
        await repo.replaceReviewers(
          tx,
          found.map((d) => ({ id: d.id, unitId: d.unitId ?? "", projectTimeId: d.projectTimeId })),
          reviewers,
          { tenantId: auth.tenantId, userId: auth.userId, now: new Date() },
        );
        await notify(
          tx,
          auth.tenantId,
          reviewers
            .filter((id) => id !== auth.userId)
            .map((userId) => ({
              userId,
              kind: "unit.reviewerAssigned",
              title: bilingual("notice.reviewerAssigned.title"),
              body: bilingual("notice.reviewerAssigned.body", { count: String(found.length) }),
              link: ROSTER_LINK,
            })),
        );
        return { assigned: found.length };
      });
    },
  };
}
