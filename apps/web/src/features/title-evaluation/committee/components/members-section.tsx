import type { MeetingDetail, MeetingMember } from "@zcps/contracts/zcps/committee/api";
import { isEditable } from "@zcps/contracts/zcps/committee/meeting";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Switch from "antd/es/switch";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSetAttendance } from "../api/set-attendance";
import { ChooseMembersDialog } from "./choose-members-dialog";
import { DrawDialog } from "./draw-dialog";
import { MemberTags } from "./tags";

/** The meeting's members: drawn or chosen, the chair, who attends; the draw and the hand choice while a draft. */
export function MembersSection({ meeting, canEdit }: { meeting: MeetingDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const attendance = useSetAttendance();
  const [dialog, setDialog] = useState<"draw" | "choose" | null>(null);
  const draft = isEditable(meeting.state);
  const attendanceOpen = canEdit && meeting.state !== "ENDED" && meeting.state !== "ARCHIVED";
  const external = meeting.members.filter((m) => m.external).length;
  const attending = meeting.members.filter((m) => m.attending).length;

  const columns: ColumnsType<MeetingMember> = [
    {
      title: t("cmtUi.col.member"),
      key: "name",
      render: (_, m) => (
        <Flex gap={4} wrap align="center">
          {m.name}
          <MemberTags external={m.external} chair={m.chair} />
        </Flex>
      ),
    },
    { title: t("cmtUi.col.unit"), dataIndex: "unitName", render: (unit: string | null) => unit ?? "-" },
    {
      title: t("cmtUi.col.source"),
      dataIndex: "source",
      width: 100,
      render: (source: MeetingMember["source"]) => <Tag>{t(`cmtUi.source.${source}`)}</Tag>,
    },
    {
      title: t("cmtUi.col.attending"),
      key: "attending",
      width: 100,
      render: (_, m) => (
        <Switch
          size="small"
          checked={m.attending}
          disabled={!attendanceOpen}
          loading={attendance.isPending && attendance.variables?.userId === m.userId}
          aria-label={t("cmtUi.attendingOf", { name: m.name })}
          onChange={(checked) =>
            attendance.mutateAsync({ id: meeting.id, userId: m.userId, attending: checked }).catch(() => undefined)
          }
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary" data-testid="committee-member-counts">
          {t("cmtUi.memberCounts", { count: meeting.members.length, external, attending, size: meeting.size })}
        </Typography.Text>
        {canEdit && draft && (
          <Flex gap={8} style={{ marginInlineStart: "auto" }}>
            <Button onClick={() => setDialog("draw")}>{t("cmtUi.draw")}</Button>
            <Button onClick={() => setDialog("choose")}>{t("cmtUi.chooseMembers")}</Button>
          </Flex>
        )}
      </Flex>
      {meeting.seed && (
        <Typography.Text type="secondary">{t("cmtUi.drawnWithSeed", { seed: meeting.seed })}</Typography.Text>
      )}
      <Table<MeetingMember>
        rowKey="userId"
        size="small"
        columns={columns}
        dataSource={meeting.members}
        pagination={false}
        locale={{ emptyText: t("cmtUi.noMembers") }}
      />
      <DrawDialog open={dialog === "draw"} meeting={meeting} onClose={() => setDialog(null)} />
      <ChooseMembersDialog open={dialog === "choose"} meeting={meeting} onClose={() => setDialog(null)} />
    </Flex>
  );
}
