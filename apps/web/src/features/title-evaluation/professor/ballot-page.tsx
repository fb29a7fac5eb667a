import type { ProfessorBallot } from "@zcps/contracts/zcps/professor/api";
import { PROFESSOR_ELEMENTS as E } from "@zcps/contracts/zcps/professor/element-codes";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Popconfirm from "antd/es/popconfirm";
import Spin from "antd/es/spin";
import Typography from "antd/es/typography";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { useAntdApp } from "../../../lib/use-antd-app";
import { UnitBatchFilter } from "../kit/batch-select";
import { useRecommendList } from "./api/get-recommend-list";
import { useSaveRecommend } from "./api/save-recommend";
import { useSubmitRecommend } from "./api/submit-recommend";
import { BallotTable } from "./components/ballot-table";
import { ProfessorDeclarationDrawer } from "./components/declaration-drawer";
import { DutyCard } from "./components/duty-card";
import { autoRank, type BallotDraftRow, changeRow, draftCounts, draftOf, duplicateRanks } from "./logic";

/**
 * The member's recommendation: recommend, not recommend or abstain for each declarant, a rank among the recommended
 * and a remark; kept as a draft, then submitted once, after which it is read-only.
 */
function Ballot({ ballot, loading }: { ballot: ProfessorBallot; loading: boolean }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const save = useSaveRecommend();
  const submit = useSubmitRecommend();
  const [draft, setDraft] = useState<BallotDraftRow[]>(() => draftOf(ballot.rows));
  const [dirty, setDirty] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const editable = can(E.vote) && !ballot.submitted && ballot.rows.length > 0;

  useEffect(() => {
    setDraft(draftOf(ballot.rows));
    setDirty(false);
  }, [ballot]);

  const byId = useMemo(() => new Map(draft.map((d) => [d.declarationId, d])), [draft]);
  const duplicates = useMemo(() => duplicateRanks(draft), [draft]);
  const counts = draftCounts(draft);

  const update = (rows: BallotDraftRow[]) => {
    setDraft(rows);
    setDirty(true);
  };
  const change = (id: string, patch: Partial<Omit<BallotDraftRow, "declarationId">>) =>
    update(draft.map((row) => (row.declarationId === id ? changeRow(row, patch) : row)));

  const saveDraft = () => save.mutateAsync({ projectTimeId: ballot.duty.projectTimeId, rows: draft });

  async function submitBallot() {
    if (dirty) await saveDraft();
    const reply = await submit.mutateAsync({ projectTimeId: ballot.duty.projectTimeId });
    message.success(t("profUi.submittedCounts", { ...reply.data }));
  }

  const { duty } = ballot;
  return (
    <Flex vertical gap={16}>
      <DutyCard duty={duty} />
      {duty.rejectReason && !ballot.submitted && (
        <Alert
          type="warning"
          showIcon
          title={t("profUi.rejectedRound")}
          description={duty.rejectReason}
          data-testid="professor-reject-reason"
        />
      )}
      {ballot.submitted ? (
        <Alert
          type="success"
          showIcon
          title={t("profUi.ballotSubmitted")}
          description={
            <>
              {t("profUi.ballotSubmittedHelp", { round: duty.round })}
              {ballot.rows.every((row) => row.choice === null) && ` ${t("profUi.ballotAnonymous")}`}
            </>
          }
          data-testid="professor-ballot-submitted"
        />
      ) : (
        editable && <Typography.Text type="secondary">{t("profUi.ballotHelp")}</Typography.Text>
      )}
      {duplicates.size > 0 && <Alert type="error" showIcon title={t("profUi.duplicateRanks")} />}
      <Flex gap={8} wrap align="center">
        {editable && (
          <>
            <Button disabled={counts.agree === 0} onClick={() => update(autoRank(draft))}>
              {t("profUi.autoRank")}
            </Button>
            <Button
              loading={save.isPending}
              disabled={duplicates.size > 0}
              onClick={() =>
                saveDraft()
                  .then((reply) => message.success(reply.message))
                  .catch(() => undefined)
              }
            >
              {t("profUi.saveDraft")}
            </Button>
            <Popconfirm
              title={t("profUi.submitTitle")}
              description={
                <>
                  <div>{t("profUi.submitFinal")}</div>
                  <div>{t("profUi.submitCounts", counts)}</div>
                </>
              }
              okText={t("profUi.submit")}
              cancelText={t("profUi.cancel")}
              onConfirm={() => submitBallot().catch(() => undefined)}
            >
              <Button type="primary" disabled={duplicates.size > 0} loading={submit.isPending}>
                {t("profUi.submit")}
              </Button>
            </Popconfirm>
          </>
        )}
        <Typography.Text type="secondary">
          {dirty
            ? t("profUi.unsaved")
            : ballot.savedAt
              ? t("profUi.savedAt", { at: dayjs(ballot.savedAt).format("YYYY-MM-DD HH:mm") })
              : null}
        </Typography.Text>
        {!ballot.submitted && (
          <Typography.Text style={{ marginLeft: "auto" }}>{t("profUi.draftCounts", counts)}</Typography.Text>
        )}
      </Flex>
      <BallotTable
        rows={ballot.rows}
        draft={byId}
        duplicates={duplicates}
        editable={editable}
        loading={loading}
        onChange={change}
        onOpen={setOpenId}
      />
      <ProfessorDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}

/** /ProfessorCom/TeacomResults: the member's recommendation in the committee of their unit, for one batch. */
export default function BallotPage() {
  const { t } = useTranslation();
  const [batchId, setBatchId] = useState<string>();
  const list = useRecommendList(batchId);
  return (
    <Panel
      title={t("profUi.ballotTitle")}
      extra={<UnitBatchFilter value={batchId} onChange={setBatchId} />}
      testId="professor-ballot"
    >
      {list.data ? (
        <Ballot ballot={list.data} loading={list.isFetching} />
      ) : list.isError ? (
        <Typography.Text type="secondary">{t("profUi.noCommittee")}</Typography.Text>
      ) : (
        <Spin />
      )}
    </Panel>
  );
}
