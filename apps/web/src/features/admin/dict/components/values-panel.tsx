import type { DictTypeNode, DictValueRow } from "@zcps/contracts/dictionary";
import { DICT_ELEMENTS } from "@zcps/contracts/elements-dict";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import { ChoiceFilter } from "../../../../lib/list-page";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeleteDictValue } from "../api/delete-dict-value";
import { type DictValueQuery, useDictValuePage } from "../api/get-dict-values";
import { ValueFormDialog, type ValueFormState } from "./value-form-dialog";

const PAGE_SIZES = [10, 20, 50, 100];

/** The right side: the selected type's values, filtered and paged, with the value buttons (by element code). */
export function ValuesPanel({ type }: { type: DictTypeNode | undefined }) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<Omit<DictValueQuery, "typeId">>({ page: 1, limit: 20, keyword: "" });
  const [formState, setFormState] = useState<ValueFormState>({ open: false });
  const values = useDictValuePage(type ? { ...query, typeId: type.id } : null);
  const deleteValue = useDeleteDictValue();
  const english = i18n.language.startsWith("en");

  // another type starts on its first page without the previous type's filters
  const [shownTypeId, setShownTypeId] = useState(type?.id);
  if (shownTypeId !== type?.id) {
    setShownTypeId(type?.id);
    setKeyword("");
    setQuery((q) => ({ page: 1, limit: q.limit, keyword: "" }));
  }

  const canEdit = can(DICT_ELEMENTS.valueEdit);
  const canDelete = can(DICT_ELEMENTS.valueDel);

  async function remove(row: DictValueRow) {
    const reply = await deleteValue.mutateAsync(row.id);
    message.success(reply.message);
  }

  const columns: ColumnsType<DictValueRow> = [
    { title: t("dictPage.col.code"), dataIndex: "code", width: 160, ellipsis: true },
    { title: t("dictPage.col.value"), dataIndex: "value", width: 70, ellipsis: true },
    { title: t("dictPage.col.label"), dataIndex: "label", width: 130, ellipsis: true },
    { title: t("dictPage.col.labelEn"), dataIndex: "labelEn", width: 170, ellipsis: true },
    { title: t("dictPage.col.orderNum"), dataIndex: "orderNum", width: 60, align: "right" },
    {
      title: t("dictPage.col.enabled"),
      dataIndex: "enabled",
      width: 76,
      render: (enabled: boolean) =>
        enabled ? <Tag color="success">{t("dictPage.enabled")}</Tag> : <Tag>{t("dictPage.disabled")}</Tag>,
    },
  ];
  if (canEdit || canDelete) {
    columns.push({
      title: t("dictPage.col.actions"),
      key: "actions",
      fixed: "right",
      width: english ? 130 : 110,
      render: (_, row) => (
        <Space size={0}>
          {canEdit && (
            <Button type="link" size="small" onClick={() => setFormState({ open: true, value: row })}>
              {t("dictPage.edit")}
            </Button>
          )}
          {canDelete && (
            <Popconfirm
              title={t("dictPage.deleteValueTitle")}
              description={t("dictPage.deleteValueConfirm", { label: english ? row.labelEn : row.label })}
              okText={t("dictPage.ok")}
              cancelText={t("dictPage.cancel")}
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(row).catch(() => undefined)}
            >
              <Button type="link" size="small" danger>
                {t("dictPage.delete")}
              </Button>
            </Popconfirm>
          )}
        </Space>
      ),
    });
  }

  const typeName = type ? (english ? type.nameEn || type.name : type.name) : "";
  const search = () => setQuery((q) => ({ ...q, page: 1, keyword }));

  return (
    <Panel title={type ? t("dictPage.valuesOf", { name: typeName }) : t("dictPage.values")} className="dict-values">
      {!type ? (
        <Empty description={t("dictPage.chooseType")} />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={8} wrap align="center">
            <Input
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onPressEnter={search}
              placeholder={t("dictPage.filter.keyword")}
              aria-label={t("dictPage.filter.keyword")}
              allowClear
              style={{ width: 220 }}
            />
            <ChoiceFilter
              placeholder={t("dictPage.filter.enabled")}
              width={120}
              value={query.enabled}
              onChange={(enabled?: "true" | "false") => setQuery((q) => ({ ...q, page: 1, enabled }))}
              options={[
                { value: "true", label: t("dictPage.enabled") },
                { value: "false", label: t("dictPage.disabled") },
              ]}
            />
            <Button type="primary" onClick={search}>
              {t("dictPage.search")}
            </Button>
            {can(DICT_ELEMENTS.valueAdd) && (
              <Button onClick={() => setFormState({ open: true })}>{t("dictPage.addValue")}</Button>
            )}
          </Flex>
          <Table<DictValueRow>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={values.data?.rows ?? []}
            loading={values.isFetching}
            scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
            pagination={{
              current: query.page,
              pageSize: query.limit,
              total: values.data?.total ?? 0,
              showSizeChanger: true,
              pageSizeOptions: PAGE_SIZES,
              showTotal: (total) => t("dictPage.total", { total }),
              onChange: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
            }}
          />
        </Flex>
      )}
      <ValueFormDialog
        state={formState}
        type={type}
        nextOrder={type?.valueCount ?? 0}
        onClose={() => setFormState({ open: false })}
      />
    </Panel>
  );
}
