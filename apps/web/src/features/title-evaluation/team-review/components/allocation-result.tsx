import type { AllocationReply } from "@zcps/contracts/zcps/team-review/api";
import Modal from "antd/es/modal";
import { useTranslation } from "react-i18next";
import { AllocationSummary } from "./allocation-summary";

/** What an allocation did: how many went to each team, how many moved, and each declaration left out with why. */
export function AllocationResult({ reply, onClose }: { reply: AllocationReply | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={reply !== null}
      title={t("teamUi.allocationResult")}
      onOk={onClose}
      onCancel={onClose}
      okText={t("teamUi.close")}
      cancelButtonProps={{ style: { display: "none" } }}
      width={680}
      destroyOnHidden
    >
      {reply && <AllocationSummary reply={reply} testId="allocation-result" />}
    </Modal>
  );
}
