import { randomUUID } from "node:crypto";
import {
  type CorrectionInput,
  type CorrectionRow,
  type CorrectionStatus,
  correctionInputSchema,
  type SourceRecordOption,
} from "@zcps/contracts/zcps/workflow/api";
import type { AuthContext } from "../../../platform/auth";
import { bilingual } from "../../../platform/bilingual";
import type { DataScope } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { notify } from "../../../platform/notify";
import * as declarationRepo from "../declarations";
import { evidenceFiles, ownsEvidence, readEvidence, storeEvidence } from "../kit";
import { type MaterialTypeInfo, materialTypeInfo, resolveBatch } from "../shared";
import * as repo from "./repo";

export interface Handler {
  auth: AuthContext;
  scope: DataScope;
}

/** A payload value as the text a person reads and types. */
export function valueText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The proposed text as the payload value: numbers stay numbers for numeric fields. */
export function typedValue(kind: string | undefined, text: string): unknown {
  if (kind === "number" || kind === "integer" || kind === "money") {
    const n = Number(text);
    if (Number.isFinite(n)) return n;
  }
  if (kind === "boolean") return text === "true" || text === "1" || text === "是";
  return text;
}

/**
 * Which departments' requests a handler sees: personnel (a tenant-wide data scope) every department; department
 * staff the departments of their scope (their own office).
 */
export function handledDeparts(scope: DataScope): string[] | undefined {
  return scope.kind === "tenant" ? undefined : scope.departIds;
}

/**
 * Data corrections (数据纠错): a declarant asks the owning department to correct a field of an imported record; the
 * department accepts (the record and every still-editable declaration copied from it change in one transaction) or
 * rejects with a reason; the declarant is told either way.
 */
