import type { MyGroup } from "@zcps/contracts/zcps/committee/api";
import Button from "antd/es/button";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useMyGroups } from "../api/get-my-groups";
import { GroupStateTag } from "./tags";

/** The member's voting groups in the meetings they sit on; one opens the ballot. */
export function MyGroups({ onOpen }: { onOpen: (groupId: string) => void }) {
  const { t } = useTranslation();
  const groups = useMyGroups(true);
  const columns: ColumnsType<MyGroup> = [
    { title: t("cmtUi.meeting"), dataIndex: "meetingName" },
    { title: t("cmtUi.col.group"), dataIndex: "groupName" },
    {
      title: t("cmtUi.col.state"),
      key: "state",
      width: 160,
      render: (_, g) => (
        <>
          <GroupStateTag state={g.state} />
          {t("cmtUi.roundN", { round: g.round })}
        </>
      ),
    },
    {
      title: t("cmtUi.col.cap"),
      dataIndex: "cap",
      width: 90,
      render: (cap: number | null) => (cap === null ? t("cmtUi.uncapped") : cap),
    },
    { title: t("cmtUi.col.candidates"), dataIndex: "candidates", width: 90 },
    {
      title: t("cmtUi.col.ballot"),
      key: "submitted",
      width: 100,
      render: (_, g) =>
        g.submitted ? <Tag color="success">{t("cmtUi.submitted")}</Tag> : <Tag>{t("cmtUi.notSubmitted")}</Tag>,
    },
    {
      title: t("cmtUi.col.actions"),
      key: "actions",
      width: 100,
      render: (_, g) => (
        <Button type="link" size="small" onClick={() => onOpen(g.groupId)}>
          {g.state === "OPEN" && !g.submitted ? t("cmtUi.vote") : t("cmtUi.view")}
        </Button>
      ),
    },
  ];
  return (
    <Panel title={t("cmtUi.myGroups")} testId="committee-my-groups">
      <Table<MyGroup>
        rowKey="groupId"
        size="middle"
        columns={columns}
        dataSource={groups.data ?? []}
        loading={groups.isLoading}
        pagination={false}
        locale={{ emptyText: t("cmtUi.noMyGroups") }}
      />
    </Panel>
  );
}
