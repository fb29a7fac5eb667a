import { SERVICE_LIMITS, type ServiceRow } from "@zcps/contracts/services";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSetServiceEnabled } from "../api/set-service-enabled";

interface Props {
  /** the service to disable; the dialog is closed without one */
  service: ServiceRow | null;
  onClose: () => void;
}

/** Disabling a service asks why: every caller it refuses is told the reason. */
export function DisableServiceDialog({ service, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [reason, setReason] = useState("");
  const setEnabled = useSetServiceEnabled();

  function close() {
    setReason("");
    onClose();
  }

  async function confirm() {
    if (!service) return;
    if (!reason.trim()) {
      message.warning(t("services.reasonRequired"));
      return;
    }
    const reply = await setEnabled.mutateAsync({ code: service.code, enabled: false, reason: reason.trim() });
    message.success(reply.message);
    close();
  }

  return (
    <Modal
      open={service !== null}
      title={t("services.disableTitle")}
      okText={t("services.disable")}
      cancelText={t("services.cancel")}
      okButtonProps={{ danger: true, loading: setEnabled.isPending }}
      onOk={() => {
        confirm().catch(() => undefined);
      }}
      onCancel={close}
      destroyOnHidden
    >
      {service && (
        <Typography.Paragraph>
          <Typography.Text strong>{service.name}</Typography.Text>{" "}
          <Typography.Text code>{service.prefixes.join(" · ")}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Typography.Paragraph type="secondary">{t("services.disableHint")}</Typography.Paragraph>
      <Input.TextArea
        aria-label={t("services.reason")}
        placeholder={t("services.reason")}
        value={reason}
        maxLength={SERVICE_LIMITS.reason}
        onChange={(event) => setReason(event.target.value)}
      />
    </Modal>
  );
}
