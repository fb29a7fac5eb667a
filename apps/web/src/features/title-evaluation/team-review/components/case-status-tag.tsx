import type { CaseStatus, TeamDecision } from "@zcps/contracts/zcps/team-review/api";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";

const STATUS_COLORS: Record<CaseStatus, string> = {
  PENDING: "default",
  CHECKED: "processing",
  DISPUTED: "orange",
  PASSED: "success",
  RETURNED: "warning",
  INELIGIBLE: "error",
  QUALIFIED: "success",
  NOT_QUALIFIED: "error",
  LAPSED: "default",
  LEFT: "default",
};

const DECISION_COLORS: Record<TeamDecision, string> = {
  PASS: "success",
  QUALIFIED: "success",
  RETURN: "warning",
  DISPUTED: "orange",
  INELIGIBLE: "error",
  NOT_QUALIFIED: "error",
};

/** Where a declaration stands in a team stage (with how many stand there, in a count). */
export function CaseStatusTag({ status, count }: { status: CaseStatus | null; count?: number }) {
  const { t } = useTranslation();
  if (!status) return <>-</>;
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="case-status">
      {t(`team.status.${status}`)}
      {count !== undefined && ` ${count}`}
    </Tag>
  );
}

/** A decision or a member's conclusion. */
export function DecisionTag({ decision }: { decision: TeamDecision | null }) {
  const { t } = useTranslation();
  if (!decision) return null;
  return <Tag color={DECISION_COLORS[decision]}>{t(`team.decision.${decision}`)}</Tag>;
}
