import { type TeamCandidate, type TeamRow, type TeamStage, teamSaveSchema } from "@zcps/contracts/zcps/team-review/api";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Select from "antd/es/select";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { FormDialog } from "../../../../lib/form-dialog";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { pickName } from "../../../../lib/use-local-name";
import { useSaveTeam } from "../api/save-team";

interface TeamValues {
  name: string;
  leaderId: string;
  memberIds: string[];
}

/** Forms a team (or edits one): its name, a leader and the members, chosen among the holders of the stage's role. */
export function TeamDialog({
  stage,
  team,
  candidates,
  onClose,
}: {
  stage: TeamStage;
  /** the team edited; `null` forms a new one; `undefined` keeps the dialog shut */
  team: TeamRow | null | undefined;
  candidates: TeamCandidate[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const { message } = useAntdApp();
  const [form] = Form.useForm<TeamValues>();
  const save = useSaveTeam(stage);
  const leaderId = Form.useWatch("leaderId", form);

  useEffect(() => {
    if (team === undefined) return;
    form.setFieldsValue({
      name: team?.name ?? "",
      leaderId: team?.leaderId,
      memberIds: team?.members.filter((m) => m.userId !== team.leaderId).map((m) => m.userId) ?? [],
    });
  }, [team, form]);

  const option = (c: TeamCandidate) => {
    const unit = pickName(en, c.unitName, c.unitNameEn);
    const busy = c.teamIds.filter((id) => id !== team?.id).length;
    return {
      value: c.userId,
      label: `${c.name}${unit ? `（${unit}）` : ""}${busy ? t("teamUi.inOtherTeams", { count: busy }) : ""}`,
    };
  };

  async function onSave() {
    const values = await form.validateFields();
    const reply = await save.mutateAsync({
      ...(team ? { id: team.id } : {}),
      name: values.name,
      leaderId: values.leaderId,
      memberIds: (values.memberIds ?? []).filter((id) => id !== values.leaderId),
    });
    message.success(reply.message);
  }

  return (
    <FormDialog<TeamValues>
      open={team !== undefined}
      title={team ? t("teamUi.editTeam", { name: team.name }) : t("teamUi.newTeam")}
      okText={t("teamUi.save")}
      cancelText={t("teamUi.cancel")}
      name="team"
      form={form}
      width={620}
      saving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    >
      <Form.Item name="name" label={t("teamUi.teamName")} required rules={[zodRule(teamSaveSchema.shape.name)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="leaderId"
        label={t("teamUi.leader")}
        rules={[{ required: true, message: t("teamUi.leaderRequired") }]}
      >
        <Select<string>
          showSearch={{ optionFilterProp: "label" }}
          options={candidates.map(option)}
          placeholder={t("teamUi.chooseLeader")}
        />
      </Form.Item>
      <Form.Item name="memberIds" label={t("teamUi.members")} extra={t("teamUi.membersHelp")}>
        <Select<string[]>
          mode="multiple"
          showSearch={{ optionFilterProp: "label" }}
          options={candidates.filter((c) => c.userId !== leaderId).map(option)}
          placeholder={t("teamUi.chooseMembers")}
        />
      </Form.Item>
    </FormDialog>
  );
}
