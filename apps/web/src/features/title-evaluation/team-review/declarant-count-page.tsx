import { TEAM_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/team-review/element-codes";
import { DECLARATION_STATE_LABELS } from "@zcps/contracts/zcps/workflow/api";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Statistic from "antd/es/statistic";
import Table from "antd/es/table";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { Chart } from "../kit/chart";
import { useLabels } from "../kit/declaration-labels";
import { useDeclarantCount, useExportDeclarantCount } from "./api/get-declarant-count";
import "./team-review.css";

interface Slice {
  key: string;
  name: string;
  count: number;
}

/** One dimension of the statistics: a chart and its table. */
function Dimension({ title, kind, slices }: { title: string; kind: "pie" | "bar"; slices: Slice[] }) {
  const { t } = useTranslation();
  const option = useMemo(
    () =>
      kind === "pie"
        ? {
            tooltip: { trigger: "item", formatter: "{b}: {c} ({d}%)" },
            series: [
              {
                type: "pie",
                name: title,
                radius: ["35%", "65%"],
                label: { formatter: "{b}: {c}" },
                data: slices.map((s) => ({ name: s.name, value: s.count })),
              },
            ],
          }
        : {
            tooltip: { trigger: "axis" },
            grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
            xAxis: {
              type: "category",
              data: slices.map((s) => s.name),
              axisLabel: { interval: 0, width: 90, overflow: "break" },
            },
            yAxis: { type: "value", minInterval: 1 },
            series: [{ type: "bar", name: title, barMaxWidth: 36, data: slices.map((s) => s.count) }],
          },
    [kind, title, slices],
  );
  return (
    <Panel title={title} testId={`dimension-${title}`}>
      <Chart
        option={option}
        label={title}
        height={280}
        empty={slices.length === 0}
        emptyText={t("teamUi.noOutcomes")}
      />
      <Table<Slice>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={slices}
        locale={{ emptyText: t("teamUi.noOutcomes") }}
        columns={[
          { title, dataIndex: "name" },
          { title: t("teamUi.count"), dataIndex: "count", width: 100, align: "right" },
        ]}
      />
    </Panel>
  );
}

/** /PersonnelSynthesis/RSUserDeclareCountNew: the batch's declarants by state, unit and level (sys/sbtj), with the xlsx. */
export default function DeclarantCountPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const can = useCan();
  const labels = useLabels();
  const count = useDeclarantCount();
  const exporter = useExportDeclarantCount();
  const data = count.data;
  const dims = useMemo(
    () =>
      data && {
        status: data.byStatus.map((s) => ({
          key: s.status,
          name: DECLARATION_STATE_LABELS[s.status as keyof typeof DECLARATION_STATE_LABELS]?.[lang] ?? s.status,
          count: s.count,
        })),
        unit: data.byUnit.map((u) => ({
          key: u.unitId ?? "",
          name: labels.named(u.name, u.nameEn) || t("teamUi.noUnit"),
          count: u.count,
        })),
        level: data.byLevel.map((l) => ({ key: l.level, name: labels.level(l.level), count: l.count })),
      },
    [data, lang, labels, t],
  );

  return (
    <Flex vertical gap={16}>
      <Flex gap={12} align="center" wrap>
        <Card size="small" style={{ minWidth: 180 }}>
          <Statistic title={t("teamUi.declarantsTotal")} value={data?.total ?? 0} loading={count.isLoading} />
        </Card>
        {can(TEAM_REVIEW_ELEMENTS.declarantCountExport) && (
          <Button loading={exporter.isPending} onClick={() => exporter.mutate(lang)}>
            {t("teamUi.exportXlsx")}
          </Button>
        )}
      </Flex>
      <div className="team-charts">
        <Dimension title={t("teamUi.byState")} kind="pie" slices={dims?.status ?? []} />
        <Dimension title={t("teamUi.byLevel")} kind="pie" slices={dims?.level ?? []} />
      </div>
      <Dimension title={t("teamUi.byUnit")} kind="bar" slices={dims?.unit ?? []} />
    </Flex>
  );
}
