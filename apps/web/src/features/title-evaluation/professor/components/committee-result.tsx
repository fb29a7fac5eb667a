import type { CommitteeResult, CommitteeRoundRecord } from "@zcps/contracts/zcps/professor/api";
import { PROFESSOR_ELEMENTS as E } from "@zcps/contracts/zcps/professor/element-codes";
import { RESULTS_ELEMENTS } from "@zcps/contracts/zcps/results/element-codes";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Popconfirm from "antd/es/popconfirm";
import Spin from "antd/es/spin";
import Table, { type ColumnsType } from "antd/es/table";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useCan } from "../../../../lib/access";
import { formatFullDateTime } from "../../../../lib/format";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { A3ZipButton } from "../../a3/components/a3-zip-button";
import { StateTag, useLabels } from "../../kit/declaration-labels";
import { useConfirmCommittee } from "../api/confirm-committee";
import { useDownloadResultSheet } from "../api/download-result-sheet";
import { useCommittee } from "../api/get-committee";
import { RejectDialog } from "./reject-dialog";
import { CommitteeStageTag, RoundStateTag } from "./tags";
import { TallyTable } from "./tally-table";

/** The committee's rounds so far: opened, confirmed or sent back, when, by whom, why. */
function History({ rounds }: { rounds: CommitteeRoundRecord[] }) {
  const { t } = useTranslation();
  const columns: ColumnsType<CommitteeRoundRecord> = [
    {
      title: t("profUi.round"),
      dataIndex: "round",
      width: 80,
      render: (n: number) => t("profUi.roundN", { round: n }),
    },
    {
      title: t("profUi.col.state"),
      dataIndex: "state",
      width: 110,
      render: (s: string) => <RoundStateTag state={s} />,
    },
    {
      title: t("profUi.col.decidedAt"),
      dataIndex: "decidedAt",
      width: 170,
      render: (at: string | null) => (at ? formatFullDateTime(at) : "-"),
    },
    { title: t("profUi.col.decidedBy"), dataIndex: "decidedBy", width: 120, render: (n: string | null) => n ?? "-" },
    { title: t("profUi.reason"), dataIndex: "reason", render: (r: string | null) => r ?? "-" },
  ];
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("profUi.history")}
      </Typography.Title>
      <Table<CommitteeRoundRecord>
        rowKey="round"
        size="small"
        columns={columns}
        dataSource={rounds}
        pagination={false}
        locale={{ emptyText: t("profUi.noRounds") }}
      />
    </Flex>
  );
}

/** The declarations still before the committee while its tally is not shown. */
function Awaiting({ result }: { result: CommitteeResult }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { duty } = result;
  return (
    <Flex vertical gap={8}>
      <Alert
        type="info"
        showIcon
        title={t("profUi.submittedOf", { submitted: duty.submitted, members: duty.members })}
        description={t("profUi.tallyHidden")}
        data-testid="professor-progress"
      />
      <Table
        rowKey="declarationId"
        size="small"
        dataSource={result.awaiting}
        pagination={false}
        locale={{ emptyText: t("profUi.noDeclarants") }}
        columns={[
          { title: t("declareUser.col.name"), dataIndex: "staffName", width: 110 },
          { title: t("declareUser.col.employeeNo"), dataIndex: "employeeNo", width: 110 },
          {
            title: t("declareUser.col.title"),
            key: "title",
            width: 200,
            render: (_, row) => `${labels.named(row.titleName, row.titleNameEn)} · ${labels.level(row.level)}`,
          },
          {
            title: t("profUi.col.unitRank"),
            dataIndex: "unitRank",
            width: 90,
            align: "center",
            render: (n: number | null) => n ?? "-",
          },
          { title: t("declareUser.col.status"), dataIndex: "status", render: (s: string) => <StateTag state={s} /> },
        ]}
      />
    </Flex>
  );
}

/**
 * One committee's round for personnel: its progress while members are still voting, then the tally with the rule,
 * the confirmation and the send-back; the result sheet once a round is confirmed.
 */
export function CommitteeResultPanel({ unitId, projectTimeId }: { unitId: string; projectTimeId?: string }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const labels = useLabels();
  const committee = useCommittee(unitId, projectTimeId);
  const confirm = useConfirmCommittee();
  const sheet = useDownloadResultSheet();
  const [rejecting, setRejecting] = useState(false);
  const result = committee.data;
  if (!result) return <Spin />;

  const { duty } = result;
  const unitName = labels.named(duty.unitName, duty.unitNameEn);
  const open = duty.roundState === "OPEN";
  const confirmed = duty.roundState === "CONFIRMED" || result.history.some((r) => r.state === "CONFIRMED");

  async function confirmResult() {
    const reply = await confirm.mutateAsync({ unitId, projectTimeId: duty.projectTimeId });
    message.success(t("profUi.confirmed", { ...reply.data }));
  }

  return (
    <Panel
      testId="professor-committee-result"
      title={
        <Flex gap={8} align="center" wrap>
          {t("profUi.committeeOf", { unit: unitName })}
          <CommitteeStageTag duty={duty} />
          <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
            {t("profUi.roundN", { round: duty.round })}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={8} wrap>
          {can(E.confirm) && open && result.tally && (
            <Popconfirm
              title={t("profUi.confirmTitle")}
              description={t("profUi.confirmHelp", { unit: unitName })}
              okText={t("profUi.confirm")}
              cancelText={t("profUi.cancel")}
              onConfirm={() => confirmResult().catch(() => undefined)}
            >
              <Button type="primary" loading={confirm.isPending}>
                {t("profUi.confirm")}
              </Button>
            </Popconfirm>
          )}
          {can(E.confirm) && open && (
            <Button danger onClick={() => setRejecting(true)}>
              {t("profUi.reject")}
            </Button>
          )}
          {can(RESULTS_ELEMENTS.a3UnitZip) && <A3ZipButton scope={{ projectTimeId: duty.projectTimeId, unitId }} />}
          {confirmed && (
            <Button
              loading={sheet.isPending}
              onClick={() => sheet.mutate({ unitId, projectTimeId: duty.projectTimeId })}
            >
              {t("profUi.downloadSheet")}
            </Button>
          )}
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Typography.Text>
          <Typography.Text type="secondary">{t("profUi.rule")}</Typography.Text>
          {result.rule}
        </Typography.Text>
        {duty.rejectReason && (
          <Alert type="warning" showIcon title={t("profUi.rejectedRound")} description={duty.rejectReason} />
        )}
        {result.tally ? (
          <Flex vertical gap={8}>
            <Typography.Text type="secondary">
              {t("profUi.submittedOf", { submitted: duty.submitted, members: duty.members })}
              {t("profUi.separator")}
              {t("profUi.quorumOf", { quorum: duty.quorum })}
            </Typography.Text>
            <TallyTable rows={result.tally} />
          </Flex>
        ) : (
          <Awaiting result={result} />
        )}
        <History rounds={result.history} />
      </Flex>
      <RejectDialog
        committee={rejecting ? { unitId, unitName, projectTimeId: duty.projectTimeId } : null}
        onClose={() => setRejecting(false)}
      />
    </Panel>
  );
}
