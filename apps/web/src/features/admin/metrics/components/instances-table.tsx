import type { MetricsFigures, MetricsInstanceRow, MetricsInstances } from "@zcps/contracts/metrics";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";

const MB = 1024 * 1024;
const dash = "—";
const fixed = (value: number | null, digits: number) => (value === null ? dash : value.toFixed(digits));
const mb = (bytes: number | null) => (bytes === null ? dash : (bytes / MB).toFixed(1));
const percent = (rate: number | null) => (rate === null ? dash : `${(rate * 100).toFixed(2)}%`);

/** The figure columns, read the same way from an instance's row and from the total. */
const FIGURES: { key: string; title: string; show: (figures: MetricsFigures) => string }[] = [
  { key: "rate", title: "metrics.col.rate", show: (f) => fixed(f.requestsPerSecond, 2) },
  { key: "errorRate", title: "metrics.col.errorRate", show: (f) => percent(f.errorRate) },
  { key: "p50", title: "metrics.col.p50", show: (f) => fixed(f.p50Ms, 1) },
  { key: "p95", title: "metrics.col.p95", show: (f) => fixed(f.p95Ms, 1) },
  { key: "p99", title: "metrics.col.p99", show: (f) => fixed(f.p99Ms, 1) },
  { key: "loop", title: "metrics.col.eventLoop", show: (f) => fixed(f.eventLoopDelayMs, 1) },
  { key: "heap", title: "metrics.col.heap", show: (f) => mb(f.heapUsedBytes) },
  { key: "rss", title: "metrics.col.rss", show: (f) => mb(f.rssBytes) },
  {
    key: "pool",
    title: "metrics.col.pool",
    show: (f) => (f.pool ? `${f.pool.total - f.pool.idle} / ${f.pool.max}` : dash),
  },
  {
    key: "requests",
    title: "metrics.col.requestsSinceStart",
    show: (f) => (f.requests === null ? dash : String(f.requests)),
  },
];

const address = (row: Pick<MetricsInstanceRow, "host" | "port">) =>
  row.port === null ? row.host : `${row.host}:${row.port}`;

/**
 * Every live instance on the database with its figures (the answering one read live, the others as of their last
 * heartbeat) and their total: the rates and memory summed, the percentiles over every instance's requests.
 */
export function InstancesTable({ instances, loading }: { instances: MetricsInstances | undefined; loading: boolean }) {
  const { t } = useTranslation();
  const rows = instances?.rows ?? [];
  const answering = rows.find((row) => row.self);

  const columns: ColumnsType<MetricsInstanceRow> = [
    {
      title: t("metrics.col.instance"),
      key: "instance",
      render: (_: unknown, row) => (
        <span>
          {address(row)}
          {row.self && (
            <Tag color="blue" style={{ marginInlineStart: 8 }}>
              {t("metrics.answering")}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t("metrics.col.pid"), dataIndex: "pid", width: 90 },
    {
      title: t("metrics.col.status"),
      dataIndex: "status",
      width: 90,
      render: (status: MetricsInstanceRow["status"]) => (
        <Tag color={status === "UP" ? "green" : "orange"}>{t(`metrics.status.${status}`)}</Tag>
      ),
    },
    ...FIGURES.map((figure) => ({
      title: t(figure.title),
      key: figure.key,
      align: "right" as const,
      render: (_: unknown, row: MetricsInstanceRow) => figure.show(row),
    })),
  ];

  return (
    <Panel
      title={t("metrics.instances")}
      testId="metrics-instances"
      extra={
        answering && (
          <Typography.Text type="secondary" data-testid="metrics-answered-by">
            {t("metrics.answeredBy", { address: address(answering), pid: answering.pid })}
          </Typography.Text>
        )
      }
    >
      <Table<MetricsInstanceRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: "max-content" }}
        summary={() =>
          instances && (
            <Table.Summary.Row data-testid="metrics-instances-total">
              <Table.Summary.Cell index={0} colSpan={3}>
                <Typography.Text strong>{t("metrics.total", { n: rows.length })}</Typography.Text>
              </Table.Summary.Cell>
              {FIGURES.map((figure, i) => (
                <Table.Summary.Cell key={figure.key} index={i + 3} align="right">
                  <Typography.Text strong>{figure.show(instances.total)}</Typography.Text>
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          )
        }
      />
      <Typography.Text type="secondary">{t("metrics.instancesNote")}</Typography.Text>
    </Panel>
  );
}
