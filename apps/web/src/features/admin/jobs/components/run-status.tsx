import type { JobRunStatus } from "@zcps/contracts/jobs";
import Tag from "antd/es/tag";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";

const STATUS_COLORS: Record<JobRunStatus, string> = { running: "processing", success: "success", failed: "error" };

export function RunStatusTag({ status }: { status: JobRunStatus }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status]}>{t(`jobs.status.${status}`)}</Tag>;
}

/** 850 ms, 12.3 s */
export function formatDuration(ms: number | null, t: TFunction): string {
  if (ms === null) return "";
  return ms < 1000 ? t("jobs.durationMs", { ms }) : t("jobs.durationS", { s: (ms / 1000).toFixed(1) });
}

/** Local date and time to the second. */
export const formatTime = (iso: string | null) => (iso ? dayjs(iso).format("YYYY-MM-DD HH:mm:ss") : "");
