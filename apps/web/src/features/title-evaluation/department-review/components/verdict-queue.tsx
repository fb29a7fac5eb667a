import { QUEUE_FILTERS, type QueueRow, type Verdict } from "@zcps/contracts/zcps/department-review/api";
import { DEPARTMENT_REVIEW_ELEMENTS, departmentPageElements } from "@zcps/contracts/zcps/department-review/elements";
import { DEPARTMENT_PAGES, departmentPage } from "@zcps/contracts/zcps/department-review/material-pages";
import Button from "antd/es/button";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../../lib/list-page";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { pickName } from "../../../../lib/use-local-name";
import { useDecideItems } from "../api/decide-items";
import { type QueueQuery, useQueue } from "../api/get-queue";
import { CheckDrawer } from "./check-drawer";
import { useItemSummary, useMaterialName } from "./item-fields";
import { VerifyTag } from "./verify-tag";

/**
 * A reviewer's queue: one material page's items (assigned to me, or to nobody yet), or, with `supplementary`, the
 * items of the supplementary rounds across every page. Each opens in the check drawer; agreeing items are decided
 * together.
 */
export function VerdictQueue({ code, supplementary = false }: { code?: string; supplementary?: boolean }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const { message } = useAntdApp();
  const canVerify = can(code ? departmentPageElements(code).verify : DEPARTMENT_REVIEW_ELEMENTS.supplementaryVerify);
  const summary = useItemSummary();
  const materialName = useMaterialName();
  const page = code ? departmentPage(code) : undefined;
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<QueueQuery>({
    ...(code ? { type: code } : {}),
    status: "PENDING",
    page: 1,
    limit: 20,
    supplementary,
  });
  const queue = useQueue(query);
  const [openId, setOpenId] = useState<string | null>(null);
  const [selected, setSelected] = useState<QueueRow[]>([]);
  const [bulk, setBulk] = useState<{ verdict: Verdict; reason: string } | null>(null);
  const decideItems = useDecideItems();

  async function submitBulk() {
    if (!bulk) return;
    const reply = await decideItems.mutateAsync({
      items: selected.map((r) => ({ itemId: r.itemId, version: r.version })),
      verdict: bulk.verdict,
      ...(bulk.verdict === "VERIFIED" ? {} : { reason: bulk.reason }),
    });
    message.success(reply.message);
    setBulk(null);
    setSelected([]);
  }

  const columns: ColumnsType<QueueRow> = [
    {
      title: t("departUi.col.declarant"),
      dataIndex: "declarantName",
      width: 110,
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.itemId)}>
          {name}
        </Button>
      ),
    },
    { title: t("departUi.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
    {
      title: t("departUi.col.unit"),
      dataIndex: "unitName",
      width: 160,
      ellipsis: true,
      render: (_, row) => pickName(en, row.unitName, row.unitNameEn) || "-",
    },
    ...(!page || page.materialTypes.length > 1
      ? [{ title: t("departUi.col.type"), dataIndex: "materialType", width: 120, render: materialName }]
      : []),
    {
      title: t("departUi.col.item"),
      dataIndex: "payload",
      width: 300,
      ellipsis: true,
      render: (_, row) => (
        <>
          {row.duplicates > 0 && (
            <Tooltip title={t("departUi.duplicateTitle")}>
              <Tag color="orange">{t("departUi.duplicate", { count: row.duplicates })}</Tag>
            </Tooltip>
          )}
          {summary(row.materialType, row.payload)}
        </>
      ),
    },
    {
      title: t("departUi.col.round"),
      dataIndex: "round",
      // a supplementary round's tag: "第 2 轮补充审核" / "Round 2, supplementary"
      width: en ? 180 : 140,
      render: (round: number, row) =>
        row.supplementary ? <Tag color="blue">{t("departUi.supplementary", { round })}</Tag> : round,
    },
    {
      title: t("departUi.col.status"),
      dataIndex: "verifyStatus",
      width: 110,
      render: (s: string) => <VerifyTag status={s} />,
    },
    {
      title: t("departUi.col.assignee"),
      dataIndex: "assignedToMe",
      width: 100,
      render: (mine: boolean) => (mine ? t("departUi.mine") : t("departUi.unassigned")),
    },
  ];

  const set = (patch: Partial<QueueQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  return (
    <ListPage<QueueRow>
      filters={
        <>
          {!code && (
            <ChoiceFilter
              value={query.type}
              onChange={(type) => set({ type })}
              options={DEPARTMENT_PAGES.map((p) => ({ value: p.code, label: en ? p.en : p.zh }))}
              placeholder={t("departUi.col.page")}
              width={180}
              searchable
            />
          )}
          <ChoiceFilter<QueueQuery["status"]>
            value={query.status}
            onChange={(status) => set({ status: status ?? "PENDING" })}
            options={QUEUE_FILTERS.map((s) => ({ value: s, label: t(`departUi.queue.${s}`) }))}
            placeholder={t("departUi.col.status")}
          />
          <KeywordFilter
            value={keyword}
            onChange={setKeyword}
            onSearch={() => set({ keyword: keyword.trim() || undefined })}
            placeholder={t("departUi.keyword")}
          />
        </>
      }
      onSearch={() => set({ keyword: keyword.trim() || undefined })}
      searchLabel={t("departUi.search")}
      actions={
        canVerify && (
          <Button disabled={selected.length === 0} onClick={() => setBulk({ verdict: "VERIFIED", reason: "" })}>
            {t("departUi.bulkVerdict", { count: selected.length })}
          </Button>
        )
      }
      columns={columns}
      rowKey="itemId"
      data={queue.data}
      loading={queue.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("departUi.total", { total })}
      rowSelection={
        canVerify
          ? {
              selectedRowKeys: selected.map((r) => r.itemId),
              onChange: (_, rows) => setSelected(rows),
              getCheckboxProps: (row) => ({ disabled: row.verifyStatus !== "PENDING" }),
            }
          : undefined
      }
    >
      <CheckDrawer itemId={openId} canVerify={canVerify} onClose={() => setOpenId(null)} />
      <Modal
        open={bulk !== null}
        title={t("departUi.bulkVerdict", { count: selected.length })}
        okText={t("departUi.submitVerdict")}
        cancelText={t("departUi.cancel")}
        confirmLoading={decideItems.isPending}
        onOk={submitBulk}
        onCancel={() => setBulk(null)}
        destroyOnHidden
      >
        {bulk && (
          <>
            <Radio.Group
              value={bulk.verdict}
              onChange={(e) => setBulk({ ...bulk, verdict: e.target.value })}
              options={(["VERIFIED", "NOT_RECOGNIZED", "RETURNED"] as const).map((v) => ({
                value: v,
                label: t(`departUi.status.${v}`),
              }))}
              optionType="button"
              buttonStyle="solid"
              aria-label={t("departUi.verdict")}
            />
            {bulk.verdict !== "VERIFIED" && (
              <Input.TextArea
                style={{ marginTop: 12 }}
                value={bulk.reason}
                onChange={(e) => setBulk({ ...bulk, reason: e.target.value })}
                rows={3}
                maxLength={500}
                placeholder={t(
                  bulk.verdict === "RETURNED" ? "departUi.commentPlaceholder" : "departUi.reasonPlaceholder",
                )}
                aria-label={t(
                  bulk.verdict === "RETURNED" ? "departUi.commentPlaceholder" : "departUi.reasonPlaceholder",
                )}
              />
            )}
          </>
        )}
      </Modal>
    </ListPage>
  );
}
