import { randomUUID } from "node:crypto";
import { type Language, translate } from "@zcps/contracts/messages";
import { type PostRestriction, postMayDeclare } from "@zcps/contracts/zcps/catalogue/catalogue";
import type {
  AllowedTitle,
  CheckUserReply,
  DeclarationChoice,
  DeclarationSummary,
  OpenBatch,
} from "@zcps/contracts/zcps/declaration/api";
import type { Executor } from "../../../db/client";
import type { AuthContext } from "../../../platform/auth";
import { badRequest } from "../../../platform/errors";
import { currentProjectId, listProjects } from "../../admin/projects";
import { basicInfoFromStaff } from "./basic-info";
import { declarationWindowOpen } from "./facts";
import { iso, methodName, named } from "./labels";
import { methodRefusal } from "./method-gates";
import * as repo from "./repo";
import type { DeclarationServiceDeps, ServiceContext } from "./service-context";

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

/** Choosing what to declare: the titles on offer, the declaration's creation and a draft's change of title. */
export function createChoiceService(
  deps: DeclarationServiceDeps,
  context: ServiceContext,
  listMine: (auth: AuthContext, lang: Language) => Promise<DeclarationSummary[]>,
) {
  const { db } = deps;
  const { trackNames, staffHeaderOf, ownLocked } = context;

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

  /**
   * The title row of a choice the batch and the caller's post allow, by a method open to the caller (its gate, if it
   * has one, lets them through); refuses any other.
   */
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
    const refusal = await methodRefusal(tx, choice.method, {
      tenantId,
      staffId: staff.id,
      projectTimeId: choice.projectTimeId,
    });
    if (refusal) throw badRequest(refusal);
    return title;
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
  };
}
