import type { FieldHelpRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_ELEMENTS } from "@zcps/contracts/zcps/config/elements";
import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { DeleteLink } from "../../../lib/delete-link";
import { ChoiceFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteFieldHelp } from "./api/delete-field-help";
import { type FieldHelpQuery, useFieldHelp } from "./api/get-field-help";
import { FieldHelpDialog, type FieldHelpDialogState } from "./components/field-help-dialog";

/** /zcps/fieldHelp: help texts per material type × field, shown beside the fields of the declaration editor. */
export default function FieldHelpPage() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<FieldHelpQuery>({ page: 1, limit: 20, keyword: "" });
  const [dialog, setDialog] = useState<FieldHelpDialogState>({ open: false });
  const help = useFieldHelp(query);
  const remove = useDeleteFieldHelp();

  const typeOf = (code: string) => MATERIAL_TYPES.find((m) => m.code === code);

  async function removeRow(row: FieldHelpRow) {
    const reply = await remove.mutateAsync(row.id);
    message.success(reply.message);
  }

  const columns: ColumnsType<FieldHelpRow> = [
    {
      title: t("zcfg.help.materialType"),
      dataIndex: "materialType",
      width: 160,
      render: (code: string) => typeOf(code)?.label[lang] ?? code,
    },
    {
      title: t("zcfg.help.field"),
      dataIndex: "field",
      width: 160,
      render: (name: string, row) => typeOf(row.materialType)?.fields.find((f) => f.name === name)?.label[lang] ?? name,
    },
    {
      title: t("zcfg.help.text"),
      key: "text",
      ellipsis: true,
      render: (_, row) => (lang === "en" && row.textEn ? row.textEn : row.text),
    },
    {
      title: t("zcfg.help.updatedAt"),
      dataIndex: "updatedAt",
      width: 160,
      render: (value: string) => dayjs(value).format("YYYY-MM-DD HH:mm"),
    },
    {
      title: t("zcfg.actions"),
      key: "actions",
      width: lang === "en" ? 130 : 110,
      render: (_, row) => (
        <Space size={0}>
          {can(CONFIG_ELEMENTS.fieldHelpEdit) && (
            <Button type="link" size="small" onClick={() => setDialog({ open: true, row })}>
              {t("zcfg.edit")}
            </Button>
          )}
          {can(CONFIG_ELEMENTS.fieldHelpDel) && (
            <DeleteLink title={t("zcfg.help.deleteTitle")} onConfirm={() => removeRow(row)} />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        <ChoiceFilter
          placeholder={t("zcfg.help.materialType")}
          width={220}
          value={query.materialType}
          onChange={(materialType) => setQuery((q) => ({ ...q, page: 1, materialType }))}
          options={MATERIAL_TYPES.map((m) => ({ value: m.code, label: m.label[lang] }))}
          searchable
        />
        <Input
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onPressEnter={() => setQuery((q) => ({ ...q, page: 1, keyword }))}
          placeholder={t("zcfg.help.keyword")}
          aria-label={t("zcfg.help.keyword")}
          allowClear
          style={{ width: 220 }}
        />
        <Button type="primary" onClick={() => setQuery((q) => ({ ...q, page: 1, keyword }))}>
          {t("zcfg.search")}
        </Button>
        {can(CONFIG_ELEMENTS.fieldHelpAdd) && (
          <Button onClick={() => setDialog({ open: true })}>{t("zcfg.help.add")}</Button>
        )}
      </Flex>
      <Table<FieldHelpRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={help.data?.rows ?? []}
        loading={help.isFetching}
        locale={{ emptyText: t("zcfg.help.empty") }}
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: help.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t("zcfg.total", { total }),
          onChange: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
        }}
      />
      <FieldHelpDialog state={dialog} onClose={() => setDialog({ open: false })} />
    </Flex>
  );
}
