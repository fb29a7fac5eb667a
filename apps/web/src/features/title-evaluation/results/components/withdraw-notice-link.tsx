import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeleteNotice } from "../api/delete-notice";

/** Withdraws a notice after asking; a result notice's publicity is cancelled with it (the server refuses once objected). */
export function WithdrawNoticeLink({ id, title, result }: { id: string; title: string; result: boolean }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const remove = useDeleteNotice();
  return (
    <Popconfirm
      title={t("resultsUi.withdrawConfirm", { title })}
      description={result ? t("resultsUi.withdrawResultHelp") : undefined}
      okText={t("resultsUi.withdraw")}
      cancelText={t("resultsUi.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={() =>
        remove
          .mutateAsync(id)
          .then((reply) => message.success(reply.message || t("resultsUi.withdrawn")))
          .catch(() => undefined)
      }
    >
      <Button type="link" size="small" danger loading={remove.isPending}>
        {t("resultsUi.withdraw")}
      </Button>
    </Popconfirm>
  );
}
