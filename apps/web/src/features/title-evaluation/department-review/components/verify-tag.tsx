import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  PENDING: "default",
  VERIFIED: "success",
  NOT_RECOGNIZED: "error",
  RETURNED: "warning",
  OVERTURNED: "success",
  OPEN: "processing",
  UPHELD: "default",
};

/** A verification status, verdict or appeal status as a coloured tag. */
export function VerifyTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status] ?? "default"}>{t(`departUi.status.${status}`, { defaultValue: status })}</Tag>;
}
