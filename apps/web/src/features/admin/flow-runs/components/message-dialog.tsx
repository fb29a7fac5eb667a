import Modal from "antd/es/modal";
import Select from "antd/es/select";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSendMessage } from "../api/send-message";
import type { WaitingMessage } from "./waiting-messages";

/** Delivers one of the messages the instance waits for. */
export function MessageDialog({
  instanceId,
  messages,
  onClose,
}: {
  /** the instance; the dialog is closed without one */
  instanceId: string | null;
  messages: WaitingMessage[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const send = useSendMessage();
  const chosen = picked ?? (messages.length === 1 ? messages[0]?.id : undefined);

  function close() {
    setPicked(undefined);
    onClose();
  }

  async function confirm() {
    if (!instanceId) return;
    if (!chosen) {
      message.warning(t("flowRuns.messageRequired"));
      return;
    }
    const reply = await send.mutateAsync({ id: instanceId, message: chosen });
    message.success(reply.message);
    close();
  }

  return (
    <Modal
      open={instanceId !== null}
      title={t("flowRuns.messageTitle")}
      okText={t("flowRuns.message")}
      cancelText={t("flowRuns.close")}
      okButtonProps={{ loading: send.isPending }}
      onOk={() => {
        confirm().catch(() => undefined);
      }}
      onCancel={close}
      destroyOnHidden
    >
      <Select
        value={chosen}
        onChange={setPicked}
        options={messages.map((m) => ({ value: m.id, label: `${m.name} (${m.activityId})` }))}
        placeholder={t("flowRuns.messagePick")}
        aria-label={t("flowRuns.messagePick")}
        style={{ width: "100%" }}
      />
    </Modal>
  );
}
