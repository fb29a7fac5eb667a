import type { MetricsRouteRow, MetricsSummary } from "@zcps/contracts/metrics";
import Card from "antd/es/card";
import Input from "antd/es/input";
import Statistic from "antd/es/statistic";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type { TFunction } from "i18next";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useMetricsRoutes } from "./api/get-metrics-routes";
import { useMetricsSeries } from "./api/get-metrics-series";
import { useMetricsSummary } from "./api/get-metrics-summary";
import { InstancesTable } from "./components/instances-table";
import { MetricsCharts } from "./components/metrics-charts";
import "./metrics.css";

const MB = 1024 * 1024;
const METHOD_COLORS: Record<string, string> = { GET: "blue", POST: "green", PUT: "orange", DELETE: "red" };

function uptime(seconds: number, t: TFunction): string {
  if (seconds < 60) return t("metrics.duration.seconds", { n: seconds });
  if (seconds < 3600) return t("metrics.duration.minutes", { n: Math.floor(seconds / 60) });
  return t("metrics.duration.hours", { h: Math.floor(seconds / 3600), m: Math.floor((seconds % 3600) / 60) });
}

const ms = (value: number | null | undefined) => (value === null || value === undefined ? "—" : value.toFixed(1));

/** The cards: the newest sample's traffic and latency, the process's memory now, the database pool. */
function SummaryCards({ summary, loading }: { summary: MetricsSummary | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const latest = summary?.latest ?? null;
  const pool = summary?.pool ?? null;
  const window = summary
    ? latest
      ? t("metrics.window", { seconds: summary.sampleSeconds })
      : t("metrics.noSample", { seconds: summary.sampleSeconds })
    : "";
  const cards = [
    {
      key: "rate",
      title: t("metrics.requestRate"),
      value: latest ? latest.requestsPerSecond.toFixed(2) : "—",
      suffix: t("metrics.unit.perSecond"),
      note: window,
    },
    {
      key: "errors",
      title: t("metrics.errorRate"),
      value: latest?.errorRate === null || !latest ? "—" : (latest.errorRate * 100).toFixed(2),
      suffix: "%",
      note: window,
    },
    { key: "p95", title: t("metrics.p95"), value: ms(latest?.p95Ms), suffix: t("metrics.unit.ms"), note: window },
    {
      key: "loop",
      title: t("metrics.eventLoop"),
      value: ms(latest?.eventLoopDelayMs),
      suffix: t("metrics.unit.ms"),
      note: window,
    },
    {
      key: "heap",
      title: t("metrics.heap"),
      value: summary ? (summary.memory.heapUsedBytes / MB).toFixed(1) : "—",
      suffix: t("metrics.unit.mb"),
      note: summary ? `/ ${(summary.memory.heapTotalBytes / MB).toFixed(1)} ${t("metrics.unit.mb")}` : "",
    },
    {
      key: "rss",
      title: t("metrics.rss"),
      value: summary ? (summary.memory.rssBytes / MB).toFixed(1) : "—",
      suffix: t("metrics.unit.mb"),
      note: "",
    },
    {
      key: "pool",
      title: t("metrics.pool"),
      value: pool ? `${pool.total - pool.idle} / ${pool.max}` : "—",
      suffix: "",
      note: pool
        ? t("metrics.poolUse", { used: pool.total - pool.idle, max: pool.max, idle: pool.idle, waiting: pool.waiting })
        : t("metrics.noPool"),
    },
  ];
  return (
    <div className="metrics-cards" data-testid="metrics-cards">
      {cards.map((card) => (
        <Card size="small" key={card.key} data-testid={`metrics-card-${card.key}`}>
          <Statistic title={card.title} value={card.value} suffix={card.suffix} loading={loading} />
          <Typography.Text type="secondary">{card.note}</Typography.Text>
        </Card>
      ))}
    </div>
  );
}

const byNumber = (pick: (row: MetricsRouteRow) => number | null) => (a: MetricsRouteRow, b: MetricsRouteRow) =>
  (pick(a) ?? -1) - (pick(b) ?? -1);

/**
 * /monitorManager/serviceMonitorManager: every live instance's figures and their total, then this instance's request
 * rate, errors, latency, event loop and memory.
 */
export default function MetricsPage() {
  const { t } = useTranslation();
  const summary = useMetricsSummary();
  const series = useMetricsSeries();
  const routes = useMetricsRoutes();
  const data = summary.data;
  const [routeFilter, setRouteFilter] = useState("");
  const shownRoutes = useMemo(() => {
    const wanted = routeFilter.trim().toLowerCase();
    const rows = routes.data ?? [];
    return wanted ? rows.filter((row) => row.route.toLowerCase().includes(wanted)) : rows;
  }, [routes.data, routeFilter]);

  const columns: ColumnsType<MetricsRouteRow> = [
    {
      title: t("metrics.col.method"),
      dataIndex: "method",
      width: 90,
      render: (method: string) => <Tag color={METHOD_COLORS[method] ?? "default"}>{method}</Tag>,
    },
    { title: t("metrics.col.route"), dataIndex: "route", ellipsis: true },
    {
      title: t("metrics.col.requests"),
      dataIndex: "requests",
      width: 110,
      align: "right",
      sorter: byNumber((r) => r.requests),
    },
    {
      title: t("metrics.col.rate"),
      dataIndex: "requestsPerSecond",
      width: 110,
      align: "right",
      sorter: byNumber((r) => r.requestsPerSecond),
      render: (rate: number) => rate.toFixed(3),
    },
    {
      title: t("metrics.col.errors"),
      key: "errors",
      width: 100,
      align: "right",
      render: (_: unknown, row) => `${row.serverErrors} / ${row.clientErrors}`,
    },
    {
      title: t("metrics.col.errorRate"),
      dataIndex: "errorRate",
      width: 100,
      align: "right",
      sorter: byNumber((r) => r.errorRate),
      render: (rate: number) => `${(rate * 100).toFixed(2)}%`,
    },
    { title: t("metrics.col.p50"), dataIndex: "p50Ms", width: 100, align: "right", render: ms },
    {
      title: t("metrics.col.p95"),
      dataIndex: "p95Ms",
      width: 100,
      align: "right",
      sorter: byNumber((r) => r.p95Ms),
      render: ms,
    },
    {
      title: t("metrics.col.p99"),
      dataIndex: "p99Ms",
      width: 100,
      align: "right",
      sorter: byNumber((r) => r.p99Ms),
      render: ms,
    },
  ];

  return (
    <div className="metrics">
      <div>
        {data && (
          <Typography.Text strong data-testid="metrics-instance">
            {t("metrics.instance", {
              host: data.instance.hostname,
              pid: data.instance.pid,
              node: data.instance.nodeVersion,
              uptime: uptime(data.instance.uptimeSeconds, t),
            })}
          </Typography.Text>
        )}
        <div>
          <Typography.Text type="secondary">{t("metrics.scope")}</Typography.Text>
        </div>
        {data && (
          <Typography.Text type="secondary">
            {t("metrics.totals", {
              requests: data.totals.requests,
              serverErrors: data.totals.serverErrors,
              clientErrors: data.totals.clientErrors,
            })}
          </Typography.Text>
        )}
      </div>
      <InstancesTable instances={data?.instances} loading={summary.isLoading} />
      <SummaryCards summary={data} loading={summary.isLoading} />
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("metrics.lastHour")}
      </Typography.Title>
      <MetricsCharts points={series.data?.points ?? []} />
      <Panel
        title={t("metrics.routes")}
        testId="metrics-routes"
        extra={
          <Input
            allowClear
            style={{ width: 260 }}
            placeholder={t("metrics.filterRoute")}
            aria-label={t("metrics.filterRoute")}
            value={routeFilter}
            onChange={(e) => setRouteFilter(e.target.value)}
          />
        }
      >
        <Table<MetricsRouteRow>
          rowKey={(row) => `${row.method} ${row.route}`}
          size="small"
          columns={columns}
          dataSource={shownRoutes}
          loading={routes.isLoading}
          pagination={{ pageSize: 20, showSizeChanger: false }}
        />
      </Panel>
    </div>
  );
}
