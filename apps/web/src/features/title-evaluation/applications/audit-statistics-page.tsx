import {
  APPLICATION_STATUSES,
  type ApplicationStatistics,
  type ApplicationStatus,
} from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ELEMENTS } from "@zcps/contracts/zcps/applications/elements";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Table, { type ColumnsType } from "antd/es/table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import type { ChartOption } from "../../../lib/echart";
import { ChoiceFilter } from "../../../lib/list-page";
import { pickName } from "../../../lib/use-local-name";
import { Chart } from "../kit/chart";
import { useApplicationBatches } from "./api/get-batches";
import { useExportStatistics, useStatistics } from "./api/get-statistics";
import { useApplicationLabels } from "./components/labels";

const STATUS_COLORS: Record<ApplicationStatus, string> = {
  SUBMITTED: "#bfbfbf",
  ASSIGNED: "#1677ff",
  APPROVED: "#52c41a",
  REJECTED: "#ff4d4f",
};

type TrackRow = ApplicationStatistics["byTrack"][number];
type ReviewerRow = ApplicationStatistics["byReviewer"][number];

/**
 * /ApplicationReview/AuditStatistics: the school's applications by track × status (a stacked chart and a table with
 * totals) and per reviewer, in one batch or all; xlsx export.
 */
export default function AuditStatisticsPage() {
  const { t } = useTranslation();
  const labels = useApplicationLabels();
  const en = labels.lang === "en";
  const can = useCan();
  const batches = useApplicationBatches();
  const [projectTimeId, setProjectTimeId] = useState<string | undefined>();
  const stats = useStatistics(projectTimeId);
  const exportStats = useExportStatistics();
  const data = stats.data;

  const option = useMemo<ChartOption | null>(() => {
    if (!data) return null;
    return {
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: "category", data: data.byTrack.map((r) => labels.track(r.track)), axisLabel: { interval: 0 } },
      yAxis: { type: "value", minInterval: 1 },
      series: APPLICATION_STATUSES.map((s) => ({
        type: "bar",
        stack: "applications",
        name: labels.status(s),
        barMaxWidth: 48,
        itemStyle: { color: STATUS_COLORS[s] },
        data: data.byTrack.map((r) => r[s]),
      })),
    };
  }, [data, labels]);

  const trackColumns: ColumnsType<TrackRow> = [
    { title: t("appReview.col.track"), dataIndex: "track", width: 200, render: labels.track },
    ...APPLICATION_STATUSES.map((s) => ({
      title: labels.status(s),
      dataIndex: s,
      width: 130,
      align: "right" as const,
    })),
    { title: t("appReview.stats.total"), dataIndex: "total", width: 100, align: "right" },
  ];
  const reviewerColumns: ColumnsType<ReviewerRow> = [
    { title: t("appReview.col.reviewer"), dataIndex: "name", width: 160 },
    { title: t("appReview.stats.open"), dataIndex: "open", width: 120, align: "right" },
    { title: labels.status("APPROVED"), dataIndex: "approved", width: 120, align: "right" },
    { title: labels.status("REJECTED"), dataIndex: "rejected", width: 120, align: "right" },
    { title: t("appReview.stats.total"), dataIndex: "total", width: 100, align: "right" },
  ];

  return (
    <Flex vertical gap={16}>
      <Panel
        title={t("appReview.stats.title")}
        testId="application-statistics"
        extra={
          <Flex gap={8} align="center">
            <ChoiceFilter<string>
              value={projectTimeId}
              onChange={setProjectTimeId}
              options={(batches.data ?? []).map((b) => ({ value: b.id, label: pickName(en, b.name, b.nameEn) }))}
              placeholder={t("appReview.allBatches")}
              width={180}
            />
            {can(APPLICATION_ELEMENTS.statisticsExport) && (
              <Button
                loading={exportStats.isPending}
                onClick={() => exportStats.mutate({ lang: labels.lang, projectTimeId })}
              >
                {t("appReview.exportXlsx")}
              </Button>
            )}
          </Flex>
        }
      >
        {option && (
          <Chart
            option={option}
            label={t("appReview.stats.chart")}
            height={300}
            empty={(data?.totals.total ?? 0) === 0}
            emptyText={t("appReview.nothingYet")}
          />
        )}
      </Panel>
      <Panel title={t("appReview.stats.byTrack")} testId="statistics-by-track">
        <Table<TrackRow>
          rowKey="track"
          size="small"
          bordered
          pagination={false}
          loading={stats.isFetching}
          dataSource={data?.byTrack}
          columns={trackColumns}
          scroll={{ x: "max-content" }}
          summary={() =>
            data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <strong>{t("appReview.stats.total")}</strong>
                </Table.Summary.Cell>
                {[...APPLICATION_STATUSES, "total" as const].map((k, i) => (
                  <Table.Summary.Cell key={k} index={i + 1} align="right">
                    <strong>{data.totals[k]}</strong>
                  </Table.Summary.Cell>
                ))}
              </Table.Summary.Row>
            ) : null
          }
        />
      </Panel>
      <Panel title={t("appReview.stats.byReviewer")} testId="statistics-by-reviewer">
        <Table<ReviewerRow>
          rowKey="userId"
          size="small"
          bordered
          pagination={false}
          loading={stats.isFetching}
          dataSource={data?.byReviewer}
          columns={reviewerColumns}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: t("appReview.nothingYet") }}
        />
      </Panel>
    </Flex>
  );
}
