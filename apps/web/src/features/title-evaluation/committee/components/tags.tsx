import type { GroupState } from "@zcps/contracts/zcps/committee/api";
import type { MeetingState } from "@zcps/contracts/zcps/committee/meeting";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { GROUP_STATE_COLORS, MEETING_STATE_COLORS, verdictTag } from "../logic";

export function MeetingStateTag({ state }: { state: MeetingState }) {
  const { t } = useTranslation();
  return <Tag color={MEETING_STATE_COLORS[state]}>{t(`committee.meeting.state.${state}`)}</Tag>;
}

export function GroupStateTag({ state }: { state: GroupState }) {
  const { t } = useTranslation();
  return <Tag color={GROUP_STATE_COLORS[state]}>{t(`committee.group.state.${state}`)}</Tag>;
}

/** A candidate's verdict (PASS, FAIL, TIE_REVOTE, NO_QUORUM), or undecided. */
export function VerdictTag({ verdict }: { verdict: string | null | undefined }) {
  const { t } = useTranslation();
  const tag = verdictTag(verdict);
  return <Tag color={tag.color}>{t(tag.key)}</Tag>;
}

/** A member from outside the university, or the chair. */
export function MemberTags({ external, chair }: { external: boolean; chair?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {external && <Tag color="geekblue">{t("cmtUi.external")}</Tag>}
      {chair && <Tag color="gold">{t("cmtUi.chair")}</Tag>}
    </>
  );
}
