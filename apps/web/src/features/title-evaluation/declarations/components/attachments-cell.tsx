import { ATTACHMENT_DEFAULT_MAX_MB, type AttachmentRow } from "@zcps/contracts/zcps/declaration/api";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Upload from "antd/es/upload";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { getAttachmentFile } from "../../kit/api/get-attachment-file";
import { useDeleteAttachment } from "../api/delete-attachment";
import { useUploadAttachment } from "../api/upload-attachment";

interface Preview {
  name: string;
  url: string;
  mime: string;
}

/** An item's attachments: preview (PDF in a frame, images inline), upload and delete while editable. */
export function AttachmentsCell({
  itemId,
  attachments,
  canEdit,
}: {
  itemId: string;
  attachments: AttachmentRow[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const upload = useUploadAttachment();
  const remove = useDeleteAttachment();
  const [preview, setPreview] = useState<Preview | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview.url) : undefined), [preview]);

  async function open(a: AttachmentRow) {
    const blob = await getAttachmentFile(a.id);
    setPreview({ name: a.name, mime: a.mime, url: URL.createObjectURL(blob) });
  }

  return (
    <Space direction="vertical" size={2}>
      {attachments.map((a) => (
        <Space key={a.id} size={4}>
          <Button type="link" size="small" onClick={() => open(a)} data-testid="attachment-link">
            {a.name}
          </Button>
          {canEdit ? (
            <Popconfirm
              title={t("declare.items.deleteAttachment")}
              okText={t("declare.ok")}
              cancelText={t("declare.cancel")}
              onConfirm={async () => message.success((await remove.mutateAsync(a.id)).message)}
            >
              <Button type="link" size="small" danger>
                {t("declare.items.delete")}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ))}
      {canEdit ? (
        <Upload
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            try {
              const reply = await upload.mutateAsync({ itemId, file: file as File });
              message.success(reply.message);
              onSuccess?.(reply.data);
            } catch (error) {
              onError?.(error as Error);
            }
          }}
        >
          <Button
            size="small"
            loading={upload.isPending}
            title={t("declare.items.uploadHint", { mb: ATTACHMENT_DEFAULT_MAX_MB })}
          >
            {t("declare.items.upload")}
          </Button>
        </Upload>
      ) : null}
      <Modal
        open={preview !== null}
        title={preview?.name}
        footer={null}
        width="70%"
        onCancel={() => setPreview(null)}
        destroyOnHidden
      >
        {preview?.mime === "application/pdf" ? (
          <iframe className="declare-preview-frame" src={preview.url} title={preview.name} />
        ) : preview ? (
          <img className="declare-preview-image" src={preview.url} alt={preview.name} />
        ) : null}
      </Modal>
    </Space>
  );
}
