import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";

const NOTICE_COLORS: Record<string, string> = { OPEN: "processing", CLOSED: "success", CANCELLED: "default" };
const OBJECTION_COLORS: Record<string, string> = {
  OPEN: "warning",
  UPHELD: "error",
  DISMISSED: "default",
  WITHDRAWN: "default",
};

/** A notice's state; an open notice past its last working day says so. */
export function NoticeStatusTag({ status, elapsed }: { status: string; elapsed: boolean }) {
  const { t } = useTranslation();
  if (status === "OPEN" && elapsed) return <Tag color="orange">{t("unitReview.noticeStatus.ELAPSED")}</Tag>;
  return (
    <Tag color={NOTICE_COLORS[status] ?? "default"}>
      {t(`unitReview.noticeStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}

export function ObjectionStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={OBJECTION_COLORS[status] ?? "default"}>
      {t(`unitReview.objectionStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}
