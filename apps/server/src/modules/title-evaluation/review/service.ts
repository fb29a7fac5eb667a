import { randomUUID } from "node:crypto";
import { PassThrough, type Readable } from "node:stream";
import type { Language } from "@zcps/contracts/messages";
import { PIPELINE_STAGES } from "@zcps/contracts/zcps/machine";
import {
  DECLARATION_STATE_LABELS,
  type DeclarationDetail,
  type DeclarationFilter,
  type DeclarationFilterOptions,
  type DeclarationRow,
  type DeclarationStatistics,
  type DepartHistoryRow,
  type MaterialSection,
} from "@zcps/contracts/zcps/workflow/api";
import ExcelJS from "exceljs";
import type { Executor } from "../../../db/client";
import type { AuthContext } from "../../../platform/auth";
import { bilingual } from "../../../platform/bilingual";
import type { DataScope } from "../../../platform/data-scope";
import { departsGeneration } from "../../../platform/data-scope";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, notFound } from "../../../platform/errors";
import { notify } from "../../../platform/notify";
import * as declarationRepo from "../declarations";
import {
  currentBatches,
  defaultBatch,
  levelLabel,
  materialTypeInfo,
  materialTypes,
  methodLabel,
  resolveBatch,
} from "../shared";
import { approvedStaffIds, keptForStaffLookups, namedListEffects, staffIdsMatching } from "../staff";
import * as repo from "./repo";

export interface Reviewer {
  auth: AuthContext;
  scope: DataScope;
}

export const DECLARATION_EXPORT_MAX_ROWS = 20_000;

/** The caller's data scope as the declarations it reaches: unit-scoped callers see their unit only. */
export function declarationScope(scope: DataScope): repo.DeclarationScope {
  if (scope.kind === "tenant") return { kind: "tenant" };
  if (scope.kind === "unit") return { kind: "unit", unitId: scope.unitId };
  return { kind: "self", userId: scope.userId };
}

type ListRow = repo.DeclarationListRow;

function toRow(row: ListRow): DeclarationRow {
  return {
    ...row,
    titleName: row.titleName ?? "",
    titleNameEn: row.titleNameEn ?? "",
    submittedAt: row.submittedAt ? row.submittedAt.toISOString() : null,
  };
}

const localized = (lang: Language, zh: string | null | undefined, en: string | null | undefined) =>
  (lang === "en" ? en || zh : zh) ?? "";

/**
 * The verifying department of each material type for one declaration: the setBranch override, else the batch
 * directory's verifier, else the department owning the type (by code).
 */
function verifierResolver(
  directory: { materialType: string; verifierDepartId: string | null }[],
  branches: { materialType: string; departId: string }[],
  departIdByCode: Map<string, string>,
) {
  const fromDirectory = new Map(directory.map((d) => [d.materialType, d.verifierDepartId]));
  const fromBranch = new Map(branches.map((b) => [b.materialType, b.departId]));
  return (materialType: string) => {
    const branch = fromBranch.get(materialType);
    if (branch) return { departId: branch, rerouted: true };
    const owner = materialTypeInfo(materialType)?.ownerCode;
    const departId = fromDirectory.get(materialType) ?? (owner ? departIdByCode.get(owner) : undefined) ?? null;
    return { departId, rerouted: false };
  };
}

/**
 * The verifying department of each material type of one declaration, as a function of the type (department
 * verification opens one task per department it names).
 */
export async function verifyingDepartments(
  db: Executor,
  tenantId: string,
  declaration: { id: string; projectTimeId: string },
) {
  const directory = await declarationRepo.listDirectory(db, declaration.projectTimeId);
  const branches = await repo.listBranches(db, declaration.id);
  const offices = await repo.listDeparts(db, tenantId, "office");
  return verifierResolver(directory, branches, new Map(offices.map((o) => [o.code, o.id])));
}

