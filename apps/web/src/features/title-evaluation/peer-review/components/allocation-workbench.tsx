import PushpinFilled from "@ant-design/icons/es/icons/PushpinFilled";
import type { SimulatedAssignment, SimulatedDeclarant, SimulationResult } from "@zcps/contracts/zcps/peer-review/api";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Popover from "antd/es/popover";
import Space from "antd/es/space";
import Table from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useLocalName } from "../../../../lib/use-local-name";
import { Chart } from "../../kit/chart";
import { useLabels } from "../../kit/declaration-labels";
import { explain, loadBars, type Pair, planTotals, samePair } from "../logic";
import { SUBLINE } from "./declarant-columns";
import type { PinTarget } from "./pin-dialog";
import { ScorePartsView } from "./score-parts";
import { KindTag } from "./tags";

/** A pinned or forbidden pair with the names the page shows for it. */
export interface NamedPair extends Pair {
  declarantName: string;
  expertName: string;
}

export interface Pins {
  pinned: NamedPair[];
  forbidden: NamedPair[];
}

type Unmet = SimulationResult["unmet"][number];

/** One expert of the plan: name and institution, pinned or not; on hover why them, and pin or forbid the pair. */
function ExpertChip({
  assignment,
  declarant,
  editable,
  onPin,
  onForbid,
}: {
  assignment: SimulatedAssignment;
  declarant: SimulatedDeclarant;
  editable: boolean;
  onPin: (pair: NamedPair) => void;
  onForbid: (pair: NamedPair) => void;
}) {
  const { t } = useTranslation();
  const localName = useLocalName();
  const institution = localName(assignment.institution, assignment.institutionEn);
  const pair: NamedPair = {
    declarantId: declarant.declarationId,
    expertId: assignment.expertId,
    declarantName: declarant.name,
    expertName: assignment.expertName,
  };
  return (
    <Popover
      title={`${assignment.expertName} · ${institution}`}
      content={
        <Space direction="vertical">
          <ScorePartsView score={assignment.score} parts={assignment.parts} />
          {editable && (
            <Space>
              {!assignment.pinned && (
                <Button size="small" onClick={() => onPin(pair)}>
                  {t("peerUi.keepPair")}
                </Button>
              )}
              <Button size="small" danger onClick={() => onForbid(pair)}>
                {t("peerUi.forbid")}
              </Button>
            </Space>
          )}
        </Space>
      }
    >
      <Tag
        data-testid="plan-expert"
        color={assignment.pinned ? "gold" : undefined}
        style={{ cursor: "default", marginInlineEnd: 4, marginBottom: 4 }}
      >
        <Space size={4}>
          <KindTag kind={assignment.kind} />
          <span>{assignment.expertName}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {institution}
          </Typography.Text>
          <span>{Math.round(assignment.score * 10) / 10}</span>
          {assignment.pinned && <PushpinFilled aria-label={t("peerUi.pinned")} />}
        </Space>
      </Tag>
    </Popover>
  );
}

/** How the candidates thin out for an unmet declarant, constraint by constraint. */
function FunnelView({ funnel }: { funnel: Unmet["funnel"] }) {
  const { t } = useTranslation();
  const steps = ["pool", "available", "byLevel", "byDiscipline", "afterUnit", "afterConflicts", "afterLoad"] as const;
  return (
    <Descriptions
      size="small"
      column={1}
      style={{ width: 260 }}
      items={[
        ...steps.map((step) => ({ key: step, label: t(`peerUi.funnel.${step}`), children: funnel[step] })),
        { key: "external", label: t("peerUi.funnel.external"), children: funnel.externalAfterLoad },
        { key: "institutions", label: t("peerUi.funnel.institutions"), children: funnel.institutionsAfterLoad },
      ]}
    />
  );
}

/**
 * The allocation workbench: the simulation's seed and figures, the pinned and forbidden pairs, the declarants it cannot
 * serve with the reason in words, the plan per declarant (each expert's score on hover), and the plan's actions.
 */
