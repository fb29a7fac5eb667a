import {
  ASSIGNMENT_STATUSES,
  type AssignmentStatus,
  type PeerAssignmentRow,
  type PeerDeclarantRow,
} from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useLocalName } from "../../../lib/use-local-name";
import { useLabels } from "../kit/declaration-labels";
import { LazyDeclarationDrawer } from "../kit/lazy-declaration-drawer";
import { useCancelAssignments } from "./api/cancel-assignments";
import { type AssignmentsQuery, useAssignments } from "./api/get-assignments";
import { type DeclarantsQuery, useDeclarants } from "./api/get-declarants";
import { useRemindExperts } from "./api/remind-experts";
import { declarantCodeColumn, declarantColumns, SUBLINE } from "./components/declarant-columns";
import { ReasonDialog } from "./components/reason-dialog";
import { ReplaceDialog } from "./components/replace-dialog";
import { RoundBar } from "./components/round-bar";
import { KindTag, StatusTag } from "./components/tags";
import { cancellable, remindable, replacementReasonFor } from "./logic";
import { useRoundChoice } from "./round-choice";

const day = (value: string | null) => (value ? dayjs(value).format("YYYY-MM-DD") : "-");
const minute = (value: string | null) => (value ? dayjs(value).format("YYYY-MM-DD HH:mm") : "-");

type InvitationFilter = Pick<AssignmentsQuery, "status" | "keyword" | "declarationId">;

/**
 * /AnonymousReview/AlreadySS: the declarations the round sent out with their invitations by status, and the
 * invitations themselves: cancel (before the packet is opened) or remind chosen ones, replace a declined, expired or
 * invalid one.
 */
