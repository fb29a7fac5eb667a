import LockOutlined from "@ant-design/icons/es/icons/LockOutlined";
import { SERVICE_ELEMENTS } from "@zcps/contracts/elements-services";
import type { ServiceRow } from "@zcps/contracts/services";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import type { ColumnsType } from "antd/es/table";
import Tabs from "antd/es/tabs";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useServiceClients } from "./api/get-service-clients";
import { useServices } from "./api/get-services";
import { useSetServiceEnabled } from "./api/set-service-enabled";
import { ClientsTable } from "./components/clients-table";
import { DisableServiceDialog } from "./components/disable-service-dialog";
import { ServiceClientsDialog } from "./components/service-clients-dialog";
import { ServiceFormDialog } from "./components/service-form-dialog";

/** Every service is on one page: the list is as long as the API has path prefixes. */
const ALL = { page: 1, limit: 100 };

/**
 * /authManager/serviceManager: the platform's services (one per path prefix of the API), their names, their switch
 * (a disabled one answers 503 on every instance) and which OAuth clients may call each; the same grants per client.
 */
export default function ServicesPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const canEdit = can(SERVICE_ELEMENTS.edit);
  const canSwitch = can(SERVICE_ELEMENTS.switch);
  const canAuthorize = can(SERVICE_ELEMENTS.clients);
  const [tab, setTab] = useState("services");
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [editing, setEditing] = useState<ServiceRow | null>(null);
  const [disabling, setDisabling] = useState<ServiceRow | null>(null);
  const [authorizing, setAuthorizing] = useState<ServiceRow | null>(null);
  const services = useServices(query);
  const allServices = useServices("");
  const clients = useServiceClients(tab === "clients" || authorizing !== null);
  const setEnabled = useSetServiceEnabled();

  async function enable(row: ServiceRow) {
    const reply = await setEnabled.mutateAsync({ code: row.code, enabled: true });
    message.success(reply.message);
  }

  const clientNames = new Map((clients.data ?? []).map((client) => [client.clientId, client.name]));

  const columns: ColumnsType<ServiceRow> = [
    {
      title: t("services.col.code"),
      dataIndex: "code",
      width: 110,
      render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
    },
    {
      title: t("services.col.prefixes"),
      dataIndex: "prefixes",
      width: 150,
      render: (prefixes: string[]) => (
        <Flex vertical>
          {prefixes.map((prefix) => (
            <Typography.Text key={prefix} code>
              {prefix}
            </Typography.Text>
          ))}
        </Flex>
      ),
    },
    {
      title: t("services.col.name"),
      dataIndex: "name",
      width: 280,
      render: (name: string, row) => (
        <Flex vertical>
          <Typography.Text>{name}</Typography.Text>
          {row.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: row.description }} style={{ maxWidth: 264 }}>
              {row.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    { title: t("services.col.routeCount"), dataIndex: "routeCount", width: 100, align: "right" },
    {
      title: t("services.col.clients"),
      key: "clients",
      width: 170,
      render: (_, row) => {
        if (row.publicOnly) {
          return (
            <Tooltip title={t("services.publicOnlyHint")}>
              <Typography.Text type="secondary">{t("services.publicOnly")}</Typography.Text>
            </Tooltip>
          );
        }
        if (row.allClients) return <Tag color="green">{t("services.allClients")}</Tag>;
        return (
          <Space size={[0, 4]} wrap data-testid="service-clients">
            {row.clients.map((clientId) => (
              <Tooltip key={clientId} title={clientNames.get(clientId)}>
                <Tag>{clientId}</Tag>
              </Tooltip>
            ))}
          </Space>
        );
      },
    },
    {
      title: t("services.col.enabled"),
      dataIndex: "enabled",
      width: 160,
      render: (enabled: boolean, row) => {
        const toggle = (
          <Switch
            checked={enabled}
            disabled={!canSwitch || row.locked}
            loading={setEnabled.isPending && setEnabled.variables?.code === row.code}
            checkedChildren={t("services.enabled")}
            unCheckedChildren={t("services.disabled")}
            aria-label={`${t("services.col.enabled")} ${row.code}`}
            onChange={(checked) => {
              if (checked) enable(row).catch(() => undefined);
              else setDisabling(row);
            }}
          />
        );
        return (
          <Space size={4} wrap>
            {row.locked ? (
              <Tooltip title={t("services.locked")}>
                <Space size={4}>
                  {toggle}
                  <LockOutlined aria-label={t("services.lockedTag")} />
                </Space>
              </Tooltip>
            ) : (
              toggle
            )}
            {!enabled && (
              <Typography.Text type="danger" data-testid="service-reason">
                {t("services.disabledBy", { user: row.updatedBy ?? "", reason: row.reason ?? "" })}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
    {
      title: t("services.col.actions"),
      key: "actions",
      fixed: "right",
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button
              type="link"
              size="small"
              aria-label={`${t("services.edit")} ${row.code}`}
              onClick={() => setEditing(row)}
            >
              {t("services.edit")}
            </Button>
          )}
          {canAuthorize && (
            <Tooltip title={row.publicOnly ? t("services.publicOnlyHint") : undefined}>
              <Button
                type="link"
                size="small"
                disabled={row.publicOnly}
                aria-label={`${t("services.authorize")} ${row.code}`}
                onClick={() => setAuthorizing(row)}
              >
                {t("services.authorize")}
              </Button>
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  const byService = (
    <ListPage<ServiceRow>
      filters={
        <KeywordFilter
          value={search}
          onChange={setSearch}
          onSearch={() => setQuery(search)}
          placeholder={t("services.filter.search")}
          width={240}
        />
      }
      onSearch={() => setQuery(search)}
      searchLabel={t("services.search")}
      columns={columns}
      rowKey="code"
      data={services.data}
      loading={services.isFetching}
      paging={ALL}
      onPaging={() => undefined}
      totalText={(total) => t("services.total", { total })}
    >
      <ServiceFormDialog service={editing} onClose={() => setEditing(null)} />
      <DisableServiceDialog service={disabling} onClose={() => setDisabling(null)} />
      <ServiceClientsDialog service={authorizing} clients={clients.data ?? []} onClose={() => setAuthorizing(null)} />
    </ListPage>
  );

  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        { key: "services", label: t("services.tab.services"), children: byService },
        {
          key: "clients",
          label: t("services.tab.clients"),
          children: (
            <ClientsTable
              clients={clients.data ?? []}
              services={allServices.data?.rows ?? []}
              loading={clients.isFetching}
            />
          ),
        },
      ]}
    />
  );
}
