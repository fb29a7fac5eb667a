import type { NoticePublicity } from "@zcps/contracts/zcps/results/api";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import Tooltip from "antd/es/tooltip";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useClosePublicity } from "../api/close-publicity";

/** Ends an open publicity once its last working day has passed; before that the button says when it may. */
export function ClosePublicityButton({
  publicity,
  pendingObjections,
  link = false,
}: {
  publicity: NoticePublicity;
  pendingObjections: number;
  link?: boolean;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const close = useClosePublicity();
  if (publicity.status !== "OPEN") return null;
  const button = (
    <Button
      type={link ? "link" : "primary"}
      size={link ? "small" : "middle"}
      disabled={!publicity.elapsed}
      loading={close.isPending}
    >
      {t("resultsUi.close")}
    </Button>
  );
  if (!publicity.elapsed)
    return <Tooltip title={t("resultsUi.closeNotYet", { endsOn: publicity.endsOn })}>{button}</Tooltip>;
  return (
    <Popconfirm
      title={t("resultsUi.closeConfirm")}
      description={pendingObjections > 0 ? t("resultsUi.closeHeld", { count: pendingObjections }) : undefined}
      okText={t("resultsUi.close")}
      cancelText={t("resultsUi.cancel")}
      onConfirm={() =>
        close
          .mutateAsync(publicity.id)
          .then((reply) =>
            message.success(t("resultsUi.closed", { advanced: reply.data.advanced, held: reply.data.heldByObjection })),
          )
          .catch(() => undefined)
      }
    >
      {button}
    </Popconfirm>
  );
}
