import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import type { FlowDefinitionRow } from "@zcps/contracts/flow";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Modal from "antd/es/modal";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { BpmnDiagram } from "../../../lib/bpmn-diagram";
import { formatFullDateTime } from "../../../lib/format";
import { KeywordFilter, ListPage, type Paging } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDefinitionXml } from "./api/get-definition-xml";
import { type DefinitionFilter, useDefinitions } from "./api/get-definitions";
import { useSetDefinitionSuspended } from "./api/set-definition-suspended";

/** One definition's diagram, read-only. */
function DefinitionDiagram({ row, onClose }: { row: FlowDefinitionRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const xml = useDefinitionXml(row?.id ?? null);
  return (
    <Modal
      open={row !== null}
      title={row ? t("flowProcesses.diagramTitle", { name: row.name, key: row.key, version: row.version }) : ""}
      width="80%"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {row && xml.data ? (
        <BpmnDiagram
          xml={xml.data.xml}
          height={520}
          label={t("flowProcesses.diagramTitle", { name: row.name, key: row.key, version: row.version })}
          onError={(error) => message.error(t("flowModels.diagramUnreadable", { detail: error.message }))}
        />
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

/**
 * /flowManager/flowProcessManager: the deployed process definitions, every version of every key (or the latest
 * only), each drawn read-only; suspending one stops new starts of it, its running instances go on.
 */
export default function ProcessesPage() {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const { message, modal } = useAntdApp();
  const can = useCan();
  const canSuspend = can(FLOW_ELEMENTS.processSuspend);
  const [key, setKey] = useState("");
  const [filter, setFilter] = useState<DefinitionFilter>({ key: "", latestOnly: false });
  const [paging, setPaging] = useState<Paging>({ page: 1, limit: 20 });
  const [viewing, setViewing] = useState<FlowDefinitionRow | null>(null);
  const definitions = useDefinitions(filter, paging);
  const setSuspended = useSetDefinitionSuspended();

  function searchNow(next: Partial<DefinitionFilter> = {}) {
    setFilter((f) => ({ ...f, key, ...next }));
    setPaging((p) => ({ ...p, page: 1 }));
  }

  function toggle(row: FlowDefinitionRow) {
    const suspend = !row.suspended;
    modal.confirm({
      title: t(suspend ? "flowProcesses.suspendTitle" : "flowProcesses.activateTitle", {
        name: row.name,
        version: row.version,
      }),
      content: t(suspend ? "flowProcesses.suspendText" : "flowProcesses.activateText"),
      okText: t(suspend ? "flowProcesses.suspend" : "flowProcesses.activate"),
      cancelText: t("flowModels.cancel"),
      okButtonProps: { danger: suspend },
      onOk: async () => {
        const reply = await setSuspended.mutateAsync({ id: row.id, suspended: suspend });
        message.success(reply.message);
      },
    });
  }

  const columns: ColumnsType<FlowDefinitionRow> = [
    {
      title: t("flowModels.col.key"),
      dataIndex: "key",
      width: 180,
      render: (value: string) => <Typography.Text code>{value}</Typography.Text>,
    },
    {
      title: t("flowProcesses.col.version"),
      dataIndex: "version",
      width: 80,
      align: "right",
      render: (version: number) => `v${version}`,
    },
    {
      title: t("flowModels.col.name"),
      dataIndex: "name",
      width: 220,
      render: (name: string, row) => (
        <Space size={4} wrap>
          <Typography.Text>{name}</Typography.Text>
          {row.suspended && (
            <Tag color="orange" data-testid="definition-suspended">
              {t("flowProcesses.suspended")}
            </Tag>
          )}
        </Space>
      ),
    },
    {
      title: t("flowProcesses.col.starterGroups"),
      dataIndex: "starterGroups",
      width: 200,
      render: (groups: string[]) =>
        groups.length === 0 ? (
          <Typography.Text type="secondary">{t("flowProcesses.anyone")}</Typography.Text>
        ) : (
          <Space size={[0, 4]} wrap>
            {groups.map((group) => (
              <Tag key={group}>{group}</Tag>
            ))}
          </Space>
        ),
    },
    { title: t("flowProcesses.col.deployedBy"), dataIndex: "deployedBy", width: 120 },
    {
      title: t("flowProcesses.col.deployedAt"),
      dataIndex: "deployedAt",
      width: 170,
      render: (at: string) => formatFullDateTime(at),
    },
    { title: t("flowProcesses.col.running"), dataIndex: "runningInstances", width: 100, align: "right" },
    {
      title: t("flowModels.col.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 180 : 150,
      render: (_, row) => {
        const label = `${row.key} v${row.version}`;
        return (
          <Space size={0}>
            <Button
              type="link"
              size="small"
              aria-label={`${t("flowProcesses.diagram")} ${label}`}
              onClick={() => setViewing(row)}
            >
              {t("flowProcesses.diagram")}
            </Button>
            {canSuspend && (
              <Button
                type="link"
                size="small"
                danger={!row.suspended}
                aria-label={`${t(row.suspended ? "flowProcesses.activate" : "flowProcesses.suspend")} ${label}`}
                onClick={() => toggle(row)}
              >
                {t(row.suspended ? "flowProcesses.activate" : "flowProcesses.suspend")}
              </Button>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <ListPage<FlowDefinitionRow>
      filters={
        <>
          <KeywordFilter
            value={key}
            onChange={setKey}
            onSearch={() => searchNow()}
            placeholder={t("flowProcesses.filter.key")}
          />
          <Checkbox checked={filter.latestOnly} onChange={(e) => searchNow({ latestOnly: e.target.checked })}>
            {t("flowProcesses.filter.latestOnly")}
          </Checkbox>
        </>
      }
      onSearch={() => searchNow()}
      searchLabel={t("flowModels.search")}
      columns={columns}
      rowKey="id"
      data={definitions.data}
      loading={definitions.isFetching}
      paging={paging}
      onPaging={setPaging}
      totalText={(total) => t("flowProcesses.total", { total })}
    >
      <DefinitionDiagram row={viewing} onClose={() => setViewing(null)} />
    </ListPage>
  );
}
