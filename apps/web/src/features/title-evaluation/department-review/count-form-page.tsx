import { DEPARTMENT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/department-review/elements";
import { DEPARTMENT_PAGES } from "@zcps/contracts/zcps/department-review/material-pages";
import type { CountFigures, CountFormRow } from "@zcps/contracts/zcps/department-review/supervision";
import Button from "antd/es/button";
import Table, { type ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { pickName } from "../../../lib/use-local-name";
import { useCountForm, useExportCountForm } from "./api/get-count-form";

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

/**
 * /bcsh/AuditCountForm and /bbccksh/AuditCountForm: items per department and material page by verdict, with the
 * appeals by outcome and a totals row; xlsx export.
 */
export default function CountFormPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const form = useCountForm();
  const exportForm = useExportCountForm();
  const pageName = new Map(DEPARTMENT_PAGES.map((p) => [p.code, en ? p.en : p.zh]));
  const canExport =
    can(DEPARTMENT_REVIEW_ELEMENTS.countFormExport) || can(DEPARTMENT_REVIEW_ELEMENTS.appealCountFormExport);
  const rows = form.data?.rows ?? [];
  const spans = rows.map((r, i) => {
    if (i > 0 && rows[i - 1]?.departId === r.departId) return 0;
    let n = 1;
    while (rows[i + n]?.departId === r.departId) n += 1;
    return n;
  });
  const columns: ColumnsType<CountFormRow> = [
    {
      title: t("departUi.col.department"),
      dataIndex: "departName",
      width: 130,
      fixed: "left",
      // one cell per department over its material pages (the rows come grouped by department)
      onCell: (_, index = 0) => ({ rowSpan: spans[index] ?? 1 }),
      render: (_, r) => pickName(en, r.departName, r.departNameEn),
    },
    { title: t("departUi.col.page"), dataIndex: "page", width: 140, render: (p: string) => pageName.get(p) ?? p },
    ...FIGURES.map((f) => ({ title: t(`departUi.fig.${f}`), dataIndex: f, width: 100, align: "right" as const })),
  ];
  const totals = form.data?.totals;
  return (
    <Panel
      title={t("departUi.countForm")}
      testId="count-form"
      extra={
        canExport && (
          <Button loading={exportForm.isPending} onClick={() => exportForm.mutate(en ? "en" : "zh")}>
            {t("departUi.exportXlsx")}
          </Button>
        )
      }
    >
      <Table<CountFormRow>
        rowKey={(r) => `${r.departId}|${r.page}`}
        size="small"
        bordered
        pagination={false}
        loading={form.isFetching}
        dataSource={form.data?.rows}
        columns={columns}
        scroll={{ x: "max-content" }}
        locale={{ emptyText: t("departUi.nothingYet") }}
        summary={() =>
          totals && (form.data?.rows.length ?? 0) > 0 ? (
            <Table.Summary.Row className="count-totals">
              <Table.Summary.Cell index={0} colSpan={2}>
                <strong>{t("departUi.totals")}</strong>
              </Table.Summary.Cell>
              {FIGURES.map((f, i) => (
                <Table.Summary.Cell key={f} index={i + 2} align="right">
                  <strong>{totals[f]}</strong>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </Panel>
  );
}
