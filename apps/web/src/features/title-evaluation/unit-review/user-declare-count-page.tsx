import type { UserDeclareCount } from "@zcps/contracts/zcps/unit-review/api";
import { DECLARATION_STATE_LABELS } from "@zcps/contracts/zcps/workflow/api";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Statistic from "antd/es/statistic";
import Table from "antd/es/table";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { UnitBatchFilter } from "../kit/batch-select";
import { Chart } from "../kit/chart";
import { useLabels } from "../kit/declaration-labels";
import { useUserDeclareCount } from "./api/get-user-declare-count";
import { CountDetailDrawer, type CountFilter } from "./components/count-detail-drawer";
import "./unit-review.css";

interface Slice {
  key: string;
  name: string;
  count: number;
  /** the declarants behind it, when the count detail can filter by this dimension */
  filter?: CountFilter;
}

const pieOption = (name: string, slices: Slice[]) => ({
  tooltip: { trigger: "item", formatter: "{b}: {c} ({d}%)" },
  series: [
    {
      type: "pie",
      name,
      radius: ["35%", "65%"],
      center: ["50%", "50%"],
      label: { formatter: "{b}: {c}" },
      data: slices.map((s) => ({ name: s.name, value: s.count })),
    },
  ],
});

const barOption = (name: string, slices: Slice[]) => ({
  tooltip: { trigger: "axis" },
  grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
  xAxis: { type: "category", data: slices.map((s) => s.name), axisLabel: { interval: 0 } },
  yAxis: { type: "value", minInterval: 1 },
  series: [{ type: "bar", name, barMaxWidth: 36, data: slices.map((s) => s.count) }],
});

/** One dimension: its chart and a small table; a drillable count opens the declarants behind it. */
function Dimension({
  title,
  kind,
  slices,
  onDrill,
}: {
  title: string;
  kind: "pie" | "bar";
  slices: Slice[];
  onDrill: (slice: Slice) => void;
}) {
  const { t } = useTranslation();
  const option = useMemo(
    () => (kind === "pie" ? pieOption(title, slices) : barOption(title, slices)),
    [kind, title, slices],
  );
  return (
    <Panel title={title} testId={`dimension-${title}`}>
      <Chart
        option={option}
        label={title}
        height={280}
        empty={slices.length === 0}
        emptyText={t("unitReview.noDeclarations")}
        onClick={({ dataIndex }) => {
          const slice = slices[dataIndex];
          if (slice?.filter) onDrill(slice);
        }}
      />
      <Table<Slice>
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={slices}
        locale={{ emptyText: t("unitReview.noDeclarations") }}
        columns={[
          { title, dataIndex: "name" },
          {
            title: t("unitReview.count"),
            dataIndex: "count",
            width: 100,
            align: "right",
            render: (n: number, slice) =>
              slice.filter ? (
                <Button type="link" size="small" onClick={() => onDrill(slice)}>
                  {n}
                </Button>
              ) : (
                n
              ),
          },
        ]}
      />
    </Panel>
  );
}

/** The four dimensions in the console's language. */
function useDimensions(data: UserDeclareCount | undefined) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const labels = useLabels();
  if (!data) return null;
  return {
    status: data.byStatus.map((s) => ({
      key: s.status,
      name: DECLARATION_STATE_LABELS[s.status as keyof typeof DECLARATION_STATE_LABELS]?.[lang] ?? s.status,
      count: s.count,
      filter: { status: s.status },
    })),
    level: data.byLevel.map((s) => ({
      key: s.level,
      name: labels.level(s.level),
      count: s.count,
      filter: { level: s.level },
    })),
    series: data.bySeries.map((s) => ({ key: s.seriesCode, name: labels.named(s.name, s.nameEn), count: s.count })),
    gender: data.byGender.map((s) => ({
      key: s.gender || "unknown",
      name: t(`unitReview.gender.${s.gender || "unknown"}`, { defaultValue: s.gender }),
      count: s.count,
    })),
  };
}

/** /UnitAuditMan/UserDeclareCountNew: the unit's declarants by state, level, series and gender, with drill-down. */
export default function UserDeclareCountPage() {
  const { t } = useTranslation();
  const [batchId, setBatchId] = useState<string>();
  const counts = useUserDeclareCount(batchId);
  const dims = useDimensions(counts.data);
  const [detail, setDetail] = useState<{ filter: CountFilter; title: string } | null>(null);
  const drill = (dimension: string) => (slice: Slice) =>
    slice.filter &&
    setDetail({ filter: { ...slice.filter, projectTimeId: batchId }, title: `${dimension} · ${slice.name}` });

  return (
    <Flex vertical gap={16} className="unit-page">
      <Flex gap={12} wrap align="center">
        <UnitBatchFilter value={batchId} onChange={setBatchId} />
        <Card size="small" style={{ minWidth: 160 }}>
          <Statistic title={t("unitReview.declarants")} value={counts.data?.total ?? 0} loading={counts.isLoading} />
        </Card>
        <Button
          type="link"
          disabled={!counts.data?.total}
          onClick={() => setDetail({ filter: { projectTimeId: batchId }, title: t("unitReview.allDeclarations") })}
        >
          {t("unitReview.listAll")}
        </Button>
      </Flex>
      <div className="unit-charts">
        <Dimension
          title={t("unitReview.byStatus")}
          kind="pie"
          slices={dims?.status ?? []}
          onDrill={drill(t("unitReview.byStatus"))}
        />
        <Dimension
          title={t("unitReview.byLevel")}
          kind="bar"
          slices={dims?.level ?? []}
          onDrill={drill(t("unitReview.byLevel"))}
        />
        <Dimension
          title={t("unitReview.bySeries")}
          kind="bar"
          slices={dims?.series ?? []}
          onDrill={drill(t("unitReview.bySeries"))}
        />
        <Dimension
          title={t("unitReview.byGender")}
          kind="pie"
          slices={dims?.gender ?? []}
          onDrill={drill(t("unitReview.byGender"))}
        />
      </div>
      <CountDetailDrawer filter={detail?.filter ?? null} title={detail?.title ?? ""} onClose={() => setDetail(null)} />
    </Flex>
  );
}