export function AllocationWorkbench({
  result,
  seed,
  onSeed,
  pins,
  busy,
  canSimulate,
  canSubmit,
  onRerun,
  onNewSeed,
  onDiscard,
  onSubmit,
  onPinFor,
  onPin,
  onForbid,
  onRemove,
}: {
  result: SimulationResult;
  seed: string;
  onSeed: (seed: string) => void;
  pins: Pins;
  busy: boolean;
  canSimulate: boolean;
  canSubmit: boolean;
  onRerun: () => void;
  onNewSeed: () => void;
  onDiscard: () => void;
  onSubmit: () => void;
  onPinFor: (target: PinTarget) => void;
  onPin: (pair: NamedPair) => void;
  onForbid: (pair: NamedPair) => void;
  onRemove: (kind: keyof Pins, pair: Pair) => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const totals = planTotals(result);
  const bars = useMemo(() => loadBars(result.loadHistogram), [result.loadHistogram]);
  const nameOf = useMemo(() => {
    const names = new Map<string, string>();
    for (const d of result.declarants) names.set(d.declarationId, d.name);
    for (const u of result.unmet) names.set(u.declarationId, u.name);
    return (id: string) => names.get(id) ?? "";
  }, [result]);
  const expertOf = (pair: Pair) =>
    pins.pinned.find((p) => samePair(p, pair))?.expertName ??
    result.declarants.flatMap((d) => d.assignments).find((a) => a.expertId === pair.expertId)?.expertName ??
    pair.expertId;
  const open = result.status === "SIMULATED";

  return (
    <Panel
      title={t("peerUi.workbench")}
      testId="peer-workbench"
      extra={
        open && (
          <Space wrap>
            <Input
              addonBefore={t("peerUi.seed")}
              value={seed}
              onChange={(e) => onSeed(e.target.value)}
              style={{ width: 230 }}
              aria-label={t("peerUi.seed")}
            />
            {canSimulate && (
              <>
                <Button loading={busy} onClick={onRerun}>
                  {t("peerUi.rerun")}
                </Button>
                <Button loading={busy} onClick={onNewSeed}>
                  {t("peerUi.newSeed")}
                </Button>
                <Button onClick={onDiscard}>{t("peerUi.discard")}</Button>
              </>
            )}
            {canSubmit && (
              <Button type="primary" disabled={totals.declarations === 0} onClick={onSubmit}>
                {t("peerUi.submit")}
              </Button>
            )}
          </Space>
        )
      }
    >
      <Flex vertical gap={12}>
        <Flex gap={16} wrap align="center" data-testid="peer-simulation-figures">
          <Tag color={open ? "processing" : result.status === "SUBMITTED" ? "success" : "default"}>
            {t(`peerUi.simulationStatus.${result.status}`)}
          </Tag>
          <span>{t("peerUi.usedSeed", { seed: result.seed })}</span>
          <span>{t(`peerUi.method.${result.method}`)}</span>
          <span>{t("peerUi.planTotals", totals)}</span>
          <span>{t("peerUi.unmetCount", { count: result.unmet.length })}</span>
          <span>{t("peerUi.totalScore", { score: Math.round(result.totalScore * 10) / 10 })}</span>
        </Flex>
        {open && (pins.pinned.length > 0 || pins.forbidden.length > 0) && (
          <Flex gap={4} wrap align="center" data-testid="peer-pins">
            {pins.pinned.map((p) => (
              <Tag
                key={`pin-${p.declarantId}-${p.expertId}`}
                color="gold"
                closable
                onClose={() => onRemove("pinned", p)}
              >
                {t("peerUi.pinnedPair", { declarant: p.declarantName, expert: p.expertName })}
              </Tag>
            ))}
            {pins.forbidden.map((p) => (
              <Tag
                key={`ban-${p.declarantId}-${p.expertId}`}
                color="red"
                closable
                onClose={() => onRemove("forbidden", p)}
              >
                {t("peerUi.forbiddenPair", { declarant: p.declarantName, expert: p.expertName })}
              </Tag>
            ))}
            <Typography.Text type="secondary">{t("peerUi.pinsApplyNext")}</Typography.Text>
          </Flex>
        )}
        {result.pinIssues.length > 0 && (
          <Alert
            type="warning"
            showIcon
            data-testid="peer-pin-issues"
            title={t("peerUi.pinIssues")}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {result.pinIssues.map((issue) => (
                  <li key={`${issue.declarantId}-${issue.expertId}`}>
                    {t("peerUi.pinIssueLine", {
                      declarant: nameOf(issue.declarantId),
                      expert: expertOf(issue),
                      reason: explain(t, issue.message),
                    })}
                  </li>
                ))}
              </ul>
            }
          />
        )}
        {result.unmet.length > 0 && (
          <div data-testid="peer-unmet">
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t("peerUi.unmetTitle")}
            </Typography.Title>
            <Table<Unmet>
              rowKey="declarationId"
              size="small"
              pagination={false}
              dataSource={result.unmet}
              scroll={{ x: 860 }}
              columns={[
                { title: t("peerUi.col.declarant"), dataIndex: "name", width: 120 },
                {
                  title: t("peerUi.col.reason"),
                  key: "reason",
                  width: 560,
                  render: (_, row) => (
                    <Popover title={t("peerUi.funnelTitle")} content={<FunnelView funnel={row.funnel} />}>
                      <Typography.Text type="danger">{explain(t, row.message)}</Typography.Text>
                    </Popover>
                  ),
                },
                {
                  title: t("peerUi.col.actions"),
                  key: "actions",
                  width: 180,
                  render: (_, row) =>
                    canSimulate &&
                    open && (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => onPinFor({ declarationId: row.declarationId, name: row.name })}
                      >
                        {t("peerUi.pinExpert")}
                      </Button>
                    ),
                },
              ]}
            />
          </div>
        )}
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("peerUi.planTitle")}
        </Typography.Title>
        <Table<SimulatedDeclarant>
          rowKey="declarationId"
          size="small"
          data-testid="peer-plan"
          dataSource={result.declarants}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          scroll={{ x: 945 }}
          columns={[
            {
              title: t("peerUi.col.declarant"),
              key: "name",
              width: 140,
              fixed: "left" as const,
              render: (_, row) => (
                <>
                  {row.name}
                  <div style={SUBLINE}>{labels.named(row.unitName, row.unitNameEn)}</div>
                </>
              ),
            },
            {
              title: t("peerUi.col.levelDiscipline"),
              key: "level",
              width: 140,
              render: (_, row) => (
                <>
                  {labels.level(row.level)}
                  <div style={SUBLINE}>{row.disciplineCode}</div>
                </>
              ),
            },
            {
              title: t("peerUi.col.composition"),
              key: "composition",
              width: 125,
              render: (_, row) => t("peerUi.composition", { required: row.required, externalMin: row.externalMin }),
            },
            {
              title: t("peerUi.col.experts"),
              key: "experts",
              width: 430,
              render: (_, row) =>
                row.assignments.map((a) => (
                  <ExpertChip
                    key={a.expertId}
                    assignment={a}
                    declarant={row}
                    editable={canSimulate && open}
                    onPin={onPin}
                    onForbid={onForbid}
                  />
                )),
            },
            ...(canSimulate && open
              ? [
                  {
                    title: t("peerUi.col.actions"),
                    key: "actions",
                    width: 110,
                    fixed: "right" as const,
                    render: (_: unknown, row: SimulatedDeclarant) => (
                      <Button
                        type="link"
                        size="small"
                        onClick={() => onPinFor({ declarationId: row.declarationId, name: row.name })}
                      >
                        {t("peerUi.pinExpert")}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {bars.length > 0 && (
          <Chart
            label={t("peerUi.loadChart")}
            height={160}
            empty={false}
            emptyText=""
            option={{
              grid: { left: 40, right: 16, top: 24, bottom: 28 },
              tooltip: { trigger: "axis" },
              xAxis: {
                type: "category",
                name: t("peerUi.loadAxis"),
                data: bars.map((b) => String(b.load)),
              },
              yAxis: { type: "value", name: t("peerUi.expertsAxis"), minInterval: 1 },
              series: [
                { type: "bar", name: t("peerUi.expertsAxis"), barMaxWidth: 48, data: bars.map((b) => b.experts) },
              ],
            }}
          />
        )}
      </Flex>
    </Panel>
  );
}
