import type { DashboardNext, DashboardPanel, DashboardStateCount } from "@zcps/contracts/api";
import type { Language } from "@zcps/contracts/messages";
import { DECLARATION_STATES, type DeclarationState } from "@zcps/contracts/zcps/machine";
import type { AuthContext } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import type { DashboardPart } from "../../admin/dashboard";
import { unitQuotaUse } from "../catalogue";
import { actorRolesOf, stateName } from "../declarations";
import { currentBatches, defaultBatch, levelLabel } from "../shared";
import * as repo from "./repo";

const named = (row: { name: string | null; nameEn: string | null }, lang: Language) =>
  (lang === "en" ? (row.nameEn ?? row.name) : row.name) ?? "";

const TERMINAL: ReadonlySet<string> = new Set([
  "APPROVED",
  "UNIT_REJECTED",
  "NOT_RECOMMENDED",
  "INELIGIBLE",
  "PEER_FAILED",
  "COMMITTEE_NOT_RECOMMENDED",
  "SENIOR_FAILED",
  "WITHDRAWN",
  "REVOKED",
]);

function nextOf(status: string): DashboardNext {
  if (status === "DRAFT") return "complete";
  if (status === "RETURNED") return "fixReturned";
  return TERMINAL.has(status) ? "finished" : "underReview";
}

/** The states in pipeline order, each with its name; states with no declaration left out. */
function inPipelineOrder(rows: { state: string; count: number }[], lang: Language): DashboardStateCount[] {
  const order = DECLARATION_STATES as readonly string[];
  return rows
    .filter((r) => r.count > 0)
    .sort((a, b) => order.indexOf(a.state as DeclarationState) - order.indexOf(b.state as DeclarationState))
    .map((r) => ({ state: r.state, name: stateName(r.state, lang), count: r.count }));
}

const countOf = (rows: { state: string; count: number }[], state: string) =>
  rows.find((r) => r.state === state)?.count ?? 0;

/**
 * The title evaluation's part of the home page, by the caller's roles: a declarant's declarations and what comes
 * next; a unit's declarations by state with its quota and the declarations waiting for it; the batch's pipeline
 * by stage for personnel and the school.
 */
export async function titleDashboard(deps: AppDeps, auth: AuthContext, lang: Language): Promise<DashboardPart> {
  const { db } = deps;
  const [actors, batches] = await Promise.all([actorRolesOf(db, auth), currentBatches(db, auth)]);
  const batch = defaultBatch(batches);
  const part: Required<DashboardPart> = { todos: [], figures: [], panels: [] };

  const own = await repo.ownDeclarations(
    db,
    auth.tenantId,
    auth.userId,
    batches.map((b) => b.id),
  );
  if (own.length > 0 || actors.roles.includes("DECLARANT")) {
    part.panels.push({
      kind: "myDeclarations",
      declarations: own.map((d) => ({
        id: d.id,
        batchName: named({ name: d.batchName, nameEn: d.batchNameEn }, lang),
        titleName: named({ name: d.titleName, nameEn: d.titleNameEn }, lang),
        status: d.status,
        statusName: stateName(d.status, lang),
        next: nextOf(d.status),
        comment: d.status === "RETURNED" ? (d.returnScope?.comment ?? null) : null,
        path: `/zcps/userCenter?declaration=${d.id}`,
      })),
    });
    const waiting = own.filter((d) => d.status === "DRAFT" || d.status === "RETURNED").length;
    if (waiting > 0) part.todos.push({ key: "myDeclaration", count: waiting, path: "/zcps/userCenter" });
  }
  if (!batch) return part;
  const batchName = named(batch, lang);

  if (actors.unitIds.length > 0) {
    const [rows, quota] = await Promise.all([
      repo.countsByState(db, auth.tenantId, batch.id, actors.unitIds),
      unitQuotaUse(db, auth.tenantId, batch.id, actors.unitIds),
    ]);
    const admin = actors.roles.includes("UNIT_ADMIN");
    const summary = `/UnitAuditMan/ReporterSummary/${admin ? 1 : 0}`;
    part.panels.push({
      kind: "unit",
      batchName,
      byState: inPipelineOrder(rows, lang),
      quota: quota.map((q) => ({
        level: q.level,
        levelName: levelLabel(q.level, lang),
        allocated: q.allocated,
        used: q.used,
        left: q.left,
      })),
      path: summary,
    } satisfies DashboardPanel);
    part.todos.push({ key: "unitReview", count: countOf(rows, "UNIT_REVIEW"), path: summary });
    if (admin) {
      part.todos.push(
        { key: "unitPublicity", count: countOf(rows, "UNIT_PUBLICITY"), path: "/UnitAuditMan/UnitFomal" },
        { key: "unitRecommend", count: countOf(rows, "UNIT_RECOMMENDATION"), path: "/UnitAuditMan/AuditResult" },
      );
    }
  }

  if (actors.readsAll || actors.roles.some((r) => r === "PERSONNEL" || r === "SCHOOL_ADMIN")) {
    const rows = await repo.countsByState(db, auth.tenantId, batch.id, null);
    const byState = inPipelineOrder(rows, lang);
    part.panels.push({
      kind: "pipeline",
      batchName,
      byState,
      total: byState.reduce((sum, s) => sum + s.count, 0),
      path: "/zcps/declareUser",
    });
  }
  return part;
}
