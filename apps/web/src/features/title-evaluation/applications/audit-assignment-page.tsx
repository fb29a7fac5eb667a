import {
  APPLICATION_STATUSES,
  APPLICATION_TRACKS,
  type ApplicationRow,
  type ApplicationStatus,
  type ApplicationTrack,
  OPEN_APPLICATION_STATUSES,
} from "@zcps/contracts/zcps/applications/api";
import { APPLICATION_ELEMENTS } from "@zcps/contracts/zcps/applications/elements";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Flex from "antd/es/flex";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Statistic from "antd/es/statistic";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { pickName } from "../../../lib/use-local-name";
import { useAssignApplications } from "./api/assign-applications";
import { useAssignEvenly } from "./api/assign-evenly";
import { type ApplicationListQuery, useApplications } from "./api/get-applications";
import { useApplicationBatches } from "./api/get-batches";
import { useProgress } from "./api/get-progress";
import { ApplicationDrawer } from "./components/application-drawer";
import { EnterDialog } from "./components/enter-dialog";
import { ApplicationStatusTag, useApplicationLabels } from "./components/labels";

/**
 * /ApplicationReview/AuditAssignment: every special-track application of the school with its reviewer and the
 * allocation's progress; chosen applications are allocated (or moved) to one reviewer, or every waiting one is
 * spread evenly over the chosen reviewers; personnel may enter an application for a staff member.
 */
