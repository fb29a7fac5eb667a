import { randomUUID } from "node:crypto";
import { type Language, translate } from "@zcps/contracts/messages";
import {
  DECLARATION_METHOD_LABELS,
  type DeclarationMethod,
  type PostRestriction,
  postMayDeclare,
} from "@zcps/contracts/zcps/catalogue/catalogue";
import type {
  AllowedTitle,
  AttachmentRow,
  CheckLogRow,
  CheckUserReply,
  DeclarationChoice,
  DeclarationDetail,
  DeclarationSummary,
  ItemRow,
  NextStep,
  OpenBatch,
  PrecheckReply,
  PrecheckRule,
  ReturnAuditBody,
  ReturnScope,
  SectionRow,
  StaffHeader,
  TransitionReply,
} from "@zcps/contracts/zcps/declaration/api";
import type { RuleResult } from "@zcps/contracts/zcps/eligibility";
import {
  type ActorRole,
  allowedEvents,
  type DeclarationEvent,
  type DeclarationEventType,
  TransitionError,
  transition,
} from "@zcps/contracts/zcps/machine";
import { type MaterialTypeCode, materialPayloadSchema, materialSummary } from "@zcps/contracts/zcps/materials";
import type { Executor } from "../../../db/client";
import type { AuthContext } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, forbidden, notFound } from "../../../platform/errors";
import { sha256 } from "../../../platform/tokens";
import { currentProjectId, listProjects } from "../../admin/projects";
import { readSettings } from "../config";
import { actorRolesOf, keptActorRolesOf, maySee, rolesOnDeclaration } from "./actors";
import { ATTACHMENT_MAX_BYTES, attachmentStorageKey, cleanFileName, sniffAttachment } from "./attachments";
import { basicInfoFromStaff } from "./basic-info";
import { keptBatchConfig } from "./batch-config";
import {
  declarationWindowOpen,
  evaluateDeclaration,
  gatherFacts,
  loadSections,
  materialTypeOf,
  missingSections,
  type SectionState,
} from "./facts";
import * as repo from "./repo";
import { applyTransition, refusal } from "./workflow/apply-transition";

/** A post type without a restriction row declares freely; with one, the table's rule decides (catalogue.ts). */
function postAllows(
  restriction: Awaited<ReturnType<typeof repo.findPostRestriction>>,
  series: string,
  track?: string,
): boolean {
  if (!restriction) return true;
  return postMayDeclare(
    [{ ...restriction, note: { zh: "", en: "" } } as unknown as PostRestriction],
    restriction.postType,
    series,
    track || null,
  );
}

/** Which items a declarant may change now: all in a draft, the returned ones after an itemised return. */
export function itemEditable(
  declaration: Pick<repo.DeclarationRecord, "status" | "returnScope">,
  item: { id?: string; materialType: string },
): boolean {
  if (declaration.status === "DRAFT") return true;
  if (declaration.status !== "RETURNED") return false;
  return inReturnScope(declaration.returnScope, item) ?? true;
}

/** True/false when the return names items or types, undefined when it returned the whole declaration. */
function inReturnScope(scope: ReturnScope | null, item: { id?: string; materialType: string }): boolean | undefined {
  const itemIds = scope?.itemIds ?? [];
  const types = scope?.materialTypes ?? [];
  if (itemIds.length === 0 && types.length === 0) return undefined;
  return types.includes(item.materialType) || (item.id !== undefined && itemIds.includes(item.id));
}

const label = (key: string, lang: Language, fallback: string) => {
  const text = translate(key, lang);
  return text === key ? fallback : text;
};
const stateName = (state: string, lang: Language) => label(`decl.state.${state}`, lang, state);
const eventName = (event: string, lang: Language) => label(`decl.event.${event}`, lang, event);
const methodName = (method: string, lang: Language) =>
  DECLARATION_METHOD_LABELS[method as DeclarationMethod]?.[lang] ?? method;
const named = (row: { name: string | null; nameEn: string | null } | null, lang: Language, fallback = "") =>
  (lang === "en" ? (row?.nameEn ?? row?.name) : row?.name) ?? fallback;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The declarant's journey: may I declare, my declarations, materials, attachments, pre-check, workflow calls. */
