import { TITLE_LEVEL_LABELS, type TitleLevel } from "@zcps/contracts/zcps/catalogue/catalogue";
import { DEPARTMENT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/department-review/elements";
import type { DepartmentDeclarantCount } from "@zcps/contracts/zcps/department-review/supervision";
import { DECLARATION_STATE_LABELS } from "@zcps/contracts/zcps/workflow/api";
import Button from "antd/es/button";
import Col from "antd/es/col";
import Flex from "antd/es/flex";
import Row from "antd/es/row";
import Statistic from "antd/es/statistic";
import Table from "antd/es/table";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import type { ChartOption } from "../../../lib/echart";
import { pickName } from "../../../lib/use-local-name";
import { useDeclarantCount, useExportDeclarantCount } from "./api/get-declarant-count";

// echarts is heavy: its own chunk, loaded with the first chart
const EChart = lazy(() => import("../../../lib/echart"));

const VERDICT_SERIES = ["verified", "notRecognized", "returned", "pending"] as const;
const VERDICT_COLORS = { verified: "#52c41a", notRecognized: "#ff4d4f", returned: "#faad14", pending: "#bfbfbf" };

function Chart({ option, label, empty }: { option: ChartOption; label: string; empty: boolean }) {
  const { t } = useTranslation();
  if (empty)
    return (
      <Flex justify="center" style={{ padding: 48, color: "rgba(0,0,0,0.45)" }}>
        {t("departUi.nothingYet")}
      </Flex>
    );
  return (
    <Suspense fallback={<div style={{ height: 280 }} />}>
      <EChart option={option} label={label} height={280} />
    </Suspense>
  );
}

/** The charts' options in the console's language. */
function useOptions(data: DepartmentDeclarantCount | undefined) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  return useMemo(() => {
    if (!data) return null;
    const lang = en ? "en" : "zh";
    const stateName = (s: string) => DECLARATION_STATE_LABELS[s as keyof typeof DECLARATION_STATE_LABELS]?.[lang] ?? s;
    const pie = (name: string, slices: { name: string; value: number }[]) => ({
      tooltip: { trigger: "item", formatter: "{b}: {c} ({d}%)" },
      series: [{ type: "pie", name, radius: ["35%", "65%"], label: { formatter: "{b}: {c}" }, data: slices }],
    });
    const departs = data.byDepartment.map((d) => pickName(en, d.name, d.nameEn));
    return {
      state: pie(
        t("departUi.byState"),
        data.byState.map((s) => ({ name: stateName(s.status), value: s.count })),
      ),
      level: pie(
        t("departUi.byLevel"),
        data.byLevel.map((l) => ({
          name: TITLE_LEVEL_LABELS[l.level as TitleLevel]?.[lang] ?? l.level,
          value: l.count,
        })),
      ),
      department: {
        tooltip: { trigger: "axis" },
        legend: { top: 0 },
        grid: { left: 8, right: 16, top: 36, bottom: 8, containLabel: true },
        xAxis: { type: "category", data: departs, axisLabel: { interval: 0 } },
        yAxis: { type: "value", minInterval: 1 },
        series: VERDICT_SERIES.map((k) => ({
          type: "bar",
          stack: "items",
          name: t(`departUi.fig.${k}`),
          barMaxWidth: 40,
          itemStyle: { color: VERDICT_COLORS[k] },
          data: data.byDepartment.map((d) => d[k]),
        })),
      },
      stateName,
    };
  }, [data, en, t]);
}

/** /bcsh/BCUserDeclareCountNew: the declarants under department verification in the batch, with charts and xlsx. */
export default function DeclarantCountPage() {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const can = useCan();
  const count = useDeclarantCount();
  const exportCount = useExportDeclarantCount();
  const options = useOptions(count.data);
  const data = count.data;
  return (
    <Flex vertical gap={16}>
      <Panel
        title={t("departUi.declarantCount")}
        testId="declarant-count"
        extra={
          can(DEPARTMENT_REVIEW_ELEMENTS.declarantCountExport) && (
            <Button loading={exportCount.isPending} onClick={() => exportCount.mutate(en ? "en" : "zh")}>
              {t("departUi.exportXlsx")}
            </Button>
          )
        }
      >
        <Statistic title={t("departUi.declarantsTotal")} value={data?.total ?? 0} loading={count.isFetching} />
      </Panel>
      {options && data && (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Panel title={t("departUi.byState")}>
              <Chart option={options.state} label={t("departUi.byState")} empty={data.byState.length === 0} />
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t("departUi.byLevel")}>
              <Chart option={options.level} label={t("departUi.byLevel")} empty={data.byLevel.length === 0} />
            </Panel>
          </Col>
          <Col span={24}>
            <Panel title={t("departUi.byDepartment")}>
              <Chart
                option={options.department}
                label={t("departUi.byDepartment")}
                empty={data.byDepartment.length === 0}
              />
              <Table
                rowKey="departId"
                size="small"
                pagination={false}
                dataSource={data.byDepartment}
                columns={[
                  {
                    title: t("departUi.col.department"),
                    dataIndex: "name",
                    render: (_: unknown, r: DepartmentDeclarantCount["byDepartment"][number]) =>
                      pickName(en, r.name, r.nameEn),
                  },
                  { title: t("departUi.fig.declarants"), dataIndex: "declarants", align: "right" },
                  ...VERDICT_SERIES.map((k) => ({
                    title: t(`departUi.fig.${k}`),
                    dataIndex: k,
                    align: "right" as const,
                  })),
                ]}
              />
            </Panel>
          </Col>
        </Row>
      )}
    </Flex>
  );
}
