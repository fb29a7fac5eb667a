import type { MeetingDetail } from "@zcps/contracts/zcps/committee/api";
import Alert from "antd/es/alert";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDrawMembers } from "../api/draw-members";

/** The seeded draw: an optional seed (the same seed over the same pool draws the same members), or the refusal. */
export function DrawDialog({ open, meeting, onClose }: { open: boolean; meeting: MeetingDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const draw = useDrawMembers();
  const [seed, setSeed] = useState("");
  const [refusal, setRefusal] = useState<string | null>(null);

  function close() {
    setSeed("");
    setRefusal(null);
    onClose();
  }

  async function run() {
    setRefusal(null);
    try {
      const reply = await draw.mutateAsync({ id: meeting.id, seed: seed.trim() || undefined });
      message.success(reply.message);
      close();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Modal
      open={open}
      title={t("cmtUi.draw")}
      okText={t("cmtUi.drawRun")}
      cancelText={t("cmtUi.cancel")}
      confirmLoading={draw.isPending}
      onOk={run}
      onCancel={close}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t("cmtUi.drawIntro", {
            size: meeting.size,
            numerator: meeting.externalNumerator,
            denominator: meeting.externalDenominator,
            ratio: meeting.poolRatio,
          })}
        </Typography.Paragraph>
        <Input
          value={seed}
          maxLength={64}
          onChange={(e) => setSeed(e.target.value)}
          placeholder={t("cmtUi.seedPlaceholder")}
          aria-label={t("cmtUi.seed")}
          allowClear
        />
        {meeting.members.length > 0 && <Alert type="warning" showIcon title={t("cmtUi.drawReplaces")} />}
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="committee-draw-refusal" />}
      </Flex>
    </Modal>
  );
}
