import { GATE_LOG_ELEMENTS } from "@zcps/contracts/elements-gate-log";
import { GATE_LOG_KINDS, GATE_LOG_METHODS, type GateLogKind, type GateLogRow } from "@zcps/contracts/gate-log";
import Button from "antd/es/button";
import DatePicker from "antd/es/date-picker";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter, KeywordFilter, ListPage, TenantFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useExportGateLogs } from "./api/export-gate-logs";
import { type GateLogFilter, type GateLogPageQuery, useGateLogs } from "./api/get-gate-logs";
import { useLogTenants } from "./api/get-log-tenants";

const STATUS_CLASSES = ["2xx", "4xx", "5xx"] as const;
const KIND_COLORS: Record<GateLogKind, string> = {
  operation: "blue",
  login: "green",
  logout: "default",
  login_failed: "red",
};
const METHOD_COLORS: Record<string, string> = { POST: "green", PUT: "orange", DELETE: "red", PATCH: "gold" };

type Range = [Dayjs | null, Dayjs | null] | null;

/** The picked days as [from, to): the start of the first day to the start of the day after the last. */
function rangeFilter(range: Range): Pick<GateLogFilter, "from" | "to"> {
  return {
    from: range?.[0]?.startOf("day").toISOString(),
    to: range?.[1]?.add(1, "day").startOf("day").toISOString(),
  };
}

function statusColor(status: number | null): string {
  if (status === null) return "default";
  if (status >= 500) return "red";
  if (status >= 400) return "orange";
  return "green";
}

const EMPTY_FILTER: GateLogFilter = {};

