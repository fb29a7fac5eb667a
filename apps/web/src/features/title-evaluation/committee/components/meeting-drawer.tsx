import type { MeetingAction } from "@zcps/contracts/zcps/committee/meeting";
import { RESULTS_ELEMENTS } from "@zcps/contracts/zcps/results/element-codes";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Spin from "antd/es/spin";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { formatFullDateTime } from "../../../../lib/format";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { A3ZipButton } from "../../a3/components/a3-zip-button";
import { useMeeting } from "../api/get-meeting";
import { useMoveMeeting } from "../api/move-meeting";
import { DANGEROUS_MEETING_ACTIONS } from "../logic";
import { GroupsSection } from "./groups-section";
import { MembersSection } from "./members-section";
import { RecusalsSection } from "./recusals-section";
import { MeetingStateTag } from "./tags";

/** One meeting: its settings, its packet, the moves open to it, its members, recusals and voting groups. */
export function MeetingDrawer({ id, canEdit, onClose }: { id: string | null; canEdit: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = useAntdApp();
  const can = useCan();
  const detail = useMeeting(id);
  const move = useMoveMeeting();
  const meeting = detail.data;

  function confirmMove(action: MeetingAction) {
    if (!meeting) return;
    modal.confirm({
      title: t(`cmtUi.move.${action}`),
      content: t(`cmtUi.moveConfirm.${action}`, { name: meeting.name }),
      okText: t("cmtUi.ok"),
      cancelText: t("cmtUi.cancel"),
      okButtonProps: { danger: DANGEROUS_MEETING_ACTIONS.includes(action) },
      onOk: async () => {
        const reply = await move.mutateAsync({ id: meeting.id, action });
        message.success(reply.message);
      },
    });
  }

  const heading = (text: string) => (
    <Typography.Title level={5} style={{ marginTop: 16 }}>
      {text}
    </Typography.Title>
  );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={960}
      title={
        meeting ? (
          <Flex gap={8} align="center">
            {meeting.name}
            <MeetingStateTag state={meeting.state} />
          </Flex>
        ) : (
          t("cmtUi.meeting")
        )
      }
      extra={
        canEdit &&
        meeting && (
          <Flex gap={8}>
            {meeting.actions.map((action) => (
              <Button
                key={action}
                type={action === "start" || action === "resume" ? "primary" : "default"}
                danger={DANGEROUS_MEETING_ACTIONS.includes(action)}
                onClick={() => confirmMove(action)}
              >
                {t(`cmtUi.move.${action}`)}
              </Button>
            ))}
          </Flex>
        )
      }
      destroyOnHidden
    >
      {!meeting ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            size="small"
            column={2}
            items={[
              {
                key: "startsAt",
                label: t("cmtUi.startsAt"),
                children: meeting.startsAt ? formatFullDateTime(meeting.startsAt) : "-",
              },
              { key: "place", label: t("cmtUi.place"), children: meeting.place ?? "-" },
              { key: "batch", label: t("cmtUi.batch"), children: meeting.batchName ?? "-" },
              {
                key: "rule",
                label: t("cmtUi.rule"),
                children: t("cmtUi.ruleText", {
                  size: meeting.size,
                  minSize: meeting.minSize,
                  numerator: meeting.externalNumerator,
                  denominator: meeting.externalDenominator,
                  ratio: meeting.poolRatio,
                }),
              },
              {
                key: "sameUnit",
                label: t("cmtUi.sameUnitRecusal"),
                children: meeting.sameUnitRecusal ? t("cmtUi.yes") : t("cmtUi.no"),
              },
              {
                key: "signedOff",
                label: t("cmtUi.signedOff"),
                children: meeting.signedOffAt
                  ? t("cmtUi.signedOffBy", {
                      name: meeting.signedOffBy ?? "-",
                      at: formatFullDateTime(meeting.signedOffAt),
                    })
                  : "-",
              },
              {
                key: "agenda",
                label: t("cmtUi.agenda"),
                span: 2,
                children: <div style={{ whiteSpace: "pre-line" }}>{meeting.agenda ?? "-"}</div>,
              },
              // the members' packet: the agenda and the candidates' A3 tables, in ballot order
              ...(can(RESULTS_ELEMENTS.a3View)
                ? [
                    {
                      key: "packet",
                      label: t("cmtUi.packet"),
                      span: 2,
                      children: <A3ZipButton scope={{ projectTimeId: meeting.projectTimeId, meetingId: meeting.id }} />,
                    },
                  ]
                : []),
            ]}
          />
          {heading(t("cmtUi.members"))}
          <MembersSection meeting={meeting} canEdit={canEdit} />
          {heading(t("cmtUi.groups"))}
          <GroupsSection meeting={meeting} canEdit={canEdit} />
          {heading(t("cmtUi.recusals"))}
          <RecusalsSection meeting={meeting} canEdit={canEdit} />
        </>
      )}
    </Drawer>
  );
}
