import type { UserRow } from "@zcps/contracts/api";
import { ELEMENTS } from "@zcps/contracts/menus";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { DeleteLink } from "../../../lib/delete-link";
import { useDictLabel } from "../../../lib/dict";
import { formatFullDateTime, formatRelativeTime } from "../../../lib/format";
import { KeywordFilter, ListPage, TenantFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteUser } from "./api/delete-user";
import { useDepartTree } from "./api/get-depart-tree";
import { useUserTenants } from "./api/get-user-tenants";
import { type UserPageQuery, useUsers } from "./api/get-users";
import { DepartFilter } from "./components/depart-filter";

// the dialogs, their forms and the shared schemas are not needed to draw the list: they load on first use
const UserFormDialog = lazy(() => import("./components/user-form-dialog").then((m) => ({ default: m.UserFormDialog })));
const ResetPasswordDialog = lazy(() =>
  import("./components/reset-password-dialog").then((m) => ({ default: m.ResetPasswordDialog })),
);

/** Which dialog is open: the add/edit form (with the edited id) or nothing. */
type FormState = { open: false } | { open: true; userId?: string };

/**
 * /baseManager/userManager: list, filter and maintain the tenant's users (AG-Admin userManager); a caller the server
 * lets manage every tenant's users also sees a tenant column and filter, and chooses a new user's tenant.
 */
export default function UserManagerPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<UserPageQuery>({ page: 1, limit: 20, keyword: "" });
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [resetting, setResetting] = useState<UserRow | null>(null);
  // a dialog is mounted on first use and kept, so it can animate closed
  const [mounted, setMounted] = useState({ form: false, reset: false });
  const users = useUsers(query);
  const reach = useUserTenants();
  const allTenants = Boolean(reach.data?.allTenants);
  // the department filter offers the departments of the tenant filtered on
  const departs = useDepartTree(query.tenantId);
  const deleteUser = useDeleteUser();
  const english = i18n.language.startsWith("en");

  const sexLabel = useDictLabel("comm_sex");

  const canEdit = can(ELEMENTS.userEdit);
  const canDelete = can(ELEMENTS.userDel);
  const canReset = can(ELEMENTS.userResetPassword);
  const hasActions = canEdit || canDelete || canReset;

  function openForm(userId?: string) {
    setMounted((m) => ({ ...m, form: true }));
    setFormState({ open: true, userId });
  }

  function openReset(user: UserRow) {
    setMounted((m) => ({ ...m, reset: true }));
    setResetting(user);
  }

  function search() {
    setQuery((q) => ({ ...q, page: 1, keyword }));
  }

  async function remove(user: UserRow) {
    const reply = await deleteUser.mutateAsync(user.id);
    message.success(reply.message || t("users.deleted"));
  }

  const columns: ColumnsType<UserRow> = [
    { title: t("users.col.name"), dataIndex: "name", width: 100, ellipsis: true },
    { title: t("users.col.username"), dataIndex: "username", width: 140, ellipsis: true },
    ...(allTenants
      ? [{ title: t("users.col.tenant"), dataIndex: "tenantName", width: 140, ellipsis: true } as const]
      : []),
    {
      title: t("users.col.depart"),
      key: "depart",
      width: 150,
      render: (_, row) => row.depart?.name ?? "",
      ellipsis: true,
    },
    { title: t("users.col.sex"), dataIndex: "sex", width: 70, render: (value: string | null) => sexLabel(value) },
    { title: t("users.col.mobilePhone"), dataIndex: "mobilePhone", width: 120 },
    {
      title: t("users.col.enabled"),
      dataIndex: "enabled",
      width: 80,
      render: (enabled: boolean) =>
        enabled ? <Tag color="success">{t("users.enabled")}</Tag> : <Tag color="default">{t("users.disabled")}</Tag>,
    },
    {
      title: t("users.col.roles"),
      dataIndex: "roles",
      width: 170,
      render: (roles: string[], row) => (
        <Flex wrap gap={4}>
          {row.isSuperAdmin && <Tag color="red">{t("users.superAdmin")}</Tag>}
          {roles.map((role) => (
            <Tag key={role}>{role}</Tag>
          ))}
        </Flex>
      ),
    },
    {
      title: t("users.col.updatedAt"),
      dataIndex: "updatedAt",
      width: 130,
      render: (value: string) => (
        <Tooltip title={formatFullDateTime(value)}>
          <span>{formatRelativeTime(value, t)}</span>
        </Tooltip>
      ),
    },
    { title: t("users.col.updatedBy"), dataIndex: "updatedBy", width: 100, ellipsis: true },
  ];
  if (hasActions) {
    columns.push({
      title: t("users.col.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 240 : 190,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => openForm(row.id)}>
              {t("users.edit")}
            </Button>
          )}
          {canReset && (
            <Button type="link" size="small" onClick={() => openReset(row)}>
              {t("users.resetPassword")}
            </Button>
          )}
          {canDelete && (
            <DeleteLink
              title={t("users.deleteTitle")}
              description={t("users.deleteConfirm", { name: row.name })}
              onConfirm={() => remove(row)}
            />
          )}
        </Space>
      ),
    });
  }

  return (
    <ListPage<UserRow>
      filters={
        <>
          <KeywordFilter
            value={keyword}
            onChange={setKeyword}
            onSearch={search}
            placeholder={t("users.filter.keyword")}
          />
          {allTenants && (
            <TenantFilter
              tenants={reach.data?.tenants ?? []}
              value={query.tenantId}
              onChange={(tenantId) => setQuery((q) => ({ ...q, page: 1, tenantId, departId: undefined }))}
              placeholder={t("users.filter.tenant")}
            />
          )}
          <DepartFilter
            value={query.departId}
            onChange={(departId) => setQuery((q) => ({ ...q, page: 1, departId }))}
            departs={departs.data ?? []}
            placeholder={t("users.filter.depart")}
          />
        </>
      }
      onSearch={search}
      searchLabel={t("users.search")}
      actions={can(ELEMENTS.userAdd) && <Button onClick={() => openForm()}>{t("users.add")}</Button>}
      columns={columns}
      rowKey="id"
      data={users.data}
      loading={users.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("users.total", { total })}
    >
      <Suspense fallback={null}>
        {mounted.form && (
          <UserFormDialog
            open={formState.open}
            userId={formState.open ? formState.userId : undefined}
            reach={reach.data}
            onClose={() => setFormState({ open: false })}
          />
        )}
        {mounted.reset && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
      </Suspense>
    </ListPage>
  );
}
