import type { Language } from "@zcps/contracts/messages";
import type {
  DeclarationDetail,
  DeclarationSummary,
  NextStep,
  StaffHeader,
} from "@zcps/contracts/zcps/declaration/api";
import { allowedEvents, type DeclarationEventType } from "@zcps/contracts/zcps/machine";
import { materialSummary } from "@zcps/contracts/zcps/materials";
import type { AuthContext } from "../../../platform/auth";
import { notFound } from "../../../platform/errors";
import { actorRolesOf, mayReadPerson, rolesOnDeclaration } from "./actors";
import { gatherFacts, missingSections, type SectionState } from "./facts";
import { iso, methodName, named, stateName } from "./labels";
import * as repo from "./repo";
import type { DeclarationServiceDeps, ServiceContext } from "./service-context";

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

/**
 * What the declarant's pages read: their declarations, one declaration with what may come next, and the staff
 * header of a declaration.
 */
export function createOverviewService(deps: DeclarationServiceDeps, context: ServiceContext) {
  const { db } = deps;
  const { trackNames, staffHeaderOf, visible, evaluatedForReading, representativeLimit } = context;

  async function listMine(auth: AuthContext, lang: Language): Promise<DeclarationSummary[]> {
    const [rows, tracks] = await Promise.all([
      repo.listUserDeclarations(db, auth.tenantId, auth.userId),
      trackNames(auth.tenantId),
    ]);
    return Promise.all(rows.map((r) => summaryOf(r.declaration, r, tracks, lang)));
  }

  return {
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

    async staffHeader(auth: AuthContext, id: string, lang: Language): Promise<StaffHeader> {
      // the id is a staff record's or its account's
      const row = (await repo.findStaff(db, auth.tenantId, id)) ?? (await repo.findStaffByUser(db, auth.tenantId, id));
      if (!row) throw notFound();
      if (row.userId !== auth.userId) {
        const actors = await actorRolesOf(db, auth);
        const person = { userId: row.userId ?? "", unitId: row.unitId };
        if (!(await mayReadPerson(db, actors, person, await repo.staffDeclarationIds(db, auth.tenantId, row.id))))
          throw notFound();
      }
      return staffHeaderOf(row, lang);
    },
  };
}
