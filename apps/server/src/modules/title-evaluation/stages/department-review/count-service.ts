import type { Language } from "@zcps/contracts/messages";
import { DEPARTMENT_PAGES, pageOfMaterialType } from "@zcps/contracts/zcps/department-review/material-pages";
import type {
  CountFigures,
  CountForm,
  CountFormRow,
  DepartmentDeclarantCount,
} from "@zcps/contracts/zcps/department-review/supervision";
import ExcelJS from "exceljs";
import type { AuthContext } from "../../../../platform/auth";
import type { AppDeps } from "../../../../platform/deps";
import { stateName } from "../../declarations";
import { levelLabel } from "../../shared";
import * as repo from "./supervision-repo";
import { supervisionScope } from "./supervision-scope";

const FIGURES: (keyof CountFigures)[] = [
  "total",
  "verified",
  "notRecognized",
  "returned",
  "pending",
  "appealsOpen",
  "appealsUpheld",
  "appealsOverturned",
];

const FIGURE_HEADERS: Record<keyof CountFigures, [string, string]> = {
  total: ["材料总数", "Items"],
  verified: ["已认定", "Verified"],
  notRecognized: ["不予认定", "Not recognised"],
  returned: ["退回修改", "Returned"],
  pending: ["待审核", "Pending"],
  appealsOpen: ["申诉待答复", "Appeals open"],
  appealsUpheld: ["申诉维持", "Appeals upheld"],
  appealsOverturned: ["申诉改判", "Appeals overturned"],
};

const zero = (): CountFigures => Object.fromEntries(FIGURES.map((f) => [f, 0])) as CountFigures;

const addTo = (sum: CountFigures, cell: CountFigures) => {
  for (const f of FIGURES) sum[f] += cell[f];
  return sum;
};

