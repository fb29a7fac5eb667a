import Checkbox from "antd/es/checkbox";
import Modal from "antd/es/modal";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSignPledge } from "../api/sign-pledge";

/** The integrity pledge: read, tick, sign. */
export function PledgeDialog({
  open,
  declarationId,
  onClose,
}: {
  open: boolean;
  declarationId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const sign = useSignPledge();
  const [agreed, setAgreed] = useState(false);

  async function submit() {
    const reply = await sign.mutateAsync(declarationId);
    message.success(reply.message);
    setAgreed(false);
    onClose();
  }

  return (
    <Modal
      title={t("declare.pledge.title")}
      open={open}
      onOk={submit}
      onCancel={onClose}
      okText={t("declare.ok")}
      cancelText={t("declare.cancel")}
      okButtonProps={{ disabled: !agreed }}
      confirmLoading={sign.isPending}
    >
      <Typography.Paragraph>{t("declare.pledge.text")}</Typography.Paragraph>
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        {t("declare.pledge.agree")}
      </Checkbox>
    </Modal>
  );
}
