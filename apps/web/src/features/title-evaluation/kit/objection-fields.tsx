import type { Rule } from "antd/es/form";
import Form from "antd/es/form";
import Input from "antd/es/input";
import { EvidenceUpload } from "./evidence-upload";

interface Evidence {
  id: string;
  name: string;
}

/**
 * The fields of a real-name objection to a notice (a unit's or the school's): what is objected to, a way to reach
 * the objector, and evidence files uploaded as they are chosen. The form's field names are `content` and `contact`.
 */
export function ObjectionFields<E extends Evidence>({
  rules,
  evidence,
  onEvidence,
  upload,
  texts,
}: {
  rules: { content: Rule; contact: Rule };
  evidence: E[];
  onEvidence: (update: (files: E[]) => E[]) => void;
  upload: (file: File) => Promise<E>;
  texts: { content: string; contact: string; evidence: string; evidenceHelp: string; upload: string };
}) {
  return (
    <>
      <Form.Item name="content" label={texts.content} required rules={[rules.content]}>
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 8 }} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="contact" label={texts.contact} rules={[rules.contact]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item label={texts.evidence} extra={texts.evidenceHelp}>
        <EvidenceUpload files={evidence} onChange={onEvidence} upload={upload} label={texts.upload} />
      </Form.Item>
    </>
  );
}
