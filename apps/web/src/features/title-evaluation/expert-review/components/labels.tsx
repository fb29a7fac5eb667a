import type { AssignmentStatus, ExpertAssignmentRow } from "@zcps/contracts/zcps/peer-review/api";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";

const STATUS_COLORS: Record<AssignmentStatus, string> = {
  INVITED: "processing",
  ACCEPTED: "blue",
  DECLINED: "default",
  EXPIRED: "warning",
  COMPLETED: "success",
  INVALID: "error",
  CANCELLED: "default",
};

/** An invitation's status as a coloured tag. */
export function AssignmentStatusTag({ status }: { status: AssignmentStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`erUi.status.${status}`)}</Tag>;
}

const OPINION_COLORS = { NONE: "default", DRAFT: "gold", SUBMITTED: "success" } as const;

/** Where the expert's opinion stands: none yet, a saved draft, submitted. */
export function OpinionStateTag({ opinion }: { opinion: ExpertAssignmentRow["opinion"] }) {
  const { t } = useTranslation();
  return <Tag color={OPINION_COLORS[opinion]}>{t(`erUi.opinion.${opinion}`)}</Tag>;
}

/** A time as the console shows it (digits only, the same in both languages); a dash when there is none. */
export const timeText = (value: string | null | undefined) => (value ? dayjs(value).format("YYYY-MM-DD HH:mm") : "-");
