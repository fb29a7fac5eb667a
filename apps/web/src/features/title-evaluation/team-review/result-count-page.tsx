import type { CaseStatus, OutcomeCount } from "@zcps/contracts/zcps/team-review/api";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Result from "antd/es/result";
import Table, { type ColumnsType } from "antd/es/table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { Chart } from "../kit/chart";
import { useLabels } from "../kit/declaration-labels";
import { useExportOutcomes, useOutcomes } from "./api/get-outcomes";
import { OutcomeCasesDrawer, type OutcomeFilter } from "./components/outcome-cases-drawer";
import { outcomesByUnit } from "./logic";
import { type StageWiring, useStage } from "./stage";
import "./team-review.css";

type Row = OutcomeCount["rows"][number];

const STATUS_COLORS: Partial<Record<CaseStatus, string>> = {
  PENDING: "#bfbfbf",
  CHECKED: "#1677ff",
  DISPUTED: "#fa8c16",
  PASSED: "#52c41a",
  QUALIFIED: "#52c41a",
  RETURNED: "#faad14",
  INELIGIBLE: "#ff4d4f",
  NOT_QUALIFIED: "#ff4d4f",
  LAPSED: "#8c8c8c",
  LEFT: "#d9d9d9",
};

/**
 * /FormalAudit/ResultCount and /PersonnelSynthesis/PersonnelSynthesisResultCount: the stage's outcomes by unit ×
 * title with totals, a chart per unit and the xlsx; a count opens the declarations behind it.
 */
export default function ResultCountPage() {
  const wiring = useStage();
  const { t } = useTranslation();
  if (!wiring) return <Result status="404" title={t("teamUi.unknownPage")} />;
  return <ResultCount key={wiring.stage} wiring={wiring} />;
}

function ResultCount({ wiring }: { wiring: StageWiring }) {
  const { stage, codes } = wiring;
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const labels = useLabels();
  const outcomes = useOutcomes(stage);
  const exporter = useExportOutcomes(stage);
  const [detail, setDetail] = useState<{ filter: OutcomeFilter; title: string } | null>(null);
  const data = outcomes.data;
  const rows = data?.rows ?? [];
  const statuses = data?.statuses ?? [];
  const unitName = (r: Pick<Row, "unitName" | "unitNameEn">) =>
    labels.named(r.unitName, r.unitNameEn) || t("teamUi.noUnit");
  const rowName = (r: Row) => `${unitName(r)} · ${labels.named(r.titleName, r.titleNameEn)}`;

  const cell = (n: number, filter: OutcomeFilter, title: string) =>
    n > 0 ? (
      <Button type="link" size="small" onClick={() => setDetail({ filter, title })}>
        {n}
      </Button>
    ) : (
      <span style={{ color: "rgba(0,0,0,0.35)" }}>0</span>
    );
  const filterOf = (r: Row, status?: CaseStatus): OutcomeFilter => ({
    ...(r.unitId ? { unitId: r.unitId } : {}),
    titleId: r.titleId,
    ...(status ? { status } : {}),
  });

  const columns: ColumnsType<Row> = [
    { title: t("teamUi.col.unit"), key: "unit", width: 160, fixed: "left", render: (_, r) => unitName(r) },
    {
      title: t("teamUi.col.title"),
      key: "title",
      width: 150,
      render: (_, r) => `${labels.named(r.titleName, r.titleNameEn)} · ${labels.level(r.level)}`,
    },
    ...statuses.map((status) => ({
      title: t(`team.status.${status}`),
      key: status,
      width: 100,
      align: "center" as const,
      render: (_: unknown, r: Row) =>
        cell(r.counts[status] ?? 0, filterOf(r, status), `${rowName(r)} · ${t(`team.status.${status}`)}`),
    })),
    {
      title: t("teamUi.rowTotal"),
      dataIndex: "total",
      width: 90,
      align: "center",
      fixed: "right",
      render: (n: number, r) => cell(n, filterOf(r), rowName(r)),
    },
  ];

  const byUnit = useMemo(() => (data ? outcomesByUnit(data) : []), [data]);
  const option = {
    tooltip: { trigger: "axis" },
    legend: { top: 0 },
    grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
    xAxis: {
      type: "category",
      data: byUnit.map((u) => labels.named(u.unitName, u.unitNameEn) || t("teamUi.noUnit")),
      axisLabel: { interval: 0, width: 110, overflow: "break" },
    },
    yAxis: { type: "value", minInterval: 1 },
    series: statuses.map((status) => ({
      type: "bar",
      stack: "outcomes",
      name: t(`team.status.${status}`),
      barMaxWidth: 40,
      itemStyle: STATUS_COLORS[status] ? { color: STATUS_COLORS[status] } : undefined,
      data: byUnit.map((u) => u.counts[status] ?? 0),
    })),
  };

  return (
    <Flex vertical gap={16}>
      <Panel
        title={t("teamUi.outcomeTable")}
        testId="outcome-count"
        extra={
          can(codes.resultExport) && (
            <Button loading={exporter.isPending} onClick={() => exporter.mutate(en ? "en" : "zh")}>
              {t("teamUi.exportXlsx")}
            </Button>
          )
        }
      >
        <Table<Row>
          rowKey={(r) => `${r.unitId ?? ""}:${r.titleId}`}
          size="middle"
          bordered
          loading={outcomes.isFetching}
          columns={columns}
          dataSource={rows}
          pagination={false}
          locale={{ emptyText: t("teamUi.noOutcomes") }}
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
          summary={() =>
            data &&
            rows.length > 0 && (
              <Table.Summary fixed>
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={2}>
                    <strong>{t("teamUi.columnTotal")}</strong>
                  </Table.Summary.Cell>
                  {statuses.map((status, i) => (
                    <Table.Summary.Cell index={i + 2} key={status} align="center">
                      {cell(data.totals[status] ?? 0, { status }, t(`team.status.${status}`))}
                    </Table.Summary.Cell>
                  ))}
                  <Table.Summary.Cell index={statuses.length + 2} align="center">
                    {cell(data.totals.total, {}, t("teamUi.allOutcomes"))}
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              </Table.Summary>
            )
          }
        />
      </Panel>
      <Panel title={t("teamUi.outcomeChart")}>
        <Chart
          option={option}
          label={t("teamUi.outcomeChart")}
          height={340}
          empty={byUnit.length === 0}
          emptyText={t("teamUi.noOutcomes")}
          onClick={({ dataIndex, seriesIndex }) => {
            const unit = byUnit[dataIndex];
            const status = statuses[seriesIndex ?? 0];
            if (unit && status)
              setDetail({
                filter: { ...(unit.unitId ? { unitId: unit.unitId } : {}), status },
                title: `${labels.named(unit.unitName, unit.unitNameEn)} · ${t(`team.status.${status}`)}`,
              });
          }}
        />
      </Panel>
      <OutcomeCasesDrawer
        stage={stage}
        filter={detail?.filter ?? null}
        title={detail?.title ?? ""}
        onClose={() => setDetail(null)}
      />
    </Flex>
  );
}
