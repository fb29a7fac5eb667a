import type { Language } from "@zcps/contracts/messages";
import type { StaffHeader } from "@zcps/contracts/zcps/declaration/api";
import type { Executor } from "../../../db/client";
import type { AuthContext } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { notFound } from "../../../platform/errors";
import { readSettings } from "../config";
import { keptActorRolesOf, mayRead } from "./actors";
import { keptBatchConfig } from "./batch-config";
import { evaluateDeclaration, loadSections } from "./facts";
import { named } from "./labels";
import * as repo from "./repo";

export type DeclarationServiceDeps = Pick<AppDeps, "db" | "storage" | "uploads" | "cache">;

/** What the parts of the declaration service share: finding a declaration the caller may use, and its batch. */
export function createServiceContext(deps: DeclarationServiceDeps) {
  const { db, cache } = deps;

  async function trackNames(tenantId: string) {
    return new Map((await repo.listTracks(db, tenantId)).map((t) => [t.code, t]));
  }

  async function staffHeaderOf(row: repo.StaffRecord, lang: Language): Promise<StaffHeader> {
    const [unit, title] = await Promise.all([
      repo.findDepartName(db, row.tenantId, row.unitId),
      repo.findTitleName(db, row.tenantId, row.currentTitleId),
    ]);
    return {
      id: row.id,
      userId: row.userId,
      employeeNo: row.employeeNo,
      name: row.name,
      sex: row.sex,
      birthDate: row.birthDate,
      unitId: row.unitId,
      unitName: unit ? named(unit, lang) : null,
      postType: row.postType,
      postGrade: row.postGrade,
      // the record's own wording in Chinese; the catalogue title's English name in English
      currentTitleName: lang === "en" && title?.nameEn ? title.nameEn : row.currentTitleName,
      currentTitleDate: row.currentTitleDate,
      education: row.education,
      degree: row.degree,
      disciplineCode: row.disciplineCode,
      hireDate: row.hireDate,
    };
  }

  /**
   * A declaration the caller may look at (their own, or one their roles reach, a team member's only when allocated to
   * their team); others do not exist for them.
   */
  async function visible(auth: AuthContext, id: string) {
    const declaration = await repo.findDeclaration(db, auth.tenantId, id);
    if (!declaration) throw notFound();
    const actors = await keptActorRolesOf(cache, db, auth);
    if (!(await mayRead(db, actors, declaration))) throw notFound();
    return { declaration, actors };
  }

  /** The caller's own declaration, locked for a change in this transaction. */
  async function ownLocked(tx: Executor, auth: AuthContext, id: string) {
    const declaration = await repo.findDeclaration(tx, auth.tenantId, id, true);
    if (!declaration || declaration.userId !== auth.userId) throw notFound();
    return declaration;
  }

  async function batchOf(tx: Executor, declaration: repo.DeclarationRecord) {
    const batch = await repo.findBatch(tx, declaration.tenantId, declaration.projectTimeId);
    if (!batch) throw notFound();
    return batch;
  }

  /** A declaration evaluated for showing (the pre-check, the detail): on the batch's kept directory and requirements. */
  async function evaluatedForReading(declaration: repo.DeclarationRecord) {
    const batch = await batchOf(db, declaration);
    const config = await keptBatchConfig(cache, db, batch);
    const evaluation = await evaluateDeclaration(db, declaration, batch, config);
    const sections = await loadSections(db, declaration, evaluation.items, config);
    return { batch, evaluation, sections };
  }

  /** How many representative works the title's level allows (sysConfig: representativeWorksFull / Assoc). */
  async function representativeLimit(declaration: { tenantId: string; level: string }, executor: Executor = db) {
    // inside a transaction this must read through it: the embedded database has one connection
    const settings = await readSettings(executor, declaration.tenantId);
    return declaration.level === "FULL_SENIOR" ? settings.representativeWorksFull : settings.representativeWorksAssoc;
  }

  /** Stored bytes go when no file row names their key any more (uploads share keys by content). */
  async function removeStored(keys: string[]) {
    for (const key of new Set(keys)) {
      if (!(await repo.isStorageKeyUsed(db, key))) await deps.storage.remove(key);
    }
  }

  return {
    trackNames,
    staffHeaderOf,
    visible,
    ownLocked,
    batchOf,
    evaluatedForReading,
    representativeLimit,
    removeStored,
  };
}

export type ServiceContext = ReturnType<typeof createServiceContext>;