/** declareUser and the review lookups (sys/findUnit, findDepart, findTablesByCheckType, findDepartHistory, setBranch, sbtj). */
export function createReviewService({ db, cache }: Pick<AppDeps, "db" | "cache">) {
  /**
   * What a list call concerns: its batch, the caller's scope, the filters, and the WHERE. The staff a keyword
   * matches or a named list holds come from the staff-lookups cache (names and lists change far less often than
   * lists are searched); both filters together keep the staff in both.
   */
  async function listQuery(reviewer: Reviewer, filter: DeclarationFilter) {
    const { tenantId } = reviewer.auth;
    const batch = await resolveBatch(db, reviewer.auth, filter.projectTimeId);
    const { projectTimeId: _, keyword, namedList, ...rest } = filter;
    const scope = declarationScope(reviewer.scope);
    const matching = keyword
      ? await keptForStaffLookups(cache, tenantId, `ids:${keyword}`, async () =>
          (await staffIdsMatching(db, tenantId, keyword)).map((r) => r.id),
        )
      : undefined;
    const listed = namedList
      ? await keptForStaffLookups(cache, tenantId, `list:${namedList}:${batch.id}`, () =>
          approvedStaffIds(db, tenantId, namedList, batch.id),
        )
      : undefined;
    const onList = listed && new Set(listed);
    const staffIds = matching && onList ? matching.filter((id) => onList.has(id)) : (matching ?? listed);
    const where = repo.declarationWhere(tenantId, batch.id, scope, rest, staffIds);
    return { batch, scope, filters: { ...rest, keyword, namedList }, where };
  }

  async function listWhere(reviewer: Reviewer, filter: DeclarationFilter) {
    return (await listQuery(reviewer, filter)).where;
  }

  /**
   * The list's per-unit counts, kept in the access cache under the batch's declarations version and the tenant's
   * organisation generation: a declaration write or a unit change makes a new key, on every instance. Counts of a
   * keyword or a named list also depend on staff names or list entries, so they live in the staff-lookups cache,
   * dropped when those change.
   */
  async function unitCounts(reviewer: Reviewer, filter: DeclarationFilter) {
    const { batch, scope, filters, where } = await listQuery(reviewer, filter);
    const { tenantId } = reviewer.auth;
    const key = JSON.stringify([
      batch.id,
      batch.declarationsVersion,
      departsGeneration(cache, tenantId),
      scope,
      Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)),
    ]);
    const count = () => repo.countByUnitInOrder(db, where);
    const units =
      filters.keyword || filters.namedList
        ? await keptForStaffLookups(cache, tenantId, `counts:${key}`, count)
        : await cache.keptScopedValue(`declaration-counts:${tenantId}`, key, count);
    return { where, units };
  }

  async function reachable(reviewer: Reviewer, declarationId: string) {
    const found = await repo.findDeclaration(
      db,
      reviewer.auth.tenantId,
      declarationScope(reviewer.scope),
      declarationId,
    );
    if (!found) throw badRequest("workflow.declarationNotFound");
    return found;
  }

  async function officesByCode(tenantId: string) {
    const offices = await repo.listDeparts(db, tenantId, "office");
    return { offices, idByCode: new Map(offices.map((o) => [o.code, o.id])) };
  }

  return {
    async filters(reviewer: Reviewer): Promise<DeclarationFilterOptions> {
      const { tenantId } = reviewer.auth;
      const batches = await currentBatches(db, reviewer.auth);
      const first = defaultBatch(batches);
      const scope = declarationScope(reviewer.scope);
      const units = (await repo.listDeparts(db, tenantId, "unit")).filter(
        (u) => scope.kind !== "unit" || u.id === scope.unitId,
      );
      return {
        batches: batches.map((b) => ({ id: b.id, code: b.id, name: b.name, nameEn: b.nameEn, enabled: b.enabled })),
        defaultBatchId: first?.id ?? null,
        units,
        series: await repo.listSeries(db, tenantId),
        titles: first ? await repo.listBatchTitles(db, tenantId, first.id) : [],
        tracks: await repo.listTracks(db, tenantId),
        unitScoped: scope.kind !== "tenant",
      };
    },

    /** One page: the matching declarations counted per unit (the total), then the rows of the units it spans. */
    async page(reviewer: Reviewer, filter: DeclarationFilter, page: number, limit: number) {
      const { where, units } = await unitCounts(reviewer, filter);
      const total = units.reduce((sum, u) => sum + u.n, 0);
      const rows = await repo.pageDeclarationRows(db, where, units, (page - 1) * limit, limit);
      return { rows: rows.map(toRow), total };
    },

    /** The filtered list as an xlsx workbook, streamed in chunks (neither rows nor file held in memory). */
    async exportXlsx(reviewer: Reviewer, filter: DeclarationFilter, lang: Language): Promise<Readable> {
      const where = await listWhere(reviewer, filter);
      if ((await repo.countDeclarations(db, where)) > DECLARATION_EXPORT_MAX_ROWS)
        throw badRequest("workflow.exportTooLarge");
      const en = lang === "en";
      const out = new PassThrough();
      const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
      const sheet = workbook.addWorksheet(en ? "Declarations" : "申报人员", {
        views: [{ state: "frozen", ySplit: 1 }],
      });
      sheet.columns = [
        { key: "name", header: en ? "Name" : "姓名", width: 14 },
        { key: "no", header: en ? "Employee no." : "工号", width: 14 },
        { key: "unit", header: en ? "Unit" : "单位", width: 28 },
        { key: "title", header: en ? "Title" : "申报职称", width: 18 },
        { key: "level", header: en ? "Level" : "级别", width: 12 },
        { key: "track", header: en ? "Track" : "类型", width: 18 },
        { key: "method", header: en ? "Method" : "申报方式", width: 12 },
        { key: "status", header: en ? "Status" : "状态", width: 16 },
        {
          key: "submittedAt",
          header: en ? "Submitted at" : "提交时间",
          width: 20,
          style: { numFmt: "yyyy-mm-dd hh:mm" },
        },
        { key: "eligible", header: en ? "Eligibility" : "资格预审", width: 12 },
      ];
      sheet.getRow(1).font = { bold: true };
      (async () => {
        for await (const row of repo.eachDeclarationRow(db, where)) {
          const state = DECLARATION_STATE_LABELS[row.status as keyof typeof DECLARATION_STATE_LABELS];
          sheet
            .addRow({
              name: row.staffName,
              no: row.employeeNo,
              unit: localized(lang, row.unitName, row.unitNameEn),
              title: localized(lang, row.titleName, row.titleNameEn),
              level: levelLabel(row.level, lang),
              track: localized(lang, row.trackName, row.trackNameEn),
              method: methodLabel(row.method, lang),
              status: state ? state[lang] : row.status,
              submittedAt: row.submittedAt ?? null,
              eligible: row.eligible === null ? "" : row.eligible ? (en ? "Pass" : "通过") : en ? "Fail" : "不通过",
            })
            .commit();
        }
        sheet.commit();
        await workbook.commit();
      })().catch((error) => out.destroy(error));
      return out;
    },

    /**
     * The declaration read-only: header, sections with items and attachments, and the decision timeline (the system's
     * decisions named in the reader's language).
     */
    async detail(reviewer: Reviewer, id: string, lang: Language = "zh"): Promise<DeclarationDetail> {
      const found = await reachable(reviewer, id);
      const [items, attachments, decisions, effects] = await Promise.all([
        declarationRepo.listItems(db, id),
        repo.listAttachments(db, id),
        declarationRepo.listDecisions(db, id),
        namedListEffects(db, reviewer.auth.tenantId, found.staffId, found.projectTimeId),
      ]);
      const { userId: _, staffId: _s, ...header } = found;
      const { lists, ...listEffects } = effects;
      const sections = new Map<string, DeclarationDetail["sections"][number]>();
      for (const item of items) {
        let section = sections.get(item.materialType);
        if (!section) {
          section = { materialType: item.materialType, items: [] };
          sections.set(item.materialType, section);
        }
        section.items.push({
          id: item.id,
          payload: item.payload,
          source: item.source,
          isRepresentative: item.isRepresentative,
          representativeOrder: item.representativeOrder,
          verifyStatus: item.verifyStatus,
          verifyComment: item.verifyComment,
          attachments: attachments
            .filter((a) => a.itemId === item.id)
            .map(({ itemId: _i, ...attachment }) => attachment),
        });
      }
      return {
        header: {
          ...toRow(header),
          projectTimeId: header.projectTimeId,
          batchName: header.batchName,
          batchNameEn: header.batchNameEn,
          seriesCode: header.seriesCode,
          returnedFrom: header.returnedFrom,
          version: header.version,
          pledgeSignedAt: header.pledgeSignedAt ? header.pledgeSignedAt.toISOString() : null,
          eligibility: header.eligibility,
          namedLists: lists,
          listEffects,
        },
        sections: [...sections.values()],
        decisions: decisions.map((d) => ({
          id: d.id,
          event: d.event,
          fromStatus: d.fromStatus,
          toStatus: d.toStatus,
          actorName: declarationRepo.actorName(d, lang),
          actorRole: d.actorRole,
          reason: d.reason,
          comment: d.comment,
          notes: declarationRepo.returnNotes(d.detail),
          createdAt: d.createdAt.toISOString(),
        })),
      };
    },

    async attachment(reviewer: Reviewer, id: string, attachmentId: string) {
      await reachable(reviewer, id);
      const file = await repo.findAttachmentFile(db, id, attachmentId);
      if (!file) throw notFound();
      return file;
    },

    findUnits: (auth: AuthContext) => repo.listDeparts(db, auth.tenantId, "unit"),

    /** Departments of a type (offices by default); with a material type, the one verifying it in the batch. */
    async findDeparts(auth: AuthContext, query: { type?: string; materialType?: string; projectTimeId?: string }) {
      const type = query.type ?? "office";
      if (!query.materialType) return repo.listDeparts(db, auth.tenantId, type);
      if (!materialTypeInfo(query.materialType)) throw badRequest("workflow.materialTypeUnknown");
      const batch = await resolveBatch(db, auth, query.projectTimeId);
      const { offices, idByCode } = await officesByCode(auth.tenantId);
      const verifier = verifierResolver(await declarationRepo.listDirectory(db, batch.id), [], idByCode);
      const departId = verifier(query.materialType).departId;
      return offices.filter((o) => o.id === departId);
    },

    /**
     * The material sections a review stage looks at: the batch directory's enabled types (every known type when the
     * directory is empty); for DEPARTMENT_REVIEW or a department id, only the types that department verifies.
     */
    async tablesByCheckType(
      reviewer: Reviewer,
      query: { checkType: string; type?: string; userId?: string; projectTimeId?: string },
    ): Promise<MaterialSection[]> {
      const { tenantId } = reviewer.auth;
      const batch = await resolveBatch(db, reviewer.auth, query.projectTimeId);
      const { idByCode } = await officesByCode(tenantId);
      const directory = await declarationRepo.listDirectory(db, batch.id);
      const verifier = verifierResolver(directory, [], idByCode);
      const rows =
        directory.length > 0
          ? directory
          : materialTypes().map((t) => ({
              materialType: t.code,
              verifierDepartId: null,
              required: "none",
              maxItems: null,
            }));
      let departId: string | undefined;
      if (query.checkType === "DEPARTMENT_REVIEW") departId = query.type || undefined;
      else if (!(PIPELINE_STAGES as readonly string[]).includes(query.checkType)) {
        const depart = await repo.findDepart(db, tenantId, query.checkType);
        if (!depart) throw badRequest("common.badRequest");
        departId = depart.id;
      }
      const departmentStage = query.checkType === "DEPARTMENT_REVIEW" || departId !== undefined;
      const counts = new Map<string, number>();
      if (query.userId) {
        const scope = declarationScope(reviewer.scope);
        for (const c of await repo.countItemsByType(db, tenantId, batch.id, query.userId, scope))
          counts.set(c.materialType, c.n);
      }
      return rows
        .map((row) => ({
          row,
          info: materialTypeInfo(row.materialType),
          verifying: verifier(row.materialType).departId,
        }))
        .filter(({ verifying }) => !departmentStage || (departId ? verifying === departId : verifying !== null))
        .map(({ row, info, verifying }) => ({
          materialType: row.materialType,
          name: info?.name.zh ?? row.materialType,
          nameEn: info?.name.en ?? row.materialType,
          verifierDepartId: verifying,
          required: row.required,
          maxItems: row.maxItems,
          ...(query.userId ? { itemCount: counts.get(row.materialType) ?? 0 } : {}),
        }));
    },

    /** The verification history of a declaration's items: status, comment, who and when, and the department. */
    async departHistory(reviewer: Reviewer, declarationId: string): Promise<DepartHistoryRow[]> {
      const found = await reachable(reviewer, declarationId);
      const { tenantId } = reviewer.auth;
      const [items, directory, branches, { offices, idByCode }] = await Promise.all([
        declarationRepo.listItems(db, declarationId),
        declarationRepo.listDirectory(db, found.projectTimeId),
        repo.listBranches(db, declarationId),
        officesByCode(tenantId),
      ]);
      const verifier = verifierResolver(directory, branches, idByCode);
      const officeById = new Map(offices.map((o) => [o.id, o]));
      const names = await repo.userNames(db, [...new Set(items.flatMap((i) => (i.verifiedBy ? [i.verifiedBy] : [])))]);
      return items.map((item) => {
        const { departId, rerouted } = verifier(item.materialType);
        const office = departId ? officeById.get(departId) : undefined;
        return {
          itemId: item.id,
          materialType: item.materialType,
          departId,
          departName: office?.name ?? null,
          departNameEn: office?.nameEn ?? null,
          rerouted,
          verifyStatus: item.verifyStatus,
          verifyComment: item.verifyComment,
          verifiedBy: item.verifiedBy ? (names.get(item.verifiedBy) ?? null) : null,
          verifiedAt: item.verifiedAt ? item.verifiedAt.toISOString() : null,
        };
      });
    },

    /** Routes one material type of one declaration to another verifying department, and tells the declarant. */
    async setBranch(reviewer: Reviewer, input: { declarationId: string; materialType: string; departId: string }) {
      const found = await reachable(reviewer, input.declarationId);
      const info = materialTypeInfo(input.materialType);
      if (!info) throw badRequest("workflow.materialTypeUnknown");
      const { tenantId } = reviewer.auth;
      const depart = await repo.findDepart(db, tenantId, input.departId);
      if (depart?.type !== "office") throw badRequest("workflow.departNotOffice");
      const { idByCode } = await officesByCode(tenantId);
      await db.transaction(async (tx) => {
        const previous = verifierResolver(
          await declarationRepo.listDirectory(tx, found.projectTimeId),
          await repo.listBranches(tx, input.declarationId),
          idByCode,
        )(input.materialType).departId;
        await repo.upsertBranch(tx, {
          id: randomUUID(),
          tenantId,
          declarationId: input.declarationId,
          materialType: input.materialType,
          departId: depart.id,
          previousDepartId: previous,
          setBy: reviewer.auth.userId,
        });
        await notify(tx, tenantId, [
          {
            userId: found.userId,
            kind: "declaration.branch",
            title: bilingual("workflow.noticeBranchTitle"),
            body: bilingual("workflow.noticeBranchBody", {
              material: info.name,
              depart: { zh: depart.name, en: depart.nameEn || depart.name },
            }),
            link: "/zcps/userCenter",
          },
        ]);
      });
      return { declarationId: input.declarationId, materialType: input.materialType, departId: depart.id };
    },

    /** 申报统计: how many declarations of the batch by status, by unit and by level (within the caller's scope). */
    async statistics(reviewer: Reviewer, projectTimeId?: string): Promise<DeclarationStatistics> {
      const { tenantId } = reviewer.auth;
      const batch = await resolveBatch(db, reviewer.auth, projectTimeId);
      const where = repo.declarationWhere(tenantId, batch.id, declarationScope(reviewer.scope), {});
      const [byStatus, byUnit, byLevel, units] = await Promise.all([
        repo.countByColumn(db, where, "status"),
        repo.countByColumn(db, where, "unitId"),
        repo.countByColumn(db, where, "level"),
        repo.listDeparts(db, tenantId, "unit"),
      ]);
      const unitById = new Map(units.map((u) => [u.id, u]));
      return {
        projectTimeId: batch.id,
        total: byStatus.reduce((sum, r) => sum + r.n, 0),
        byStatus: byStatus.map((r) => ({ status: String(r.key), count: r.n })),
        byUnit: byUnit.map((r) => {
          const unit = r.key ? unitById.get(String(r.key)) : undefined;
          return {
            unitId: r.key ? String(r.key) : null,
            name: unit?.name ?? null,
            nameEn: unit?.nameEn ?? null,
            count: r.n,
          };
        }),
        byLevel: byLevel.map((r) => ({ level: String(r.key), count: r.n })),
      };
    },
  };
}
