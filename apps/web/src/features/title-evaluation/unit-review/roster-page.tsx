import { DECLARATION_ELEMENTS } from "@zcps/contracts/zcps/declaration/elements";
import type { UnitDeclarationRow } from "@zcps/contracts/zcps/unit-review/api";
import { UNIT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/unit-review/elements";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Switch from "antd/es/switch";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { useLabels } from "../kit/declaration-labels";
import { ApproveDialog } from "./components/approve-dialog";
import { AssignDialog } from "./components/assign-dialog";
import { decisionColumns, unitDeclarationColumns } from "./components/declaration-columns";
import { RejectDialog } from "./components/reject-dialog";
import { ReturnDialog } from "./components/return-dialog";
import { UnitReviewList } from "./components/unit-review-list";
import "./unit-review.css";

/** /UnitAuditMan/UnitAuditRostor: the unit's review roster: who reviews which declaration, and my share of it. */
export default function RosterPage() {
  const { t } = useTranslation();
  const can = useCan();
  const labels = useLabels();
  const mayAssign = can(UNIT_REVIEW_ELEMENTS.rosterAllocate);
  const mayDecide = can(DECLARATION_ELEMENTS.unitAudit);
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState(false);
  const [approving, setApproving] = useState<UnitDeclarationRow | null>(null);
  const [returning, setReturning] = useState<UnitDeclarationRow | null>(null);
  const [rejecting, setRejecting] = useState<UnitDeclarationRow | null>(null);

  return (
    <Flex vertical gap={16} className="unit-page">
      <UnitReviewList
        extraFilters={(query, set) => (
          <span className="unit-switch">
            <Switch
              checked={query.mine ?? false}
              onChange={(mine) => set({ mine: mine || undefined })}
              aria-label={t("unitReview.mine")}
            />
            <span>{t("unitReview.mine")}</span>
          </span>
        )}
        actions={() =>
          mayAssign && (
            <Button disabled={selected.length === 0} onClick={() => setAssigning(true)}>
              {selected.length ? t("unitReview.assignChosen", { count: selected.length }) : t("unitReview.assign")}
            </Button>
          )
        }
        rowSelection={mayAssign ? { selected, onChange: setSelected } : undefined}
        columns={(open, summary) => [
          ...unitDeclarationColumns(t, labels, open, ["reviewers", "signedBy", "submittedAt"]),
          ...decisionColumns(
            t,
            mayDecide
              ? {
                  mode: "admin",
                  leaderSignature: summary?.leaderSignature ?? false,
                  handlers: { onApprove: setApproving, onReturn: setReturning, onReject: setRejecting },
                }
              : null,
          ),
        ]}
      >
        <AssignDialog
          open={assigning}
          declarationIds={selected}
          onClose={() => setAssigning(false)}
          onAssigned={() => setSelected([])}
        />
        <ApproveDialog row={approving} onClose={() => setApproving(null)} />
        <ReturnDialog row={returning} onClose={() => setReturning(null)} />
        <RejectDialog row={rejecting} onClose={() => setRejecting(null)} />
      </UnitReviewList>
    </Flex>
  );
}
