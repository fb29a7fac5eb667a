import type { MeetingDetail, MeetingRow } from "@zcps/contracts/zcps/committee/api";
import { COMMITTEE_ELEMENTS as E } from "@zcps/contracts/zcps/committee/element-codes";
import { isEditable } from "@zcps/contracts/zcps/committee/meeting";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Table, { type ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { DeleteLink } from "../../../lib/delete-link";
import { formatFullDateTime } from "../../../lib/format";
import { UnitBatchFilter } from "../kit/batch-select";
import { useDeleteMeeting } from "./api/delete-meeting";
import { getMeeting } from "./api/get-meeting";
import { useMeetingChoice } from "./components/meeting-choice";
import { MeetingDialog, type MeetingDialogState } from "./components/meeting-dialog";
import { MeetingDrawer } from "./components/meeting-drawer";
import { MeetingStateTag } from "./components/tags";

/**
 * /hwgl/hygl: the batch's senior-committee meetings. Personnel and the chair prepare a draft (settings, the draw or
 * the hand choice of members, recusals, voting groups), then start, pause, end and archive it.
 */
export default function MeetingsPage() {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const can = useCan();
  const canEdit = can(E.meetingEdit);
  const choice = useMeetingChoice();
  const remove = useDeleteMeeting();
  const [dialog, setDialog] = useState<MeetingDialogState>({ open: false });
  const [openId, setOpenId] = useState<string | null>(null);

  async function edit(row: MeetingRow) {
    const meeting: MeetingDetail = await getMeeting(row.id);
    setDialog({ open: true, meeting });
  }

  const columns: ColumnsType<MeetingRow> = [
    {
      title: t("cmtUi.meetingName"),
      key: "name",
      width: 220,
      fixed: "left",
      render: (_, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(row.id)}>
          {row.name}
        </Button>
      ),
    },
    {
      title: t("cmtUi.col.state"),
      key: "state",
      // "in preparation" on one line
      width: english ? 130 : 100,
      render: (_, row) => <MeetingStateTag state={row.state} />,
    },
    {
      title: t("cmtUi.startsAt"),
      dataIndex: "startsAt",
      width: 160,
      render: (at: string | null) => (at ? formatFullDateTime(at) : "-"),
    },
    { title: t("cmtUi.place"), dataIndex: "place", width: 140, ellipsis: true, render: (p: string | null) => p ?? "-" },
    {
      title: t("cmtUi.col.members"),
      key: "members",
      width: 140,
      render: (_, row) => t("cmtUi.membersOfSize", { count: row.members, external: row.external, size: row.size }),
    },
    { title: t("cmtUi.col.groups"), dataIndex: "groups", width: 80 },
    { title: t("cmtUi.col.candidates"), dataIndex: "candidates", width: english ? 100 : 90 },
    {
      title: t("cmtUi.signedOff"),
      dataIndex: "signedOffAt",
      width: 160,
      render: (at: string | null) => (at ? formatFullDateTime(at) : "-"),
    },
    {
      title: t("cmtUi.col.actions"),
      key: "actions",
      width: english ? 200 : 170,
      fixed: "right",
      render: (_, row) => (
        <Flex gap={4}>
          <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
            {t("cmtUi.detail")}
          </Button>
          {canEdit && isEditable(row.state) && (
            <>
              <Button type="link" size="small" onClick={() => edit(row).catch(() => undefined)}>
                {t("cmtUi.edit")}
              </Button>
              <DeleteLink
                title={t("cmtUi.deleteMeeting", { name: row.name })}
                onConfirm={() => remove.mutateAsync(row.id)}
              />
            </>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Panel title={t("cmtUi.meetings")} testId="committee-meetings">
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <UnitBatchFilter value={choice.batchId} onChange={choice.chooseBatch} />
          {canEdit && (
            <Button type="primary" disabled={!choice.batchId} onClick={() => setDialog({ open: true })}>
              {t("cmtUi.newMeeting")}
            </Button>
          )}
        </Flex>
        <Table<MeetingRow>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={choice.meetings}
          loading={choice.loading}
          pagination={false}
          scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
          locale={{ emptyText: t("cmtUi.noMeeting") }}
        />
      </Flex>
      <MeetingDialog state={dialog} projectTimeId={choice.batchId} onClose={() => setDialog({ open: false })} />
      <MeetingDrawer id={openId} canEdit={canEdit} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
