import type { AppealOutcome, AppealState, ObjectionState, PublicityStatus } from "@zcps/contracts/zcps/results/api";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { APPEAL_STATE_COLORS, OBJECTION_STATE_COLORS, PUBLICITY_STATUS_COLORS } from "../logic";

/** A publicity's state; an open one past its last working day says it may be closed. */
export function PublicityStatusTag({ status, elapsed }: { status: PublicityStatus; elapsed: boolean }) {
  const { t } = useTranslation();
  if (status === "OPEN" && elapsed) return <Tag color="orange">{t("resultsUi.publicityStatus.ELAPSED")}</Tag>;
  return <Tag color={PUBLICITY_STATUS_COLORS[status]}>{t(`resultsUi.publicityStatus.${status}`)}</Tag>;
}

export function ObjectionStateTag({ state }: { state: ObjectionState }) {
  const { t } = useTranslation();
  return <Tag color={OBJECTION_STATE_COLORS[state]}>{t(`resultsUi.objectionState.${state}`)}</Tag>;
}

export function AppealStateTag({ state }: { state: AppealState }) {
  const { t } = useTranslation();
  return <Tag color={APPEAL_STATE_COLORS[state]}>{t(`resultsUi.appealState.${state}`)}</Tag>;
}

/** The last day to decide an appeal, red once it has passed with the appeal still open. */
export function DueTag({ dueOn, overdue }: { dueOn: string; overdue: boolean }) {
  const { t } = useTranslation();
  return overdue ? (
    <Tag color="error" data-testid="appeal-overdue">
      {t("resultsUi.overdue", { date: dueOn })}
    </Tag>
  ) : (
    <span>{dueOn}</span>
  );
}

/** What a decided appeal came to: the decision stands, is revoked, or a named stage reviews it again. */
export function AppealOutcomeText({
  appeal,
}: {
  appeal: {
    state: AppealState;
    outcome: AppealOutcome | null;
    reinstateAt: string | null;
    toDeclarant?: boolean;
  };
}) {
  const { t } = useTranslation();
  if (appeal.state === "OPEN") return <>-</>;
  if (appeal.state === "DISMISSED") return <>{t("resultsUi.outcome.DISMISSED")}</>;
  if (appeal.outcome === "REREVIEW")
    return (
      <>
        {t("resultsUi.outcome.REREVIEW", { stage: t(`decl.state.${appeal.reinstateAt}`) })}
        {appeal.toDeclarant ? t("resultsUi.outcome.toDeclarant") : null}
      </>
    );
  return <>{t("resultsUi.outcome.REVOKE")}</>;
}