function workbookOf(title: string, columns: { key: string; header: string; width: number }[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(title, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns;
  sheet.getRow(1).font = { bold: true };
  return { workbook, sheet };
}

/** The count form (per department × material page, with totals) and the declarant statistics, and their xlsx. */
export function createDepartmentCountService({ db }: Pick<AppDeps, "db">) {
  async function countForm(
    auth: AuthContext,
    query: { projectTimeId?: string; departId?: string },
  ): Promise<CountForm> {
    const scope = await supervisionScope(db, auth, query);
    const [items, appeals] = await Promise.all([repo.countCells(db, scope), repo.appealCells(db, scope)]);
    const cells = new Map<string, CountFormRow>();
    const cellOf = (departId: string, materialType: string) => {
      const page = pageOfMaterialType(materialType)?.code ?? materialType;
      const key = `${departId}|${page}`;
      let cell = cells.get(key);
      if (!cell) {
        cell = { departId, departName: "", departNameEn: "", page, ...zero() };
        cells.set(key, cell);
      }
      return cell;
    };
    for (const r of items) {
      const cell = cellOf(r.departId, r.materialType);
      cell.total += r.total;
      cell.verified += r.verified;
      cell.notRecognized += r.notRecognized;
      cell.returned += r.returned;
      cell.pending += r.pending;
    }
    for (const r of appeals) {
      const cell = cellOf(r.departId, r.materialType);
      cell.appealsOpen += r.open;
      cell.appealsUpheld += r.upheld;
      cell.appealsOverturned += r.overturned;
    }
    const names = new Map(
      (await repo.departNames(db, auth.tenantId, [...new Set([...cells.values()].map((c) => c.departId))])).map((d) => [
        d.id,
        d,
      ]),
    );
    const pageOrder = new Map(DEPARTMENT_PAGES.map((p, i) => [p.code, i]));
    const rows = [...cells.values()]
      .map((c) => ({
        ...c,
        departName: names.get(c.departId)?.name ?? c.departId,
        departNameEn: names.get(c.departId)?.nameEn || names.get(c.departId)?.name || c.departId,
      }))
      .sort(
        (a, b) =>
          a.departName.localeCompare(b.departName, "zh") ||
          (pageOrder.get(a.page) ?? 99) - (pageOrder.get(b.page) ?? 99),
      );
    return { projectTimeId: scope.projectTimeId, rows, totals: rows.reduce(addTo, zero()) };
  }

  async function declarants(
    auth: AuthContext,
    query: { projectTimeId?: string; departId?: string },
  ): Promise<DepartmentDeclarantCount> {
    const scope = await supervisionScope(db, auth, query);
    const [byState, byLevel, perDepartment, figures] = await Promise.all([
      repo.declarantsBy(db, scope, "status"),
      repo.declarantsBy(db, scope, "level"),
      repo.declarantsPerDepartment(db, scope),
      repo.departmentFigures(db, scope),
    ]);
    const names = new Map(
      (
        await repo.departNames(
          db,
          auth.tenantId,
          perDepartment.map((d) => d.departId),
        )
      ).map((d) => [d.id, d]),
    );
    const figuresOf = new Map(figures.map((f) => [f.departId, f]));
    return {
      projectTimeId: scope.projectTimeId,
      total: byState.reduce((n, r) => n + r.n, 0),
      byState: byState.map((r) => ({ status: r.key, count: r.n })),
      byLevel: byLevel.map((r) => ({ level: r.key, count: r.n })),
      byDepartment: perDepartment
        .map((d) => {
          const f = figuresOf.get(d.departId);
          const named = names.get(d.departId);
          return {
            departId: d.departId,
            name: named?.name ?? d.departId,
            nameEn: named?.nameEn || named?.name || d.departId,
            declarants: d.n,
            verified: f?.verified ?? 0,
            notRecognized: f?.notRecognized ?? 0,
            returned: f?.returned ?? 0,
            pending: f?.pending ?? 0,
          };
        })
        .sort((a, b) => a.name.localeCompare(b.name, "zh")),
    };
  }

  return {
    countForm,
    declarants,

    async exportCountForm(auth: AuthContext, query: { projectTimeId?: string; departId?: string }, lang: Language) {
      const form = await countForm(auth, query);
      const en = lang === "en";
      const pageName = new Map(DEPARTMENT_PAGES.map((p) => [p.code, en ? p.en : p.zh]));
      const { workbook, sheet } = workbookOf(en ? "Review count" : "审核统计表", [
        { key: "depart", header: en ? "Department" : "职能部门", width: 20 },
        { key: "page", header: en ? "Material" : "材料类别", width: 18 },
        ...FIGURES.map((f) => ({ key: f, header: FIGURE_HEADERS[f][en ? 1 : 0], width: 13 })),
      ]);
      for (const r of form.rows)
        sheet.addRow({
          depart: en ? r.departNameEn : r.departName,
          page: pageName.get(r.page) ?? r.page,
          ...Object.fromEntries(FIGURES.map((f) => [f, r[f]])),
        });
      sheet.addRow({ depart: en ? "Total" : "合计", ...form.totals }).font = { bold: true };
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },

    async exportDeclarants(auth: AuthContext, query: { projectTimeId?: string; departId?: string }, lang: Language) {
      const count = await declarants(auth, query);
      const en = lang === "en";
      const { workbook, sheet } = workbookOf(en ? "Declarants" : "申报人统计", [
        { key: "depart", header: en ? "Department" : "职能部门", width: 20 },
        { key: "declarants", header: en ? "Declarants" : "申报人数", width: 12 },
        { key: "verified", header: FIGURE_HEADERS.verified[en ? 1 : 0], width: 12 },
        { key: "notRecognized", header: FIGURE_HEADERS.notRecognized[en ? 1 : 0], width: 14 },
        { key: "returned", header: FIGURE_HEADERS.returned[en ? 1 : 0], width: 12 },
        { key: "pending", header: FIGURE_HEADERS.pending[en ? 1 : 0], width: 12 },
      ]);
      for (const d of count.byDepartment) sheet.addRow({ ...d, depart: en ? d.nameEn : d.name });
      sheet.addRow([]);
      sheet.addRow([en ? "State" : "申报状态", en ? "Declarants" : "人数"]).font = { bold: true };
      for (const s of count.byState) sheet.addRow([stateName(s.status, lang), s.count]);
      sheet.addRow([]);
      sheet.addRow([en ? "Level" : "级别", en ? "Declarants" : "人数"]).font = { bold: true };
      for (const l of count.byLevel) sheet.addRow([levelLabel(l.level, lang), l.count]);
      sheet.addRow([en ? "Total" : "合计", count.total]).font = { bold: true };
      return Buffer.from(await workbook.xlsx.writeBuffer());
    },
  };
}