export function createCorrectionService(deps: Pick<AppDeps, "db" | "storage" | "uploads">) {
  const { db } = deps;

  async function toRows(rows: repo.CorrectionJoined[]): Promise<CorrectionRow[]> {
    const evidence = await evidenceFiles(
      db,
      [...new Set(rows.flatMap((r) => r.correction.evidenceFileIds))],
      repo.EVIDENCE_PURPOSE,
    );
    const byId = new Map(evidence.map((e) => [e.id, e]));
    return rows.map(({ correction: c, ...joined }) => ({
      id: c.id,
      staffName: joined.staffName,
      employeeNo: joined.employeeNo,
      unitName: joined.unitName,
      unitNameEn: joined.unitNameEn,
      sourceRecordId: c.sourceRecordId,
      sourceRef: joined.sourceRef,
      materialType: c.materialType,
      field: c.field,
      currentValue: c.currentValue,
      proposedValue: c.proposedValue,
      reason: c.reason,
      evidence: c.evidenceFileIds.flatMap((id) => {
        const file = byId.get(id);
        return file ? [{ id, name: file.name ?? id, mime: file.mime, size: file.size }] : [];
      }),
      targetDepartId: c.targetDepartId,
      targetDepartName: joined.targetDepartName,
      targetDepartNameEn: joined.targetDepartNameEn,
      status: c.status as CorrectionStatus,
      handledByName: joined.handledByName,
      handledAt: c.handledAt ? c.handledAt.toISOString() : null,
      response: c.response,
      createdAt: c.createdAt.toISOString(),
    }));
  }

  /** A request the handler may act on: in the tenant and addressed to a department of their scope. */
  async function handled(handler: Handler, id: string) {
    const correction = await repo.findCorrection(db, handler.auth.tenantId, id);
    if (!correction) throw notFound();
    const departs = handledDeparts(handler.scope);
    if (departs && !(correction.targetDepartId && departs.includes(correction.targetDepartId)))
      throw badRequest("workflow.correctionNotYours");
    return correction;
  }

  const evidenceFile = (fileIds: string[], fileId: string) =>
    readEvidence(deps, fileIds, fileId, repo.EVIDENCE_PURPOSE);

  async function tellDeclarant(
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    handler: Handler,
    correction: repo.CorrectionRecord,
    accepted: boolean,
    text: string,
  ) {
    const info = materialTypeInfo(correction.materialType);
    const field = info?.fields.find((f) => f.name === correction.field)?.label ?? correction.field;
    const record = info?.name ?? correction.materialType;
    const depart = await declarationRepo.findDepartName(tx, correction.tenantId, correction.targetDepartId);
    const departText = depart ? { zh: depart.name, en: depart.nameEn || depart.name } : "-";
    await notify(tx, handler.auth.tenantId, [
      {
        userId: correction.userId,
        kind: accepted ? "correction.accepted" : "correction.rejected",
        title: bilingual(
          accepted ? "workflow.noticeCorrectionAcceptedTitle" : "workflow.noticeCorrectionRejectedTitle",
        ),
        body: bilingual(accepted ? "workflow.noticeCorrectionAcceptedBody" : "workflow.noticeCorrectionRejectedBody", {
          record,
          field,
          depart: departText,
          value: text,
          reason: text,
        }),
        link: "/zcps/personErrorCorrection",
      },
    ]);
  }

  return {
    // -------------------------------------------------------------------------------------------------------------
    // The declarant (personErrorCorrection)

    async myPage(auth: AuthContext, query: { status?: CorrectionStatus; page: number; limit: number }) {
      const { rows, total } = await repo.pageCorrections(db, {
        tenantId: auth.tenantId,
        userId: auth.userId,
        ...query,
      });
      return { rows: await toRows(rows), total };
    },

    /** My imported records; with a declaration item of mine, the one record it was copied from. */
    async mySources(auth: AuthContext, itemId?: string): Promise<SourceRecordOption[]> {
      const own = await declarationRepo.findStaffByUser(db, auth.tenantId, auth.userId);
      if (!own) return [];
      if (itemId) {
        const item = await repo.findOwnItemSource(db, auth.tenantId, auth.userId, itemId);
        if (!item) throw badRequest("workflow.sourceNotFound");
        if (!item.sourceRecordId) throw badRequest("workflow.itemNotImported");
        const record = await repo.findSourceRecord(db, auth.tenantId, item.sourceRecordId);
        if (!record || record.staffId !== own.id) throw badRequest("workflow.sourceNotFound");
        return [toSource(record)];
      }
      return (await declarationRepo.listSourceRecords(db, auth.tenantId, own.id)).map(toSource);
    },

    uploadEvidence: (auth: AuthContext, upload: { bytes: Buffer; name: string }) =>
      storeEvidence(deps, auth, upload, repo.EVIDENCE_PURPOSE),

    async submit(auth: AuthContext, input: CorrectionInput) {
      const values = correctionInputSchema.parse(input);
      const own = await declarationRepo.findStaffByUser(db, auth.tenantId, auth.userId);
      const record = await repo.findSourceRecord(db, auth.tenantId, values.sourceRecordId);
      if (!own || !record || record.staffId !== own.id) throw badRequest("workflow.sourceNotFound");
      const info = materialTypeInfo(record.materialType);
      const known = info ? info.fields.some((f) => f.name === values.field) : values.field in record.payload;
      if (!known) throw badRequest("workflow.fieldUnknown");
      const currentValue = valueText(record.payload[values.field]);
      if (currentValue === values.proposedValue) throw badRequest("workflow.sameValue");
      const evidenceIds = [...new Set(values.evidenceFileIds)];
      if (!(await ownsEvidence(db, auth, evidenceIds, repo.EVIDENCE_PURPOSE)))
        throw badRequest("workflow.evidenceNotFound");
      const id = randomUUID();
      const targetDepartId = await targetDepartment(auth, record.materialType, info, own.unitId);
      await db.transaction(async (tx) => {
        if (await repo.pendingExists(tx, record.id, values.field)) throw badRequest("workflow.correctionPendingExists");
        await repo.insertCorrection(tx, {
          id,
          tenantId: auth.tenantId,
          staffId: own.id,
          userId: auth.userId,
          sourceRecordId: record.id,
          materialType: record.materialType,
          field: values.field,
          currentValue,
          proposedValue: values.proposedValue,
          reason: values.reason,
          evidenceFileIds: evidenceIds,
          targetDepartId,
        });
      });
      return { id, targetDepartId };
    },

    async withdraw(auth: AuthContext, id: string) {
      const correction = await repo.findCorrection(db, auth.tenantId, id);
      if (!correction || correction.userId !== auth.userId) throw notFound();
      if (!(await repo.closeCorrection(db, auth.tenantId, id, { status: "WITHDRAWN" })))
        throw badRequest("workflow.correctionNotPending");
    },

    async myEvidence(auth: AuthContext, id: string, fileId: string) {
      const correction = await repo.findCorrection(db, auth.tenantId, id);
      if (!correction || correction.userId !== auth.userId) throw notFound();
      return evidenceFile(correction.evidenceFileIds, fileId);
    },

    // -------------------------------------------------------------------------------------------------------------
    // The owning department (errorCorrection)

    async page(
      handler: Handler,
      query: {
        status?: CorrectionStatus;
        materialType?: string;
        departId?: string;
        keyword?: string;
        page: number;
        limit: number;
      },
    ) {
      const { rows, total } = await repo.pageCorrections(db, {
        tenantId: handler.auth.tenantId,
        targetDepartIds: handledDeparts(handler.scope),
        ...query,
      });
      return { rows: await toRows(rows), total };
    },

    async get(handler: Handler, id: string) {
      await handled(handler, id);
      const row = await repo.findCorrectionJoined(db, handler.auth.tenantId, id);
      if (!row) throw notFound();
      const [converted] = await toRows([row]);
      return converted as CorrectionRow;
    },

    async evidence(handler: Handler, id: string, fileId: string) {
      const correction = await handled(handler, id);
      return evidenceFile(correction.evidenceFileIds, fileId);
    },

    /**
     * Accepts in one transaction: the source record's field and version, the same field of every item copied from
     * it in declarations still DRAFT or RETURNED, the request's status, and the declarant's message.
     */
    async accept(handler: Handler, id: string, response?: string) {
      const correction = await handled(handler, id);
      const { tenantId } = handler.auth;
      return db.transaction(async (tx) => {
        if (
          !(await repo.closeCorrection(tx, tenantId, id, {
            status: "ACCEPTED",
            handledBy: handler.auth.userId,
            response: response || null,
          }))
        )
          throw badRequest("workflow.correctionNotPending");
        const kind = materialTypeInfo(correction.materialType)?.fields.find((f) => f.name === correction.field)?.kind;
        const value = typedValue(kind, correction.proposedValue);
        let declarationsUpdated: string[] = [];
        if (correction.sourceRecordId) {
          await repo.setSourceField(tx, correction.sourceRecordId, correction.field, value);
          declarationsUpdated = await repo.setCopiedItemsField(
            tx,
            tenantId,
            correction.sourceRecordId,
            correction.field,
            value,
          );
        }
        await tellDeclarant(tx, handler, correction, true, correction.proposedValue);
        return { declarationsUpdated: declarationsUpdated.length };
      });
    },

    async reject(handler: Handler, id: string, response: string) {
      const correction = await handled(handler, id);
      const { tenantId } = handler.auth;
      await db.transaction(async (tx) => {
        if (
          !(await repo.closeCorrection(tx, tenantId, id, {
            status: "REJECTED",
            handledBy: handler.auth.userId,
            response,
          }))
        )
          throw badRequest("workflow.correctionNotPending");
        await tellDeclarant(tx, handler, correction, false, response);
      });
    },
  };

  /**
   * The directory's verifier of the type in the current batch, else the office owning the type (the declarant's
   * unit for the types their unit checks).
   */
  async function targetDepartment(
    auth: AuthContext,
    materialType: string,
    info: MaterialTypeInfo | undefined,
    unitId: string | null,
  ) {
    // a tenant without a batch yet still routes by the owning department
    const batch = await resolveBatch(db, auth).catch(() => null);
    const fromDirectory = batch ? await repo.directoryVerifier(db, batch.id, materialType) : null;
    if (fromDirectory) return fromDirectory;
    if (!info?.ownerCode) return unitId;
    return (await repo.findDepartByCode(db, auth.tenantId, info.ownerCode))?.id ?? null;
  }
}

function toSource(record: NonNullable<Awaited<ReturnType<typeof repo.findSourceRecord>>>): SourceRecordOption {
  return {
    id: record.id,
    materialType: record.materialType,
    sourceRef: record.sourceRef,
    source: record.source,
    payload: record.payload,
    version: record.version,
  };
}
