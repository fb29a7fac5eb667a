import { ExportOutlined } from "@ant-design/icons";
import Button from "antd/es/button";
import Modal from "antd/es/modal";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { getPacketFile } from "../api/get-packet-file";

export interface PacketFileRef {
  assignmentId: string;
  fileId: string;
  name: string;
}

/**
 * A packet file, watermarked by the server with the expert's name and the time, shown in an embedded viewer; the
 * viewer's button opens the same PDF in a new tab.
 */
export function PacketFileViewer({ file, onClose }: { file: PacketFileRef | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  // a refused file closes the viewer (the request layer has said why); the latest handler, without refetching
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!file) return;
    let gone = false;
    let made: string | null = null;
    getPacketFile(file.assignmentId, file.fileId).then(
      (blob) => {
        if (gone) return;
        made = URL.createObjectURL(blob);
        setUrl(made);
      },
      () => close.current(),
    );
    return () => {
      gone = true;
      if (made) URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file]);

  return (
    <Modal
      open={file !== null}
      title={file?.name}
      width="min(1100px, 92vw)"
      footer={
        url ? (
          <Button icon={<ExportOutlined />} href={url} target="_blank" rel="noopener">
            {t("erUi.openInTab")}
          </Button>
        ) : null
      }
      onCancel={onClose}
      destroyOnHidden
      loading={!url}
    >
      {url && <iframe className="er-viewer" title={file?.name} src={url} />}
    </Modal>
  );
}
