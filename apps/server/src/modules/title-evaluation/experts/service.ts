import { randomUUID } from "node:crypto";
import {
  type ConflictInput,
  conflictInputSchema,
  EXPERT_GROUPS,
  type ExpertAccount,
  type ExpertInput,
  type ExpertKind,
  type expertPageQuerySchema,
  externalExpertSchema,
  internalExpertSchema,
} from "@zcps/contracts/zcps/experts/api";
import type { z } from "zod";
import type { Executor } from "../../../db/client";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { usersChanged } from "../../admin/users";
import {
  departByCode,
  disciplineCatalogue,
  groupIdByCode,
  linkAccount,
  listUnits,
  openAccount,
  searchStaff,
  unknownDisciplines,
} from "../staff";
import * as repo from "./repo";

export interface Actor {
  userId: string;
  tenantId: string;
}

const OPTION_LIMIT = 20;

/** The form or import row of a pool, checked by the pool's shared schema. */
export function parseExpert(kind: ExpertKind, input: unknown) {
  return kind === "external"
    ? { kind: "external" as const, values: externalExpertSchema.parse(input) }
    : { kind: "internal" as const, values: internalExpertSchema.parse(input) };
}

/**
 * One expert pool (external or internal): its entries, the blacklist, conflicts, and the approval that opens or links
 * the expert's own account in the pool's role group. Approved, active and not blacklisted: the experts allocation
 * may choose.
 */
