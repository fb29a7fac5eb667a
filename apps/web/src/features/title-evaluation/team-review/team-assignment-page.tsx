import {
  type AllocationReply,
  CASE_STATUSES,
  type CaseStatus,
  type TeamCaseRow,
} from "@zcps/contracts/zcps/team-review/api";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Result from "antd/es/result";
import Select from "antd/es/select";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useLabels } from "../kit/declaration-labels";
import { useAllocate } from "./api/allocate";
import { type CasesQuery, useCases } from "./api/get-cases";
import { useFigures } from "./api/get-figures";
import { useTeams } from "./api/get-teams";
import { AllocationResult } from "./components/allocation-result";
import { caseColumns } from "./components/case-columns";
import { CheckDrawer } from "./components/check-drawer";
import { EvenAllocationDialog } from "./components/even-allocation-dialog";
import { RestartUnitDialog } from "./components/restart-unit-dialog";
import { StageFigures } from "./components/stage-figures";
import { TeamsPanel } from "./components/teams-panel";
import { handConflicts } from "./logic";
import { type StageWiring, useStage } from "./stage";
import "./team-review.css";

/**
 * /FormalAudit/TeamAssignment and /PersonnelSynthesis/TeamAssignmentZH: personnel form the stage's teams and allocate
 * its declarations to them: evenly in one action (by unit or discipline), or chosen ones by hand (a reallocation when
 * they had a team). A team never gets a declaration of its members' units.
 */
export default function TeamAssignmentPage() {
  const wiring = useStage();
  const { t } = useTranslation();
  if (!wiring) return <Result status="404" title={t("teamUi.unknownPage")} />;
  return <TeamAssignment key={wiring.stage} wiring={wiring} />;
}

