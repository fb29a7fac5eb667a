import type { ServiceClientRow, ServiceRow } from "@zcps/contracts/services";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";

interface Props {
  clients: ServiceClientRow[];
  services: ServiceRow[];
  loading: boolean;
}

/** The same grants read the other way: each OAuth client and the services its tokens may call. */
export function ClientsTable({ clients, services, loading }: Props) {
  const { t } = useTranslation();
  const names = new Map(services.map((service) => [service.code, service.name]));

  const columns: ColumnsType<ServiceClientRow> = [
    {
      title: t("services.clientCol.clientId"),
      dataIndex: "clientId",
      width: 200,
      render: (clientId: string, row) => (
        <Space size={4}>
          <Typography.Text code>{clientId}</Typography.Text>
          {row.isConsole && <Tag color="blue">{t("services.console")}</Tag>}
        </Space>
      ),
    },
    { title: t("services.clientCol.name"), dataIndex: "name", width: 160 },
    {
      title: t("services.clientCol.enabled"),
      dataIndex: "enabled",
      width: 90,
      render: (enabled: boolean) =>
        enabled ? <Tag color="green">{t("services.enabled")}</Tag> : <Tag>{t("services.disabled")}</Tag>,
    },
    {
      title: t("services.clientCol.services"),
      dataIndex: "services",
      width: 520,
      render: (codes: string[]) =>
        services.length > 0 && codes.length === services.length ? (
          <Tag color="green">{t("services.clientAllServices")}</Tag>
        ) : (
          <Space size={[0, 4]} wrap>
            {codes.map((code) => (
              <Tag key={code}>{names.get(code) ?? code}</Tag>
            ))}
          </Space>
        ),
    },
  ];

  return (
    <Table<ServiceClientRow>
      rowKey="clientId"
      size="middle"
      columns={columns}
      dataSource={clients}
      loading={loading}
      scroll={{ x: 970 }}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showTotal: (total) => t("services.clientsTotal", { total }) }}
    />
  );
}
