import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";

export interface ShownSecret {
  clientId: string;
  secret: string;
}

interface Props {
  shown: ShownSecret | null;
  onClose: () => void;
}

/** A secret just made (create or rotation): shown here once; the server never sends it again. */
export function SecretDialog({ shown, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();

  async function copy(secret: string) {
    await navigator.clipboard.writeText(secret);
    message.success(t("oauthClients.copied"));
  }

  return (
    <Modal
      open={shown !== null}
      title={t("oauthClients.secretTitle")}
      closable={false}
      maskClosable={false}
      keyboard={false}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t("oauthClients.secretDone")}
        </Button>
      }
      destroyOnHidden
    >
      {shown && (
        <>
          <Alert type="warning" showIcon title={t("oauthClients.secretWarning")} style={{ marginBottom: 16 }} />
          <Typography.Paragraph>{t("oauthClients.secretFor", { clientId: shown.clientId })}</Typography.Paragraph>
          <Typography.Paragraph>
            <Typography.Text code data-testid="oauth-client-secret">
              {shown.secret}
            </Typography.Text>
          </Typography.Paragraph>
          <Button
            onClick={() => {
              copy(shown.secret).catch(() => undefined);
            }}
          >
            {t("oauthClients.copy")}
          </Button>
        </>
      )}
    </Modal>
  );
}
