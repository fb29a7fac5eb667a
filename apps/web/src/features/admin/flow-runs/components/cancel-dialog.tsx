import type { FlowInstanceRow } from "@zcps/contracts/flow";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCancelInstance } from "../api/cancel-instance";

const REASON_MAX = 200;

/** Cancelling an instance asks why: the reason stays on the instance and in its history. */
export function CancelDialog({ instance, onClose }: { instance: FlowInstanceRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [reason, setReason] = useState("");
  const cancel = useCancelInstance();

  function close() {
    setReason("");
    onClose();
  }

  async function confirm() {
    if (!instance) return;
    if (!reason.trim()) {
      message.warning(t("flowRuns.reasonRequired"));
      return;
    }
    const reply = await cancel.mutateAsync({ id: instance.id, reason: reason.trim() });
    message.success(reply.message);
    close();
  }

  return (
    <Modal
      open={instance !== null}
      title={t("flowRuns.cancelTitle")}
      okText={t("flowRuns.cancel")}
      cancelText={t("flowRuns.close")}
      okButtonProps={{ danger: true, loading: cancel.isPending }}
      onOk={() => {
        confirm().catch(() => undefined);
      }}
      onCancel={close}
      destroyOnHidden
    >
      {instance && (
        <Typography.Paragraph>
          <Typography.Text strong>{instance.name}</Typography.Text>{" "}
          {instance.businessKey && <Typography.Text code>{instance.businessKey}</Typography.Text>}
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{t("flowRuns.cancelHint")}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t("flowRuns.reason")}
        placeholder={t("flowRuns.reason")}
        value={reason}
        maxLength={REASON_MAX}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
