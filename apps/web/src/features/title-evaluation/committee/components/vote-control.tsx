import { useQueryClient } from "@tanstack/react-query";
import type { GroupAction, GroupResult, MeetingDetail, MeetingGroup } from "@zcps/contracts/zcps/committee/api";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Progress from "antd/es/progress";
import Spin from "antd/es/spin";
import Typography from "antd/es/typography";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useMeeting } from "../api/get-meeting";
import { useResults } from "../api/get-results";
import { committeeKey } from "../api/keys";
import { useLiveCount } from "../api/live-count";
import { useMoveGroup } from "../api/move-group";
import { useRevote } from "../api/revote";
import { currentCount, groupActions, tiedAtCap } from "../logic";
import { MeetingBar } from "./meeting-bar";
import { useMeetingChoice } from "./meeting-choice";
import { RoundTable } from "./round-table";
import { GroupStateTag } from "./tags";

const RUNNING = ["RUNNING", "PAUSED"] as const;

/**
 * The chair's and personnel's side of the vote: a running meeting's groups, each opened, paused, resumed and closed
 * here, with how many have voted while it is open (never how), its tally once closed and a re-vote of a tie at the cap.
 */
export function VoteControl() {
  const { t } = useTranslation();
  const choice = useMeetingChoice(RUNNING);
  const detail = useMeeting(choice.meeting?.id);
  const meeting = detail.data;
  const anyClosed = Boolean(meeting?.groups.some((g) => g.state === "CLOSED" || g.round > 1));
  const results = useResults(meeting?.id, anyClosed);

  return (
    <Flex vertical gap={16}>
      <MeetingBar choice={choice} />
      {!choice.meeting ? (
        <Panel>
          <Empty description={choice.loading ? t("cmtUi.loading") : t("cmtUi.noRunningMeeting")} />
        </Panel>
      ) : !meeting ? (
        <Spin />
      ) : (
        meeting.groups.map((group) => (
          <GroupControl
            key={group.id}
            meeting={meeting}
            group={group}
            result={results.data?.groups.find((g) => g.groupId === group.id)}
          />
        ))
      )}
    </Flex>
  );
}

function GroupControl({
  meeting,
  group,
  result,
}: {
  meeting: MeetingDetail;
  group: MeetingGroup;
  result: GroupResult | undefined;
}) {
  const { t } = useTranslation();
  const { modal, message } = useAntdApp();
  const client = useQueryClient();
  const move = useMoveGroup();
  const revote = useRevote();
  const voting = group.state === "OPEN" || group.state === "PAUSED";
  const attending = meeting.members.filter((m) => m.attending).length;
  const live = useLiveCount(group.id, voting);
  const count = currentCount(group, attending, live);

  // the stream tells of a state or round the page has not loaded (the other console closed it): reload the meeting
  useEffect(() => {
    if (count.state !== group.state || count.round !== group.round)
      void client.invalidateQueries({ queryKey: committeeKey });
  }, [count.state, count.round, group.state, group.round, client]);

  function confirmMove(action: GroupAction) {
    modal.confirm({
      title: t(`cmtUi.groupMove.${action}`),
      content: t(`cmtUi.groupMoveConfirm.${action}`, { name: group.name, round: group.round }),
      okText: t("cmtUi.ok"),
      cancelText: t("cmtUi.cancel"),
      okButtonProps: { danger: action === "close" },
      onOk: async () => {
        const reply = await move.mutateAsync({ groupId: group.id, action });
        message.success(reply.message);
      },
    });
  }

  function confirmRevote() {
    modal.confirm({
      title: t("cmtUi.revote"),
      content: t("cmtUi.revoteConfirm", { name: group.name }),
      okText: t("cmtUi.ok"),
      cancelText: t("cmtUi.cancel"),
      onOk: async () => {
        const reply = await revote.mutateAsync(group.id);
        message.success(reply.message);
      },
    });
  }

  const round = result?.rounds.find((r) => r.round === group.round);
  const percent = count.attending > 0 ? Math.round((count.voted / count.attending) * 100) : 0;
  const running = meeting.state === "RUNNING";

  return (
    <Panel
      testId={`committee-group-${group.id}`}
      title={
        <Flex gap={8} align="center">
          {group.name}
          <GroupStateTag state={group.state} />
          <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
            {[
              t("cmtUi.roundN", { round: group.round }),
              group.cap === null ? t("cmtUi.uncapped") : t("cmtUi.capOf", { cap: group.seats ?? group.cap }),
              t("cmtUi.candidatesN", { count: group.candidates.length }),
            ].join(t("cmtUi.separator"))}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={8}>
          {groupActions(group.state).map((action) => (
            <Button
              key={action}
              type={action === "open" || action === "resume" ? "primary" : "default"}
              danger={action === "close"}
              disabled={!running && action !== "close"}
              onClick={() => confirmMove(action)}
            >
              {t(`cmtUi.groupMove.${action}`)}
            </Button>
          ))}
          {tiedAtCap(group, result) && (
            <Button type="primary" disabled={!running} onClick={confirmRevote}>
              {t("cmtUi.revote")}
            </Button>
          )}
        </Flex>
      }
    >
      {voting && (
        <Flex gap={16} align="center" data-testid="committee-live-count">
          <Typography.Text strong>
            {t("cmtUi.votedOf", { voted: count.voted, attending: count.attending })}
          </Typography.Text>
          <Progress percent={percent} style={{ maxWidth: 360 }} status={group.state === "OPEN" ? "active" : "normal"} />
        </Flex>
      )}
      {group.state === "WAITING" && (
        <Typography.Text type="secondary">
          {group.candidates.map((c) => c.name).join(t("cmtUi.listSeparator"))}
        </Typography.Text>
      )}
      {group.state === "CLOSED" &&
        (round ? (
          <RoundTable round={round} />
        ) : (
          <Typography.Text type="secondary">{t("cmtUi.loading")}</Typography.Text>
        ))}
    </Panel>
  );
}
