import {
  POST_TYPE_LABELS,
  POST_TYPES,
  TITLE_LEVEL_LABELS,
  TITLE_LEVELS,
} from "@zcps/contracts/zcps/catalogue/catalogue";
import type { StaffRow } from "@zcps/contracts/zcps/staff/api";
import { STAFF_ELEMENTS } from "@zcps/contracts/zcps/staff/elements";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { useDictLabel } from "../../../lib/dict";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useLocalName } from "../../../lib/use-local-name";
import { useCreateStaffAccount } from "./api/create-staff-account";
import { useDeleteStaff } from "./api/delete-staff";
import { useExportStaff } from "./api/export-staff";
import { type StaffQuery, useStaff } from "./api/get-staff";
import { useUnits } from "./api/get-staff-lookups";
import { type StaffDialogState, StaffFormDialog } from "./components/staff-form-dialog";
import { DeleteLink, useStaffListQuery } from "./components/staff-list";
import { StaffRecordsDrawer } from "./components/staff-records-drawer";

/** /zcps/baseUser: staff master data, their accounts and their imported records. */
export default function BaseUserPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const { modal } = useAntdApp();
  const can = useCan();
  const { filter, setFilter, query, search, listProps } = useStaffListQuery<StaffQuery>({ page: 1, limit: 20 });
  const [dialog, setDialog] = useState<StaffDialogState>({ open: false });
  const [recordsOf, setRecordsOf] = useState<StaffRow | null>(null);
  const staff = useStaff(query);
  const units = useUnits();
  const localName = useLocalName();
  const remove = useDeleteStaff();
  const openAccount = useCreateStaffAccount();
  const exportStaff = useExportStaff();
  const sexLabel = useDictLabel("comm_sex");
  const degreeLabel = useDictLabel("degree");

  async function createAccount(row: StaffRow) {
    const reply = await openAccount.mutateAsync(row.id);
    modal.success({
      title: reply.message,
      content: (
        <Typography.Paragraph>
          {t("staff.account.username")}: <Typography.Text code>{reply.data.username}</Typography.Text>
          <br />
          {t("staff.account.password")}:{" "}
          <Typography.Text code copyable>
            {reply.data.password}
          </Typography.Text>
        </Typography.Paragraph>
      ),
    });
  }

  return (
    <ListPage<StaffRow>
      filters={
        <>
          <ChoiceFilter
            placeholder={t("staff.field.unitId")}
            width={200}
            value={filter.unitId}
            onChange={(unitId) => setFilter((f) => ({ ...f, unitId }))}
            options={(units.data ?? []).map((u) => ({ value: u.id, label: localName(u.name, u.nameEn) }))}
            searchable
          />
          <ChoiceFilter
            placeholder={t("staff.field.postType")}
            value={filter.postType}
            onChange={(postType) => setFilter((f) => ({ ...f, postType }))}
            options={POST_TYPES.map((type) => ({ value: type, label: POST_TYPE_LABELS[type][lang] }))}
          />
          <ChoiceFilter
            placeholder={t("staff.titleLevel")}
            width={140}
            value={filter.titleLevel}
            onChange={(titleLevel) => setFilter((f) => ({ ...f, titleLevel }))}
            options={TITLE_LEVELS.map((level) => ({ value: level, label: TITLE_LEVEL_LABELS[level][lang] }))}
          />
          <KeywordFilter
            placeholder={t("staff.keyword")}
            width={200}
            value={filter.keyword}
            onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
            onSearch={search}
          />
        </>
      }
      {...listProps}
      actions={
        <>
          {can(STAFF_ELEMENTS.baseUserAdd) && (
            <Button onClick={() => setDialog({ open: true })}>{t("staff.add")}</Button>
          )}
          {can(STAFF_ELEMENTS.baseUserExport) && (
            <Button loading={exportStaff.isPending} onClick={() => exportStaff.mutate(query)}>
              {t("staff.export")}
            </Button>
          )}
        </>
      }
      rowKey="id"
      data={staff.data}
      loading={staff.isFetching}
      columns={[
        { title: t("staff.field.employeeNo"), dataIndex: "employeeNo", width: 110, fixed: "left" },
        { title: t("staff.field.name"), dataIndex: "name", width: 100 },
        { title: t("staff.field.sex"), dataIndex: "sex", width: 70, render: (v: string | null) => sexLabel(v) },
        {
          title: t("staff.field.unitId"),
          key: "unit",
          width: 200,
          render: (_, row) => localName(row.unitName, row.unitNameEn),
        },
        {
          title: t("staff.field.postType"),
          dataIndex: "postType",
          width: 130,
          render: (v: string | null) =>
            v && v in POST_TYPE_LABELS ? POST_TYPE_LABELS[v as keyof typeof POST_TYPE_LABELS][lang] : v,
        },
        {
          title: t("staff.field.currentTitleName"),
          key: "title",
          width: 130,
          render: (_, row) => (lang === "en" ? row.currentTitleNameEn || row.currentTitleName : row.currentTitleName),
        },
        { title: t("staff.field.currentTitleDate"), dataIndex: "currentTitleDate", width: 120 },
        {
          title: t("staff.field.degree"),
          dataIndex: "degree",
          width: 90,
          render: (v: string | null) => degreeLabel(v),
        },
        { title: t("staff.account.username"), dataIndex: "username", width: 120 },
        {
          title: t("staff.actions"),
          key: "actions",
          width: lang === "en" ? 330 : 280,
          fixed: "right",
          render: (_, row) => (
            <Space size={0} wrap>
              <Button type="link" size="small" onClick={() => setRecordsOf(row)}>
                {t("staff.records.open", { count: row.recordCount })}
              </Button>
              {can(STAFF_ELEMENTS.baseUserEdit) && (
                <Button type="link" size="small" onClick={() => setDialog({ open: true, row })}>
                  {t("staff.edit")}
                </Button>
              )}
              {can(STAFF_ELEMENTS.baseUserAccount) && !row.userId && (
                <Button type="link" size="small" onClick={() => createAccount(row).catch(() => undefined)}>
                  {t("staff.account.create")}
                </Button>
              )}
              {can(STAFF_ELEMENTS.baseUserDel) && (
                <DeleteLink
                  title={t("staff.deleteConfirm", { name: row.name })}
                  onConfirm={() => remove.mutateAsync(row.id)}
                />
              )}
            </Space>
          ),
        },
      ]}
    >
      <StaffFormDialog state={dialog} onClose={() => setDialog({ open: false })} />
      <StaffRecordsDrawer staff={recordsOf} onClose={() => setRecordsOf(null)} />
    </ListPage>
  );
}
