import { ROLE_ELEMENTS } from "@zcps/contracts/elements-roles";
import type { GroupTypeRow } from "@zcps/contracts/roles";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Table from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useLocalName } from "../../../lib/use-local-name";
import { useDeleteGroupType } from "./api/delete-group-type";
import { type GroupTypePageQuery, useGroupTypes } from "./api/get-group-types";
import { GroupTypeFormDialog, type GroupTypeFormState } from "./components/group-type-form-dialog";

const PAGE_SIZES = [10, 20, 30, 50];

/** /baseManager/groupTypeManager (AG-Admin groupTypeManager): the tenant's role types, paged. */
export default function GroupTypeManagerPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const localName = useLocalName();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<GroupTypePageQuery>({ page: 1, limit: 20, name: "" });
  const [formState, setFormState] = useState<GroupTypeFormState>({ open: false });
  const types = useGroupTypes(query);
  const deleteType = useDeleteGroupType();
  const canEdit = can(ROLE_ELEMENTS.groupTypeEdit);
  const canDelete = can(ROLE_ELEMENTS.groupTypeDel);

  function search() {
    setQuery((q) => ({ ...q, page: 1, name: keyword }));
  }

  const columns: ColumnsType<GroupTypeRow> = [
    { title: t("groupTypes.col.code"), dataIndex: "code", width: 160, ellipsis: true },
    {
      title: t("groupTypes.col.name"),
      dataIndex: "name",
      width: 180,
      ellipsis: true,
      render: (name: string, row) => localName(name, row.nameEn),
    },
    { title: t("groupTypes.col.groupCount"), dataIndex: "groupCount", width: 110, align: "right" },
    { title: t("groupTypes.col.description"), dataIndex: "description", ellipsis: true },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: t("groupTypes.col.actions"),
      key: "actions",
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setFormState({ open: true, type: row })}>
              {t("groupTypes.edit")}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t("groupTypes.deleteTitle")}
              description={t("groupTypes.deleteConfirm", { name: localName(row.name, row.nameEn) })}
              okText={t("groupTypes.ok")}
              cancelText={t("groupTypes.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() =>
                deleteType
                  .mutateAsync(row.id)
                  .then((reply) => message.success(reply.message))
                  .catch(() => undefined)
              }
            >
              <Button type="link" size="small" danger>
                {t("groupTypes.delete")}
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
          placeholder={t("groupTypes.filter")}
          aria-label={t("groupTypes.filter")}
          allowClear
          style={{ width: 220 }}
        />
        <Button type="primary" onClick={search}>
          {t("groupTypes.search")}
        </Button>
        {can(ROLE_ELEMENTS.groupTypeAdd) && (
          <Button onClick={() => setFormState({ open: true })}>{t("groupTypes.add")}</Button>
        )}
      </Flex>
      <Table<GroupTypeRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={types.data?.rows ?? []}
        loading={types.isFetching}
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: types.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t("groupTypes.total", { total }),
          onChange: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
        }}
      />
      <GroupTypeFormDialog state={formState} onClose={() => setFormState({ open: false })} />
    </Flex>
  );
}
