import Button from "antd/es/button";
import Upload from "antd/es/upload";
import { useState } from "react";

/** At most this many evidence files to one request (the schemas allow ten). */
const MAX_EVIDENCE = 10;

interface Evidence {
  id: string;
  name: string;
}

/**
 * The evidence of a request (an objection, an appeal): each file chosen is uploaded at once and listed; removing it
 * drops it from the request. The parent keeps the list and sends its ids.
 */
export function EvidenceUpload<E extends Evidence>({
  files,
  onChange,
  upload,
  label,
}: {
  files: E[];
  onChange: (update: (files: E[]) => E[]) => void;
  upload: (file: File) => Promise<E>;
  label: string;
}) {
  const [uploading, setUploading] = useState(false);
  return (
    <Upload
      accept=".pdf,.jpg,.jpeg,.png"
      fileList={files.map((e) => ({ uid: e.id, name: e.name, status: "done" as const }))}
      onRemove={(removed) => onChange((list) => list.filter((e) => e.id !== removed.uid))}
      beforeUpload={(picked) => {
        setUploading(true);
        upload(picked)
          .then((uploaded) => onChange((list) => [...list, uploaded]))
          .catch(() => undefined)
          .finally(() => setUploading(false));
        return false;
      }}
    >
      <Button loading={uploading} disabled={files.length >= MAX_EVIDENCE}>
        {label}
      </Button>
    </Upload>
  );
}
