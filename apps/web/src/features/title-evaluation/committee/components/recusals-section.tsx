import type { MeetingDetail, MeetingRecusal } from "@zcps/contracts/zcps/committee/api";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DeleteLink } from "../../../../lib/delete-link";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useAddRecusal } from "../api/add-recusal";
import { useDeleteRecusal } from "../api/delete-recusal";

interface RecusalForm {
  userId: string;
  declarationId: string;
  note?: string;
}

/** Who does not vote on whom: the recusals found by rule (read-only) and those declared at the meeting. */
export function RecusalsSection({ meeting, canEdit }: { meeting: MeetingDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<RecusalForm>();
  const [adding, setAdding] = useState(false);
  const add = useAddRecusal();
  const remove = useDeleteRecusal();
  const open = canEdit && meeting.state !== "ENDED" && meeting.state !== "ARCHIVED";
  const candidates = meeting.groups.flatMap((g) => g.candidates);

  async function onSave() {
    const values = await form.validateFields();
    const reply = await add.mutateAsync({ id: meeting.id, ...values, note: values.note?.trim() || undefined });
    message.success(reply.message);
  }

  const columns: ColumnsType<MeetingRecusal> = [
    { title: t("cmtUi.col.member"), dataIndex: "memberName" },
    { title: t("cmtUi.col.candidate"), dataIndex: "declarantName" },
    {
      title: t("cmtUi.col.reason"),
      key: "reason",
      render: (_, r) => (
        <>
          <Tag color={r.id === null ? "default" : "blue"}>{t(`committee.meeting.recusal.${r.reason}`)}</Tag>
          {r.id === null && <Tag>{t("cmtUi.byRule")}</Tag>}
        </>
      ),
    },
    { title: t("cmtUi.col.note"), dataIndex: "note", render: (note: string | null) => note ?? "" },
    {
      title: t("cmtUi.col.actions"),
      key: "actions",
      width: 80,
      render: (_, r) =>
        open &&
        r.id !== null && (
          <DeleteLink
            title={t("cmtUi.deleteRecusal", { member: r.memberName, candidate: r.declarantName })}
            onConfirm={() => remove.mutateAsync({ id: meeting.id, recusalId: r.id as string })}
          />
        ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      {open && (
        <Flex justify="end">
          <Button onClick={() => setAdding(true)} disabled={meeting.members.length === 0 || candidates.length === 0}>
            {t("cmtUi.addRecusal")}
          </Button>
        </Flex>
      )}
      <Table<MeetingRecusal>
        rowKey={(r) => r.id ?? `${r.userId}:${r.declarationId}:${r.reason}`}
        size="small"
        columns={columns}
        dataSource={meeting.recusals}
        pagination={false}
        locale={{ emptyText: t("cmtUi.noRecusals") }}
      />
      <FormDialog<RecusalForm>
        open={adding}
        title={t("cmtUi.addRecusal")}
        okText={t("cmtUi.save")}
        cancelText={t("cmtUi.cancel")}
        name="committee-recusal"
        form={form}
        saving={add.isPending}
        onSave={onSave}
        onClose={() => setAdding(false)}
      >
        <Form.Item
          name="userId"
          label={t("cmtUi.col.member")}
          rules={[{ required: true, message: t("cmtUi.chooseMember") }]}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            options={meeting.members.map((m) => ({ value: m.userId, label: m.name }))}
          />
        </Form.Item>
        <Form.Item
          name="declarationId"
          label={t("cmtUi.col.candidate")}
          rules={[{ required: true, message: t("cmtUi.chooseCandidate") }]}
        >
          <Select
            showSearch={{ optionFilterProp: "label" }}
            options={candidates.map((c) => ({ value: c.declarationId, label: c.name }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t("cmtUi.col.note")}>
          <Input maxLength={200} />
        </Form.Item>
      </FormDialog>
    </Flex>
  );
}