export function createExpertService({ db, cache }: Pick<AppDeps, "db" | "cache">, kind: ExpertKind) {
  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const index = uniqueViolation(error);
      if (index === "experts_external_phone") throw badRequest("expert.phoneTaken");
      if (index === "experts_staff") throw badRequest("expert.staffTaken");
      throw error;
    }
  }

  async function getExpert(tx: Executor, actor: Actor, id: string) {
    const expert = await repo.findExpert(tx, actor.tenantId, kind, id);
    if (!expert) throw notFound();
    return expert;
  }

  /** The table values of a checked form, with an internal expert's contacts defaulting to the staff record's. */
  async function rowValues(tx: Executor, actor: Actor, input: ExpertInput, excludeId?: string) {
    const parsed = parseExpert(kind, input);
    const catalogue = new Set((await disciplineCatalogue(tx, actor.tenantId)).map((d) => d.code));
    if (unknownDisciplines(parsed.values.disciplineCodes, catalogue).length > 0)
      throw badRequest("expert.unknownDiscipline");
    const { values } = parsed;
    const common = {
      titleName: values.titleName,
      titleLevel: values.titleLevel,
      doctoralSupervisor: values.doctoralSupervisor,
      disciplineCodes: values.disciplineCodes,
      keywords: values.keywords,
      maxLoad: values.maxLoad,
      active: values.active,
      remark: values.remark,
    };
    if (parsed.kind === "external") {
      const external = parsed.values;
      const taken = (await repo.externalByPhone(tx, actor.tenantId, [external.phone])).get(external.phone);
      if (taken && taken !== excludeId) throw badRequest("expert.phoneTaken");
      return {
        ...common,
        staffId: null,
        name: external.name,
        institution: external.institution,
        phone: external.phone,
        email: external.email,
      };
    }
    const internal = parsed.values;
    const person = await repo.findStaffMember(tx, actor.tenantId, internal.staffId);
    if (!person) throw badRequest("expert.staffNotFound");
    const taken = (await repo.internalByStaff(tx, actor.tenantId, [person.id])).get(person.id);
    if (taken && taken !== excludeId) throw badRequest("expert.staffTaken");
    return {
      ...common,
      staffId: person.id,
      name: null,
      institution: null,
      phone: internal.phone ?? person.phone,
      email: internal.email ?? person.email,
    };
  }

  return {
    page: (actor: Actor, query: z.output<typeof expertPageQuerySchema>) =>
      repo.pageExperts(
        db,
        {
          tenantId: actor.tenantId,
          kind,
          keyword: query.keyword || undefined,
          disciplineCode: query.disciplineCode || undefined,
          titleLevel: query.titleLevel,
          status: query.status,
          unitId: query.unitId || undefined,
        },
        query.page,
        query.limit,
      ),

    disciplines: (actor: Actor) => disciplineCatalogue(db, actor.tenantId),
    units: (actor: Actor) => listUnits(db, actor.tenantId),
    staffOptions: (actor: Actor, keyword?: string) => searchStaff(db, actor.tenantId, keyword, OPTION_LIMIT),

    create: (actor: Actor, input: ExpertInput) =>
      guarded(() =>
        db.transaction(async (tx) => {
          const id = randomUUID();
          const values = await rowValues(tx, actor, input);
          await repo.insertExpert(tx, { id, tenantId: actor.tenantId, kind, ...values, createdBy: actor.userId });
          return getExpert(tx, actor, id);
        }),
      ),

    update: (actor: Actor, id: string, input: ExpertInput) =>
      guarded(() =>
        db.transaction(async (tx) => {
          const before = await getExpert(tx, actor, id);
          const values = await rowValues(tx, actor, input, id);
          // an approved internal expert's account is their staff record's: the person stays who they are
          if (kind === "internal" && before.approvedAt && values.staffId !== before.staffId)
            throw badRequest("expert.alreadyApproved");
          await repo.updateExpert(tx, actor.tenantId, id, values);
          return getExpert(tx, actor, id);
        }),
      ),

    async remove(actor: Actor, id: string) {
      if (!(await repo.deleteExpert(db, actor.tenantId, kind, id))) throw notFound();
    },

    async blacklist(actor: Actor, id: string, reason: string) {
      await getExpert(db, actor, id);
      await repo.updateExpert(db, actor.tenantId, id, {
        blacklisted: true,
        blacklistReason: reason,
        blacklistedAt: new Date(),
        blacklistedBy: actor.userId,
      });
      return getExpert(db, actor, id);
    },

    async unblacklist(actor: Actor, id: string) {
      const expert = await getExpert(db, actor, id);
      if (!expert.blacklisted) throw badRequest("expert.notBlacklisted");
      await repo.updateExpert(db, actor.tenantId, id, {
        blacklisted: false,
        blacklistReason: null,
        blacklistedAt: null,
        blacklistedBy: null,
      });
      return getExpert(db, actor, id);
    },

    async conflicts(actor: Actor, id: string) {
      await getExpert(db, actor, id);
      return repo.conflictsOf(db, actor.tenantId, id);
    },

    async addConflict(actor: Actor, id: string, input: ConflictInput) {
      const values = conflictInputSchema.parse(input);
      await getExpert(db, actor, id);
      if (values.targetType === "DECLARANT" && !(await repo.findStaffMember(db, actor.tenantId, values.targetId ?? "")))
        throw badRequest("expert.staffNotFound");
      if (values.targetType === "UNIT" && !(await repo.findUnit(db, actor.tenantId, values.targetId ?? "")))
        throw badRequest("expert.unitNotFound");
      const added = await repo.insertConflict(db, {
        id: randomUUID(),
        tenantId: actor.tenantId,
        expertId: id,
        targetType: values.targetType,
        targetId: values.targetType === "INSTITUTION" ? null : values.targetId,
        institution: values.targetType === "INSTITUTION" ? values.institution : null,
        source: values.source,
        reason: values.reason,
        createdBy: actor.userId,
      });
      if (!added) throw badRequest("expert.conflictExists");
      return repo.conflictsOf(db, actor.tenantId, id);
    },

    async removeConflict(actor: Actor, id: string, conflictId: string) {
      if (!(await repo.deleteConflict(db, actor.tenantId, id, conflictId))) throw notFound();
      return repo.conflictsOf(db, actor.tenantId, id);
    },

    /**
     * Approves an expert into the pool: their account joins the pool's role group. An external expert's existing
     * account (found by the mobile number, e.g. one opened through userAudit) or an internal expert's staff account
     * is linked; otherwise one is opened with an initial password, shown once.
     */
    async approve(actor: Actor, id: string): Promise<ExpertAccount> {
      const account = await db.transaction(async (tx): Promise<ExpertAccount> => {
        const expert = await getExpert(tx, actor, id);
        if (expert.approvedAt) throw badRequest("expert.alreadyApproved");
        if (expert.blacklisted) throw badRequest("expert.blacklistedApprove");
        const groupCode = EXPERT_GROUPS[kind];
        const groupId = await groupIdByCode(tx, actor.tenantId, groupCode);
        if (!groupId) throw badRequest("expert.groupMissing");
        const person = expert.staffId ? await repo.findStaffMember(tx, actor.tenantId, expert.staffId) : null;
        const existing = expert.userId
          ? await repo.accountById(tx, actor.tenantId, expert.userId)
          : person?.userId
            ? await repo.accountById(tx, actor.tenantId, person.userId)
            : kind === "external" && expert.phone
              ? await repo.accountByMobile(tx, actor.tenantId, expert.phone)
              : null;
        let opened: ExpertAccount;
        if (existing) {
          await repo.addGroupMember(tx, groupId, existing.id);
          opened = { userId: existing.id, username: existing.username, password: null };
        } else {
          const departId = person ? person.unitId : await departByCode(tx, actor.tenantId, "external");
          if (!departId) throw badRequest("expert.departMissing");
          const username = person ? person.employeeNo : (expert.phone as string);
          const created = await openAccount(tx, {
            tenantId: actor.tenantId,
            username,
            name: expert.name,
            departId,
            groupCode,
            no: person?.employeeNo ?? null,
            idNo: person?.idNo ?? null,
            mobilePhone: expert.phone,
            email: expert.email,
            sex: person?.sex ?? null,
            nation: person?.nation ?? null,
            createdBy: actor.userId,
            usernameTakenKey: "expert.usernameTaken",
            groupMissingKey: "expert.groupMissing",
            strictContacts: false,
          });
          if (person) await linkAccount(tx, actor.tenantId, person.id, created.userId);
          opened = { userId: created.userId, username, password: created.password };
        }
        await repo.updateExpert(tx, actor.tenantId, id, {
          userId: opened.userId,
          approvedAt: new Date(),
          approvedBy: actor.userId,
        });
        return opened;
      });
      cache.invalidateUser(account.userId);
      usersChanged(cache, actor.tenantId);
      return account;
    },
  };
}

export type ExpertService = ReturnType<typeof createExpertService>;
