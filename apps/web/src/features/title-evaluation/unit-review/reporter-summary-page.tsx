import type { UnitDeclarationRow } from "@zcps/contracts/zcps/unit-review/api";
import { UNIT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/unit-review/elements";
import Alert from "antd/es/alert";
import Flex from "antd/es/flex";
import Segmented from "antd/es/segmented";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { useLabels } from "../kit/declaration-labels";
import { ApproveDialog } from "./components/approve-dialog";
import type { ReviewMode } from "./components/decision-actions";
import { decisionColumns, unitDeclarationColumns } from "./components/declaration-columns";
import { PacketsButton } from "./components/packets-button";
import { RejectDialog } from "./components/reject-dialog";
import { ReturnDialog } from "./components/return-dialog";
import { QuotaCards, StateCounts } from "./components/summary-cards";
import { UnitReviewList } from "./components/unit-review-list";
import "./unit-review.css";

/**
 * /UnitAuditMan/ReporterSummary/:isAdmin: the unit's declarants with its counts and quota use. isAdmin=1 is the
 * administrator's desk (approve or sign, return itemised); isAdmin=0 the leader's (read, approve, reject).
 */
export default function ReporterSummaryPage() {
  const { t } = useTranslation();
  const { isAdmin } = useParams();
  const navigate = useNavigate();
  const mode: ReviewMode = isAdmin === "1" ? "admin" : "leader";
  const can = useCan();
  const labels = useLabels();
  const mayDecide = can(UNIT_REVIEW_ELEMENTS.summaryAudit);
  const [approving, setApproving] = useState<UnitDeclarationRow | null>(null);
  const [returning, setReturning] = useState<UnitDeclarationRow | null>(null);
  const [rejecting, setRejecting] = useState<UnitDeclarationRow | null>(null);
  const handlers = { onApprove: setApproving, onReturn: setReturning, onReject: setRejecting };

  return (
    <Flex vertical gap={16} className="unit-page">
      <UnitReviewList
        key={mode}
        actions={(summary) =>
          can(UNIT_REVIEW_ELEMENTS.summaryPackets) && <PacketsButton projectTimeId={summary?.projectTimeId} />
        }
        header={(summary) => (
          <Panel
            title={
              summary?.unitNames.length
                ? summary.unitNames.join(t("unitReview.listSeparator"))
                : t("unitReview.summaryTitle")
            }
            extra={
              // the menu opens the leader's desk; an administrator switches to theirs here
              <Segmented<ReviewMode>
                value={mode}
                onChange={(desk) => navigate(`/UnitAuditMan/ReporterSummary/${desk === "admin" ? "1" : "0"}`)}
                options={[
                  { value: "admin", label: t("unitReview.adminDesk") },
                  { value: "leader", label: t("unitReview.leaderDesk") },
                ]}
              />
            }
          >
            <Flex vertical gap={12}>
              {summary?.leaderSignature && (
                <Alert
                  type="info"
                  showIcon
                  message={
                    mode === "admin" ? t("unitReview.leaderSignatureAdmin") : t("unitReview.leaderSignatureLeader")
                  }
                />
              )}
              <StateCounts counts={summary?.counts ?? {}} />
              <QuotaCards quotas={summary?.quotas ?? []} />
            </Flex>
          </Panel>
        )}
        columns={(open, summary) => [
          ...unitDeclarationColumns(t, labels, open, [
            "quotaExempt",
            "signedBy",
            "reviewers",
            "objections",
            "submittedAt",
          ]),
          ...decisionColumns(
            t,
            mayDecide ? { mode: mode, leaderSignature: summary?.leaderSignature ?? false, handlers: handlers } : null,
          ),
        ]}
      >
        <ApproveDialog row={approving} onClose={() => setApproving(null)} />
        <ReturnDialog row={returning} onClose={() => setReturning(null)} />
        <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />
      </UnitReviewList>
    </Flex>
  );
}
