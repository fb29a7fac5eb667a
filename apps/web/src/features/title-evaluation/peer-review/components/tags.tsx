import type { AssignmentStatus } from "@zcps/contracts/zcps/peer-review/api";
import type { PeerVerdict } from "@zcps/contracts/zcps/peer-review/pass-rule";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useTranslation } from "react-i18next";
import { STATUS_COLORS, VERDICT_COLORS } from "../logic";

/** An invitation's status; its note (a decline's reason, a cancellation's) on hover. */
export function StatusTag({ status, note }: { status: AssignmentStatus; note?: string | null }) {
  const { t } = useTranslation();
  const tag = <Tag color={STATUS_COLORS[status]}>{t(`peerUi.status.${status}`)}</Tag>;
  return note ? <Tooltip title={note}>{tag}</Tooltip> : tag;
}

/** The pass rule's verdict, or pending while opinions are outstanding. */
export function VerdictTag({ verdict }: { verdict: PeerVerdict | null }) {
  const { t } = useTranslation();
  const key = verdict ?? "PENDING";
  return <Tag color={VERDICT_COLORS[key]}>{t(`peerUi.verdict.${key}`)}</Tag>;
}

/** An expert from outside the university or of it. */
export function KindTag({ kind }: { kind: "external" | "internal" }) {
  const { t } = useTranslation();
  return (
    <Tag color={kind === "external" ? "geekblue" : "purple"} style={{ marginInlineEnd: 0 }}>
      {t(`peerUi.kind.${kind}`)}
    </Tag>
  );
}
