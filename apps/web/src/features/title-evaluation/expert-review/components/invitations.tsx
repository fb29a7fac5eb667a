import {
  ASSIGNMENT_STATUSES,
  type AssignmentStatus,
  type ExpertAssignmentRow,
} from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Popconfirm from "antd/es/popconfirm";
import Segmented from "antd/es/segmented";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCan } from "../../../../lib/access";
import { PAGE_SIZES } from "../../../../lib/list-page";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLabels } from "../../kit/declaration-labels";
import { useExpertSelf } from "../api/get-me";
import { type MyListQuery, useMyInvitations } from "../api/get-my-list";
import { useRoundNotices } from "../api/get-notice";
import { useRespond } from "../api/respond";
import { DeclineDialog, type DeclineState } from "./decline-dialog";
import { AssignmentStatusTag, OpinionStateTag, timeText } from "./labels";

export const IDENTITY_PATH = "/AnonymousReview/IdentityVerification";

type StatusFilter = "ALL" | AssignmentStatus;
const FILTERS: StatusFilter[] = ["ALL", ...ASSIGNMENT_STATUSES.filter((s) => s !== "CANCELLED")];

/** An invitation the expert can open: accepted, or done. */
export const canOpen = (status: AssignmentStatus) =>
  status === "ACCEPTED" || status === "COMPLETED" || status === "INVALID";

/**
 * The expert's invitations, the rounds' notices first: accept, decline with a reason or declare a conflict, and open an
 * accepted one. An expert not yet verified is led to verify first: answers wait until then.
 */
export function Invitations({ onOpen }: { onOpen: (row: ExpertAssignmentRow) => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const navigate = useNavigate();
  const can = useCan();
  const labels = useLabels();
  const me = useExpertSelf();
  const notices = useRoundNotices();
  const [query, setQuery] = useState<MyListQuery>({ page: 1, limit: 20 });
  const list = useMyInvitations(query);
  const respond = useRespond();
  const [declining, setDeclining] = useState<DeclineState | null>(null);
  const verified = me.data?.verified ?? false;
  const mayRespond = can(E.respond) && verified;

  const accept = (row: ExpertAssignmentRow) =>
    respond.mutateAsync({ assignmentId: row.id, accept: true }).then(
      (reply) => message.success(reply.message || t("erUi.accepted")),
      () => undefined,
    );

  const columns: ColumnsType<ExpertAssignmentRow> = [
    {
      title: t("erUi.col.declarant"),
      key: "declarant",
      width: 130,
      fixed: "left",
      render: (_, row) => (
        <>
          <div>{row.declarant}</div>
          <Typography.Text
            type="secondary"
            className="er-cell-note"
            ellipsis={{ tooltip: labels.named(row.roundName, row.roundNameEn) }}
          >
            {labels.named(row.roundName, row.roundNameEn)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t("erUi.col.title"),
      key: "title",
      width: 130,
      ellipsis: true,
      render: (_, row) => labels.named(row.titleName, row.titleNameEn),
    },
    {
      title: t("erUi.col.discipline"),
      key: "discipline",
      width: 130,
      ellipsis: true,
      render: (_, row) => labels.named(row.disciplineName, row.disciplineNameEn) || "-",
    },
    {
      title: t("erUi.col.status"),
      key: "status",
      width: 90,
      render: (_, row) => <AssignmentStatusTag status={row.status} />,
    },
    {
      title: t("erUi.col.times"),
      key: "times",
      width: 200,
      render: (_, row) => (
        <div className="er-times">
          <span>{t("erUi.time.invited", { time: timeText(row.invitedAt) })}</span>
          {row.status === "INVITED" && <span>{t("erUi.time.replyBy", { time: timeText(row.deadline) })}</span>}
          {row.reviewDeadline && <span>{t("erUi.time.reviewBy", { time: timeText(row.reviewDeadline) })}</span>}
        </div>
      ),
    },
    {
      title: t("erUi.col.opinion"),
      key: "opinion",
      width: 110,
      render: (_, row) => <OpinionStateTag opinion={row.opinion} />,
    },
    {
      title: t("erUi.actions"),
      key: "actions",
      width: 200,
      fixed: "right",
      render: (_, row) => {
        if (row.status === "INVITED" && mayRespond)
          return (
            <Space size={0} wrap>
              <Popconfirm
                title={t("erUi.acceptConfirm", { code: row.declarant })}
                okText={t("erUi.ok")}
                cancelText={t("erUi.cancel")}
                onConfirm={() => accept(row)}
              >
                <Button type="link" size="small">
                  {t("erUi.accept")}
                </Button>
              </Popconfirm>
              <Button type="link" size="small" onClick={() => setDeclining({ row, conflict: false })}>
                {t("erUi.decline")}
              </Button>
              <Button type="link" size="small" danger onClick={() => setDeclining({ row, conflict: true })}>
                {t("erUi.declareConflict")}
              </Button>
            </Space>
          );
        if (canOpen(row.status))
          return (
            <Button type="link" size="small" onClick={() => onOpen(row)}>
              {row.status === "ACCEPTED" && row.opinion !== "SUBMITTED" ? t("erUi.review") : t("erUi.view")}
            </Button>
          );
        return null;
      },
    },
  ];

  return (
    <Flex vertical gap={16} className="er-page">
      {(notices.data ?? [])
        .filter((n) => n.notice.trim())
        .map((n) => (
          <Alert
            key={n.roundId}
            type="info"
            showIcon
            title={t("erUi.noticeOf", { round: labels.named(n.roundName, n.roundNameEn) })}
            description={<div className="er-notice">{n.notice}</div>}
          />
        ))}
      {me.data && !verified && (
        <Alert
          type="warning"
          showIcon
          title={t("erUi.verifyFirst")}
          description={t("erUi.verifyFirstHint")}
          action={
            <Button type="primary" size="small" onClick={() => navigate(IDENTITY_PATH)}>
              {t("erUi.toVerify")}
            </Button>
          }
        />
      )}
      <Segmented<StatusFilter>
        value={query.status ?? "ALL"}
        onChange={(status) => setQuery((q) => ({ ...q, page: 1, status: status === "ALL" ? undefined : status }))}
        options={FILTERS.map((f) => ({ value: f, label: f === "ALL" ? t("erUi.all") : t(`erUi.status.${f}`) }))}
        style={{ alignSelf: "flex-start" }}
      />
      <Table<ExpertAssignmentRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.isFetching}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
        locale={{ emptyText: t("erUi.noInvitations") }}
        pagination={{
          current: query.page,
          pageSize: query.limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t("erUi.total", { total }),
          onChange: (page, limit) => setQuery((q) => ({ ...q, page: limit === q.limit ? page : 1, limit })),
        }}
      />
      <DeclineDialog state={declining} onClose={() => setDeclining(null)} />
    </Flex>
  );
}
