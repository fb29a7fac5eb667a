import type { UnitDeclarationRow } from "@zcps/contracts/zcps/unit-review/api";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useTranslation } from "react-i18next";

/** Who acts on the page: the administrator signs (or approves) and returns; the leader approves and rejects. */
export type ReviewMode = "admin" | "leader";

export interface DecisionHandlers {
  onApprove: (row: UnitDeclarationRow) => void;
  onReturn: (row: UnitDeclarationRow) => void;
  onReject: (row: UnitDeclarationRow) => void;
}

/**
 * A row's decisions while the unit reviews it. With the leader's second signature, the administrator's approval is
 * the signature (once per version) and the leader approves only what an administrator signed.
 */
export function DecisionActions({
  row,
  mode,
  leaderSignature,
  handlers,
}: {
  row: UnitDeclarationRow;
  mode: ReviewMode;
  leaderSignature: boolean;
  handlers: DecisionHandlers;
}) {
  const { t } = useTranslation();
  if (row.status !== "UNIT_REVIEW") return null;
  const signed = row.signedBy !== null;
  if (mode === "admin") {
    return (
      <Space size={0}>
        {leaderSignature && signed ? (
          <Tag color="blue">{t("unitReview.awaitingLeader")}</Tag>
        ) : (
          <Button type="link" size="small" onClick={() => handlers.onApprove(row)}>
            {leaderSignature ? t("unitReview.sign") : t("unitReview.approve")}
          </Button>
        )}
        <Button type="link" size="small" onClick={() => handlers.onReturn(row)}>
          {t("unitReview.return")}
        </Button>
      </Space>
    );
  }
  const waiting = leaderSignature && !signed;
  return (
    <Space size={0}>
      <Tooltip title={waiting ? t("unitReview.awaitingSignature") : undefined}>
        <Button type="link" size="small" disabled={waiting} onClick={() => handlers.onApprove(row)}>
          {t("unitReview.approve")}
        </Button>
      </Tooltip>
      <Button type="link" size="small" danger onClick={() => handlers.onReject(row)}>
        {t("unitReview.reject")}
      </Button>
    </Space>
  );
}
