import { UploadOutlined } from "@ant-design/icons";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Typography from "antd/es/typography";
import Upload from "antd/es/upload";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSignature } from "../api/get-signature";
import { SIGNATURE_MAX_BYTES, SIGNATURE_TYPES, useUploadSignature } from "../api/upload-signature";

/** The expert's signature image, which signs their submitted opinions: shown once uploaded, replaced by another. */
export function SignatureCard({ hasSignature }: { hasSignature: boolean }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const signature = useSignature(hasSignature);
  const url = hasSignature ? signature.data?.dataUrl : undefined;
  const upload = useUploadSignature();
  const allowed = can(E.verifySelf) || can(E.opinion);

  function pick(file: File) {
    if (!(SIGNATURE_TYPES as readonly string[]).includes(file.type)) message.warning(t("erUi.signatureType"));
    else if (file.size > SIGNATURE_MAX_BYTES) message.warning(t("erUi.signatureSize"));
    else
      upload.mutateAsync(file).then(
        (reply) => message.success(reply.message || t("erUi.signatureSaved")),
        () => undefined,
      );
    // the upload is ours, and the Upload keeps no list of its own
    return Upload.LIST_IGNORE;
  }

  return (
    <Card title={t("erUi.signature")} size="small">
      <Flex gap={24} align="center" wrap>
        <div className="er-signature-box">
          {url ? (
            <img src={url} alt={t("erUi.signature")} data-testid="signature-image" />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("erUi.noSignature")} />
          )}
        </div>
        <Flex vertical gap={8} style={{ maxWidth: 360 }}>
          <Typography.Text type="secondary">{t("erUi.signatureHint")}</Typography.Text>
          {allowed && (
            <Upload accept={SIGNATURE_TYPES.join(",")} beforeUpload={pick} showUploadList={false}>
              <Button icon={<UploadOutlined />} loading={upload.isPending}>
                {hasSignature ? t("erUi.replaceSignature") : t("erUi.uploadSignature")}
              </Button>
            </Upload>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
