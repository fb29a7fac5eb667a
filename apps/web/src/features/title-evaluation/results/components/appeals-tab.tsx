import { APPEAL_STATES, type AppealRow, type AppealState } from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Select from "antd/es/select";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { UnitBatchFilter } from "../../kit/batch-select";
import { StateTag } from "../../kit/declaration-labels";
import { useAppeals } from "../api/get-appeals";
import { AppealDecisionDialog } from "./appeal-decision-dialog";
import { AppealOutcomeText, AppealStateTag, DueTag } from "./tags";

/** The register of appeals of a batch (personnel), in one state or all; an open one is decided from its row. */
export function AppealsTab() {
  const { t } = useTranslation();
  const can = useCan();
  const mayHandle = can(E.appealHandle);
  const [projectTimeId, setProjectTimeId] = useState<string>();
  const [status, setStatus] = useState<AppealState>();
  const appeals = useAppeals({ projectTimeId, status });
  const [deciding, setDeciding] = useState<AppealRow | null>(null);

  return (
    <Panel title={t("resultsUi.appeals")} testId="results-appeals">
      <Flex vertical gap={16}>
        <Flex gap={8} wrap align="center">
          <UnitBatchFilter value={projectTimeId} onChange={setProjectTimeId} />
          <Select<AppealState>
            allowClear
            value={status}
            onChange={setStatus}
            aria-label={t("resultsUi.appealStateFilter")}
            placeholder={t("resultsUi.allStates")}
            style={{ width: 160 }}
            options={APPEAL_STATES.map((s) => ({ value: s, label: t(`resultsUi.appealState.${s}`) }))}
          />
        </Flex>
        <Table<AppealRow>
          size="middle"
          rowKey="id"
          loading={appeals.isLoading}
          dataSource={appeals.data ?? []}
          pagination={false}
          scroll={{ x: 1100 }}
          locale={{ emptyText: t("resultsUi.noAppeals") }}
          columns={[
            {
              title: t("resultsUi.col.declarant"),
              dataIndex: "declarantName",
              width: 110,
              render: (name: string, row) => (
                <Flex vertical>
                  <span>{name}</span>
                  <Typography.Text type="secondary">{row.employeeNo}</Typography.Text>
                </Flex>
              ),
            },
            { title: t("resultsUi.col.unit"), dataIndex: "unitName", width: 140 },
            { title: t("resultsUi.col.title"), dataIndex: "titleName", width: 120 },
            {
              title: t("resultsUi.col.appealedState"),
              dataIndex: "appealedState",
              width: 150,
              render: (s: string) => <StateTag state={s} />,
            },
            {
              title: t("resultsUi.col.filedAt"),
              dataIndex: "filedAt",
              width: 110,
              render: (v: string) => dayjs(v).format("YYYY-MM-DD HH:mm"),
            },
            {
              title: t("resultsUi.col.dueOn"),
              dataIndex: "dueOn",
              width: 120,
              render: (dueOn: string, row) => <DueTag dueOn={dueOn} overdue={row.overdue && row.state === "OPEN"} />,
            },
            {
              title: t("resultsUi.status"),
              dataIndex: "state",
              width: 100,
              render: (_, row) => <AppealStateTag state={row.state} />,
            },
            {
              title: t("resultsUi.col.outcome"),
              key: "outcome",
              render: (_, row) =>
                row.state === "OPEN" ? (
                  "-"
                ) : (
                  <Flex vertical>
                    <span>
                      <AppealOutcomeText appeal={row} />
                    </span>
                    {row.resolution && (
                      <Typography.Text type="secondary" style={{ whiteSpace: "pre-line" }}>
                        {row.resolution}
                      </Typography.Text>
                    )}
                  </Flex>
                ),
            },
            ...(mayHandle
              ? [
                  {
                    title: t("resultsUi.col.actions"),
                    key: "actions",
                    width: 90,
                    fixed: "right" as const,
                    render: (_: unknown, row: AppealRow) =>
                      row.state === "OPEN" && (
                        <Button type="link" size="small" onClick={() => setDeciding(row)}>
                          {t("resultsUi.decide")}
                        </Button>
                      ),
                  },
                ]
              : []),
          ]}
        />
      </Flex>
      <AppealDecisionDialog appeal={deciding} onClose={() => setDeciding(null)} />
    </Panel>
  );
}
