import { API_ROUTE_METHODS, type ApiRouteMethod, type ApiRouteRow } from "@zcps/contracts/api-routes";
import { API_ROUTE_ELEMENTS } from "@zcps/contracts/elements-api-routes";
import Checkbox from "antd/es/checkbox";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { type ApiRoutePageQuery, useApiRoutes } from "./api/get-api-routes";
import { useSwitchApiRoute } from "./api/switch-api-route";

const METHOD_COLORS: Record<string, string> = {
  GET: "blue",
  POST: "green",
  PUT: "orange",
  DELETE: "red",
  PATCH: "purple",
};
const SERVICES = ["auth", "admin", "dict", "zcps-sh", "zcps", "files", "platform"];

/** A row with a key of its own: one path may be registered under several methods. */
type Item = ApiRouteRow & { id: string };

/** /authManager/apiManager: every API route of the server, searched and filtered, each turned on or off. */
export default function ApiRoutesPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const canSwitch = can(API_ROUTE_ELEMENTS.switch);
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState<ApiRoutePageQuery>({ page: 1, limit: 20, search: "" });
  const [disabling, setDisabling] = useState<Item | null>(null);
  const [reason, setReason] = useState("");
  const routes = useApiRoutes(query);
  const switchRoute = useSwitchApiRoute();
  const data = routes.data && {
    total: routes.data.total,
    rows: routes.data.rows.map((row): Item => ({ ...row, id: `${row.method} ${row.path}` })),
  };

  function runSearch() {
    setQuery((q) => ({ ...q, page: 1, search }));
  }

  async function setEnabled(row: Item, enabled: boolean, why?: string) {
    const reply = await switchRoute.mutateAsync({
      method: row.method as ApiRouteMethod,
      path: row.path,
      enabled,
      reason: why,
    });
    message.success(reply.message);
  }

  async function confirmDisable() {
    if (!disabling) return;
    if (!reason.trim()) {
      message.warning(t("apiRoutes.reasonRequired"));
      return;
    }
    await setEnabled(disabling, false, reason.trim());
    setDisabling(null);
    setReason("");
  }

  const columns: ColumnsType<Item> = [
    {
      title: t("apiRoutes.col.method"),
      dataIndex: "method",
      width: 90,
      render: (method: string) => <Tag color={METHOD_COLORS[method]}>{method}</Tag>,
    },
    {
      title: t("apiRoutes.col.path"),
      dataIndex: "path",
      width: 320,
      render: (path: string) => (
        <Typography.Text code copyable={{ text: path }}>
          {path}
        </Typography.Text>
      ),
    },
    { title: t("apiRoutes.col.summary"), dataIndex: "summary", width: 280, ellipsis: { showTitle: true } },
    { title: t("apiRoutes.col.service"), dataIndex: "serviceName", width: 150 },
    {
      title: t("apiRoutes.col.codes"),
      dataIndex: "codes",
      width: 240,
      render: (codes: string[], row) =>
        row.access === "element" ? (
          <Space size={[0, 4]} wrap>
            {codes.map((code) => (
              <Tag key={code}>{code}</Tag>
            ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t(`apiRoutes.${row.access}`)}</Typography.Text>
        ),
    },
    {
      title: t("apiRoutes.col.enabled"),
      dataIndex: "enabled",
      fixed: "right",
      width: 180,
      render: (enabled: boolean, row) => {
        const toggle = (
          <Switch
            checked={enabled}
            disabled={!canSwitch || row.locked}
            loading={switchRoute.isPending && switchRoute.variables?.path === row.path}
            checkedChildren={t("apiRoutes.enabled")}
            unCheckedChildren={t("apiRoutes.disabled")}
            aria-label={`${t("apiRoutes.col.enabled")} ${row.method} ${row.path}`}
            onChange={(checked) => {
              if (checked) setEnabled(row, true).catch(() => undefined);
              else setDisabling(row);
            }}
          />
        );
        return (
          <Space size={4} wrap>
            {row.locked ? <Tooltip title={t("apiRoutes.locked")}>{toggle}</Tooltip> : toggle}
            {!enabled && (
              <Typography.Text type="danger" data-testid="api-route-reason">
                {t("apiRoutes.disabledBy", { user: row.updatedBy ?? "", reason: row.reason ?? "" })}
              </Typography.Text>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <ListPage<Item>
      filters={
        <>
          <KeywordFilter
            value={search}
            onChange={setSearch}
            onSearch={runSearch}
            placeholder={t("apiRoutes.filter.search")}
            width={240}
          />
          <ChoiceFilter
            placeholder={t("apiRoutes.filter.service")}
            width={200}
            value={query.service}
            onChange={(service) => setQuery((q) => ({ ...q, page: 1, service }))}
            options={SERVICES.map((service) => ({ value: service, label: t(`apiRoutes.service.${service}`) }))}
          />
          <ChoiceFilter<ApiRouteMethod>
            placeholder={t("apiRoutes.filter.method")}
            width={120}
            value={query.method}
            onChange={(method) => setQuery((q) => ({ ...q, page: 1, method }))}
            options={API_ROUTE_METHODS.map((method) => ({ value: method, label: method }))}
          />
          <Checkbox
            checked={Boolean(query.disabledOnly)}
            onChange={(event) => setQuery((q) => ({ ...q, page: 1, disabledOnly: event.target.checked }))}
          >
            {t("apiRoutes.filter.disabledOnly")}
          </Checkbox>
        </>
      }
      onSearch={runSearch}
      searchLabel={t("apiRoutes.search")}
      columns={columns}
      rowKey="id"
      data={data}
      loading={routes.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("apiRoutes.total", { total })}
    >
      <Modal
        open={disabling !== null}
        title={t("apiRoutes.disableTitle")}
        okText={t("apiRoutes.ok")}
        cancelText={t("apiRoutes.cancel")}
        okButtonProps={{ danger: true, loading: switchRoute.isPending }}
        onOk={() => {
          confirmDisable().catch(() => undefined);
        }}
        onCancel={() => {
          setDisabling(null);
          setReason("");
        }}
        destroyOnHidden
      >
        {disabling && (
          <Typography.Paragraph>
            <Typography.Text code>
              {disabling.method} {disabling.path}
            </Typography.Text>
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">{t("apiRoutes.disableHint")}</Typography.Paragraph>
        <Input.TextArea
          aria-label={t("apiRoutes.reason")}
          placeholder={t("apiRoutes.reason")}
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
      </Modal>
    </ListPage>
  );
}
