import { type Language, type MessageKey, translate } from "@zcps/contracts/messages";
import type {
  RegisterEntry,
  RegisterEntryData,
  RegisterPage,
  RegisterRow,
  RegisterStatus,
} from "@zcps/contracts/zcps/unit-review/api";
import type { Executor } from "../../../../db/client";
import type { unitRegisterEntries } from "../../../../db/schema";
import type { AuthContext } from "../../../../platform/auth";
import { bilingual } from "../../../../platform/bilingual";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest, forbidden } from "../../../../platform/errors";
import { notify } from "../../../../platform/notify";
import { findUserName, stateName } from "../../declarations";
import { unitAdministratorIds } from "../../staff";
import { type UnitCaller, unitActor, unitCaller } from "./caller";
import * as repo from "./register-repo";
import { quotaExemptStaff } from "./review-service";

type Entry = typeof unitRegisterEntries.$inferSelect;
type Problem = Entry["problems"][number];
type Recommended = Awaited<ReturnType<typeof repo.recommendedDeclarations>>[number];
type Register = NonNullable<Awaited<ReturnType<typeof repo.findRegister>>>;

const toData = (r: Recommended, exempt: ReadonlySet<string>): RegisterEntryData => ({
  staffName: r.staffName,
  employeeNo: r.employeeNo ?? "",
  gender: r.gender,
  currentTitle: r.currentTitle,
  titleName: r.titleName,
  titleNameEn: r.titleNameEn,
  level: r.level,
  trackCode: r.trackCode,
  unitRank: r.unitRank,
  quotaExempt: exempt.has(r.staffId),
  status: r.status,
});

/** A row's data as comparable text (a stored row comes back from jsonb with its keys reordered). */
const canonical = (data: RegisterEntryData) =>
  JSON.stringify(Object.entries(data).sort(([a], [b]) => a.localeCompare(b)));

/** What is wrong with each row of a register, against the declarations as they stand now. */
function problemsOf(
  entries: readonly Entry[],
  current: ReadonlyMap<string, RegisterEntryData>,
): Map<string, Problem[]> {
  const ranks = new Map<number, number>();
  for (const e of entries) {
    const rank = (e.data as unknown as RegisterEntryData).unitRank;
    if (rank !== null) ranks.set(rank, (ranks.get(rank) ?? 0) + 1);
  }
  return new Map(
    entries.map((e) => {
      const data = e.data as unknown as RegisterEntryData;
      const now = current.get(e.declarationId);
      const problems: Problem[] = [];
      if (!now || repo.OFF_THE_LIST.includes(now.status))
        problems.push({ key: "register.problem.notRecommended", values: { status: now?.status ?? "" } });
      else if (canonical({ ...now, status: "" }) !== canonical({ ...data, status: "" }))
        problems.push({ key: "register.problem.stale" });
      if (!data.employeeNo) problems.push({ key: "register.problem.noEmployeeNo" });
      if (data.unitRank !== null && (ranks.get(data.unitRank) ?? 0) > 1)
        problems.push({ key: "register.problem.rankDuplicate", values: { rank: String(data.unitRank) } });
      return [e.id, problems];
    }),
  );
}

const problemText = (p: Problem, lang: Language) =>
  translate(p.key as MessageKey, lang, {
    ...p.values,
    ...(p.values?.status !== undefined ? { status: stateName(p.values.status, lang) } : {}),
  });

/**
 * The register a unit reports to personnel (zcjzc, 职称晋升申报名册): the unit adds its recommended declarants,
 * checks the rows against the declarations as they stand, refreshes stale rows and reports it; personnel read
 * every unit's register and may send one back with a reason, after which the unit can change and report it again.
 */
