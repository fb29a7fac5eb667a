import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { getAttachmentFile } from "./api/get-attachment-file";

export interface AttachmentLink {
  id: string;
  name: string;
  mime: string;
}

interface Preview {
  name: string;
  url: string;
  mime: string;
}

/**
 * An item's attachments, each opened in a preview (PDF in a frame, images inline) fetched through the request client;
 * `urlOf` names the route the caller holds, the attachment preview route unless given.
 */
export function AttachmentList({
  attachments,
  urlOf,
  emptyText,
}: {
  attachments: AttachmentLink[];
  urlOf?: (attachmentId: string) => string;
  emptyText?: string;
}) {
  const [preview, setPreview] = useState<Preview | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function open(a: AttachmentLink) {
    const blob = await getAttachmentFile(a.id, urlOf?.(a.id));
    setPreview({ name: a.name, mime: a.mime, url: URL.createObjectURL(blob) });
  }

  if (attachments.length === 0)
    return emptyText ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null;
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
