import type { ResultObjectionRow, ResultPublicityDetail } from "@zcps/contracts/zcps/results/api";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Popconfirm from "antd/es/popconfirm";
import Spin from "antd/es/spin";
import Table from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { StateTag, useLabels } from "../../kit/declaration-labels";
import { useAcceptObjection } from "../api/accept-objection";
import { usePublicityDetail } from "../api/get-publicity-detail";
import { openObjectionEvidence } from "../api/open-objection-evidence";
import { objectionActions } from "../logic";
import { ClosePublicityButton } from "./close-publicity-button";
import { EvidenceLinks } from "./evidence-links";
import { ObjectionDecisionDialog, type ObjectionDecisionMode } from "./objection-decision-dialog";
import { ObjectionStateTag, PublicityStatusTag } from "./tags";

type Declarant = ResultPublicityDetail["declarations"][number];

const at = (time: string) => dayjs(time).format("YYYY-MM-DD HH:mm");

/** An objection's actions: take it up (asks first), dismiss it, uphold it, as far as its state allows. */
function ObjectionActions({
  row,
  onDecide,
}: {
  row: ResultObjectionRow;
  onDecide: (row: ResultObjectionRow, mode: ObjectionDecisionMode) => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const accept = useAcceptObjection();
  const actions = objectionActions(row.status);
  return (
    <Flex wrap>
      {actions.includes("accept") && (
        <Popconfirm
          title={t("resultsUi.acceptConfirm", { name: row.declarantName })}
          description={t("resultsUi.acceptHelp")}
          okText={t("resultsUi.accept")}
          cancelText={t("resultsUi.cancel")}
          onConfirm={() =>
            accept
              .mutateAsync(row.id)
              .then((reply) => message.success(reply.message || t("resultsUi.accepted")))
              .catch(() => undefined)
          }
        >
          <Button type="link" size="small" loading={accept.isPending}>
            {t("resultsUi.accept")}
          </Button>
        </Popconfirm>
      )}
      {actions.includes("dismiss") && (
        <Button type="link" size="small" onClick={() => onDecide(row, "dismiss")}>
          {t("resultsUi.dismiss")}
        </Button>
      )}
      {actions.includes("uphold") && (
        <Button type="link" size="small" danger onClick={() => onDecide(row, "uphold")}>
          {t("resultsUi.uphold")}
        </Button>
      )}
    </Flex>
  );
}

/**
 * One result notice: its window and state, the declarants on it with their state now, and the objections raised
 * with their evidence, each taken up, dismissed or upheld here by those who may.
 */
export function PublicityDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const labels = useLabels();
  const detail = usePublicityDetail(id);
  const data = detail.data;
  const mayEdit = can(E.publicityEdit);
  const [deciding, setDeciding] = useState<ResultObjectionRow | null>(null);
  // kept after the dialog closes, so that its title does not change while it fades out
  const [mode, setMode] = useState<ObjectionDecisionMode>("dismiss");

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={1040}
      title={t("resultsUi.publicityDetail")}
      destroyOnHidden
      extra={data && mayEdit && <ClosePublicityButton publicity={data} pendingObjections={data.pendingObjections} />}
    >
      {!data ? (
        <Spin />
      ) : (
        <Flex vertical gap={24} data-testid="publicity-detail">
          <Descriptions size="small" bordered column={2} styles={{ label: { whiteSpace: "nowrap" } }}>
            <Descriptions.Item label={t("resultsUi.noticeTitle")} span={2}>
              {data.title}
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.period")}>
              {data.startsOn} ~ {data.endsOn}
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.status")}>
              <PublicityStatusTag status={data.status} elapsed={data.elapsed} />
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.workingDays")}>
              {t("resultsUi.days", { count: data.workingDays })}
            </Descriptions.Item>
            <Descriptions.Item label={t("resultsUi.pendingObjections")}>{data.pendingObjections}</Descriptions.Item>
          </Descriptions>

          <div data-testid="publicity-declarants">
            <Typography.Title level={5}>
              {t("resultsUi.declarantsOn", { count: data.declarations.length })}
            </Typography.Title>
            <Table<Declarant>
              size="small"
              rowKey="declarationId"
              pagination={false}
              dataSource={data.declarations}
              columns={[
                { title: t("resultsUi.col.name"), dataIndex: "name", width: 100 },
                { title: t("resultsUi.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
                { title: t("resultsUi.col.unit"), dataIndex: "unitName" },
                { title: t("resultsUi.col.title"), dataIndex: "titleName" },
                {
                  title: t("resultsUi.col.level"),
                  dataIndex: "level",
                  width: 130,
                  render: (level: string | null) => (level ? labels.level(level) : "-"),
                },
                {
                  title: t("resultsUi.status"),
                  dataIndex: "status",
                  width: 140,
                  render: (s: string) => <StateTag state={s} />,
                },
              ]}
            />
          </div>

          <div data-testid="publicity-objections">
            <Typography.Title level={5}>
              {t("resultsUi.objections", { count: data.objections.length })}
            </Typography.Title>
            <Table<ResultObjectionRow>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={data.objections}
              locale={{ emptyText: t("resultsUi.noObjections") }}
              scroll={{ x: 980 }}
              columns={[
                { title: t("resultsUi.col.declarant"), dataIndex: "declarantName", width: 90 },
                {
                  title: t("resultsUi.col.submitter"),
                  dataIndex: "submitterName",
                  width: 140,
                  render: (name: string, row) => (
                    <Flex vertical>
                      <span>{name}</span>
                      {row.contact && <Typography.Text type="secondary">{row.contact}</Typography.Text>}
                    </Flex>
                  ),
                },
                {
                  title: t("resultsUi.col.content"),
                  dataIndex: "content",
                  width: 240,
                  render: (content: string, row) => (
                    <Flex vertical>
                      <span style={{ whiteSpace: "pre-line" }}>{content}</span>
                      <EvidenceLinks files={row.evidence} open={(fileId) => openObjectionEvidence(row.id, fileId)} />
                    </Flex>
                  ),
                },
                { title: t("resultsUi.col.raisedAt"), dataIndex: "createdAt", width: 140, render: at },
                {
                  title: t("resultsUi.status"),
                  dataIndex: "status",
                  width: 100,
                  render: (_, row) => <ObjectionStateTag state={row.status} />,
                },
                {
                  title: t("resultsUi.col.resolution"),
                  dataIndex: "resolution",
                  width: 200,
                  render: (resolution: string | null, row) =>
                    resolution ? (
                      <Flex vertical>
                        <span style={{ whiteSpace: "pre-line" }}>{resolution}</span>
                        <Typography.Text type="secondary">
                          {[row.handledByName, row.handledAt && at(row.handledAt)].filter(Boolean).join(" · ")}
                        </Typography.Text>
                      </Flex>
                    ) : (
                      "-"
                    ),
                },
                ...(mayEdit
                  ? [
                      {
                        title: t("resultsUi.col.actions"),
                        key: "actions",
                        width: 150,
                        fixed: "right" as const,
                        render: (_: unknown, row: ResultObjectionRow) => (
                          <ObjectionActions
                            row={row}
                            onDecide={(objection, chosen) => {
                              setMode(chosen);
                              setDeciding(objection);
                            }}
                          />
                        ),
                      },
                    ]
                  : []),
              ]}
            />
          </div>
        </Flex>
      )}
      <ObjectionDecisionDialog objection={deciding} mode={mode} onClose={() => setDeciding(null)} />
    </Drawer>
  );
}
