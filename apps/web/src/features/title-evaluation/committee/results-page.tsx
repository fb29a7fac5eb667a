import { COMMITTEE_ELEMENTS as E } from "@zcps/contracts/zcps/committee/element-codes";
import { RESULTS_ELEMENTS } from "@zcps/contracts/zcps/results/element-codes";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Spin from "antd/es/spin";
import Tabs from "antd/es/tabs";
import Typography from "antd/es/typography";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { formatFullDateTime } from "../../../lib/format";
import { A3ZipButton } from "../a3/components/a3-zip-button";
import { AppealsTab } from "../results/components/appeals-tab";
import { PublicityTab } from "../results/components/publicity-tab";
import { type ResultsTab, tabOf, visibleTabs } from "../results/logic";
import { useDownloadMinutes } from "./api/download-minutes";
import { useResults } from "./api/get-results";
import { MeetingBar } from "./components/meeting-bar";
import { useMeetingChoice } from "./components/meeting-choice";
import { RoundTable } from "./components/round-table";
import { SealCard } from "./components/seal-card";
import { SignOffDialog } from "./components/sign-off-dialog";
import { GroupStateTag } from "./components/tags";

/** A meeting's results per group and round (the counts, threshold and verdict of each candidate), and the sign-off. */
function MeetingResults() {
  const { t } = useTranslation();
  const can = useCan();
  const choice = useMeetingChoice();
  const results = useResults(choice.meeting?.id);
  const [signing, setSigning] = useState(false);
  const minutes = useDownloadMinutes();
  const data = results.data;

  return (
    <Flex vertical gap={16}>
      <MeetingBar
        choice={choice}
        extra={
          data && (
            <Flex gap={8}>
              {choice.meeting && can(RESULTS_ELEMENTS.a3View) && (
                <A3ZipButton scope={{ projectTimeId: choice.meeting.projectTimeId, meetingId: data.meetingId }} />
              )}
              {(data.state === "ENDED" || data.state === "ARCHIVED") && (
                <Button loading={minutes.isPending} onClick={() => minutes.mutate(data.meetingId)}>
                  {t("cmtUi.minutes")}
                </Button>
              )}
              {can(E.signOff) && data.canSignOff && !data.signedOffAt && (
                <Button type="primary" onClick={() => setSigning(true)}>
                  {t("cmtUi.signOff")}
                </Button>
              )}
            </Flex>
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
    </Flex>
  );
}

const TAB_CONTENT: Record<ResultsTab, () => ReactNode> = {
  meeting: () => <MeetingResults />,
  publicity: () => <PublicityTab />,
  appeals: () => <AppealsTab />,
  seals: () => <SealCard />,
};

/**
 * /HighJudgesRes/HighJudges: the meeting's results with the chair's sign-off; the results publicity with its notices
 * and objections, and the appeals (stage 9); the sealed results' verification. Each tab shows to whoever holds its
 * code, and the one open is kept in the address (?tab=), so that a reload or a shared link opens it again.
 */
export default function ResultsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const visible = visibleTabs(can);
  const active = tabOf(search.get("tab"), visible);

  return (
    <Tabs
      activeKey={active}
      onChange={(tab) =>
        setSearch(
          (params) => {
            params.set("tab", tab);
            return params;
          },
          { replace: true },
        )
      }
      items={visible.map((tab) => ({ key: tab, label: t(`cmtUi.tab.${tab}`), children: TAB_CONTENT[tab]() }))}
    />
  );
}
