import {
  NAMED_LIST_STATUSES,
  type NamedListRow,
  type NamedListType,
  REVIEWED_LISTS,
} from "@zcps/contracts/zcps/staff/api";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import Upload from "antd/es/upload";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../../lib/list-page";
import { saveFile } from "../../../../lib/request";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { useDeleteNamedListEntry } from "../api/delete-named-list-entry";
import { type NamedListQuery, useNamedList } from "../api/get-named-list";
import { useListBatches } from "../api/get-named-list-options";
import { useUnits } from "../api/get-staff-lookups";
import { useImportKyry } from "../api/import-kyry";
import { useReviewNamedListEntry } from "../api/review-named-list-entry";
import { NamedListDialog, type NamedListDialogState } from "./named-list-dialog";
import { DeleteLink, useStaffListQuery } from "./staff-list";

const STATUS_COLORS = { pending: "gold", approved: "green", rejected: "red" } as const;

/** One named list (talents, kyry or tpUser): filters, entries with their effects, review, import. */
export function NamedListView({ listType }: { listType: NamedListType }) {
  const { t } = useTranslation();
  const { message, modal } = useAntdApp();
  const can = useCan();
  const reviewed = REVIEWED_LISTS.includes(listType);
  const { filter, setFilter, query, search, listProps } = useStaffListQuery<NamedListQuery>({ page: 1, limit: 20 });
  const [dialog, setDialog] = useState<NamedListDialogState>({ open: false });
  const list = useNamedList(listType, query);
  const batches = useListBatches(listType);
  const units = useUnits(`/api/zcps-sh/${listType}`);
  const localName = useLocalName();
  const remove = useDeleteNamedListEntry(listType);
  const review = useReviewNamedListEntry(listType);
  const importKyry = useImportKyry();

  function reviewEntry(row: NamedListRow, decision: "approved" | "rejected") {
    let comment = "";
    modal.confirm({
      title: t(decision === "approved" ? "list.approveTitle" : "list.rejectTitle", { name: row.name }),
      content: (
        <Input.TextArea
          aria-label={t("list.comment")}
          placeholder={t("list.comment")}
          onChange={(e) => {
            comment = e.target.value;
          }}
        />
      ),
      okText: t(decision === "approved" ? "list.approve" : "list.reject"),
      cancelText: t("staff.cancel"),
      onOk: () => review.mutateAsync({ id: row.id, decision, comment }).then((reply) => message.success(reply.message)),
    });
  }

  const effectTags = (row: NamedListRow) => (
    <Space size={4} wrap>
      {row.effects.quotaExempt && <Tag>{t("list.effect.quotaExempt")}</Tag>}
      {(row.effects.seniorityRelaxYears ?? 0) > 0 && (
        <Tag>{t("list.effect.relaxTag", { years: row.effects.seniorityRelaxYears })}</Tag>
      )}
      {row.effects.separateGroup && <Tag>{t("list.effect.separateGroup")}</Tag>}
      {row.effects.skipPeerReview && <Tag>{t("list.effect.skipPeerReview")}</Tag>}
    </Space>
  );

  return (
    <ListPage<NamedListRow>
      filters={
        <>
          <ChoiceFilter
            placeholder={t("list.batch")}
            value={filter.projectTimeId}
            onChange={(projectTimeId) => setFilter((f) => ({ ...f, projectTimeId }))}
            options={(batches.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          />
          {reviewed && (
            <ChoiceFilter
              placeholder={t("list.status")}
              width={120}
              value={filter.status}
              onChange={(status) => setFilter((f) => ({ ...f, status }))}
              options={NAMED_LIST_STATUSES.map((s) => ({ value: s, label: t(`list.status.${s}`) }))}
            />
          )}
          <ChoiceFilter
            placeholder={t("staff.field.unitId")}
            width={200}
            value={filter.unitId}
            onChange={(unitId) => setFilter((f) => ({ ...f, unitId }))}
            options={(units.data ?? []).map((u) => ({ value: u.id, label: localName(u.name, u.nameEn) }))}
            searchable
          />
          <KeywordFilter
            placeholder={t("staff.keyword")}
            width={180}
            value={filter.keyword}
            onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
            onSearch={search}
          />
        </>
      }
      {...listProps}
      actions={
        <>
          {can(`${listType}:btn_add`) && <Button onClick={() => setDialog({ open: true })}>{t("list.add")}</Button>}
          {listType === "kyry" && can("kyry:btn_import") && (
            <>
              <Button onClick={() => saveFile("/api/zcps-sh/kyry/template").catch(() => undefined)}>
                {t("imp.template")}
              </Button>
              <Upload
                accept=".xlsx"
                showUploadList={false}
                beforeUpload={(file) => {
                  importKyry.mutateAsync({ file, projectTimeId: filter.projectTimeId }).then(
                    (reply) => {
                      if (reply.data.errors.length === 0) message.success(reply.message);
                      else
                        modal.error({
                          title: reply.message,
                          content: reply.data.errors.map((e) => `${e.row} ${e.column ?? ""}: ${e.message}`).join("\n"),
                        });
                    },
                    () => undefined,
                  );
                  return false;
                }}
              >
                <Button loading={importKyry.isPending}>{t("list.import")}</Button>
              </Upload>
            </>
          )}
        </>
      }
      rowKey="id"
      data={list.data}
      loading={list.isFetching}
      columns={[
        { title: t("staff.field.employeeNo"), dataIndex: "employeeNo", width: 110 },
        { title: t("staff.field.name"), dataIndex: "name", width: 100 },
        {
          title: t("staff.field.unitId"),
          key: "unit",
          width: 190,
          render: (_, row) => localName(row.unitName, row.unitNameEn),
        },
        {
          title: t("list.batch"),
          key: "batch",
          width: 110,
          render: (_, row) =>
            row.projectTimeId ? localName(row.projectTimeName, row.projectTimeNameEn) : t("list.allBatches"),
        },
        {
          title: t("list.level"),
          dataIndex: "level",
          width: 90,
          render: (v: string | null) => (v ? t(`list.level.${v}`) : ""),
        },
        { title: t("list.evidence"), dataIndex: "evidence", width: 200, ellipsis: true },
        { title: t("list.effects"), key: "effects", width: 240, render: (_, row) => effectTags(row) },
        ...(reviewed
          ? [
              {
                title: t("list.status"),
                key: "status",
                width: 100,
                render: (_: unknown, row: NamedListRow) => (
                  <Tag color={STATUS_COLORS[row.status]} title={row.reviewComment ?? undefined}>
                    {t(`list.status.${row.status}`)}
                  </Tag>
                ),
              },
            ]
          : []),
        {
          title: t("staff.actions"),
          key: "actions",
          width: 220,
          fixed: "right" as const,
          render: (_: unknown, row: NamedListRow) => (
            <Space size={0} wrap>
              {reviewed && row.status === "pending" && can(`${listType}:btn_review`) && (
                <>
                  <Button type="link" size="small" onClick={() => reviewEntry(row, "approved")}>
                    {t("list.approve")}
                  </Button>
                  <Button type="link" size="small" danger onClick={() => reviewEntry(row, "rejected")}>
                    {t("list.reject")}
                  </Button>
                </>
              )}
              {can(`${listType}:btn_edit`) && (
                <Button type="link" size="small" onClick={() => setDialog({ open: true, row })}>
                  {t("staff.edit")}
                </Button>
              )}
              {can(`${listType}:btn_del`) && (
                <DeleteLink
                  title={t("list.deleteConfirm", { name: row.name })}
                  onConfirm={() => remove.mutateAsync(row.id)}
                />
              )}
            </Space>
          ),
        },
      ]}
    >
      <NamedListDialog listType={listType} state={dialog} onClose={() => setDialog({ open: false })} />
    </ListPage>
  );
}
