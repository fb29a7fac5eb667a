import Flex from "antd/es/flex";
import Select from "antd/es/select";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { UnitBatchFilter } from "../../kit/batch-select";
import type { MeetingChoice } from "./meeting-choice";
import { MeetingStateTag } from "./tags";

/** The batch and meeting picker at the top of the vote's and the results' pages. */
export function MeetingBar({ choice, extra }: { choice: MeetingChoice; extra?: ReactNode }) {
  const { t } = useTranslation();
  const { meeting } = choice;
  return (
    <Panel testId="committee-meeting-bar">
      <Flex gap={8} wrap align="center">
        <UnitBatchFilter value={choice.batchId} onChange={choice.chooseBatch} />
        <Select<string>
          value={meeting?.id}
          onChange={choice.chooseMeeting}
          aria-label={t("cmtUi.meeting")}
          placeholder={choice.loading ? t("cmtUi.loading") : t("cmtUi.noMeeting")}
          style={{ width: 280 }}
          popupMatchSelectWidth={false}
          options={choice.meetings.map((m) => ({
            value: m.id,
            label: `${m.name} (${t(`committee.meeting.state.${m.state}`)})`,
          }))}
        />
        {meeting && <MeetingStateTag state={meeting.state} />}
        {extra && (
          <Flex gap={8} style={{ marginInlineStart: "auto" }}>
            {extra}
          </Flex>
        )}
      </Flex>
    </Panel>
  );
}
