import type { TraceSummary } from "@zcps/contracts/traces";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Skeleton from "antd/es/skeleton";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { formatFullDateTime } from "../../../lib/format";
import { useTrace } from "./api/get-trace";
import { type TraceSearch, useTraces } from "./api/get-traces";
import { TraceWaterfall } from "./components/trace-waterfall";
import "./traces.css";

const METHOD_COLORS: Record<string, string> = { GET: "blue", POST: "green", PUT: "orange", DELETE: "red" };
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"];
const statusColor = (status: number) => (status >= 500 ? "red" : status >= 400 ? "orange" : "green");

/** One trace in a drawer: what was asked, and its spans as a waterfall. */
function TraceDrawer({ traceId, onClose }: { traceId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trace = useTrace(traceId);
  const detail = trace.data;
  return (
    <Drawer open={traceId !== null} onClose={onClose} size={900} title={t("traces.detail")} destroyOnHidden>
      {!detail ? (
        <Skeleton active loading={trace.isLoading} />
      ) : (
        <>
          <Typography.Paragraph strong data-testid="trace-summary">
            {t("traces.detail.summary", {
              method: detail.method,
              path: detail.path,
              status: detail.status,
              duration: detail.durationMs.toFixed(1),
              spans: detail.spanCount,
            })}
          </Typography.Paragraph>
          <Descriptions size="small" column={1}>
            {detail.route && <Descriptions.Item>{t("traces.detail.route", { route: detail.route })}</Descriptions.Item>}
            {detail.userId && <Descriptions.Item>{t("traces.detail.user", { user: detail.userId })}</Descriptions.Item>}
            <Descriptions.Item>{t("traces.detail.id", { id: detail.traceId })}</Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5}>{t("traces.waterfall")}</Typography.Title>
          <TraceWaterfall spans={detail.spans} />
        </>
      )}
    </Drawer>
  );
}

/** /monitorManager/serviceZipkinManager: this instance's request traces, searched, each opened as a waterfall. */
export default function TracesPage() {
  const { t } = useTranslation();
  const [form, setForm] = useState<TraceSearch>({ path: "", status: "", minMs: null, limit: 100 });
  const [search, setSearch] = useState<TraceSearch>(form);
  const [openId, setOpenId] = useState<string | null>(null);
  const traces = useTraces(search);
  const list = traces.data;

  const columns: ColumnsType<TraceSummary> = [
    {
      title: t("traces.col.time"),
      dataIndex: "startedAt",
      width: 180,
      render: (at: string) => formatFullDateTime(at),
    },
    {
      title: t("traces.col.method"),
      dataIndex: "method",
      width: 90,
      render: (method: string) => <Tag color={METHOD_COLORS[method] ?? "default"}>{method}</Tag>,
    },
    {
      title: t("traces.col.path"),
      dataIndex: "path",
      ellipsis: true,
      render: (path: string, row) => (
        <Typography.Link onClick={() => setOpenId(row.traceId)} title={row.route ?? path}>
          {path}
        </Typography.Link>
      ),
    },
    {
      title: t("traces.col.status"),
      dataIndex: "status",
      width: 90,
      render: (status: number) => <Tag color={statusColor(status)}>{status}</Tag>,
    },
    {
      title: t("traces.col.duration"),
      dataIndex: "durationMs",
      width: 130,
      align: "right",
      sorter: (a, b) => a.durationMs - b.durationMs,
      render: (duration: number) => duration.toFixed(1),
    },
    { title: t("traces.col.spans"), dataIndex: "spanCount", width: 90, align: "right" },
  ];

  return (
    <div className="traces">
      <Typography.Text type="secondary" data-testid="traces-scope">
        {list && list.sampleRatio === 0
          ? t("traces.off")
          : t("traces.scope", {
              capacity: list?.capacity ?? "—",
              kept: list?.kept ?? "—",
              ratio: list ? Math.round(list.sampleRatio * 100) : "—",
              cap: list?.perSecond ? t("traces.cap", { perSecond: list.perSecond }) : "",
            })}
      </Typography.Text>
      <Panel title={null} testId="traces-list">
        <form
          className="traces-filters"
          onSubmit={(event) => {
            event.preventDefault();
            setSearch({ ...form });
          }}
        >
          <Input
            allowClear
            style={{ width: 240 }}
            placeholder={t("traces.filter.path")}
            aria-label={t("traces.filter.path")}
            value={form.path}
            onChange={(e) => setForm({ ...form, path: e.target.value })}
          />
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t("traces.filter.method")}
            aria-label={t("traces.filter.method")}
            value={form.method}
            onChange={(method) => setForm({ ...form, method })}
            options={METHODS.map((m) => ({ value: m, label: m }))}
          />
          <Input
            allowClear
            style={{ width: 180 }}
            placeholder={t("traces.filter.status")}
            aria-label={t("traces.filter.status")}
            value={form.status}
            onChange={(e) => setForm({ ...form, status: e.target.value })}
          />
          <InputNumber
            style={{ width: 170 }}
            min={0}
            placeholder={t("traces.filter.minMs")}
            aria-label={t("traces.filter.minMs")}
            value={form.minMs}
            onChange={(minMs) => setForm({ ...form, minMs: typeof minMs === "number" ? minMs : null })}
          />
          <Button type="primary" htmlType="submit">
            {t("traces.search")}
          </Button>
          <Button onClick={() => traces.refetch()}>{t("traces.refresh")}</Button>
        </form>
        <Table<TraceSummary>
          rowKey="traceId"
          size="small"
          columns={columns}
          dataSource={list?.rows ?? []}
          loading={traces.isFetching}
          pagination={{ pageSize: 20, showSizeChanger: false }}
          onRow={(row) => ({ onDoubleClick: () => setOpenId(row.traceId) })}
        />
      </Panel>
      <TraceDrawer traceId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
