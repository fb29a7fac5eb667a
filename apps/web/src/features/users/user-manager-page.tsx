import type { UserRow } from "@zcps/contracts/api";
import { ELEMENTS } from "@zcps/contracts/menus";
import { Button, Flex, Input, Popconfirm, Space, Table, Tag, Tooltip, TreeSelect } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../lib/access";
import dayjs from "../../lib/dayjs";
import { useDictLabel } from "../../lib/dict";
import { formatRelativeTime } from "../../lib/format";
import { useAntdApp } from "../../lib/use-antd-app";
import { useDeleteUser } from "./api/delete-user";
import { useDepartTree } from "./api/get-depart-tree";
import { type UserPageQuery, useUsers } from "./api/get-users";
import { ResetPasswordDialog } from "./components/reset-password-dialog";
import { UserFormDialog } from "./components/user-form-dialog";

const PAGE_SIZES = [10, 20, 30, 50];
const DEPART_FIELD_NAMES = { label: "name", value: "id", children: "children" };

/** Which dialog is open: the add/edit form (with the edited id) or nothing. */
type FormState = { open: false } | { open: true; userId?: string };

/** /baseManager/userManager: list, filter and maintain the tenant's users (AG-Admin userManager). */
export default function UserManagerPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<UserPageQuery>({ page: 1, limit: 20, keyword: "" });
  const [formState, setFormState] = useState<FormState>({ open: false });
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const users = useUsers(query);
  const departs = useDepartTree();
  const deleteUser = useDeleteUser();
  const english = i18n.language.startsWith("en");

  const sexLabel = useDictLabel("comm_sex");

  const canEdit = can(ELEMENTS.userEdit);
  const canDelete = can(ELEMENTS.userDel);
  const canReset = can(ELEMENTS.userResetPassword);
  const hasActions = canEdit || canDelete || canReset;

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
        <Tooltip title={dayjs(value).format("YYYY-MM-DD HH:mm:ss")}>
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
            <Button type="link" size="small" onClick={() => setFormState({ open: true, userId: row.id })}>
              {t("users.edit")}
            </Button>
          )}
          {canReset && (
            <Button type="link" size="small" onClick={() => setResetting(row)}>
              {t("users.resetPassword")}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t("users.deleteTitle")}
              description={t("users.deleteConfirm", { name: row.name })}
              okText={t("users.ok")}
              cancelText={t("users.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(row).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                {t("users.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        <Input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={search}
          placeholder={t("users.filter.keyword")}
          aria-label={t("users.filter.keyword")}
          allowClear
          style={{ width: 220 }}
        />
        <TreeSelect
          value={query.departId}
          onChange={(departId?: string) => setQuery((q) => ({ ...q, page: 1, departId }))}
          treeData={departs.data ?? []}
          fieldNames={DEPART_FIELD_NAMES}
          showSearch={{ treeNodeFilterProp: "name" }}
          treeDefaultExpandAll
          allowClear
          placeholder={t("users.filter.depart")}
          style={{ width: 220 }}
        />
        <Button type="primary" onClick={search}>
          {t("users.search")}
        </Button>
        {can(ELEMENTS.userAdd) && <Button onClick={() => setFormState({ open: true })}>{t("users.add")}</Button>}
      </Flex>
      <Table<UserRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={users.data?.rows ?? []}
        loading={users.isFetching}
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: users.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t("users.total", { total }),
          onChange: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
        }}
      />
      <UserFormDialog
        open={formState.open}
        userId={formState.open ? formState.userId : undefined}
        onClose={() => setFormState({ open: false })}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </Flex>
  );
}
