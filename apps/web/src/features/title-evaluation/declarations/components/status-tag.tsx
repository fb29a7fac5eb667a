import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";

const COLORS: Record<string, string> = {
  DRAFT: "default",
  RETURNED: "orange",
  APPROVED: "green",
  WITHDRAWN: "default",
};

/** A declaration state in its colour: drafts grey, returns orange, the pipeline blue, refusals red. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  const color = COLORS[status] ?? (/REJECTED|NOT_|INELIGIBLE|FAILED|REVOKED/.test(status) ? "red" : "blue");
  return <Tag color={color}>{t(`decl.state.${status}`, { defaultValue: status })}</Tag>;
}
