import type { CaseStatus, TeamProgress } from "@zcps/contracts/zcps/team-review/api";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Progress from "antd/es/progress";
import Result from "antd/es/result";
import Space from "antd/es/space";
import Statistic from "antd/es/statistic";
import Table, { type ColumnsType } from "antd/es/table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import dayjs from "../../../lib/dayjs";
import { Chart } from "../kit/chart";
import { useProgress } from "./api/get-progress";
import { CaseStatusTag } from "./components/case-status-tag";
import { type StageWiring, useStage } from "./stage";
import "./team-review.css";

type TeamLine = TeamProgress["teams"][number];
type MemberLine = TeamLine["members"][number];

/**
 * /FormalAudit/TeamStatistics and /PersonnelSynthesis/TeamStatisticsZH: the stage's progress per team (allocated,
 * open, checked, decided, by status) and per member (checks, decisions, last activity), with a chart.
 */
export default function TeamStatisticsPage() {
  const wiring = useStage();
  const { t } = useTranslation();
  if (!wiring) return <Result status="404" title={t("teamUi.unknownPage")} />;
  return <TeamStatistics key={wiring.stage} wiring={wiring} />;
}

function TeamStatistics({ wiring }: { wiring: StageWiring }) {
  const { t } = useTranslation();
  const progress = useProgress(wiring.stage);
  const data = progress.data;
  const teams = data?.teams ?? [];
  const decided = teams.reduce((n, team) => n + team.decided, 0);
  const allocated = teams.reduce((n, team) => n + team.allocated, 0);

  const option = useMemo(
    () => ({
      tooltip: { trigger: "axis" },
      legend: { top: 0 },
      grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
      xAxis: { type: "category", data: teams.map((team) => team.name), axisLabel: { interval: 0 } },
      yAxis: { type: "value", minInterval: 1 },
      series: (["open", "checked", "decided"] as const).map((key) => ({
        type: "bar",
        name: t(`teamUi.col.${key === "decided" ? "decidedCount" : key}`),
        barMaxWidth: 36,
        data: teams.map((team) => team[key]),
      })),
    }),
    [teams, t],
  );

  const memberColumns: ColumnsType<MemberLine> = [
    { title: t("teamUi.col.member"), dataIndex: "name", width: 140 },
    { title: t("teamUi.col.duty"), dataIndex: "duty", width: 100, render: (d: string) => t(`team.duty.${d}`) },
    { title: t("teamUi.col.checks"), dataIndex: "checks", width: 100, align: "right" },
    { title: t("teamUi.col.decisions"), dataIndex: "decisions", width: 100, align: "right" },
    {
      title: t("teamUi.col.lastAt"),
      dataIndex: "lastAt",
      width: 160,
      render: (at: string | null) => (at ? dayjs(at).format("YYYY-MM-DD HH:mm") : "-"),
    },
  ];

  const columns: ColumnsType<TeamLine> = [
    { title: t("teamUi.teamName"), dataIndex: "name", width: 150 },
    { title: t("teamUi.col.allocated"), dataIndex: "allocated", width: 90, align: "right" },
    { title: t("teamUi.col.open"), dataIndex: "open", width: 90, align: "right" },
    { title: t("teamUi.col.checked"), dataIndex: "checked", width: 90, align: "right" },
    { title: t("teamUi.col.decidedCount"), dataIndex: "decided", width: 90, align: "right" },
    {
      title: t("teamUi.col.progress"),
      key: "progress",
      width: 180,
      render: (_, team) => (
        <Progress
          size="small"
          percent={team.allocated ? Math.round((team.decided / team.allocated) * 100) : 0}
          status="normal"
        />
      ),
    },
    {
      title: t("teamUi.col.byStatus"),
      key: "byStatus",
      width: 320,
      render: (_, team) => (
        <Space size={[0, 4]} wrap>
          {(Object.entries(team.byStatus) as [CaseStatus, number][])
            .filter(([, n]) => n > 0)
            .map(([status, n]) => (
              <CaseStatusTag key={status} status={status} count={n} />
            ))}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <div className="team-figures" data-testid="progress-figures">
        <Card size="small">
          <Statistic title={t("teamUi.fig.inStage")} value={data?.inStage ?? 0} loading={progress.isLoading} />
        </Card>
        <Card size="small">
          <Statistic title={t("teamUi.fig.unallocated")} value={data?.unallocated ?? 0} loading={progress.isLoading} />
        </Card>
        <Card size="small">
          <Statistic title={t("teamUi.fig.teams")} value={teams.length} loading={progress.isLoading} />
        </Card>
        <Card size="small">
          <Statistic
            title={t("teamUi.fig.decided")}
            value={decided}
            suffix={`/ ${allocated}`}
            loading={progress.isLoading}
          />
        </Card>
      </div>
      <Panel title={t("teamUi.progressByTeam")} testId="team-progress">
        <Table<TeamLine>
          key={data ? "loaded" : "loading"}
          rowKey="teamId"
          size="middle"
          loading={progress.isFetching}
          columns={columns}
          dataSource={teams}
          pagination={false}
          locale={{ emptyText: t("teamUi.noTeams") }}
          scroll={{ x: columns.reduce((sum, c) => sum + Number(c.width ?? 0), 0) }}
          expandable={{
            defaultExpandAllRows: true,
            rowExpandable: (team) => team.members.length > 0,
            expandedRowRender: (team) => (
              <Table<MemberLine>
                rowKey="userId"
                size="small"
                columns={memberColumns}
                dataSource={team.members}
                pagination={false}
              />
            ),
          }}
        />
      </Panel>
      <Panel title={t("teamUi.progressChart")}>
        <Chart
          option={option}
          label={t("teamUi.progressChart")}
          height={300}
          empty={teams.length === 0}
          emptyText={t("teamUi.noTeams")}
        />
      </Panel>
    </Flex>
  );
}
