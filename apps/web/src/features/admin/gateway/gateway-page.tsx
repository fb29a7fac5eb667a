import { GATEWAY_ELEMENTS } from "@zcps/contracts/elements-gateway";
import type { GatewayRuleHits, GatewayRuleRow } from "@zcps/contracts/gateway";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteGatewayRule } from "./api/delete-gateway-rule";
import { useGatewayHits } from "./api/get-gateway-hits";
import { useGatewayRules } from "./api/get-gateway-rules";
import { GatewayRuleFormDialog } from "./components/gateway-rule-form-dialog";

type FormState = { open: false } | { open: true; rule?: GatewayRuleRow };

/** /authManager/gatewayManager: per path prefix, rate limits and a maintenance switch the server applies itself. */
export default function GatewayPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const rules = useGatewayRules();
  const hits = useGatewayHits();
  const deleteRule = useDeleteGatewayRule();
  const [formState, setFormState] = useState<FormState>({ open: false });
  const english = i18n.language.startsWith("en");
  const canEdit = can(GATEWAY_ELEMENTS.edit);
  const canDelete = can(GATEWAY_ELEMENTS.del);

  const hitsOf = (ruleId: string) => (hits.data?.hits ?? []).filter((h) => h.ruleId === ruleId);

  async function remove(rule: GatewayRuleRow) {
    const reply = await deleteRule.mutateAsync(rule.id);
    message.success(reply.message || t("gateway.deleted"));
  }

  const limit = (value: number | null) =>
    value === null ? <Typography.Text type="secondary">{t("gateway.noLimit")}</Typography.Text> : value;

  const countText = (hit: GatewayRuleHits) =>
    t(hit.keyKind === "user" ? "gateway.hits.users" : "gateway.hits.addresses", {
      requests: hit.requests,
      keys: hit.keys,
      busiest: hit.busiest,
    });

  const columns: ColumnsType<GatewayRuleRow> = [
    {
      title: t("gateway.col.pathPrefix"),
      dataIndex: "pathPrefix",
      width: 260,
      render: (prefix: string, row) => (
        <Tooltip title={row.description}>
          <Typography.Text code>{prefix}</Typography.Text>
        </Tooltip>
      ),
    },
    { title: t("gateway.col.perUser"), dataIndex: "perUserPerMinute", width: english ? 130 : 120, render: limit },
    {
      title: t("gateway.col.perAddress"),
      dataIndex: "perAddressPerMinute",
      width: english ? 140 : 120,
      render: limit,
    },
    {
      title: t("gateway.col.maintenance"),
      dataIndex: "maintenance",
      width: 200,
      render: (on: boolean, row) =>
        on ? (
          <Tooltip title={english ? row.maintenanceMessageEn : row.maintenanceMessage}>
            <Tag color="orange">{t("gateway.maintenanceOn")}</Tag>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 110 }}>
              {english ? row.maintenanceMessageEn : row.maintenanceMessage}
            </Typography.Text>
          </Tooltip>
        ) : (
          <Tag>{t("gateway.off")}</Tag>
        ),
    },
    {
      title: t("gateway.col.enabled"),
      dataIndex: "enabled",
      width: 90,
      render: (enabled: boolean) =>
        enabled ? <Tag color="green">{t("gateway.enabled")}</Tag> : <Tag>{t("gateway.disabled")}</Tag>,
    },
    {
      title: t("gateway.col.thisMinute"),
      key: "hits",
      width: english ? 260 : 220,
      render: (_, row) => {
        const counts = hitsOf(row.id);
        if (counts.length === 0) return <Typography.Text type="secondary">0</Typography.Text>;
        return (
          <Flex vertical>
            {counts.map((hit) => (
              <span key={hit.keyKind}>{countText(hit)}</span>
            ))}
          </Flex>
        );
      },
    },
    {
      title: t("gateway.col.updated"),
      dataIndex: "updatedAt",
      width: 170,
      render: (at: string, row) => <Tooltip title={row.updatedBy}>{dayjs(at).format("YYYY-MM-DD HH:mm:ss")}</Tooltip>,
    },
    {
      title: t("gateway.col.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 150 : 120,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setFormState({ open: true, rule: row })}>
              {t("gateway.edit")}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t("gateway.deleteTitle")}
              description={t("gateway.deleteConfirm", { prefix: row.pathPrefix })}
              okText={t("gateway.ok")}
              cancelText={t("gateway.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(row).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                {t("gateway.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon message={t("gateway.helpTitle")} description={t("gateway.help")} />
      <Flex gap={8} wrap align="center">
        {can(GATEWAY_ELEMENTS.add) && (
          <Button type="primary" onClick={() => setFormState({ open: true })}>
            {t("gateway.add")}
          </Button>
        )}
        <Button onClick={() => rules.refetch()}>{t("gateway.refresh")}</Button>
        {hits.data && (
          <Typography.Text type="secondary">
            {t("gateway.window", { time: dayjs(hits.data.windowStart).format("HH:mm") })}
          </Typography.Text>
        )}
      </Flex>
      <Table<GatewayRuleRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rules.data ?? []}
        loading={rules.isFetching}
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
        pagination={{ hideOnSinglePage: true, pageSize: 50, showTotal: (total) => t("gateway.total", { total }) }}
      />
      <GatewayRuleFormDialog
        open={formState.open}
        rule={formState.open ? formState.rule : undefined}
        onClose={() => setFormState({ open: false })}
      />
    </Flex>
  );
}