function TeamAssignment({ wiring }: { wiring: StageWiring }) {
  const { stage, codes } = wiring;
  const { t } = useTranslation();
  const can = useCan();
  const { message } = useAntdApp();
  const labels = useLabels();
  const teams = useTeams(stage);
  const figures = useFigures();
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState<CasesQuery>({ allocated: "all", page: 1, limit: 20 });
  const cases = useCases(stage, query);
  const [selected, setSelected] = useState<TeamCaseRow[]>([]);
  const [teamId, setTeamId] = useState<string>();
  const [evenly, setEvenly] = useState(false);
  const [result, setResult] = useState<AllocationReply | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [restart, setRestart] = useState<{ unitId: string; name: string } | null>(null);
  const allocate = useAllocate(stage);
  const canAllocate = can(codes.allocate);
  const canRestart = can(codes.restartUnit);
  const stageFigures = stage === "FORMAL_AUDIT" ? figures.data?.formalAudit : figures.data?.synthesis;
  const teamRows = teams.data?.teams ?? [];
  const team = teamRows.find((row) => row.id === teamId);
  const conflicts = handConflicts(selected, team);

  async function allocateChosen() {
    if (!teamId) return;
    const reply = await allocate.mutateAsync({
      mode: "HAND",
      teamId,
      declarationIds: selected.map((row) => row.declarationId),
    });
    message.success(reply.message);
    setSelected([]);
    if (reply.data.unplaced.length > 0) setResult(reply.data);
  }

  const set = (patch: Partial<CasesQuery>) => setQuery((q) => ({ ...q, page: 1, ...patch }));
  const columns: ColumnsType<TeamCaseRow> = [
    ...caseColumns(t, labels, (row) => setOpenId(row.declarationId), ["discipline", "team", "deadline"]),
    ...(canRestart
      ? [
          {
            title: t("teamUi.col.actions"),
            key: "actions",
            width: 130,
            fixed: "right" as const,
            render: (_: unknown, row: TeamCaseRow) =>
              row.unitId && (
                <Button
                  type="link"
                  size="small"
                  onClick={() =>
                    setRestart({ unitId: row.unitId as string, name: labels.named(row.unitName, row.unitNameEn) })
                  }
                >
                  {t("teamUi.restart")}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16}>
      <StageFigures figures={stageFigures} loading={figures.isLoading} />
      <TeamsPanel stage={stage} data={teams.data} loading={teams.isFetching} canEdit={can(codes.teams)} />
      <Panel title={t("teamUi.declarations")} testId="stage-cases">
        {team && conflicts.length > 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="hand-conflicts"
            style={{ marginBottom: 12 }}
            title={t("team.ownUnit", {
              team: team.name,
              unit: [...new Set(conflicts.map((row) => labels.named(row.unitName, row.unitNameEn)))].join(
                t("teamUi.listSeparator"),
              ),
              interpolation: { prefix: "{", suffix: "}" },
            })}
            description={conflicts.map((row) => row.staffName).join(t("teamUi.listSeparator"))}
          />
        )}
        <ListPage<TeamCaseRow>
          filters={
            <>
              <ChoiceFilter<CasesQuery["allocated"] & string>
                value={query.allocated}
                onChange={(allocated) => set({ allocated: allocated ?? "all" })}
                options={(["all", "no", "yes"] as const).map((a) => ({ value: a, label: t(`teamUi.allocated.${a}`) }))}
                placeholder={t("teamUi.col.team")}
                width={130}
              />
              <ChoiceFilter<string>
                value={query.teamId}
                onChange={(id) => set({ teamId: id })}
                options={teamRows.map((row) => ({ value: row.id, label: row.name }))}
                placeholder={t("teamUi.teamFilter")}
                width={150}
                searchable
              />
              <ChoiceFilter<CaseStatus>
                value={query.status}
                onChange={(status) => set({ status })}
                options={CASE_STATUSES.map((s) => ({ value: s, label: t(`team.status.${s}`) }))}
                placeholder={t("teamUi.col.status")}
                width={150}
              />
              <KeywordFilter
                value={keyword}
                onChange={setKeyword}
                onSearch={() => set({ keyword: keyword.trim() || undefined })}
                placeholder={t("teamUi.keyword")}
              />
            </>
          }
          onSearch={() => set({ keyword: keyword.trim() || undefined })}
          searchLabel={t("teamUi.search")}
          actions={
            canAllocate && (
              <>
                <Select<string>
                  value={teamId}
                  onChange={setTeamId}
                  showSearch={{ optionFilterProp: "label" }}
                  options={teamRows.map((row) => ({ value: row.id, label: row.name }))}
                  placeholder={t("teamUi.chooseTeam")}
                  aria-label={t("teamUi.chooseTeam")}
                  style={{ width: 160 }}
                />
                <Button
                  disabled={!teamId || selected.length === 0 || conflicts.length > 0}
                  loading={allocate.isPending}
                  onClick={() => allocateChosen().catch(() => undefined)}
                >
                  {t("teamUi.allocateChosen", { count: selected.length })}
                </Button>
                <Button type="primary" disabled={teamRows.length === 0} onClick={() => setEvenly(true)}>
                  {t("teamUi.allocateEvenly")}
                </Button>
              </>
            )
          }
          columns={columns}
          rowKey="declarationId"
          data={cases.data}
          loading={cases.isFetching}
          paging={query}
          onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
          totalText={(total) => t("teamUi.total", { total })}
          rowSelection={
            canAllocate
              ? {
                  selectedRowKeys: selected.map((row) => row.declarationId),
                  onChange: (_, rows) => setSelected(rows),
                  getCheckboxProps: (row) => ({ disabled: !["PENDING", "CHECKED"].includes(row.status) }),
                }
              : undefined
          }
        />
      </Panel>
      <EvenAllocationDialog
        stage={stage}
        open={evenly}
        teams={teamRows}
        unallocated={stageFigures?.unallocated}
        onClose={() => setEvenly(false)}
        onDone={(reply) => {
          setEvenly(false);
          setResult(reply);
        }}
      />
      <AllocationResult reply={result} onClose={() => setResult(null)} />
      <RestartUnitDialog stage={stage} unit={restart} onClose={() => setRestart(null)} />
      <CheckDrawer
        stage={stage}
        declarationId={openId}
        actions={{ decide: can(codes.decide) && stage === "FORMAL_AUDIT" }}
        onClose={() => setOpenId(null)}
      />
    </Flex>
  );
}
