import {
  APPLICATION_QUEUE_FILTERS,
  APPLICATION_TRACKS,
  type ApplicationRow,
  type ApplicationTrack,
} from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ELEMENTS } from "@zcps/contracts/zcps/applications/elements";
import Button from "antd/es/button";
import Radio from "antd/es/radio";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { type QueueQuery, useQueue } from "./api/get-queue";
import { ApplicationDrawer } from "./components/application-drawer";
import { ApplicationStatusTag, useApplicationLabels } from "./components/labels";

/**
 * /ApplicationReview/MaterialsReview: the reviewer's queue, the applications allocated to them; each opens with its
 * evidence and is approved, or rejected with a reason.
 */
export default function MaterialsReviewPage() {
  const { t } = useTranslation();
  const labels = useApplicationLabels();
  const can = useCan();
  const canDecide = can(APPLICATION_ELEMENTS.decide);
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<QueueQuery>({ status: "PENDING", page: 1, limit: 20 });
  const queue = useQueue(query);
  const [openId, setOpenId] = useState<string | null>(null);

  const columns: ColumnsType<ApplicationRow> = [
    { title: t("appReview.col.applicant"), dataIndex: "applicantName", width: 90 },
    { title: t("appReview.col.employeeNo"), dataIndex: "employeeNo", width: 100 },
    {
      title: t("appReview.col.unit"),
      dataIndex: "unitName",
      width: 150,
      ellipsis: true,
      render: (_, r) => labels.unit(r),
    },
    { title: t("appReview.col.track"), dataIndex: "track", width: 170, render: labels.track },
    { title: t("appReview.col.grounds"), dataIndex: "grounds", width: 210, ellipsis: true },
    { title: t("appReview.col.evidence"), dataIndex: "evidenceCount", width: 80, align: "right" },
    {
      title: t("appReview.col.status"),
      dataIndex: "status",
      width: 130,
      render: (s: string) => <ApplicationStatusTag status={s} />,
    },
    { title: t("appReview.col.filedAt"), dataIndex: "createdAt", width: 110, render: labels.date },
    {
      title: t("appReview.col.actions"),
      key: "actions",
      width: 80,
      fixed: "right",
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
          {canDecide && row.status === "ASSIGNED" ? t("appReview.review") : t("appReview.open")}
        </Button>
      ),
    },
  ];

  const set = (patch: Partial<QueueQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  return (
    <ListPage<ApplicationRow>
      filters={
        <>
          <Radio.Group
            value={query.status}
            onChange={(e) => set({ status: e.target.value })}
            options={APPLICATION_QUEUE_FILTERS.map((s) => ({ value: s, label: t(`appReview.queue.${s}`) }))}
            optionType="button"
            aria-label={t("appReview.queueFilter")}
          />
          <ChoiceFilter<ApplicationTrack>
            value={query.track}
            onChange={(track) => set({ track })}
            options={APPLICATION_TRACKS.map((tr) => ({ value: tr, label: labels.track(tr) }))}
            placeholder={t("appReview.track")}
            width={200}
          />
          <KeywordFilter
            value={keyword}
            onChange={setKeyword}
            onSearch={() => set({ keyword: keyword.trim() || undefined })}
            placeholder={t("appReview.keyword")}
          />
        </>
      }
      onSearch={() => set({ keyword: keyword.trim() || undefined })}
      searchLabel={t("appReview.search")}
      columns={columns}
      rowKey="id"
      data={queue.data}
      loading={queue.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(n) => t("appReview.total", { total: n })}
    >
      <ApplicationDrawer id={openId} canDecide={canDecide} onClose={() => setOpenId(null)} />
    </ListPage>
  );
}