export default function AuditAssignmentPage() {
  const { t } = useTranslation();
  const labels = useApplicationLabels();
  const en = labels.lang === "en";
  const can = useCan();
  const { message } = useAntdApp();
  const canAssign = can(APPLICATION_ELEMENTS.assign);
  const batches = useApplicationBatches();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<ApplicationListQuery>({ page: 1, limit: 20 });
  const list = useApplications(query);
  const progress = useProgress(query.projectTimeId);
  const [selected, setSelected] = useState<string[]>([]);
  const [reviewerId, setReviewerId] = useState<string | undefined>();
  const [evenly, setEvenly] = useState<string[] | null>(null);
  const [entering, setEntering] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const assign = useAssignApplications();
  const spread = useAssignEvenly();

  const reviewers = progress.data?.reviewers ?? [];
  const reviewerOptions = reviewers.map((r) => ({
    value: r.userId,
    label: t("appReview.progress.load", { name: r.name, open: r.open, decided: r.decided }),
  }));

  async function assignChosen() {
    if (!reviewerId) return;
    const reply = await assign.mutateAsync({ applicationIds: selected, reviewerId });
    message.success(t("appReview.assigned", { count: reply.data.count }));
    setSelected([]);
  }

  async function assignEvenly() {
    if (!evenly) return;
    const reply = await spread.mutateAsync({
      reviewerIds: evenly,
      ...(query.projectTimeId ? { projectTimeId: query.projectTimeId } : {}),
      ...(query.track ? { track: query.track } : {}),
    });
    message.success(t("appReview.assigned", { count: reply.data.count }));
    setEvenly(null);
  }

  // the level and the batch are in the drawer (and the batch filter): the list fits a 1440 px screen
  const columns: ColumnsType<ApplicationRow> = [
    {
      title: t("appReview.col.applicant"),
      dataIndex: "applicantName",
      width: 100,
      render: (name: string, row) => (
        <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
          {name}
        </Button>
      ),
    },
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
    {
      title: t("appReview.col.status"),
      dataIndex: "status",
      width: 150,
      render: (s: string) => <ApplicationStatusTag status={s} />,
    },
    {
      title: t("appReview.col.reviewer"),
      dataIndex: "reviewerName",
      width: 110,
      render: (name: string | null) => name ?? <Tag>{t("appReview.unassigned")}</Tag>,
    },
    { title: t("appReview.col.filedAt"), dataIndex: "createdAt", width: 110, render: labels.date },
  ];

  const set = (patch: Partial<ApplicationListQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const counts = progress.data?.counts;
  const total = counts ? APPLICATION_STATUSES.reduce((n, s) => n + counts[s], 0) : 0;
  return (
    <Flex vertical gap={16}>
      <Panel title={t("appReview.progress.title")} testId="allocation-progress">
        <Flex gap={40} wrap>
          <Statistic title={t("appReview.progress.total")} value={total} />
          {APPLICATION_STATUSES.map((s) => (
            <Statistic key={s} title={labels.status(s)} value={counts?.[s] ?? 0} />
          ))}
          <Flex vertical gap={6}>
            <Typography.Text type="secondary">{t("appReview.progress.reviewers")}</Typography.Text>
            <Flex gap={6} wrap>
              {reviewerOptions.map((r) => (
                <Tag key={r.value}>{r.label}</Tag>
              ))}
            </Flex>
          </Flex>
        </Flex>
      </Panel>
      <ListPage<ApplicationRow>
        filters={
          <>
            <ChoiceFilter<string>
              value={query.projectTimeId}
              onChange={(projectTimeId) => set({ projectTimeId })}
              options={(batches.data ?? []).map((b) => ({ value: b.id, label: pickName(en, b.name, b.nameEn) }))}
              placeholder={t("appReview.allBatches")}
              width={180}
            />
            <ChoiceFilter<ApplicationTrack>
              value={query.track}
              onChange={(track) => set({ track })}
              options={APPLICATION_TRACKS.map((tr) => ({ value: tr, label: labels.track(tr) }))}
              placeholder={t("appReview.track")}
              width={200}
            />
            <ChoiceFilter<ApplicationStatus>
              value={query.status}
              onChange={(status) => set({ status })}
              options={APPLICATION_STATUSES.map((s) => ({ value: s, label: labels.status(s) }))}
              placeholder={t("appReview.status")}
              width={170}
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
        actions={
          <>
            {canAssign && (
              <>
                <Select<string>
                  value={reviewerId}
                  onChange={setReviewerId}
                  options={reviewerOptions}
                  placeholder={t("appReview.reviewer")}
                  aria-label={t("appReview.reviewer")}
                  popupMatchSelectWidth={false}
                  style={{ width: 200 }}
                />
                <Button
                  disabled={!reviewerId || selected.length === 0}
                  loading={assign.isPending}
                  onClick={assignChosen}
                >
                  {t("appReview.assignChosen", { count: selected.length })}
                </Button>
                <Button type="primary" onClick={() => setEvenly(reviewers.map((r) => r.userId))}>
                  {t("appReview.assignEvenly")}
                </Button>
              </>
            )}
            {can(APPLICATION_ELEMENTS.enter) && (
              <Button onClick={() => setEntering(true)}>{t("appReview.enter")}</Button>
            )}
          </>
        }
        columns={columns}
        rowKey="id"
        data={list.data}
        loading={list.isFetching}
        paging={query}
        onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
        totalText={(n) => t("appReview.total", { total: n })}
        rowSelection={
          canAssign
            ? {
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys as string[]),
                getCheckboxProps: (row) => ({ disabled: !OPEN_APPLICATION_STATUSES.includes(row.status) }),
              }
            : undefined
        }
      >
        <Modal
          open={evenly !== null}
          title={t("appReview.assignEvenly")}
          okText={t("appReview.assign")}
          cancelText={t("appReview.cancel")}
          okButtonProps={{ disabled: !evenly?.length }}
          confirmLoading={spread.isPending}
          onOk={assignEvenly}
          onCancel={() => setEvenly(null)}
          destroyOnHidden
        >
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">{t("appReview.assignEvenlyHelp")}</Typography.Text>
            <Checkbox.Group value={evenly ?? []} onChange={(v) => setEvenly(v as string[])} options={reviewerOptions} />
          </Flex>
        </Modal>
        <EnterDialog open={entering} batches={batches.data ?? []} onClose={() => setEntering(false)} />
        <ApplicationDrawer id={openId} canDecide={false} onClose={() => setOpenId(null)} />
      </ListPage>
    </Flex>
  );
}
