import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import { FLOW_INSTANCE_STATUSES, type FlowInstanceRow } from "@zcps/contracts/flow";
import Button from "antd/es/button";
import type { ColumnsType } from "antd/es/table";
import Typography from "antd/es/typography";
import { type ComponentType, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage, type Paging } from "../../../lib/list-page";
import { useSession } from "../../../stores/session";
import { useInstances } from "./api/get-instances";
import { CancelDialog } from "./components/cancel-dialog";
import { InstanceDrawer } from "./components/instance-drawer";
import { formatTime, InstanceStatusTag } from "./components/run-status";
import type { InstanceScope } from "./scopes";

type Status = FlowInstanceRow["status"];

/**
 * The process instances: every one of the tenant (/flowManager/flowProcessInstanceManager) or the caller's own
 * (/flowManager/flowMyApply), filtered by status and process key; a drawer shows one with its diagram, and the
 * starter (or btn_cancel on the manager's page) cancels a running one with a reason.
 */
function InstancesPage({ scope }: { scope: InstanceScope }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const can = useCan();
  const userId = useSession((s) => s.user?.id);
  const [status, setStatus] = useState<Status | undefined>(undefined);
  const [key, setKey] = useState("");
  const [filter, setFilter] = useState<{ status?: Status; key?: string }>({});
  const [paging, setPaging] = useState<Paging>({ page: 1, limit: 20 });
  const [opened, setOpened] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<FlowInstanceRow | null>(null);
  const instances = useInstances({ scope, ...filter, ...paging });

  function search(next: { status?: Status; key?: string } = { status, key: key.trim() || undefined }) {
    setFilter(next);
    setPaging((current) => ({ ...current, page: 1 }));
  }

  const mayCancel = (row: FlowInstanceRow) =>
    row.status === "running" && (row.starterId === userId || (scope === "all" && can(FLOW_ELEMENTS.instanceCancel)));

  const columns: ColumnsType<FlowInstanceRow> = [
    {
      title: t("flowRuns.col.process"),
      key: "process",
      width: 200,
      render: (_, row) => (
        <>
          <Typography.Text>{row.name}</Typography.Text>{" "}
          <Typography.Text type="secondary">{t("flowRuns.version", { version: row.version })}</Typography.Text>
        </>
      ),
    },
    {
      title: t("flowRuns.col.businessKey"),
      dataIndex: "businessKey",
      width: 150,
      ellipsis: { showTitle: true },
      render: (v) => v ?? "—",
    },
    ...(scope === "all"
      ? [
          {
            title: t("flowRuns.col.starter"),
            key: "starter",
            width: 110,
            ellipsis: { showTitle: true },
            render: (_: unknown, row: FlowInstanceRow) => row.starterName ?? row.starterId,
          },
        ]
      : []),
    {
      title: t("flowRuns.col.status"),
      dataIndex: "status",
      // the English states ("Completed", "Cancelled") are longer than a tag of 90 px
      width: english ? 110 : 90,
      render: (value: Status) => <InstanceStatusTag status={value} />,
    },
    {
      title: t("flowRuns.col.current"),
      dataIndex: "currentActivityNames",
      width: 160,
      render: (names: string[]) => names.join(", ") || "—",
    },
    { title: t("flowRuns.col.startedAt"), dataIndex: "startedAt", width: 170, render: formatTime },
    { title: t("flowRuns.col.endedAt"), dataIndex: "endedAt", width: 170, render: formatTime },
    {
      title: t("flowRuns.col.cancelReason"),
      dataIndex: "cancelReason",
      width: 160,
      ellipsis: true,
      render: (reason: string | null) => reason ?? "",
    },
    {
      title: t("flowRuns.col.actions"),
      key: "actions",
      fixed: "right",
      width: 160,
      render: (_, row) => (
        <>
          <Button
            type="link"
            size="small"
            aria-label={`${t("flowRuns.detail")} ${row.businessKey ?? row.id}`}
            onClick={() => setOpened(row.id)}
          >
            {t("flowRuns.detail")}
          </Button>
          {mayCancel(row) && (
            <Button
              type="link"
              size="small"
              danger
              aria-label={`${t("flowRuns.cancel")} ${row.businessKey ?? row.id}`}
              onClick={() => setCancelling(row)}
            >
              {t("flowRuns.cancel")}
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <ListPage<FlowInstanceRow>
      filters={
        <>
          <ChoiceFilter<Status>
            value={status}
            onChange={(picked) => {
              setStatus(picked);
              search({ status: picked, key: key.trim() || undefined });
            }}
            options={FLOW_INSTANCE_STATUSES.map((value) => ({ value, label: t(`flowRuns.status.${value}`) }))}
            placeholder={t("flowRuns.filter.status")}
          />
          <KeywordFilter
            value={key}
            onChange={setKey}
            onSearch={() => search()}
            placeholder={t("flowRuns.filter.key")}
          />
        </>
      }
      onSearch={() => search()}
      searchLabel={t("flowRuns.search")}
      columns={columns}
      rowKey="id"
      data={instances.data}
      loading={instances.isFetching}
      paging={paging}
      onPaging={setPaging}
      totalText={(total) => t("flowRuns.instanceTotal", { total })}
    >
      <InstanceDrawer instanceId={opened} onClose={() => setOpened(null)} />
      <CancelDialog instance={cancelling} onClose={() => setCancelling(null)} />
    </ListPage>
  );
}

/** The page for each scope, as the router loads it. */
export const INSTANCES_PAGE: Record<InstanceScope, ComponentType> = {
  all: () => <InstancesPage scope="all" />,
  mine: () => <InstancesPage scope="mine" />,
};
