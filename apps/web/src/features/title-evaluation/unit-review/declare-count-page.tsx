import { DECLARATION_STATES } from "@zcps/contracts/zcps/machine";
import type { DeclareCountRow } from "@zcps/contracts/zcps/unit-review/api";
import { DECLARATION_STATE_LABELS } from "@zcps/contracts/zcps/workflow/api";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import type { ColumnsType } from "antd/es/table";
import Table from "antd/es/table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { UnitBatchFilter } from "../kit/batch-select";
import { Chart } from "../kit/chart";
import { useLabels } from "../kit/declaration-labels";
import { useExportDeclareCount } from "./api/export-declare-count";
import { useDeclareCount } from "./api/get-declare-count";
import { CountDetailDrawer, type CountFilter } from "./components/count-detail-drawer";
import { countMatrix } from "./logic";
import "./unit-review.css";

const stateLabel = (state: string, lang: "zh" | "en") =>
  DECLARATION_STATE_LABELS[state as keyof typeof DECLARATION_STATE_LABELS]?.[lang] ?? state;

/** /UnitAuditMan/DeclareCount: the unit's declarations by title and level per state, totals, a chart and the xlsx. */
export default function DeclareCountPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const labels = useLabels();
  const [batchId, setBatchId] = useState<string>();
  const counts = useDeclareCount(batchId);
  const exporter = useExportDeclareCount();
  const [detail, setDetail] = useState<{ filter: CountFilter; title: string } | null>(null);
  const rows = counts.data ?? [];
  const matrix = useMemo(() => countMatrix(rows, DECLARATION_STATES), [rows]);
  const rowName = (r: DeclareCountRow) => `${labels.named(r.titleName, r.titleNameEn)} · ${labels.level(r.level)}`;

  const cell = (n: number, filter: CountFilter, title: string) =>
    n > 0 ? (
      <Button
        type="link"
        size="small"
        onClick={() => setDetail({ filter: { ...filter, projectTimeId: batchId }, title })}
      >
        {n}
      </Button>
    ) : (
      <span className="unit-muted">0</span>
    );

  const columns: ColumnsType<DeclareCountRow> = [
    {
      title: t("declareUser.col.title"),
      key: "title",
      width: 160,
      fixed: "left",
      render: (_, r) => labels.named(r.titleName, r.titleNameEn),
    },
    { title: t("unitReview.col.level"), dataIndex: "level", width: 110, render: (l: string) => labels.level(l) },
    ...matrix.states.map((state) => ({
      title: stateLabel(state, lang),
      key: state,
      width: lang === "en" ? 150 : 110,
      align: "center" as const,
      render: (_: unknown, r: DeclareCountRow) =>
        cell(
          r.counts[state] ?? 0,
          { titleId: r.titleId, level: r.level, status: state },
          `${rowName(r)} · ${stateLabel(state, lang)}`,
        ),
    })),
    {
      title: t("unitReview.rowTotal"),
      dataIndex: "total",
      width: 90,
      align: "center",
      fixed: "right",
      render: (n: number, r) => cell(n, { titleId: r.titleId, level: r.level }, rowName(r)),
    },
  ];

  // rebuilt with the page: the names follow the language
  const option = {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: "category", data: rows.map(rowName), axisLabel: { interval: 0, width: 120, overflow: "break" } },
    yAxis: { type: "value", minInterval: 1 },
    series: matrix.states.map((state) => ({
      type: "bar",
      stack: "states",
      name: stateLabel(state, lang),
      barMaxWidth: 36,
      data: rows.map((r) => r.counts[state] ?? 0),
    })),
  };

  return (
    <Flex vertical gap={16} className="unit-page">
      <Panel
        title={t("unitReview.countTable")}
        extra={
          <Flex gap={8}>
            <UnitBatchFilter value={batchId} onChange={setBatchId} />
            <Button loading={exporter.isPending} onClick={() => exporter.mutate(batchId)}>
              {t("unitReview.export")}
            </Button>
          </Flex>
        }
      >
        <Table<DeclareCountRow>
          rowKey={(r) => `${r.titleId}:${r.level}`}
          size="middle"
          bordered
          loading={counts.isFetching}
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: t("unitReview.noDeclarations") }}
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
          summary={() =>
            rows.length > 0 && (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>{t("unitReview.columnTotal")}</strong>
                  </Table.Summary.Cell>
                  {matrix.states.map((state, i) => (
                    <Table.Summary.Cell index={i + 2} key={state} align="center">
                      {cell(matrix.columnTotals[state] ?? 0, { status: state }, stateLabel(state, lang))}
                    </Table.Summary.Cell>
                  ))}
                  <Table.Summary.Cell index={matrix.states.length + 2} align="center">
                    {cell(matrix.total, {}, t("unitReview.allDeclarations"))}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )
          }
        />
      </Panel>
      <Panel title={t("unitReview.countChart")}>
        <Chart
          option={option}
          label={t("unitReview.countChart")}
          height={Math.max(300, 40 + rows.length * 8)}
          empty={rows.length === 0}
          emptyText={t("unitReview.noDeclarations")}
          onClick={({ dataIndex, seriesIndex }) => {
            const r = rows[dataIndex];
            const state = matrix.states[seriesIndex ?? 0];
            if (r && state)
              setDetail({
                filter: { titleId: r.titleId, level: r.level, status: state, projectTimeId: batchId },
                title: `${rowName(r)} · ${stateLabel(state, lang)}`,
              });
          }}
        />
      </Panel>
      <CountDetailDrawer filter={detail?.filter ?? null} title={detail?.title ?? ""} onClose={() => setDetail(null)} />
    </Flex>
  );
}
