import type { TeamRow, TeamStage, TeamsReply } from "@zcps/contracts/zcps/team-review/api";
import Button from "antd/es/button";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { DeleteLink } from "../../../../lib/delete-link";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { pickName } from "../../../../lib/use-local-name";
import { useDeleteTeam } from "../api/delete-team";
import { unitsOf } from "../logic";
import { TeamDialog } from "./team-dialog";

/** The stage's teams: leader, members with their units, the units they may not review, their loads; form and edit. */
export function TeamsPanel({
  stage,
  data,
  loading,
  canEdit,
}: {
  stage: TeamStage;
  data: TeamsReply | undefined;
  loading: boolean;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const { message } = useAntdApp();
  const remove = useDeleteTeam(stage);
  const [editing, setEditing] = useState<TeamRow | null | undefined>(undefined);

  const columns: ColumnsType<TeamRow> = [
    { title: t("teamUi.teamName"), dataIndex: "name", width: 140 },
    {
      title: t("teamUi.leader"),
      key: "leader",
      width: 80,
      render: (_, team) => team.members.find((m) => m.userId === team.leaderId)?.name ?? "-",
    },
    {
      title: t("teamUi.members"),
      key: "members",
      width: 260,
      render: (_, team) => (
        <Space size={[0, 4]} wrap>
          {team.members.map((m) => (
            <Tag key={m.userId} color={m.duty === "LEADER" ? "blue" : undefined}>
              {m.name}
              {m.unitName ? ` · ${pickName(en, m.unitName, m.unitNameEn)}` : ""}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t("teamUi.excludedUnits"),
      key: "units",
      width: 170,
      render: (_, team) =>
        unitsOf(team)
          .map((u) => pickName(en, u.name, u.nameEn) || u.unitId)
          .join(t("teamUi.listSeparator")) || "-",
    },
    { title: t("teamUi.col.allocated"), dataIndex: "allocated", width: en ? 90 : 70, align: "right" },
    { title: t("teamUi.col.open"), dataIndex: "open", width: en ? 90 : 70, align: "right" },
    { title: t("teamUi.col.decidedCount"), dataIndex: "decided", width: en ? 90 : 70, align: "right" },
    ...(canEdit
      ? [
          {
            title: t("teamUi.col.actions"),
            key: "actions",
            width: en ? 130 : 110,
            fixed: "right" as const,
            render: (_: unknown, team: TeamRow) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setEditing(team)}>
                  {t("teamUi.edit")}
                </Button>
                <DeleteLink
                  title={t("teamUi.deleteTeam", { name: team.name })}
                  description={team.open > 0 ? t("teamUi.deleteTeamOpen", { count: team.open }) : undefined}
                  onConfirm={async () => message.success((await remove.mutateAsync(team.id)).message)}
                />
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Panel
      title={t("teamUi.teams")}
      testId="teams"
      extra={
        <Space>
          {data && (
            <Typography.Text type="secondary">
              {t(data.leaderConfirms ? "teamUi.leaderConfirmsOn" : "teamUi.leaderConfirmsOff")}
            </Typography.Text>
          )}
          {canEdit && (
            <Button type="primary" onClick={() => setEditing(null)}>
              {t("teamUi.newTeam")}
            </Button>
          )}
        </Space>
      }
    >
      <Table<TeamRow>
        rowKey="id"
        size="small"
        loading={loading}
        columns={columns}
        dataSource={data?.teams ?? []}
        pagination={false}
        locale={{ emptyText: t("teamUi.noTeams") }}
        scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
      />
      <TeamDialog
        stage={stage}
        team={editing}
        candidates={data?.candidates ?? []}
        onClose={() => setEditing(undefined)}
      />
    </Panel>
  );
}