export function createRegisterService({ db }: Pick<AppDeps, "db">) {
  const isPersonnel = (caller: UnitCaller) =>
    caller.scope.unitIds === null || caller.actors.roles.includes("PERSONNEL");

  async function currentData(tx: Executor, caller: UnitCaller, unitId: string) {
    const [records, exempt] = await Promise.all([
      repo.recommendedDeclarations(tx, { tenantId: caller.auth.tenantId, projectTimeId: caller.batch.id, unitId }),
      quotaExemptStaff(tx, caller),
    ]);
    return { records, data: new Map(records.map((r) => [r.id, toData(r, exempt)])) };
  }

  /** Recomputes and stores each row's problems; answers how many rows have some. */
  async function recheck(tx: Executor, caller: UnitCaller, register: Register, refresh = false) {
    const entries = await repo.entriesOf(tx, register.id);
    const { data } = await currentData(tx, caller, register.unitId);
    if (refresh)
      for (const e of entries) {
        const now = data.get(e.declarationId);
        if (now) {
          e.data = now as unknown as Entry["data"];
          await repo.setEntry(tx, e.id, { data: e.data, orderNum: now.unitRank ?? 0 });
        }
      }
    const problems = problemsOf(entries, data);
    for (const e of entries) await repo.setEntry(tx, e.id, { problems: problems.get(e.id) ?? [] });
    return [...problems.values()].filter((p) => p.length > 0).length;
  }

  /** The caller's unit's register, locked, refused once reported. */
  async function editable(tx: Executor, auth: AuthContext, projectTimeId?: string) {
    const caller = await unitActor(tx, auth, projectTimeId);
    const unitId = caller.actors.unitIds[0] as string;
    const register = await repo.registerOf(tx, { tenantId: auth.tenantId, projectTimeId: caller.batch.id, unitId });
    if (register.status === "SUBMITTED") throw badRequest("unit.registerLocked");
    return { caller, register };
  }

  async function page(
    auth: AuthContext,
    query: { projectTimeId?: string; unitId?: string; status?: string; page?: number; limit?: number },
    lang: Language,
  ): Promise<RegisterPage> {
    const { page: pageNo = 1, limit = 50 } = query;
    const caller = await unitCaller(db, auth, query.projectTimeId);
    const personnel = isPersonnel(caller);
    const unitIds = personnel ? null : caller.actors.unitIds;
    const registers = (await repo.listRegisters(db, auth.tenantId, caller.batch.id, unitIds)).filter(
      (r) => !query.status || r.register.status === query.status,
    );
    const rows: RegisterRow[] = registers.map((r) => ({
      id: r.register.id,
      unitId: r.register.unitId,
      unitName: (lang === "en" ? r.unitNameEn : null) ?? r.unitName ?? "",
      status: r.register.status as RegisterStatus,
      submittedAt: r.register.submittedAt?.toISOString() ?? null,
      submittedBy: r.register.submittedBy,
      returnReason: r.register.returnReason,
      returnedAt: r.register.returnedAt?.toISOString() ?? null,
      entries: r.entries,
      problems: r.problems,
    }));
    const unitId = personnel ? query.unitId : caller.actors.unitIds[0];
    const register = unitId ? await repo.findRegister(db, caller.batch.id, unitId) : null;
    if (personnel && register && register.status === "DRAFT")
      return { projectTimeId: caller.batch.id, registers: rows, entries: [], total: 0, addable: 0 };
    const entries = register ? await repo.entriesOf(db, register.id, (pageNo - 1) * limit, limit) : [];
    const key = { tenantId: auth.tenantId, projectTimeId: caller.batch.id, unitId: unitId ?? "" };
    return {
      projectTimeId: caller.batch.id,
      registers: rows,
      entries: entries.map(
        (e): RegisterEntry => ({
          id: e.id,
          declarationId: e.declarationId,
          data: e.data as unknown as RegisterEntryData,
          problems: e.problems,
          problemTexts: e.problems.map((p) => problemText(p, lang)),
        }),
      ),
      total: register ? await repo.countEntries(db, register.id) : 0,
      addable: !personnel && unitId ? await repo.countAddable(db, key, register?.id ?? null) : 0,
    };
  }

  return {
    page,

    /** zcjzc/addData: the unit's recommended declarants join its register (all not on it yet, or those named). */
    async add(auth: AuthContext, body: { projectTimeId?: string; declarationIds?: string[] }) {
      await db.transaction(async (tx) => {
        const { caller, register } = await editable(tx, auth, body.projectTimeId);
        const present = new Set((await repo.entriesOf(tx, register.id)).map((e) => e.declarationId));
        const { records, data } = await currentData(tx, caller, register.unitId);
        const wanted = records.filter(
          (r) =>
            !present.has(r.id) &&
            !repo.OFF_THE_LIST.includes(r.status) &&
            (!body.declarationIds || body.declarationIds.includes(r.id)),
        );
        if (wanted.length === 0) throw badRequest("unit.registerNothingToAdd");
        await repo.insertEntries(
          tx,
          wanted.map((r) => ({
            id: crypto.randomUUID(),
            registerId: register.id,
            declarationId: r.id,
            data: data.get(r.id) as unknown as Entry["data"],
            problems: [],
            orderNum: r.unitRank ?? 0,
          })),
        );
        await recheck(tx, caller, register);
      });
    },

    /** zcjzc/check: every row against the declarations as they stand now. */
    async check(auth: AuthContext, projectTimeId?: string) {
      await db.transaction(async (tx) => {
        const { caller, register } = await editable(tx, auth, projectTimeId);
        await recheck(tx, caller, register);
      });
    },

    /** zcjzc/flashData: stale rows take the declarations' current data. */
    async refresh(auth: AuthContext, projectTimeId?: string) {
      await db.transaction(async (tx) => {
        const { caller, register } = await editable(tx, auth, projectTimeId);
        await recheck(tx, caller, register, true);
      });
    },

    /** zcjzc/del: one row leaves the register. */
    async remove(auth: AuthContext, entryId: string) {
      await db.transaction(async (tx) => {
        const { caller, register } = await editable(tx, auth);
        if (!(await repo.deleteEntry(tx, register.id, entryId))) throw badRequest("unit.registerEntryNotFound");
        await recheck(tx, caller, register);
      });
    },

    /** zcjzc/submit: the register goes to personnel, once every row passes the check. */
    async submit(auth: AuthContext, projectTimeId?: string) {
      await db.transaction(async (tx) => {
        const { caller, register } = await editable(tx, auth, projectTimeId);
        const total = await repo.countEntries(tx, register.id);
        if (total === 0) throw badRequest("unit.registerEmpty");
        const failing = await recheck(tx, caller, register);
        if (failing > 0) throw badRequest("unit.registerHasProblems", { count: failing });
        const name = (await findUserName(tx, auth.userId)) ?? "";
        await repo.updateRegister(tx, register.id, { status: "SUBMITTED", submittedBy: name, submittedAt: new Date() });
        const [unit] = await repo.listRegisters(tx, auth.tenantId, caller.batch.id, [register.unitId]);
        const personnel = await repo.usersInGroup(tx, auth.tenantId, "personnel");
        await notify(
          tx,
          auth.tenantId,
          personnel.map((userId) => ({
            userId,
            kind: "register.submitted",
            title: bilingual("notice.registerSubmitted.title"),
            body: bilingual("notice.registerSubmitted.body", { unit: unit?.unitName ?? "", count: String(total) }),
            link: "/PersonnelSynthesis/RSZcjzcsblb",
          })),
        );
      });
    },

    /** zcjzc/bhsb: personnel send a reported register back to its unit, with the reason. */
    async sendBack(auth: AuthContext, body: { id: string; reason: string }) {
      await db.transaction(async (tx) => {
        const caller = await unitCaller(tx, auth);
        if (!isPersonnel(caller)) throw forbidden();
        const register = await repo.findRegisterById(tx, auth.tenantId, body.id, true);
        if (!register) throw badRequest("unit.registerNotFound");
        if (register.status !== "SUBMITTED") throw badRequest("unit.registerNotSubmitted");
        await repo.updateRegister(tx, register.id, {
          status: "RETURNED",
          returnReason: body.reason,
          returnedBy: auth.userId,
          returnedAt: new Date(),
        });
        const admins = await unitAdministratorIds(tx, auth.tenantId, register.unitId);
        await notify(
          tx,
          auth.tenantId,
          admins.map((userId) => ({
            userId,
            kind: "register.returned",
            title: bilingual("notice.registerReturned.title"),
            body: bilingual("notice.registerReturned.body", { reason: body.reason }),
            link: "/UnitAuditMan/Zcjzcsblb",
          })),
        );
      });
    },
  };
}
