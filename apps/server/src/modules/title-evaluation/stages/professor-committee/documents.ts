import { type Language, translate } from "@zcps/contracts/messages";
import type { CommitteeTallyRow, ProfessorCount, ProfessorCountRow } from "@zcps/contracts/zcps/professor/api";
import { PROFESSOR_ELEMENTS } from "@zcps/contracts/zcps/professor/element-codes";
import ExcelJS from "exceljs";
import type { TableCell } from "pdfmake/interfaces";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { badRequest } from "../../../../platform/errors";
import { createDocument, HEAD_FILL, streamBytes, THIN_LINES, wallClock } from "../../kit";
import { levelLabel, resolveBatch } from "../../shared";
import { committeeRule, memberCaller, ruleText } from "./committee";
import * as repo from "./repo";

/**
 * The professor committee's documents: the result sheet of a confirmed round (PDF, CJK font embedded, with the
 * chair's signature line) and the statistics per unit and level (JSWYHUserDeclareCountNew) with their xlsx. A member
 * counts their own unit; personnel every unit.
 */
export function createDocumentService({ db, config }: Pick<AppDeps, "db" | "config">) {
  async function count(auth: AuthContext, projectTimeId?: string): Promise<ProfessorCount> {
    const personnel = auth.isSuperAdmin || auth.codes.has(PROFESSOR_ELEMENTS.resultsView);
    const { batch, unitIds } = personnel
      ? { batch: await resolveBatch(db, auth, projectTimeId), unitIds: undefined }
      : await memberCaller(db, auth, projectTimeId).then((c) => ({ batch: c.batch, unitIds: [c.unitId] }));
    const put = await repo.putDeclarations(db, auth.tenantId, batch.id, unitIds ? { unitIds } : {});
    const outcomes = await repo.committeeOutcomes(
      db,
      put.map((d) => d.declarationId),
    );
    const names = new Map((await repo.unitNames(db, [...new Set(put.map((d) => d.unitId))])).map((u) => [u.id, u]));
    const rows = new Map<string, ProfessorCountRow>();
    for (const d of put) {
      const key = `${d.unitId}\u0000${d.level}`;
      const unit = names.get(d.unitId);
      const row = rows.get(key) ?? {
        unitId: d.unitId,
        unitName: unit?.name ?? "",
        unitNameEn: unit?.nameEn ?? null,
        level: d.level as ProfessorCountRow["level"],
        total: 0,
        awaiting: 0,
        recommended: 0,
        notRecommended: 0,
      };
      row.total += 1;
      const outcome = d.status === "PROFESSOR_COMMITTEE" ? null : outcomes.get(d.declarationId);
      if (d.status === "PROFESSOR_COMMITTEE") row.awaiting += 1;
      else if (outcome === "committeeRecommend") row.recommended += 1;
      else if (outcome === "committeeNotRecommend") row.notRecommended += 1;
      rows.set(key, row);
    }
    const order = [...names.keys()];
    const list = [...rows.values()].sort(
      (a, b) => order.indexOf(a.unitId) - order.indexOf(b.unitId) || a.level.localeCompare(b.level),
    );
    const sum = (k: "total" | "awaiting" | "recommended" | "notRecommended") => list.reduce((s, r) => s + r[k], 0);
    return {
      projectTimeId: batch.id,
      rows: list,
      totals: {
        total: sum("total"),
        awaiting: sum("awaiting"),
        recommended: sum("recommended"),
        notRecommended: sum("notRecommended"),
      },
    };
  }

  return {
    count,

    async countXlsx(auth: AuthContext, projectTimeId: string | undefined, lang: Language): Promise<Buffer> {
      const t = (key: string) => translate(`professorCount.${key}`, lang);
      const data = await count(auth, projectTimeId);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet(t("sheet"), { views: [{ state: "frozen", ySplit: 1 }] });
      sheet.columns = [
        { header: t("unit"), key: "unit", width: 28 },
        { header: t("level"), key: "level", width: 16 },
        { header: t("total"), key: "total", width: 16 },
        { header: t("awaiting"), key: "awaiting", width: 12 },
        { header: t("recommended"), key: "recommended", width: 12 },
        { header: t("notRecommended"), key: "notRecommended", width: 16 },
      ];
      sheet.getRow(1).font = { bold: true };
      for (const r of data.rows)
        sheet.addRow({
          ...r,
          unit: (lang === "en" ? r.unitNameEn : null) || r.unitName,
          level: levelLabel(r.level, lang),
        });
      const totals = sheet.addRow({ unit: t("totals"), ...data.totals });
      totals.font = { bold: true };
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

    /** The result sheet of the unit committee's last confirmed round. */
    async resultPdf(auth: AuthContext, unitId: string, projectTimeId: string | undefined, lang: Language) {
      const batch = await resolveBatch(db, auth, projectTimeId);
      const confirmed = (await repo.rounds(db, batch.id, unitId)).find((r) => r.state === "CONFIRMED");
      if (!confirmed) throw badRequest("professor.notConfirmed");
      const [unit] = await repo.unitNames(db, [unitId]);
      const { rule, ratio } = await committeeRule(db, auth.tenantId);
      const t = (key: string, values?: Record<string, string | number>) =>
        translate(`professorPdf.${key}`, lang, values);
      const unitName = (lang === "en" ? unit?.nameEn : null) || unit?.name || "";
      const rows = (confirmed.result as CommitteeTallyRow[] | null) ?? [];
      const at = confirmed.decidedAt ? wallClock(confirmed.decidedAt, config.TIME_ZONE) : "";
      const head = (key: string): TableCell => ({ text: t(key), bold: true, fillColor: HEAD_FILL });
      const info = (key: string, value: string | number): TableCell[] => [head(key), { text: String(value) }];
      const figure = (value: string | number): TableCell => ({ text: String(value), alignment: "center" });
      const stream = await createDocument({
        pageSize: "A4",
        pageOrientation: "landscape",
        pageMargins: [36, 40, 36, 40],
        info: { title: t("title", { unit: unitName }) },
        content: [
          {
            text: t("title", { unit: unitName }),
            fontSize: 16,
            bold: true,
            alignment: "center",
            margin: [0, 0, 0, 12],
          },
          {
            table: {
              widths: [70, "*", 70, "*", 70, "*"],
              body: [
                [
                  ...info("batch", (lang === "en" ? batch.nameEn : null) || batch.name),
                  ...info("round", confirmed.round),
                  ...info("confirmedAt", at),
                ],
                [
                  ...info("members", confirmed.members ?? ""),
                  ...info(
                    "submitted",
                    rows[0] ? rows[0].agree + rows[0].disagree + rows[0].abstain + rows[0].blank : 0,
                  ),
                  ...info("rule", ruleText(rule, ratio, lang)),
                ],
              ],
            },
            layout: THIN_LINES,
            margin: [0, 0, 0, 12],
          },
          {
            table: {
              headerRows: 1,
              widths: [34, 70, 62, "*", 66, 66, 48, 42, 84],
              body: [
                ["rank", "name", "employeeNo", "titleName", "agree", "disagree", "abstain", "blank", "verdict"].map(
                  head,
                ),
                ...rows.map((r): TableCell[] => [
                  figure(r.rank ?? "—"),
                  r.staffName,
                  r.employeeNo,
                  (lang === "en" ? r.titleNameEn : null) || r.titleName,
                  figure(r.agree),
                  figure(r.disagree),
                  figure(r.abstain),
                  figure(r.blank),
                  { text: t(`verdict.${r.verdict}`), bold: r.verdict === "PASS" },
                ]),
              ],
            },
            layout: THIN_LINES,
          },
          {
            columns: [
              { text: t("signature"), margin: [0, 36, 0, 0] },
              { text: t("date"), margin: [0, 36, 0, 0] },
            ],
          },
        ],
        defaultStyle: { fontSize: 10 },
      });
      return { body: await streamBytes(stream), unitName, round: confirmed.round };
    },
  };
}

export type ProfessorDocumentService = ReturnType<typeof createDocumentService>;
