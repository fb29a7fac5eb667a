import {
  INSTANCE_STATUSES,
  type InstanceRow,
  type InstanceStatus,
  STALE_BEATS,
  UP_BEATS,
} from "@zcps/contracts/instances";
import Card from "antd/es/card";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatFullDateTime, formatRelativeTime } from "../../../lib/format";
import { useInstances } from "./api/get-instances";

const STATUS_COLORS: Record<InstanceStatus, string> = { UP: "green", STALE: "orange", DOWN: "red" };

function StatusTag({ status }: { status: InstanceStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`instances.status.${status}`)}</Tag>;
}

/** Seconds under a minute (a heartbeat's pace), then the console's usual relative time; by the server's clock. */
function heartbeatAgo(row: InstanceRow, t: TFunction): string {
  if (row.heartbeatAgoMs < 60_000) return t("instances.secondsAgo", { count: Math.floor(row.heartbeatAgoMs / 1000) });
  return formatRelativeTime(Date.now() - row.heartbeatAgoMs, t);
}

/** /monitorManager/serviceEurekaManager: every server instance on the database, live (AG's Eureka page). */
export default function InstancesPage() {
  const { t } = useTranslation();
  const instances = useInstances();
  const rows = instances.data?.rows ?? [];
  const count = (status: InstanceStatus) => rows.filter((row) => row.status === status).length;
  const pace = rows.find((row) => row.status === "UP")?.heartbeatMs;

  const columns: ColumnsType<InstanceRow> = [
    {
      title: t("instances.col.id"),
      dataIndex: "id",
      width: 110,
      render: (id: string) => (
        <Tooltip title={id}>
          <Typography.Text code>{id.slice(0, 8)}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t("instances.col.address"),
      key: "address",
      width: 220,
      ellipsis: true,
      render: (_, row) => `${row.host}:${row.port ?? "-"}`,
    },
    { title: t("instances.col.pid"), dataIndex: "pid", width: 90, align: "right" },
    { title: t("instances.col.version"), dataIndex: "version", width: 100 },
    {
      title: t("instances.col.startedAt"),
      dataIndex: "startedAt",
      width: 180,
      render: (at: string) => formatFullDateTime(at),
    },
    {
      title: t("instances.col.heartbeatAt"),
      key: "heartbeatAt",
      width: 200,
      render: (_, row) => (
        <Tooltip title={formatFullDateTime(row.heartbeatAt)}>
          <span>{heartbeatAgo(row, t)}</span>
          {row.stoppedAt && (
            <Typography.Text type="secondary">
              {" · "}
              {t("instances.stoppedAt", { time: formatFullDateTime(row.stoppedAt) })}
            </Typography.Text>
          )}
        </Tooltip>
      ),
    },
    {
      title: t("instances.col.status"),
      dataIndex: "status",
      width: 100,
      render: (status: InstanceStatus) => <StatusTag status={status} />,
    },
  ];

  return (
    <Card
      title={
        <Space wrap>
          <span>{t("instances.summary", { total: rows.length })}</span>
          {INSTANCE_STATUSES.map((status) => (
            <Tag key={status} color={STATUS_COLORS[status]} data-status={status}>
              {t(`instances.status.${status}`)} {count(status)}
            </Tag>
          ))}
        </Space>
      }
    >
      {pace && (
        <Typography.Paragraph type="secondary">
          {t("instances.hint", { seconds: Math.round(pace / 100) / 10, up: UP_BEATS, down: STALE_BEATS })}
        </Typography.Paragraph>
      )}
      <Table<InstanceRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={instances.isLoading}
        pagination={false}
        locale={{ emptyText: t("instances.empty") }}
        scroll={{ x: 1000 }}
      />
    </Card>
  );
}
