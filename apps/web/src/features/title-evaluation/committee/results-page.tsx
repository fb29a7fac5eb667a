import { COMMITTEE_ELEMENTS as E } from "@zcps/contracts/zcps/committee/element-codes";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Spin from "antd/es/spin";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { formatFullDateTime } from "../../../lib/format";
import { useResults } from "./api/get-results";
import { MeetingBar } from "./components/meeting-bar";
import { useMeetingChoice } from "./components/meeting-choice";
import { RoundTable } from "./components/round-table";
import { SealCard } from "./components/seal-card";
import { SignOffDialog } from "./components/sign-off-dialog";
import { GroupStateTag } from "./components/tags";

/**
 * /HighJudgesRes/HighJudges: a meeting's results per group and round (the counts, threshold and verdict of each
 * candidate, what the chair is told), the chair's sign-off, and the sealed results' verification.
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const choice = useMeetingChoice();
  const results = useResults(choice.meeting?.id);
  const [signing, setSigning] = useState(false);
  const data = results.data;

  return (
    <Flex vertical gap={16}>
      <MeetingBar
        choice={choice}
        extra={
          data &&
          can(E.signOff) &&
          data.canSignOff &&
          !data.signedOffAt && (
            <Button type="primary" onClick={() => setSigning(true)}>
              {t("cmtUi.signOff")}
            </Button>
          )
        }
      />
      {!choice.meeting ? (
        <Panel>
          <Empty description={choice.loading ? t("cmtUi.loading") : t("cmtUi.noMeeting")} />
        </Panel>
      ) : !data ? (
        <Spin />
      ) : (
        <>
          <Panel testId="committee-results-summary">
            <Flex vertical gap={8}>
              <Typography.Text>
                {t("cmtUi.resultsSummary", {
                  members: data.members,
                  attending: data.attending,
                  groups: data.groups.length,
                })}
              </Typography.Text>
              {data.signedOffAt ? (
                <Alert
                  type="success"
                  showIcon
                  title={t("cmtUi.signedOffBy", {
                    name: data.signedOffBy ?? "-",
                    at: formatFullDateTime(data.signedOffAt),
                  })}
                  data-testid="committee-signed-off"
                />
              ) : (
                <Typography.Text type="secondary">
                  {data.canSignOff ? t("cmtUi.awaitingSignOff") : t("cmtUi.notReadyForSignOff")}
                </Typography.Text>
              )}
            </Flex>
          </Panel>
          {data.groups.map((group) => (
            <Panel
              key={group.groupId}
              testId={`committee-results-${group.groupId}`}
              title={
                <Flex gap={8} align="center">
                  {group.name}
                  <GroupStateTag state={group.state} />
                  <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
                    {group.cap === null ? t("cmtUi.uncapped") : t("cmtUi.capOf", { cap: group.cap })}
                  </Typography.Text>
                </Flex>
              }
            >
              <Flex vertical gap={16}>
                {group.rounds.length === 0 ? (
                  <Typography.Text type="secondary">{t("cmtUi.noRounds")}</Typography.Text>
                ) : (
                  group.rounds.map((round) => <RoundTable key={round.round} round={round} verdicts={group.verdicts} />)
                )}
              </Flex>
            </Panel>
          ))}
          <SignOffDialog meetingId={data.meetingId} name={data.name} open={signing} onClose={() => setSigning(false)} />
        </>
      )}
      <SealCard />
    </Flex>
  );
}
