import {
  type PeerAssignmentRow,
  REPLACEMENT_REASONS,
  type ReplacementOption,
  type ReplacementReason,
} from "@zcps/contracts/zcps/peer-review/api";
import Alert from "antd/es/alert";
import Descriptions from "antd/es/descriptions";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Popover from "antd/es/popover";
import Select from "antd/es/select";
import Table from "antd/es/table";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLocalName } from "../../../../lib/use-local-name";
import { useReplaceExpert } from "../api/replace-expert";
import { useReplacementSuggestions } from "../api/suggest-replacement";
import { explain, replacementReasonFor } from "../logic";
import { ScorePartsView } from "./score-parts";
import { KindTag, StatusTag } from "./tags";

interface ReplaceForm {
  reasonCode: ReplacementReason;
  reason?: string;
}

/**
 * A replacement (补派) for a declined, expired or invalid invitation: the experts who keep the declarant's composition,
 * best first with their score and load; the administrator chooses one and says why.
 */
export function ReplaceDialog({ row, onClose }: { row: PeerAssignmentRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const { message } = useAntdApp();
  const [form] = Form.useForm<ReplaceForm>();
  const suggestions = useReplacementSuggestions(row?.id ?? null);
  const replace = useReplaceExpert();
  const [expertId, setExpertId] = useState<string>();
  const [missing, setMissing] = useState(false);
  const options = suggestions.data?.options ?? [];

  useEffect(() => {
    setExpertId(undefined);
    setMissing(false);
    if (row) form.setFieldsValue({ reasonCode: replacementReasonFor(row.status) ?? "OTHER", reason: "" });
  }, [row, form]);

  return (
    <FormDialog<ReplaceForm>
      open={row !== null}
      title={t("peerUi.replaceTitle", { expert: row?.expertName ?? "", declarant: row?.declarantName ?? "" })}
      okText={t("peerUi.replace")}
      cancelText={t("peerUi.cancel")}
      name="peer-replace"
      form={form}
      width={860}
      saving={replace.isPending}
      onSave={async () => {
        const values = await form.validateFields();
        if (!row || !expertId) {
          setMissing(true);
          throw new Error("no expert chosen");
        }
        const reply = await replace.mutateAsync({
          assignmentId: row.id,
          expertId,
          reasonCode: values.reasonCode,
          reason: values.reason?.trim() || undefined,
        });
        message.success(reply.message);
      }}
      onClose={onClose}
    >
      {row && (
        <Descriptions
          size="small"
          column={3}
          style={{ marginBottom: 12 }}
          items={[
            {
              key: "declarant",
              label: t("peerUi.col.declarant"),
              children: `${row.declarantName} (${row.code ?? "-"})`,
            },
            { key: "expert", label: t("peerUi.col.expert"), children: row.expertName },
            {
              key: "status",
              label: t("peerUi.col.status"),
              children: <StatusTag status={row.status} note={row.note} />,
            },
          ]}
        />
      )}
      {suggestions.data?.unmet && (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title={explain(t, suggestions.data.unmet)} />
      )}
      {missing && !expertId && (
        <Alert type="error" showIcon style={{ marginBottom: 12 }} title={t("peerUi.chooseReplacement")} />
      )}
      <Table<ReplacementOption>
        rowKey="expertId"
        size="small"
        data-testid="peer-replacements"
        loading={suggestions.isFetching}
        dataSource={options}
        pagination={{ pageSize: 5, hideOnSinglePage: true, showSizeChanger: false }}
        rowSelection={{
          type: "radio",
          selectedRowKeys: expertId ? [expertId] : [],
          onChange: (keys) => setExpertId(String(keys[0])),
        }}
        onRow={(option) => ({ onClick: () => setExpertId(option.expertId) })}
        columns={[
          { title: t("peerUi.col.expert"), dataIndex: "expertName", width: 110 },
          { title: t("peerUi.col.kind"), key: "kind", width: 90, render: (_, o) => <KindTag kind={o.kind} /> },
          {
            title: t("peerUi.col.institution"),
            key: "institution",
            width: 200,
            ellipsis: true,
            render: (_, o) => localName(o.institution, o.institutionEn),
          },
          {
            title: t("peerUi.score"),
            key: "score",
            width: 90,
            render: (_, o) => (
              <Popover content={<ScorePartsView score={o.score} parts={o.parts} />}>
                <span style={{ borderBottom: "1px dashed currentColor" }}>{Math.round(o.score * 10) / 10}</span>
              </Popover>
            ),
          },
          { title: t("peerUi.col.load"), key: "load", width: 90, render: (_, o) => `${o.load} / ${o.maxLoad}` },
        ]}
      />
      <Form.Item
        name="reasonCode"
        label={t("peerUi.reasonCode")}
        rules={[{ required: true, message: t("peer.v.reasonCode") }]}
        style={{ marginTop: 12 }}
      >
        <Select
          options={REPLACEMENT_REASONS.map((code) => ({ value: code, label: t(`peerUi.replaceReason.${code}`) }))}
          style={{ width: 240 }}
        />
      </Form.Item>
      <Form.Item name="reason" label={t("peerUi.reasonNote")}>
        <Input.TextArea rows={2} maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
