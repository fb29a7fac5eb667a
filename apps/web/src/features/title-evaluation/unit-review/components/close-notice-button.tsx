import type { NoticeSummary } from "@zcps/contracts/zcps/unit-review/api";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import Tooltip from "antd/es/tooltip";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useCloseNotice } from "../api/close-notice";

/** Ends an open notice once its last working day has passed; before that the button says when it may. */
export function CloseNoticeButton({ notice, link = false }: { notice: NoticeSummary; link?: boolean }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const close = useCloseNotice();
  if (notice.status !== "OPEN") return null;
  const button = (
    <Button
      type={link ? "link" : "primary"}
      size={link ? "small" : "middle"}
      disabled={!notice.elapsed}
      loading={close.isPending}
    >
      {t("unitReview.closeNotice")}
    </Button>
  );
  if (!notice.elapsed)
    return <Tooltip title={t("unitReview.closeNotYet", { endsOn: notice.endsOn })}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={t("unitReview.closeConfirm")}
      description={notice.openObjections > 0 ? t("unitReview.closeHeld", { count: notice.openObjections }) : undefined}
      okText={t("unitReview.ok")}
      cancelText={t("unitReview.cancel")}
      onConfirm={async () => {
        const reply = await close.mutateAsync(notice.id);
        message.success(t("unitReview.closed", { advanced: reply.data.advanced, held: reply.data.heldByObjection }));
      }}
    >
      {button}
    </Popconfirm>
  );
}
