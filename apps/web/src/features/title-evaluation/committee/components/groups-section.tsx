import { groupCreateSchema, type MeetingDetail, type MeetingGroup } from "@zcps/contracts/zcps/committee/api";
import { isEditable } from "@zcps/contracts/zcps/committee/meeting";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import Table, { type ColumnsType } from "antd/es/table";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { DeleteLink } from "../../../../lib/delete-link";
import { FormDialog } from "../../../../lib/form-dialog";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useLabels } from "../../kit/declaration-labels";
import { useDeleteGroup } from "../api/delete-group";
import { useCandidates } from "../api/get-candidates";
import { useSaveGroup } from "../api/save-group";
import { GroupStateTag } from "./tags";

interface GroupForm {
  name: string;
  capped: boolean;
  cap?: number | null;
  declarationIds: string[];
}

type Editing = { open: false } | { open: true; group?: MeetingGroup };

/** The meeting's voting groups: each a list of candidates voted on together, capped (差额) or not. */
export function GroupsSection({ meeting, canEdit }: { meeting: MeetingDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>({ open: false });
  const remove = useDeleteGroup();
  const draft = canEdit && isEditable(meeting.state);

  const columns: ColumnsType<MeetingGroup> = [
    { title: t("cmtUi.col.group"), dataIndex: "name" },
    {
      title: t("cmtUi.col.cap"),
      dataIndex: "cap",
      width: 90,
      render: (cap: number | null) => (cap === null ? t("cmtUi.uncapped") : cap),
    },
    {
      title: t("cmtUi.col.candidates"),
      key: "candidates",
      render: (_, g) => g.candidates.map((c) => c.name).join(t("cmtUi.listSeparator")),
    },
    {
      title: t("cmtUi.col.state"),
      key: "state",
      width: 140,
      render: (_, g) => (
        <>
          <GroupStateTag state={g.state} />
          {g.round > 1 && t("cmtUi.roundN", { round: g.round })}
        </>
      ),
    },
    {
      title: t("cmtUi.col.actions"),
      key: "actions",
      width: 120,
      render: (_, g) =>
        draft && (
          <Flex gap={4}>
            <Button type="link" size="small" onClick={() => setEditing({ open: true, group: g })}>
              {t("cmtUi.edit")}
            </Button>
            <DeleteLink title={t("cmtUi.deleteGroup", { name: g.name })} onConfirm={() => remove.mutateAsync(g.id)} />
          </Flex>
        ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      {draft && (
        <Flex justify="end">
          <Button onClick={() => setEditing({ open: true })}>{t("cmtUi.newGroup")}</Button>
        </Flex>
      )}
      <Table<MeetingGroup>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={meeting.groups}
        pagination={false}
        locale={{ emptyText: t("cmtUi.noGroups") }}
      />
      <GroupDialog meeting={meeting} editing={editing} onClose={() => setEditing({ open: false })} />
    </Flex>
  );
}

function GroupDialog({ meeting, editing, onClose }: { meeting: MeetingDetail; editing: Editing; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const labels = useLabels();
  const [form] = Form.useForm<GroupForm>();
  const save = useSaveGroup();
  const candidates = useCandidates(meeting.id, editing.open);
  const group = editing.open ? editing.group : undefined;
  const capped = Form.useWatch("capped", form);

  useEffect(() => {
    if (!editing.open) return;
    form.setFieldsValue(
      group
        ? {
            name: group.name,
            capped: group.cap !== null,
            cap: group.cap,
            declarationIds: group.candidates.map((c) => c.declarationId),
          }
        : { name: "", capped: false, cap: null, declarationIds: [] },
    );
  }, [editing, group, form]);

  // the group's own candidates are no longer among the meeting's free ones
  const options = [...(group?.candidates ?? []), ...(candidates.data ?? [])].map((c) => ({
    value: c.declarationId,
    label: [c.name, c.unitName, c.titleName, c.level ? labels.level(c.level) : null].filter(Boolean).join(" · "),
  }));

  async function onSave() {
    const values = await form.validateFields();
    const parsed = groupCreateSchema.safeParse({
      name: values.name,
      cap: values.capped ? values.cap : null,
      declarationIds: values.declarationIds,
    });
    if (!parsed.success) {
      form.setFields(
        parsed.error.issues.map((issue) => ({
          name: issue.path[0] as keyof GroupForm,
          errors: [t(issue.message)],
        })),
      );
      throw new Error("invalid");
    }
    const reply = await save.mutateAsync({ meetingId: meeting.id, groupId: group?.id, input: parsed.data });
    message.success(reply.message);
  }

  return (
    <FormDialog<GroupForm>
      open={editing.open}
      title={group ? t("cmtUi.editGroup") : t("cmtUi.newGroup")}
      okText={t("cmtUi.save")}
      cancelText={t("cmtUi.cancel")}
      name="committee-group"
      form={form}
      width={640}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item
        name="name"
        label={t("cmtUi.groupName")}
        rules={[{ required: true, message: t("committee.v.groupName") }]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Flex gap={16} align="start">
        <Form.Item name="capped" label={t("cmtUi.capped")} valuePropName="checked" extra={t("cmtUi.cappedHelp")}>
          <Switch />
        </Form.Item>
        {capped && (
          <Form.Item name="cap" label={t("cmtUi.col.cap")} rules={[{ required: true, message: t("committee.v.cap") }]}>
            <InputNumber min={1} max={999} precision={0} style={{ width: 100 }} />
          </Form.Item>
        )}
      </Flex>
      <Form.Item
        name="declarationIds"
        label={t("cmtUi.col.candidates")}
        rules={[{ required: true, message: t("committee.v.candidates") }]}
      >
        <Select
          mode="multiple"
          loading={candidates.isFetching}
          showSearch={{ optionFilterProp: "label" }}
          options={options}
          placeholder={t("cmtUi.chooseCandidates")}
        />
      </Form.Item>
    </FormDialog>
  );
}
