import type { AttachmentRef } from "@zcps/contracts/zcps/department-review/api";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { getAttachmentFile } from "../api/get-attachment-file";

interface Preview {
  name: string;
  url: string;
  mime: string;
}

/** An item's attachments, each opened in a preview (PDF in a frame, images inline). */
export function AttachmentList({ attachments }: { attachments: AttachmentRef[] }) {
  const { t } = useTranslation();
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function open(a: AttachmentRef) {
    const blob = await getAttachmentFile(a.id);
    setPreview({ name: a.name, mime: a.mime, url: URL.createObjectURL(blob) });
  }

  if (attachments.length === 0)
    return <Typography.Text type="secondary">{t("departUi.noAttachments")}</Typography.Text>;
  return (
    <>
      <Space direction="vertical" size={2}>
        {attachments.map((a) => (
          <Button key={a.id} type="link" size="small" onClick={() => open(a)} data-testid="attachment-link">
            {a.name}
          </Button>
        ))}
      </Space>
      <Modal
        open={preview !== null}
        title={preview?.name}
        footer={null}
        width={860}
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        {preview?.mime.startsWith("image/") ? (
          <img src={preview.url} alt={preview.name} style={{ maxWidth: "100%" }} />
        ) : preview ? (
          <iframe title={preview.name} src={preview.url} style={{ width: "100%", height: "70vh", border: 0 }} />
        ) : null}
      </Modal>
    </>
  );
}