export default function AlreadySsPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const can = useCan();
  const { message } = useAntdApp();
  const labels = useLabels();
  const choice = useRoundChoice();
  const { round } = choice;
  const [declKeyword, setDeclKeyword] = useState("");
  const [declQuery, setDeclQuery] = useState<Pick<DeclarantsQuery, "keyword" | "page" | "limit">>({
    page: 1,
    limit: 10,
  });
  const declarants = useDeclarants("allocated", round ? { roundId: round.id, ...declQuery } : null);
  const [filter, setFilter] = useState<InvitationFilter>({});
  const [query, setQuery] = useState<InvitationFilter & { page: number; limit: number }>({ page: 1, limit: 20 });
  const invitations = useAssignments(round ? { roundId: round.id, ...query } : null);
  const [focus, setFocus] = useState<PeerDeclarantRow | null>(null);
  const [selected, setSelected] = useState<PeerAssignmentRow[]>([]);
  const [cancelling, setCancelling] = useState(false);
  const [reminding, setReminding] = useState(false);
  const [replacing, setReplacing] = useState<PeerAssignmentRow | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const cancel = useCancelAssignments();
  const remind = useRemindExperts();
  const canCancel = can(E.cancel);
  const canRemind = can(E.remind);
  const canReplace = can(E.replace);

  const search = (patch: InvitationFilter = filter) => {
    setFilter(patch);
    setQuery((q) => ({ ...patch, page: 1, limit: q.limit }));
    setSelected([]);
  };
  const showInvitationsOf = (row: PeerDeclarantRow | null) => {
    setFocus(row);
    search({ ...filter, declarationId: row?.declarationId });
  };

  const columns: ColumnsType<PeerAssignmentRow> = [
    declarantCodeColumn(t, 110),
    {
      title: t("peerUi.col.expert"),
      key: "expert",
      width: 170,
      render: (_, row) => (
        <>
          <div style={{ whiteSpace: "nowrap" }}>{row.expertName}</div>
          <Space size={4} wrap>
            <KindTag kind={row.kind} />
            {!row.verified && (
              <Tooltip title={t("peerUi.unverifiedHint")}>
                <Tag style={{ marginInlineEnd: 0 }}>{t("peerUi.unverified")}</Tag>
              </Tooltip>
            )}
            <span style={SUBLINE}>{localName(row.institution, row.institutionEn)}</span>
          </Space>
        </>
      ),
    },
    {
      title: t("peerUi.col.status"),
      key: "status",
      width: 170,
      render: (_, row) => {
        // a decline's or a cancellation's reason, or what a replacement stands for
        const note = row.replacementReasonCode
          ? `${t("peerUi.replacementFor")}: ${t(`peerUi.replaceReason.${row.replacementReasonCode}`)}`
          : row.note;
        return (
          <>
            <Space size={[0, 4]} wrap>
              <StatusTag status={row.status} note={row.note} />
              {row.conflictDeclared && <Tag color="red">{t("peerUi.conflictDeclared")}</Tag>}
              {row.openedAt && (
                <Tooltip title={minute(row.openedAt)}>
                  <Tag>{t("peerUi.opened")}</Tag>
                </Tooltip>
              )}
            </Space>
            {note && (
              <Typography.Text type="secondary" ellipsis={{ tooltip: note }} style={{ display: "block", fontSize: 12 }}>
                {note}
              </Typography.Text>
            )}
          </>
        );
      },
    },
    { title: t("peerUi.col.invitedAt"), key: "invitedAt", width: 140, render: (_, row) => minute(row.invitedAt) },
    {
      title: t("peerUi.col.deadlines"),
      key: "deadlines",
      width: 170,
      render: (_, row) => (
        <>
          <div>{t("peerUi.replyBy", { date: day(row.deadline) })}</div>
          {row.reviewDeadline && <div>{t("peerUi.reviewBy", { date: day(row.reviewDeadline) })}</div>}
        </>
      ),
    },
    { title: t("peerUi.col.reminders"), dataIndex: "reminders", width: 95 },
    ...(canReplace
      ? [
          {
            title: t("peerUi.col.actions"),
            key: "actions",
            width: 90,
            fixed: "right" as const,
            render: (_: unknown, row: PeerAssignmentRow) =>
              replacementReasonFor(row.status) && (
                <Button type="link" size="small" onClick={() => setReplacing(row)}>
                  {t("peerUi.replace")}
                </Button>
              ),
          },
        ]
      : []),
  ];

  const toCancel = selected.filter(cancellable);
  const toRemind = selected.filter(remindable);

  return (
    <Flex vertical gap={16}>
      <RoundBar choice={choice} />
      <Panel title={t("peerUi.sent")} testId="peer-sent">
        <ListPage<PeerDeclarantRow>
          filters={
            <KeywordFilter
              value={declKeyword}
              onChange={setDeclKeyword}
              onSearch={() => setDeclQuery((q) => ({ ...q, page: 1, keyword: declKeyword.trim() || undefined }))}
              placeholder={t("peerUi.keyword")}
            />
          }
          onSearch={() => setDeclQuery((q) => ({ ...q, page: 1, keyword: declKeyword.trim() || undefined }))}
          searchLabel={t("peerUi.search")}
          columns={[
            ...declarantColumns(t, labels, (row) => setOpenId(row.declarationId), "sent"),
            {
              title: t("peerUi.col.actions"),
              key: "actions",
              width: 110,
              fixed: "right",
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => showInvitationsOf(row)}>
                  {t("peerUi.showInvitations")}
                </Button>
              ),
            },
          ]}
          rowKey="declarationId"
          data={declarants.data}
          loading={declarants.isFetching}
          paging={declQuery}
          onPaging={(paging) => setDeclQuery((q) => ({ ...q, ...paging }))}
          totalText={(total) => t("peerUi.total", { total })}
        />
      </Panel>
      <Panel title={t("peerUi.invitations")} testId="peer-invitations">
        <ListPage<PeerAssignmentRow>
          filters={
            <>
              {focus && (
                <Tag closable onClose={() => showInvitationsOf(null)} color="blue" style={{ marginInlineEnd: 0 }}>
                  {t("peerUi.ofDeclarant", { name: focus.name })}
                </Tag>
              )}
              <ChoiceFilter<AssignmentStatus>
                value={filter.status}
                onChange={(status) => search({ ...filter, status })}
                options={ASSIGNMENT_STATUSES.map((s) => ({ value: s, label: t(`peerUi.status.${s}`) }))}
                placeholder={t("peerUi.col.status")}
                width={140}
              />
              <KeywordFilter
                value={filter.keyword}
                onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
                onSearch={() => search({ ...filter, keyword: filter.keyword?.trim() || undefined })}
                placeholder={t("peerUi.invitationKeyword")}
              />
            </>
          }
          onSearch={() => search({ ...filter, keyword: filter.keyword?.trim() || undefined })}
          searchLabel={t("peerUi.search")}
          actions={
            <>
              {canRemind && (
                <Button disabled={toRemind.length === 0} onClick={() => setReminding(true)}>
                  {t("peerUi.remindChosen", { count: toRemind.length })}
                </Button>
              )}
              {canCancel && (
                <Button danger disabled={toCancel.length === 0} onClick={() => setCancelling(true)}>
                  {t("peerUi.cancelChosen", { count: toCancel.length })}
                </Button>
              )}
            </>
          }
          columns={columns}
          rowKey="id"
          data={invitations.data}
          loading={invitations.isFetching}
          paging={query}
          onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
          totalText={(total) => t("peerUi.total", { total })}
          rowSelection={
            canCancel || canRemind
              ? {
                  selectedRowKeys: selected.map((row) => row.id),
                  onChange: (_, rows) => setSelected(rows),
                  getCheckboxProps: (row) => ({ disabled: !remindable(row) }),
                }
              : undefined
          }
        />
      </Panel>
      <ReasonDialog
        open={cancelling}
        title={t("peerUi.cancelTitle")}
        intro={t("peerUi.cancelIntro", {
          count: toCancel.length,
          names: toCancel
            .map((row) => `${row.expertName} → ${row.code ?? row.declarantName}`)
            .join(t("peerUi.listSeparator")),
        })}
        label={t("peerUi.reason")}
        required
        danger
        okText={t("peerUi.cancelInvitations")}
        onSubmit={async (reason) => {
          const reply = await cancel.mutateAsync({ assignmentIds: toCancel.map((row) => row.id), reason });
          message.success(reply.message);
          setSelected([]);
        }}
        onClose={() => setCancelling(false)}
      />
      <ReasonDialog
        open={reminding}
        title={t("peerUi.remindTitle")}
        intro={t("peerUi.remindIntro", { count: toRemind.length })}
        label={t("peerUi.remindMessage")}
        required={false}
        okText={t("peerUi.remind")}
        onSubmit={async (text) => {
          const reply = await remind.mutateAsync({
            assignmentIds: toRemind.map((row) => row.id),
            message: text || undefined,
          });
          message.success(reply.message);
          setSelected([]);
        }}
        onClose={() => setReminding(false)}
      />
      <ReplaceDialog row={replacing} onClose={() => setReplacing(null)} />
      <LazyDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
