import type { Language } from "@zcps/contracts/messages";
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  APPLICATION_TRACK_LABELS,
  APPLICATION_TRACKS,
  type ApplicationCounts,
  type ApplicationStatistics,
  type ApplicationStatus,
  type ApplicationTrack,
} from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ELEMENTS } from "@zcps/contracts/zcps/applications/elements";
import ExcelJS from "exceljs";
import type { AppDeps } from "../../../platform/deps";
import * as repo from "./repo";
import type { Caller } from "./views";

const zero = (): ApplicationCounts => ({ SUBMITTED: 0, ASSIGNED: 0, APPROVED: 0, REJECTED: 0, total: 0 });

/** AuditStatistics: the tenant's applications by track × status and per reviewer, in one batch (or all), and as xlsx. */
export function createStatisticsService({ db }: Pick<AppDeps, "db">) {
  async function statistics(caller: Caller, query: { projectTimeId?: string }): Promise<ApplicationStatistics> {
    const filter = { tenantId: caller.tenantId, projectTimeId: query.projectTimeId };
    const [byTrack, byReviewer, reviewers] = await Promise.all([
      repo.countsBy(db, filter, "track"),
      repo.countsBy(db, filter, "reviewer"),
      repo.usersHoldingElement(db, caller.tenantId, APPLICATION_ELEMENTS.decide),
    ]);
    const totals = zero();
    const tracks = APPLICATION_TRACKS.map((track) => {
      const counts = zero();
      for (const r of byTrack.filter((x) => x.key === track)) {
        counts[r.status as ApplicationStatus] += r.n;
        counts.total += r.n;
        totals[r.status as ApplicationStatus] += r.n;
        totals.total += r.n;
      }
      return { track, ...counts };
    });
    // every reviewer one may allocate to, and anyone else who still holds or decided applications
    const names = new Map(reviewers.map((r) => [r.userId, r.name]));
    const others = byReviewer.map((r) => r.key).filter((id): id is string => !!id && !names.has(id));
    for (const id of new Set(others)) names.set(id, await repo.userName(db, id));
    const perReviewer = [...names].map(([userId, name]) => {
      const mine = byReviewer.filter((x) => x.key === userId);
      const n = (status: ApplicationStatus) => mine.filter((x) => x.status === status).reduce((s, x) => s + x.n, 0);
      const row = { userId, name, open: n("ASSIGNED"), approved: n("APPROVED"), rejected: n("REJECTED") };
      return { ...row, total: row.open + row.approved + row.rejected };
    });
    return { projectTimeId: query.projectTimeId ?? null, byTrack: tracks, byReviewer: perReviewer, totals };
  }

  return {
    statistics,

    async exportStatistics(caller: Caller, query: { projectTimeId?: string }, lang: Language) {
      const figures = await statistics(caller, query);
      const en = lang === "en";
      const workbook = new ExcelJS.Workbook();
      const byTrack = workbook.addWorksheet(en ? "By track" : "按类别", { views: [{ state: "frozen", ySplit: 1 }] });
      byTrack.columns = [
        { key: "track", header: en ? "Track" : "申请类别", width: 26 },
        ...APPLICATION_STATUSES.map((s) => ({ key: s, header: APPLICATION_STATUS_LABELS[s][lang], width: 16 })),
        { key: "total", header: en ? "Total" : "合计", width: 10 },
      ];
      byTrack.getRow(1).font = { bold: true };
      for (const r of figures.byTrack)
        byTrack.addRow({ ...r, track: APPLICATION_TRACK_LABELS[r.track as ApplicationTrack][lang] });
      byTrack.addRow({ ...figures.totals, track: en ? "Total" : "合计" }).font = { bold: true };
      const byReviewer = workbook.addWorksheet(en ? "By reviewer" : "按审核人", {
        views: [{ state: "frozen", ySplit: 1 }],
      });
      byReviewer.columns = [
        { key: "name", header: en ? "Reviewer" : "审核人", width: 18 },
        { key: "open", header: APPLICATION_STATUS_LABELS.ASSIGNED[lang], width: 16 },
        { key: "approved", header: APPLICATION_STATUS_LABELS.APPROVED[lang], width: 12 },
        { key: "rejected", header: APPLICATION_STATUS_LABELS.REJECTED[lang], width: 12 },
        { key: "total", header: en ? "Total" : "合计", width: 10 },
      ];
      byReviewer.getRow(1).font = { bold: true };
      for (const r of figures.byReviewer) byReviewer.addRow(r);
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  };
}
