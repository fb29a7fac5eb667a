import { TENANT_ELEMENTS } from "@zcps/contracts/elements-tenants";
import type { TenantRow } from "@zcps/contracts/tenants";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Switch from "antd/es/switch";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { DeleteLink } from "../../../lib/delete-link";
import { formatRelativeTime } from "../../../lib/format";
import { EnabledFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useSession } from "../../../stores/session";
import { useDeleteTenant } from "./api/delete-tenant";
import { type TenantPageQuery, useTenants } from "./api/get-tenants";
import { useSetTenantEnabled } from "./api/set-tenant-enabled";
import { OwnerDialog } from "./components/owner-dialog";
import { TenantFormDialog } from "./components/tenant-form-dialog";
import "./tenants.css";

type FormState = { open: false } | { open: true; tenant?: TenantRow };

/** /baseManager/tenantManager: the tenants, their owners and whether their users may sign in (AG-Admin tenant). */
export default function TenantManagerPage() {
  const { t, i18n } = useTranslation();
  const { message, modal } = useAntdApp();
  const can = useCan();
  const ownTenantId = useSession((s) => s.tenantId);
  const english = i18n.language.startsWith("en");
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<TenantPageQuery>({ page: 1, limit: 20, keyword: "" });
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [ownerOf, setOwnerOf] = useState<TenantRow | null>(null);
  const tenants = useTenants(query);
  const deleteTenant = useDeleteTenant();
  const setEnabled = useSetTenantEnabled();

  const canEdit = can(TENANT_ELEMENTS.edit);
  const canDelete = can(TENANT_ELEMENTS.del);
  const canDisable = can(TENANT_ELEMENTS.disable);
  const canSetOwner = can(TENANT_ELEMENTS.owner);

  function search() {
    setQuery((q) => ({ ...q, page: 1, keyword }));
  }

  async function remove(tenant: TenantRow) {
    const reply = await deleteTenant.mutateAsync(tenant.id);
    message.success(reply.message || t("tenants.deleted"));
  }

  async function toggle(tenant: TenantRow, enabled: boolean) {
    const reply = await setEnabled.mutateAsync({ id: tenant.id, enabled });
    message.success(reply.message);
  }

  function confirmToggle(tenant: TenantRow, enabled: boolean) {
    if (enabled) {
      toggle(tenant, true).catch(() => undefined);
      return;
    }
    modal.confirm({
      title: t("tenants.disableTitle"),
      content: t("tenants.disableConfirm", { name: tenant.name }),
      okText: t("tenants.disable"),
      okButtonProps: { danger: true },
      cancelText: t("tenants.cancel"),
      onOk: () => toggle(tenant, false),
    });
  }

  const columns: ColumnsType<TenantRow> = [
    { title: t("tenants.col.code"), dataIndex: "code", width: 140, ellipsis: true },
    {
      title: t("tenants.col.name"),
      dataIndex: "name",
      width: 180,
      ellipsis: true,
      render: (name: string, row) => (
        <Space size={4}>
          <span>{name}</span>
          {row.id === ownTenantId && <Tag>{t("tenants.own")}</Tag>}
        </Space>
      ),
    },
    {
      title: t("tenants.col.isSuper"),
      dataIndex: "isSuper",
      width: 110,
      render: (isSuper: boolean) =>
        isSuper ? <Tag color="red">{t("tenants.super")}</Tag> : <Tag>{t("tenants.normal")}</Tag>,
    },
    {
      title: t("tenants.col.enabled"),
      dataIndex: "enabled",
      width: 100,
      render: (enabled: boolean, row) =>
        canDisable && row.id !== ownTenantId ? (
          <Switch
            size="small"
            checked={enabled}
            aria-label={t("tenants.col.enabled")}
            loading={setEnabled.isPending && setEnabled.variables?.id === row.id}
            onChange={(checked) => confirmToggle(row, checked)}
          />
        ) : enabled ? (
          <Tag color="success">{t("tenants.enabled")}</Tag>
        ) : (
          <Tag>{t("tenants.disabled")}</Tag>
        ),
    },
    {
      title: t("tenants.col.owner"),
      key: "owner",
      width: 170,
      ellipsis: true,
      render: (_, row) =>
        row.owner ? (
          <span>
            {row.owner.name} <Typography.Text type="secondary">{row.owner.username}</Typography.Text>
          </span>
        ) : (
          <Typography.Text type="secondary">{t("tenants.noOwner")}</Typography.Text>
        ),
    },
    { title: t("tenants.col.userCount"), dataIndex: "userCount", width: 90, align: "right" },
    { title: t("tenants.col.description"), dataIndex: "description", width: 180, ellipsis: true },
    {
      title: t("tenants.col.updatedAt"),
      dataIndex: "updatedAt",
      width: 130,
      render: (value: string) => (
        <Tooltip title={dayjs(value).format("YYYY-MM-DD HH:mm:ss")}>
          <span>{formatRelativeTime(value, t)}</span>
        </Tooltip>
      ),
    },
  ];
  if (canEdit || canDelete || canSetOwner) {
    columns.push({
      title: t("tenants.col.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 220 : 180,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setFormState({ open: true, tenant: row })}>
              {t("tenants.edit")}
            </Button>
          )}
          {canSetOwner && (
            <Button type="link" size="small" onClick={() => setOwnerOf(row)}>
              {t("tenants.setOwner")}
            </Button>
          )}
          {canDelete && row.id !== ownTenantId && (
            <DeleteLink
              title={t("tenants.deleteTitle")}
              description={t("tenants.deleteConfirm", { name: row.name })}
              onConfirm={() => remove(row)}
            />
          )}
        </Space>
      ),
    });
  }

  return (
    <ListPage<TenantRow>
      filters={
        <>
          <KeywordFilter
            value={keyword}
            onChange={setKeyword}
            onSearch={search}
            placeholder={t("tenants.filter.keyword")}
          />
          <EnabledFilter
            value={query.enabled}
            onChange={(enabled) => setQuery((q) => ({ ...q, page: 1, enabled }))}
            placeholder={t("tenants.filter.enabled")}
            yes={t("tenants.enabled")}
            no={t("tenants.disabled")}
          />
        </>
      }
      onSearch={search}
      searchLabel={t("tenants.search")}
      actions={
        can(TENANT_ELEMENTS.add) && <Button onClick={() => setFormState({ open: true })}>{t("tenants.add")}</Button>
      }
      columns={columns}
      rowKey="id"
      data={tenants.data}
      loading={tenants.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("tenants.total", { total })}
    >
      <TenantFormDialog
        open={formState.open}
        tenant={formState.open ? formState.tenant : undefined}
        onClose={() => setFormState({ open: false })}
      />
      <OwnerDialog tenant={ownerOf} onClose={() => setOwnerOf(null)} />
    </ListPage>
  );
}
