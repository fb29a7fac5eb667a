import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSignOff } from "../api/sign-off";

/** The chair's sign-off with an optional comment: the verdicts then move the declarations on. */
export function SignOffDialog({
  meetingId,
  name,
  open,
  onClose,
}: {
  meetingId: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const signOff = useSignOff();
  const [comment, setComment] = useState("");

  async function sign() {
    const reply = await signOff.mutateAsync({ id: meetingId, comment: comment.trim() || undefined });
    message.success(reply.message);
    setComment("");
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t("cmtUi.signOff")}
      okText={t("cmtUi.signOff")}
      cancelText={t("cmtUi.cancel")}
      confirmLoading={signOff.isPending}
      onOk={() => sign().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>{t("cmtUi.signOffIntro", { name })}</Typography.Paragraph>
      <Input.TextArea
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        maxLength={500}
        rows={3}
        placeholder={t("cmtUi.signOffComment")}
        aria-label={t("cmtUi.signOffComment")}
      />
    </Modal>
  );
}