/** /baseManager/gateLogManager: every change, sign-in and sign-out, filtered, paged and exported (AG gateLog). */
export default function GateLogPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const english = i18n.language.startsWith("en");
  const [draft, setDraft] = useState<GateLogFilter>(EMPTY_FILTER);
  const [range, setRange] = useState<Range>(null);
  const [query, setQuery] = useState<GateLogPageQuery>({ page: 1, limit: 20 });
  const logs = useGateLogs(query);
  const reach = useLogTenants();
  const exportLogs = useExportGateLogs();

  const edit = (patch: Partial<GateLogFilter>) => setDraft((d) => ({ ...d, ...patch }));

  function search() {
    setQuery((q) => ({ page: 1, limit: q.limit, ...draft, ...rangeFilter(range) }));
  }

  function reset() {
    setDraft(EMPTY_FILTER);
    setRange(null);
    setQuery((q) => ({ page: 1, limit: q.limit }));
  }

  async function exportFiltered() {
    const { page: _page, limit: _limit, ...filter } = query;
    await exportLogs.mutateAsync(filter);
    message.success(t("gateLog.exported"));
  }

  const columns: ColumnsType<GateLogRow> = [
    {
      title: t("gateLog.col.at"),
      dataIndex: "at",
      width: 170,
      render: (at: string) => dayjs(at).format("YYYY-MM-DD HH:mm:ss"),
    },
    { title: t("gateLog.col.tenantName"), dataIndex: "tenantName", width: 130, ellipsis: true },
    {
      title: t("gateLog.col.name"),
      key: "user",
      width: 150,
      ellipsis: true,
      render: (_, row) =>
        row.name || row.username ? (
          <span>
            {row.name ?? ""}
            {row.username && <Typography.Text type="secondary"> {row.username}</Typography.Text>}
          </span>
        ) : (
          <Typography.Text type="secondary">{t("gateLog.noUser")}</Typography.Text>
        ),
    },
    {
      title: t("gateLog.col.kind"),
      dataIndex: "kind",
      width: 110,
      render: (kind: GateLogKind) => <Tag color={KIND_COLORS[kind]}>{t(`gateLog.kind.${kind}`)}</Tag>,
    },
    {
      title: t("gateLog.col.menu"),
      key: "menu",
      width: 130,
      ellipsis: true,
      render: (_, row) => (english ? row.menuEn : row.menu) ?? "",
    },
    {
      title: t("gateLog.col.operation"),
      key: "operation",
      width: 180,
      ellipsis: true,
      render: (_, row) => (english ? row.operationEn : row.operation) ?? "",
    },
    {
      title: t("gateLog.col.method"),
      dataIndex: "method",
      width: 90,
      render: (method: string | null) => method && <Tag color={METHOD_COLORS[method]}>{method}</Tag>,
    },
    {
      title: t("gateLog.col.path"),
      dataIndex: "path",
      width: 260,
      ellipsis: { showTitle: false },
      render: (path: string | null, row) => (
        <Tooltip title={row.route && row.route !== path ? `${path}\n${row.route}` : path}>
          <Typography.Text code>{path}</Typography.Text>
        </Tooltip>
      ),
    },
    {
      title: t("gateLog.col.status"),
      dataIndex: "status",
      width: 80,
      render: (status: number | null) => <Tag color={statusColor(status)}>{status ?? ""}</Tag>,
    },
    {
      title: t("gateLog.col.durationMs"),
      dataIndex: "durationMs",
      width: english ? 120 : 100,
      align: "right",
    },
    { title: t("gateLog.col.ip"), dataIndex: "ip", width: 130, ellipsis: true },
  ];

  const now = dayjs();
  return (
    <ListPage<GateLogRow>
      filters={
        <>
          <DatePicker.RangePicker
            value={range}
            onChange={(value) => setRange(value)}
            allowEmpty={[true, true]}
            placeholder={[t("gateLog.filter.from"), t("gateLog.filter.to")]}
            aria-label={t("gateLog.filter.range")}
            presets={[
              { label: t("gateLog.preset.today"), value: [now, now] },
              { label: t("gateLog.preset.week"), value: [now.subtract(6, "day"), now] },
              { label: t("gateLog.preset.month"), value: [now.subtract(29, "day"), now] },
            ]}
          />
          {reach.data?.allTenants && (
            <TenantFilter
              tenants={reach.data.tenants}
              value={draft.tenantId}
              onChange={(tenantId) => edit({ tenantId })}
              placeholder={t("gateLog.filter.tenant")}
            />
          )}
          <KeywordFilter
            value={draft.name}
            onChange={(name) => edit({ name })}
            onSearch={search}
            placeholder={t("gateLog.filter.name")}
            width={180}
          />
          <ChoiceFilter<GateLogKind>
            placeholder={t("gateLog.filter.kind")}
            width={130}
            value={draft.kind}
            onChange={(kind) => edit({ kind })}
            options={GATE_LOG_KINDS.map((kind) => ({ value: kind, label: t(`gateLog.kind.${kind}`) }))}
          />
          <ChoiceFilter
            placeholder={t("gateLog.filter.method")}
            width={120}
            value={draft.method}
            onChange={(method) => edit({ method })}
            options={GATE_LOG_METHODS.map((method) => ({ value: method, label: method }))}
          />
          <ChoiceFilter
            placeholder={t("gateLog.filter.status")}
            width={150}
            value={draft.status}
            onChange={(status) => edit({ status })}
            options={STATUS_CLASSES.map((status) => ({ value: status, label: t(`gateLog.status.${status}`) }))}
          />
          <KeywordFilter
            value={draft.path}
            onChange={(path) => edit({ path })}
            onSearch={search}
            placeholder={t("gateLog.filter.path")}
            width={200}
          />
        </>
      }
      onSearch={search}
      searchLabel={t("gateLog.search")}
      actions={
        <>
          <Button onClick={reset}>{t("gateLog.reset")}</Button>
          {can(GATE_LOG_ELEMENTS.export) && (
            <Button loading={exportLogs.isPending} onClick={() => exportFiltered().catch(() => undefined)}>
              {t("gateLog.export")}
            </Button>
          )}
        </>
      }
      columns={columns}
      rowKey="id"
      data={logs.data}
      loading={logs.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("gateLog.total", { total })}
    />
  );
}