export function createDeclarationService(deps: Pick<AppDeps, "db" | "storage" | "cache">) {
  const { db, cache } = deps;

  async function trackNames(tenantId: string) {
    return new Map((await repo.listTracks(db, tenantId)).map((t) => [t.code, t]));
  }

  /** The titles each open batch offers this staff member, narrowed by the post restriction of their post type. */
  async function allowedTitles(
    tenantId: string,
    staff: repo.StaffRecord,
    batchIds: string[],
    lang: Language,
  ): Promise<Map<string, AllowedTitle[]>> {
    const [rows, restriction, tracks] = await Promise.all([
      repo.listBatchTitles(db, batchIds),
      staff.postType ? repo.findPostRestriction(db, tenantId, staff.postType) : null,
      trackNames(tenantId),
    ]);
    const byBatch = new Map<string, AllowedTitle[]>();
    for (const { batchTitle, title } of rows) {
      if (!postAllows(restriction, title.seriesCode)) continue;
      const trackCodes = batchTitle.trackCodes.filter((code) => postAllows(restriction, title.seriesCode, code));
      // a title that names tracks but none this post may take is not offered
      if (batchTitle.trackCodes.length > 0 && trackCodes.length === 0) continue;
      const list = byBatch.get(batchTitle.projectTimeId) ?? [];
      list.push({
        titleId: title.id,
        titleName: lang === "en" ? title.nameEn : title.name,
        seriesCode: title.seriesCode,
        level: title.level,
        tracks: trackCodes.map((code) => ({ value: code, label: named(tracks.get(code) ?? null, lang, code) })),
        methods: batchTitle.methods.map((m) => ({ value: m, label: methodName(m, lang) })),
      });
      byBatch.set(batchTitle.projectTimeId, list);
    }
    return byBatch;
  }

  async function openBatches(auth: AuthContext, now: Date) {
    const projects = await listProjects(db, auth.tenantId);
    const projectId = currentProjectId(projects, auth.projectId);
    if (!projectId) return [];
    const rows = await repo.listProjectBatches(db, auth.tenantId, projectId);
    return rows
      .map((r) => ({ ...r.batch, tenantId: auth.tenantId }))
      .filter((batch) => declarationWindowOpen(batch, now));
  }

  async function summaryOf(
    declaration: repo.DeclarationRecord,
    names: { batchName: string; batchNameEn: string | null; titleName: string | null; titleNameEn: string | null },
    tracks: Map<string, { name: string; nameEn: string }>,
    lang: Language,
  ): Promise<DeclarationSummary> {
    return {
      id: declaration.id,
      projectTimeId: declaration.projectTimeId,
      batchName: named({ name: names.batchName, nameEn: names.batchNameEn }, lang),
      titleId: declaration.titleId,
      titleName: named({ name: names.titleName, nameEn: names.titleNameEn }, lang, declaration.titleId),
      level: declaration.level,
      trackCode: declaration.trackCode,
      trackName: declaration.trackCode
        ? named(tracks.get(declaration.trackCode) ?? null, lang, declaration.trackCode)
        : "",
      method: declaration.method,
      methodName: methodName(declaration.method, lang),
      status: declaration.status,
      statusName: stateName(declaration.status, lang),
      version: declaration.version,
      submittedAt: iso(declaration.submittedAt),
      updatedAt: declaration.updatedAt.toISOString(),
    };
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

  /** A declaration the caller may look at (their own, or one their roles reach); others do not exist for them. */
  async function visible(auth: AuthContext, id: string) {
    const declaration = await repo.findDeclaration(db, auth.tenantId, id);
    if (!declaration) throw notFound();
    const actors = await keptActorRolesOf(cache, db, auth);
    if (!maySee(actors, declaration)) throw notFound();
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

  function assertEditable(declaration: repo.DeclarationRecord, item: { id?: string; materialType: string }) {
    if (declaration.status !== "DRAFT" && declaration.status !== "RETURNED") throw badRequest("declare.notEditable");
    if (!itemEditable(declaration, item)) throw badRequest("declare.notReturnedItem");
  }

  /** The directory row of a type in the declaration's batch; a type outside the directory takes no items. */
  async function directoryRow(tx: Executor, declaration: repo.DeclarationRecord, materialType: string) {
    const row = (await repo.listDirectory(tx, declaration.projectTimeId)).find((r) => r.materialType === materialType);
    const type = materialTypeOf(materialType);
    if (!row || !type) throw badRequest("declare.unknownMaterialType");
    return { row, type };
  }

  function parsePayload(materialType: string, payload: Record<string, unknown>) {
    const type = materialTypeOf(materialType);
    if (!type) throw badRequest("declare.unknownMaterialType");
    return materialPayloadSchema(type.code as MaterialTypeCode).parse(payload) as Record<string, unknown>;
  }

  /** How many representative works the title's level allows (sysConfig: representativeWorksFull / Assoc). */
  async function representativeLimit(declaration: { tenantId: string; level: string }, executor: Executor = db) {
    // inside a transaction this must read through it: the embedded database has one connection
    const settings = await readSettings(executor, declaration.tenantId);
    return declaration.level === "FULL_SENIOR" ? settings.representativeWorksFull : settings.representativeWorksAssoc;
  }

  async function attachmentRows(declarationId: string) {
    const rows = await repo.listAttachments(db, declarationId);
    const byItem = new Map<string, AttachmentRow[]>();
    for (const a of rows) {
      const key = a.itemId ?? "";
      const list = byItem.get(key) ?? [];
      list.push({
        id: a.id,
        itemId: a.itemId,
        name: a.name,
        mime: a.mime,
        size: a.size,
        sha256: a.sha256,
        createdAt: a.createdAt.toISOString(),
      });
      byItem.set(key, list);
    }
    return byItem;
  }

  function nextSteps(
    declaration: repo.DeclarationRecord,
    batch: repo.BatchRecord,
    missing: SectionState[],
    rulesPass: boolean,
  ): NextStep[] {
    const steps: NextStep[] = [];
    const until = batch.endsAt ? batch.endsAt.toISOString() : "";
    if (declaration.status === "DRAFT") {
      if (missing.length > 0) steps.push({ key: "next.completeSections", values: { count: missing.length } });
      if (!rulesPass) steps.push({ key: "next.rulesFail" });
      if (!declaration.pledgeSignedAt) steps.push({ key: "next.signPledge" });
      steps.push({ key: "next.submitBefore", values: { date: until } });
    } else if (declaration.status === "RETURNED") {
      steps.push({ key: "next.fixReturned", values: { comment: declaration.returnScope?.comment ?? "" } });
      steps.push({ key: "next.resubmit", values: { date: until } });
    } else {
      steps.push({ key: "next.waitReview", values: { status: declaration.status } });
    }
    return steps;
  }

  /** The first of the caller's roles on the declaration for which the machine accepts the event; else its refusal. */
  async function chooseRole(
    tx: Executor,
    declaration: repo.DeclarationRecord,
    roles: ActorRole[],
    event: DeclarationEvent,
  ): Promise<ActorRole> {
    if (roles.length === 0) throw forbidden();
    const batch = await batchOf(tx, declaration);
    const facts = await gatherFacts(tx, declaration, batch);
    let firstRefusal: TransitionError | null = null;
    for (const role of roles) {
      try {
        transition(facts, event, role);
        return role;
      } catch (error) {
        if (!(error instanceof TransitionError)) throw error;
        // a refusal about the facts says more than "not your role"
        if (!firstRefusal || (firstRefusal.code === "decl.roleNotAllowed" && error.code !== "decl.roleNotAllowed"))
          firstRefusal = error;
      }
    }
    throw refusal(firstRefusal as TransitionError);
  }

  async function fire(
    auth: AuthContext,
    declarationId: string,
    version: number,
    event: DeclarationEvent,
    roleChoice: "declarant" | "reviewer",
  ): Promise<TransitionReply> {
    const outcome = await db.transaction(async (tx) => {
      const declaration = await repo.findDeclaration(tx, auth.tenantId, declarationId);
      if (!declaration) throw notFound();
      const actors = await actorRolesOf(tx, auth);
      let roles: ActorRole[];
      if (roleChoice === "declarant") {
        if (declaration.userId !== auth.userId) throw notFound();
        roles = ["DECLARANT"];
      } else {
        if (!maySee(actors, declaration)) throw notFound();
        roles = rolesOnDeclaration(actors, declaration).filter((r) => r !== "DECLARANT");
      }
      const role = roles.length === 1 ? roles[0]! : await chooseRole(tx, declaration, roles, event);
      if (!role) throw forbidden();
      const name = (await repo.findUserName(tx, auth.userId)) ?? "";
      return applyTransition(tx, {
        tenantId: auth.tenantId,
        declarationId,
        event,
        actor: { userId: auth.userId, name, role },
        expectedVersion: version,
      });
    });
    const d = outcome.declaration;
    return { id: d.id, status: d.status, version: d.version, returnedFrom: d.returnedFrom };
  }

  function flattenRules(result: RuleResult, lang: Language, depth = 0, out: PrecheckRule[] = []) {
    out.push({
      id: result.id,
      pass: result.pass,
      text: result.text[lang],
      actual: result.actual,
      expected: result.expected,
      depth,
    });
    for (const child of result.children ?? []) flattenRules(child, lang, depth + 1, out);
    return out;
  }

  /** The title row of a choice the batch and the caller's post allow; refuses any other. */
  async function assertChoice(
    tx: Executor,
    tenantId: string,
    staff: repo.StaffRecord,
    choice: Pick<DeclarationChoice, "projectTimeId" | "titleId" | "trackCode" | "method">,
  ) {
    const found = await repo.findBatchTitle(tx, choice.projectTimeId, choice.titleId);
    if (!found) throw badRequest("declare.titleNotAllowed");
    const { batchTitle, title } = found;
    const trackOk =
      batchTitle.trackCodes.length === 0 ? choice.trackCode === "" : batchTitle.trackCodes.includes(choice.trackCode);
    if (!trackOk || !batchTitle.methods.includes(choice.method)) throw badRequest("declare.titleNotAllowed");
    const restriction = staff.postType ? await repo.findPostRestriction(tx, tenantId, staff.postType) : null;
    if (!postAllows(restriction, title.seriesCode, choice.trackCode)) throw badRequest("declare.postRestricted");
    return title;
  }

  async function listMine(auth: AuthContext, lang: Language): Promise<DeclarationSummary[]> {
    const [rows, tracks] = await Promise.all([
      repo.listUserDeclarations(db, auth.tenantId, auth.userId),
      trackNames(auth.tenantId),
    ]);
    return Promise.all(rows.map((r) => summaryOf(r.declaration, r, tracks, lang)));
  }

  return {
    async checkUser(auth: AuthContext, lang: Language): Promise<CheckUserReply> {
      const staff = await repo.findStaffByUser(db, auth.tenantId, auth.userId);
      const declarations = await listMine(auth, lang);
      if (!staff) {
        return {
          canDeclare: false,
          reason: translate("declare.noStaffRecord", lang),
          staff: null,
          batches: [],
          declarations,
        };
      }
      const batches = await openBatches(auth, new Date());
      const titles = await allowedTitles(
        auth.tenantId,
        staff,
        batches.map((b) => b.id),
        lang,
      );
      const open: OpenBatch[] = batches.map((b) => ({
        id: b.id,
        name: named({ name: b.name, nameEn: b.nameEn }, lang),
        startsAt: iso(b.startsAt),
        endsAt: iso(b.endsAt),
        titles: titles.get(b.id) ?? [],
      }));
      const declaredBatches = new Set(declarations.map((d) => d.projectTimeId));
      const canDeclare = open.some((b) => b.titles.length > 0 && !declaredBatches.has(b.id));
      return {
        canDeclare,
        reason: canDeclare
          ? null
          : translate(open.length === 0 ? "declare.batchNotOpen" : "declare.alreadyDeclared", lang),
        staff: await staffHeaderOf(staff, lang),
        batches: open,
        declarations,
      };
    },

    listMine,

    async detail(auth: AuthContext, id: string, lang: Language): Promise<DeclarationDetail> {
      const { declaration, actors } = await visible(auth, id);
      const [names, tracks, { batch, evaluation, sections }] = await Promise.all([
        repo.findDeclarationNames(db, declaration),
        trackNames(auth.tenantId),
        evaluatedForReading(declaration),
      ]);
      const facts = await gatherFacts(db, declaration, batch, { sections, evaluation });
      const representatives = evaluation.items
        .filter((item) => item.isRepresentative)
        .sort((a, b) => (a.representativeOrder ?? 0) - (b.representativeOrder ?? 0))
        .map((item) => ({
          id: item.id,
          materialType: item.materialType,
          summary: materialSummary(item.materialType, item.payload, lang),
          order: item.representativeOrder ?? 0,
        }));
      const roles = rolesOnDeclaration(actors, declaration);
      const events = new Set<DeclarationEventType>();
      for (const role of roles) for (const event of allowedEvents(facts, role)) events.add(event);
      const isOwner = declaration.userId === auth.userId;
      const summary = await summaryOf(
        declaration,
        names ?? { batchName: "", batchNameEn: null, titleName: null, titleNameEn: null },
        tracks,
        lang,
      );
      return {
        ...summary,
        staffId: declaration.staffId,
        userId: declaration.userId,
        unitId: declaration.unitId,
        seriesCode: declaration.seriesCode,
        returnedFrom: declaration.returnedFrom,
        returnScope: declaration.returnScope,
        pledgeSignedAt: iso(declaration.pledgeSignedAt),
        windowOpen: facts.windowOpen,
        windowEndsAt: iso(batch.endsAt),
        allowedEvents: [...events],
        editable: isOwner && (declaration.status === "DRAFT" || declaration.status === "RETURNED"),
        representativeLimit: await representativeLimit(declaration),
        nextSteps: isOwner ? nextSteps(declaration, batch, missingSections(sections), evaluation.hardPass) : [],
        isOwner,
        representatives,
      };
    },

    async create(auth: AuthContext, choice: DeclarationChoice): Promise<{ id: string }> {
      const now = new Date();
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const staff = await repo.findStaffByUser(tx, auth.tenantId, auth.userId);
        if (!staff) throw badRequest("declare.noStaffRecord");
        const batch = await repo.findBatch(tx, auth.tenantId, choice.projectTimeId);
        if (!batch || !declarationWindowOpen(batch, now)) throw badRequest("declare.batchNotOpen");
        const title = await assertChoice(tx, auth.tenantId, staff, choice);
        if (await repo.findStaffDeclaration(tx, choice.projectTimeId, staff.id))
          throw badRequest("declare.alreadyDeclared");
        await repo.insertDeclaration(tx, {
          id,
          tenantId: auth.tenantId,
          projectTimeId: choice.projectTimeId,
          staffId: staff.id,
          userId: auth.userId,
          unitId: staff.unitId,
          titleId: choice.titleId,
          seriesCode: title.seriesCode,
          level: title.level,
          trackCode: choice.trackCode,
          method: choice.method,
        });
        // the staff member's imported records join the declaration read-only, in the directory's sections
        const directory = new Set((await repo.listDirectory(tx, choice.projectTimeId)).map((r) => r.materialType));
        const records = (await repo.listSourceRecords(tx, auth.tenantId, staff.id)).filter((r) =>
          directory.has(r.materialType),
        );
        const order = new Map<string, number>();
        // basic information comes from the staff master data when no source system supplied it
        const basicInfo =
          directory.has("BASIC_INFO") && !records.some((r) => r.materialType === "BASIC_INFO")
            ? basicInfoFromStaff(staff, (await repo.findDepartName(tx, auth.tenantId, staff.unitId))?.name ?? null)
            : null;
        await repo.insertItems(tx, [
          ...(basicInfo
            ? [{ id: randomUUID(), declarationId: id, materialType: "BASIC_INFO", payload: basicInfo }]
            : []),
          ...records.map((r) => {
            const n = order.get(r.materialType) ?? 0;
            order.set(r.materialType, n + 1);
            return {
              id: randomUUID(),
              declarationId: id,
              materialType: r.materialType,
              payload: r.payload,
              source: "import",
              sourceRecordId: r.id,
              orderNum: n,
            };
          }),
        ]);
      });
      return { id };
    },

    async changeChoice(auth: AuthContext, id: string, choice: Omit<DeclarationChoice, "projectTimeId">) {
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, id);
        if (declaration.status !== "DRAFT") throw badRequest("declare.choiceLocked");
        const staff = await repo.findStaff(tx, auth.tenantId, declaration.staffId);
        if (!staff) throw badRequest("declare.noStaffRecord");
        const title = await assertChoice(tx, auth.tenantId, staff, {
          ...choice,
          projectTimeId: declaration.projectTimeId,
        });
        await repo.updateDeclaration(tx, id, {
          titleId: choice.titleId,
          seriesCode: title.seriesCode,
          level: title.level,
          trackCode: choice.trackCode,
          method: choice.method,
        });
      });
    },

    async addItem(auth: AuthContext, declarationId: string, materialType: string, payload: Record<string, unknown>) {
      const values = parsePayload(materialType, payload);
      const id = randomUUID();
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, declarationId);
        assertEditable(declaration, { materialType });
        const { row, type } = await directoryRow(tx, declaration, materialType);
        const count = (await repo.countItemsByType(tx, declaration.id)).get(materialType) ?? 0;
        if (type.single && count >= 1) throw badRequest("declare.singleItemOnly");
        if (row.maxItems !== null && count >= row.maxItems) throw badRequest("declare.tooManyItems");
        await repo.insertItems(tx, [
          {
            id,
            declarationId,
            materialType,
            payload: values,
            source: "self",
            orderNum: await repo.nextItemOrder(tx, declarationId, materialType),
          },
        ]);
      });
      return { id };
    },

    async updateItem(auth: AuthContext, itemId: string, payload: Record<string, unknown>) {
      await db.transaction(async (tx) => {
        const item = await repo.findItem(tx, itemId);
        if (!item) throw notFound();
        const declaration = await ownLocked(tx, auth, item.declarationId);
        if (item.source === "import") throw badRequest("declare.importedReadOnly");
        assertEditable(declaration, item);
        await repo.updateItem(tx, itemId, {
          payload: parsePayload(item.materialType, payload),
          version: item.version + 1,
        });
      });
    },

    async deleteItem(auth: AuthContext, itemId: string) {
      const keys = await db.transaction(async (tx) => {
        const item = await repo.findItem(tx, itemId);
        if (!item) throw notFound();
        const declaration = await ownLocked(tx, auth, item.declarationId);
        if (item.source === "import") throw badRequest("declare.importedReadOnly");
        assertEditable(declaration, item);
        const removed = await repo.deleteItemAttachments(tx, itemId);
        await repo.deleteItem(tx, itemId);
        return repo.deleteOrphanFiles(
          tx,
          removed.map((r) => r.fileId),
        );
      });
      await removeStored(keys.map((k) => k.storageKey));
    },

    async reorderItems(auth: AuthContext, declarationId: string, materialType: string, itemIds: string[]) {
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, declarationId);
        assertEditable(declaration, { materialType });
        const existing = (await repo.listItems(tx, declarationId, materialType)).map((i) => i.id);
        if (existing.length !== itemIds.length || !existing.every((id) => itemIds.includes(id)))
          throw badRequest("declare.orderMismatch");
        await repo.setItemOrder(tx, itemIds);
      });
    },

    async setRepresentatives(auth: AuthContext, declarationId: string, itemIds: string[]) {
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, declarationId);
        if (declaration.status !== "DRAFT" && declaration.status !== "RETURNED")
          throw badRequest("declare.notEditable");
        if (new Set(itemIds).size !== itemIds.length) throw badRequest("declare.orderMismatch");
        if (itemIds.length > (await representativeLimit(declaration, tx)))
          throw badRequest("declare.tooManyRepresentatives");
        const items = new Map((await repo.listItems(tx, declarationId)).map((i) => [i.id, i]));
        for (const id of itemIds) {
          const item = items.get(id);
          if (!item) throw badRequest("declare.itemNotFound");
          if (!materialTypeOf(item.materialType)?.representativeAllowed)
            throw badRequest("declare.representativeNotAllowed");
        }
        // a returned declaration changes its representative works only when the return left them open
        for (const item of items.values()) {
          const changes = item.isRepresentative !== itemIds.includes(item.id);
          if (changes && !itemEditable(declaration, item)) throw badRequest("declare.notReturnedItem");
        }
        await repo.setRepresentatives(tx, declarationId, itemIds);
      });
    },

    async uploadAttachment(auth: AuthContext, itemId: string, bytes: Buffer, originalName: string) {
      if (bytes.length === 0) throw badRequest("declare.attachmentMissing");
      if (bytes.length > ATTACHMENT_MAX_BYTES) throw badRequest("declare.attachmentTooLarge");
      const mime = sniffAttachment(bytes);
      if (!mime) throw badRequest("declare.attachmentBadType");
      const digest = sha256(bytes);
      const storageKey = attachmentStorageKey(digest);
      await deps.storage.put(storageKey, bytes);
      const id = randomUUID();
      const name = cleanFileName(originalName);
      await db.transaction(async (tx) => {
        const item = await repo.findItem(tx, itemId);
        if (!item) throw notFound();
        const declaration = await ownLocked(tx, auth, item.declarationId);
        assertEditable(declaration, item);
        const fileId = randomUUID();
        await repo.insertFile(tx, {
          id: fileId,
          tenantId: auth.tenantId,
          purpose: "declaration",
          sha256: digest,
          mime,
          size: bytes.length,
          storageKey,
          originalName: name,
          createdBy: auth.userId,
        });
        await repo.insertAttachment(tx, {
          id,
          declarationId: declaration.id,
          itemId,
          fileId,
          name,
          mime,
          size: bytes.length,
          sha256: digest,
        });
      });
      return { id, name, mime, size: bytes.length, sha256: digest };
    },

    async attachmentFile(auth: AuthContext, attachmentId: string) {
      const found = await repo.findAttachment(db, attachmentId);
      if (!found || found.tenantId !== auth.tenantId) throw notFound();
      await visible(auth, found.attachment.declarationId);
      const body = await deps.storage.get(found.storageKey);
      if (!body) throw notFound();
      return { body, mime: found.attachment.mime, name: found.attachment.name };
    },

    async deleteAttachment(auth: AuthContext, attachmentId: string) {
      const keys = await db.transaction(async (tx) => {
        const found = await repo.findAttachment(tx, attachmentId);
        if (!found || found.tenantId !== auth.tenantId) throw notFound();
        const declaration = await ownLocked(tx, auth, found.attachment.declarationId);
        const item = found.attachment.itemId ? await repo.findItem(tx, found.attachment.itemId) : null;
        assertEditable(declaration, item ?? { materialType: "" });
        await repo.deleteAttachment(tx, attachmentId);
        return repo.deleteOrphanFiles(tx, [found.attachment.fileId]);
      });
      await removeStored(keys.map((k) => k.storageKey));
    },

    async precheck(auth: AuthContext, declarationId: string, lang: Language): Promise<PrecheckReply> {
      const { declaration } = await visible(auth, declarationId);
      const { evaluation, sections } = await evaluatedForReading(declaration);
      const missing = missingSections(sections);
      return {
        requirementId: evaluation.requirement?.id ?? null,
        requirementVersion: evaluation.requirement?.version ?? null,
        requirementText: evaluation.requirement?.text ?? null,
        pass: evaluation.hardPass && missing.length === 0,
        rules: evaluation.result ? flattenRules(evaluation.result, lang) : [],
        missingSections: missing.map((s) => ({ materialType: s.type.code, label: s.type.label[lang] })),
        evaluatedAt: new Date().toISOString(),
      };
    },

    async signPledge(auth: AuthContext, declarationId: string) {
      await db.transaction(async (tx) => {
        const declaration = await ownLocked(tx, auth, declarationId);
        if (declaration.status !== "DRAFT" && declaration.status !== "RETURNED")
          throw badRequest("declare.notEditable");
        if (!declaration.pledgeSignedAt)
          await repo.updateDeclaration(tx, declarationId, { pledgeSignedAt: new Date() });
      });
    },

    submit: (auth: AuthContext, id: string, version: number) =>
      fire(auth, id, version, { type: "submit" }, "declarant"),
    withdraw: (auth: AuthContext, id: string, version: number) =>
      fire(auth, id, version, { type: "withdraw" }, "declarant"),
    resubmit: (auth: AuthContext, id: string, version: number) =>
      fire(auth, id, version, { type: "resubmit" }, "declarant"),

    async returnAudit(auth: AuthContext, body: ReturnAuditBody) {
      const { declaration } = await visible(auth, body.declarationId);
      const items = new Set((await repo.listItems(db, declaration.id)).map((i) => i.id));
      if ((body.itemIds ?? []).some((id) => !items.has(id))) throw badRequest("declare.itemNotFound");
      if ((body.materialTypes ?? []).some((t) => !materialTypeOf(t))) throw badRequest("declare.unknownMaterialType");
      return fire(
        auth,
        body.declarationId,
        body.version,
        {
          type: "return",
          comment: body.comment,
          itemIds: body.itemIds,
          materialTypes: body.materialTypes,
          target: body.target,
          departIds: body.departIds,
        },
        "reviewer",
      );
    },

    /** Any event by the caller's reviewing roles; the machine decides whether the role may fire it here. */
    async transition(
      auth: AuthContext,
      id: string,
      body: { event: string; version: number } & Record<string, unknown>,
    ) {
      const { event, version, ...fields } = body;
      return fire(auth, id, version, { ...fields, type: event } as DeclarationEvent, "reviewer");
    },

    async staffHeader(auth: AuthContext, id: string, lang: Language): Promise<StaffHeader> {
      // the id is a staff record's or its account's
      const row = (await repo.findStaff(db, auth.tenantId, id)) ?? (await repo.findStaffByUser(db, auth.tenantId, id));
      if (!row) throw notFound();
      if (row.userId !== auth.userId) {
        const actors = await actorRolesOf(db, auth);
        if (!maySee(actors, { userId: row.userId ?? "", unitId: row.unitId })) throw notFound();
      }
      return staffHeaderOf(row, lang);
    },

    async findTable(auth: AuthContext, declarationId: string, lang: Language): Promise<SectionRow[]> {
      const { declaration } = await visible(auth, declarationId);
      const items = await repo.listItems(db, declarationId);
      const sections = await loadSections(db, declaration, items);
      const isOwner = declaration.userId === auth.userId;
      return sections.map((s) => {
        const returned =
          declaration.status === "RETURNED" &&
          (inReturnScope(declaration.returnScope, { materialType: s.type.code }) === true ||
            items.some(
              (i) => i.materialType === s.type.code && declaration.returnScope?.itemIds?.includes(i.id) === true,
            ));
        return {
          materialType: s.type.code,
          label: s.type.label[lang],
          required: s.required,
          maxItems: s.row.maxItems,
          single: s.type.single === true,
          importable: s.type.importable === true,
          representativeAllowed: s.type.representativeAllowed === true,
          count: s.count,
          filled: s.count > 0,
          returned,
          editable: isOwner && itemEditable(declaration, { materialType: s.type.code }),
        };
      });
    },

    async findData(auth: AuthContext, declarationId: string, materialType: string, lang: Language): Promise<ItemRow[]> {
      const { declaration } = await visible(auth, declarationId);
      const [items, attachments] = await Promise.all([
        repo.listItems(db, declarationId, materialType),
        attachmentRows(declarationId),
      ]);
      const isOwner = declaration.userId === auth.userId;
      return items.map((item) => ({
        id: item.id,
        materialType: item.materialType,
        payload: item.payload,
        summary: materialTypeOf(item.materialType) ? materialSummary(item.materialType, item.payload, lang) : "",
        source: item.source,
        isRepresentative: item.isRepresentative,
        representativeOrder: item.representativeOrder,
        orderNum: item.orderNum,
        verifyStatus: item.verifyStatus,
        returned: declaration.status === "RETURNED" && inReturnScope(declaration.returnScope, item) === true,
        editable: isOwner && item.source !== "import" && itemEditable(declaration, item),
        attachments: attachments.get(item.id) ?? [],
      }));
    },

    async checkLog(auth: AuthContext, declarationId: string, lang: Language): Promise<CheckLogRow[]> {
      await visible(auth, declarationId);
      const rows = await repo.listDecisions(db, declarationId);
      return rows.map((r) => ({
        id: r.id,
        event: r.event,
        eventName: eventName(r.event, lang),
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        toStatusName: stateName(r.toStatus, lang),
        actorName: r.actorName,
        actorRole: r.actorRole,
        comment: r.comment,
        reason: r.reason,
        detail: r.detail ?? null,
        createdAt: r.createdAt.toISOString(),
      }));
    },
  };

  /** Stored bytes go when no file row names their key any more (uploads share keys by content). */
  async function removeStored(keys: string[]) {
    for (const key of new Set(keys)) {
      if (!(await repo.isStorageKeyUsed(db, key))) await deps.storage.remove(key);
    }
  }
}

export type DeclarationService = ReturnType<typeof createDeclarationService>;
