import type { AwaitingDeclarant, ResultPublicityRow } from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import Badge from "antd/es/badge";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import { useUnitBatches } from "../../kit/api/get-unit-batches";
import { batchName, UnitBatchFilter } from "../../kit/batch-select";
import { useLabels } from "../../kit/declaration-labels";
import { useCurrentProject } from "../api/get-current-project";
import { usePublicity } from "../api/get-publicity";
import { ClosePublicityButton } from "./close-publicity-button";
import { GeneralNotices } from "./general-notices";
import { PublicityDrawer } from "./publicity-drawer";
import { PublishResultDialog } from "./publish-result-dialog";
import { PublicityStatusTag } from "./tags";
import { WithdrawNoticeLink } from "./withdraw-notice-link";

/**
 * The results publicity of a batch (personnel): the declarants the senior committee passed, awaiting a result
 * notice, published together (all of them unless some are left out); the result notices with their objections;
 * and the school's other notices.
 */
export function PublicityTab() {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const can = useCan();
  const labels = useLabels();
  const mayEdit = can(E.publicityEdit);
  const batches = useUnitBatches();
  const [chosenBatch, setChosenBatch] = useState<string>();
  const batchId = chosenBatch ?? batches.data?.defaultBatchId ?? undefined;
  const batch = batches.data?.batches.find((b) => b.id === batchId);
  const publicity = usePublicity(batchId);
  const data = publicity.data;
  // everyone awaiting is chosen unless left out, so that a declarant who arrives later is chosen too
  const [leftOut, setLeftOut] = useState<ReadonlySet<string>>(new Set());
  const chosen = useMemo(
    () => (data?.awaiting ?? []).map((d) => d.declarationId).filter((id) => !leftOut.has(id)),
    [data, leftOut],
  );
  const [publishing, setPublishing] = useState(false);
  const project = useCurrentProject(mayEdit);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <Flex vertical gap={16} data-testid="results-publicity">
      <Flex gap={8} align="center" wrap>
        <UnitBatchFilter value={batchId} onChange={setChosenBatch} />
        {data && (
          <Typography.Text type="secondary">
            {t("resultsUi.publicityRule", { count: data.workingDays, endsOn: data.endsOnIfToday })}
          </Typography.Text>
        )}
      </Flex>

      <Panel
        title={t("resultsUi.awaiting", { count: data?.awaiting.length ?? 0 })}
        testId="results-awaiting"
        extra={
          mayEdit && (
            <Button type="primary" disabled={chosen.length === 0} onClick={() => setPublishing(true)}>
              {t("resultsUi.publishResults")}
            </Button>
          )
        }
      >
        <Table<AwaitingDeclarant>
          size="small"
          rowKey="declarationId"
          loading={publicity.isLoading}
          dataSource={data?.awaiting ?? []}
          pagination={false}
          scroll={{ x: 760, y: 360 }}
          locale={{ emptyText: t("resultsUi.noneAwaiting") }}
          rowSelection={
            mayEdit
              ? {
                  selectedRowKeys: chosen,
                  onChange: (keys) => {
                    const kept = new Set(keys.map(String));
                    setLeftOut(
                      new Set((data?.awaiting ?? []).map((d) => d.declarationId).filter((id) => !kept.has(id))),
                    );
                  },
                }
              : undefined
          }
          columns={[
            { title: t("resultsUi.col.name"), dataIndex: "name", width: 100 },
            { title: t("resultsUi.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
            { title: t("resultsUi.col.unit"), dataIndex: "unitName", width: 180 },
            { title: t("resultsUi.col.title"), dataIndex: "titleName", width: 180 },
            {
              title: t("resultsUi.col.level"),
              dataIndex: "level",
              width: 130,
              render: (level: string | null) => (level ? labels.level(level) : "-"),
            },
          ]}
        />
      </Panel>

      <Panel title={t("resultsUi.resultNotices")} testId="result-notices">
        <Table<ResultPublicityRow>
          size="middle"
          rowKey="id"
          loading={publicity.isLoading}
          dataSource={data?.notices ?? []}
          pagination={false}
          scroll={{ x: 1080 }}
          locale={{ emptyText: t("resultsUi.noResultNotices") }}
          columns={[
            {
              title: t("resultsUi.noticeTitle"),
              dataIndex: "title",
              render: (title: string, row) => (
                <Typography.Link onClick={() => setOpenId(row.id)}>{title}</Typography.Link>
              ),
            },
            {
              title: t("resultsUi.period"),
              key: "period",
              width: 200,
              render: (_, row) => `${row.startsOn} ~ ${row.endsOn}`,
            },
            {
              title: t("resultsUi.workingDays"),
              dataIndex: "workingDays",
              width: 110,
              render: (n: number) => t("resultsUi.days", { count: n }),
            },
            {
              title: t("resultsUi.status"),
              dataIndex: "status",
              width: 130,
              render: (_, row) => <PublicityStatusTag status={row.status} elapsed={row.elapsed} />,
            },
            { title: t("resultsUi.col.declarants"), dataIndex: "declarants", width: 100 },
            {
              title: t("resultsUi.pendingObjections"),
              dataIndex: "pendingObjections",
              width: 130,
              render: (n: number) => (n > 0 ? <Badge count={n} /> : "-"),
            },
            {
              title: t("resultsUi.col.actions"),
              key: "actions",
              width: 200,
              fixed: "right",
              render: (_, row) => (
                <Flex wrap>
                  <Button type="link" size="small" onClick={() => setOpenId(row.id)}>
                    {t("resultsUi.detail")}
                  </Button>
                  {mayEdit && <ClosePublicityButton publicity={row} pendingObjections={row.pendingObjections} link />}
                  {mayEdit && row.status === "OPEN" && row.pendingObjections === 0 && (
                    <WithdrawNoticeLink id={row.noticeId} title={row.title} result />
                  )}
                </Flex>
              ),
            },
          ]}
        />
      </Panel>

      <GeneralNotices projectTimeId={batchId} />

      <PublishResultDialog
        status={data}
        projectName={project.data?.name ?? (batch ? batchName(batch, english) : undefined)}
        declarationIds={chosen}
        open={publishing}
        onClose={() => setPublishing(false)}
      />
      <PublicityDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
