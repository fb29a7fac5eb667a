import type { BallotCandidate, BallotView } from "@zcps/contracts/zcps/committee/api";
import { VOTE_CHOICES, type VoteChoice } from "@zcps/contracts/zcps/committee/vote";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Radio from "antd/es/radio";
import Result from "antd/es/result";
import Spin from "antd/es/spin";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSession } from "../../../../stores/session";
import { useLabels } from "../../kit/declaration-labels";
import { useDownloadOpinions } from "../api/download-opinions";
import { useBallot } from "../api/get-ballot";
import { useSubmitBallot } from "../api/submit-ballot";
import {
  agreeCount,
  ballotChoices,
  clearDraft,
  type DraftBallot,
  draftKey,
  loadDraft,
  markBallot,
  saveDraft,
} from "../logic";
import { GroupStateTag } from "./tags";

const store = () => (typeof localStorage === "undefined" ? null : localStorage);

/**
 * The member's ballot for a group's current round: agree, disagree or abstain per candidate (none on those they
 * recuse from), at most `cap` agree. The marks are kept in this browser until the ballot is submitted; once in it
 * cannot change, and the page says so.
 */
export function BallotPanel({ groupId, onBack }: { groupId: string; onBack: () => void }) {
  const { t } = useTranslation();
  const ballot = useBallot(groupId);
  const view = ballot.data;
  return (
    <Panel
      title={view ? `${view.meetingName} · ${view.groupName}` : t("cmtUi.ballot")}
      extra={<Button onClick={onBack}>{t("cmtUi.back")}</Button>}
      testId="committee-ballot"
    >
      {view ? <BallotForm view={view} /> : <Spin />}
    </Panel>
  );
}

function BallotForm({ view }: { view: BallotView }) {
  const { t } = useTranslation();
  const { modal, message } = useAntdApp();
  const labels = useLabels();
  const userId = useSession((s) => s.user?.id ?? "");
  const submit = useSubmitBallot();
  const opinions = useDownloadOpinions();
  const key = draftKey(userId, view.groupId, view.round);
  const candidateIds = useMemo(() => view.candidates.map((c) => c.declarationId), [view.candidates]);
  const [draft, setDraft] = useState<DraftBallot>({});

  useEffect(() => {
    const storage = store();
    setDraft(storage ? loadDraft(storage, key, candidateIds) : {});
  }, [key, candidateIds]);

  const open = view.state === "OPEN" && view.attending && !view.submitted;
  const agreed = agreeCount(draft);
  const votable = view.candidates.filter((c) => !c.recused);
  const blanks = votable.filter((c) => !draft[c.declarationId]).length;

  function mark(candidateId: string, choice: VoteChoice | null) {
    const result = markBallot(draft, candidateId, choice, view.cap);
    if (!result.ok) {
      message.warning(t("cmtUi.overVote", { cap: result.cap, count: result.count }));
      return;
    }
    setDraft(result.draft);
    const storage = store();
    if (storage) saveDraft(storage, key, result.draft);
  }

  function confirmSubmit() {
    modal.confirm({
      title: t("cmtUi.submitTitle"),
      content: (
        <>
          <p>{t("cmtUi.submitFinal")}</p>
          <p>{t("cmtUi.submitCounts", { agree: agreed, blank: blanks })}</p>
        </>
      ),
      okText: t("cmtUi.submit"),
      cancelText: t("cmtUi.cancel"),
      onOk: async () => {
        const reply = await submit.mutateAsync({
          groupId: view.groupId,
          ballot: { round: view.round, choices: ballotChoices(draft, view.candidates) },
        });
        const storage = store();
        if (storage) clearDraft(storage, key);
        message.success(reply.message);
      },
    });
  }

  if (view.submitted)
    return (
      <Result
        status="success"
        title={t("cmtUi.submitted")}
        subTitle={t("cmtUi.submittedHelp", { round: view.round })}
        data-testid="committee-ballot-in"
      />
    );

  const columns: ColumnsType<BallotCandidate> = [
    {
      title: t("cmtUi.col.candidate"),
      key: "name",
      width: 140,
      render: (_, c) => (
        <>
          {c.name} {c.recused && <Tag color="default">{t("cmtUi.recused")}</Tag>}
        </>
      ),
    },
    { title: t("cmtUi.col.unit"), dataIndex: "unitName", width: 160, render: (u: string | null) => u ?? "-" },
    {
      title: t("cmtUi.col.title"),
      key: "title",
      width: 150,
      render: (_, c) => [c.titleName, c.level ? labels.level(c.level) : null].filter(Boolean).join(" · ") || "-",
    },
    {
      title: t("cmtUi.col.peer"),
      key: "peer",
      width: 190,
      render: (_, c) =>
        c.peer ? (
          <Flex vertical align="start">
            {t("cmtUi.peerFigures", { valid: c.peer.valid, agree: c.peer.agree, disagree: c.peer.disagree })}
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              loading={opinions.isPending && opinions.variables?.declarationId === c.declarationId}
              onClick={() => opinions.mutate({ groupId: view.groupId, declarationId: c.declarationId })}
            >
              {t("cmtUi.peerOpinions")}
            </Button>
          </Flex>
        ) : (
          "-"
        ),
    },
    {
      title: t("cmtUi.col.choice"),
      key: "choice",
      width: 300,
      render: (_, c) => (
        <Flex gap={4} align="center">
          <Radio.Group
            value={draft[c.declarationId] ?? null}
            disabled={!open || c.recused}
            aria-label={t("cmtUi.choiceFor", { name: c.name })}
            onChange={(e) => mark(c.declarationId, e.target.value as VoteChoice)}
            options={VOTE_CHOICES.map((choice) => ({ value: choice, label: t(`cmtUi.choice.${choice}`) }))}
          />
          {open && draft[c.declarationId] && (
            <Button type="link" size="small" onClick={() => mark(c.declarationId, null)}>
              {t("cmtUi.clear")}
            </Button>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <GroupStateTag state={view.state} />
        <Typography.Text>{t("cmtUi.roundN", { round: view.round })}</Typography.Text>
        {view.cap !== null ? (
          <Typography.Text strong type={agreed >= view.cap ? "warning" : undefined} data-testid="committee-cap">
            {t("cmtUi.capLine", { cap: view.cap, count: agreed })}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t("cmtUi.uncappedLine", { count: agreed })}</Typography.Text>
        )}
      </Flex>
      {!view.attending && <Alert type="warning" showIcon title={t("cmtUi.absent")} />}
      {view.attending && view.state !== "OPEN" && (
        <Alert type="info" showIcon title={t("cmtUi.notOpen", { state: t(`committee.group.state.${view.state}`) })} />
      )}
      <Table<BallotCandidate>
        rowKey="declarationId"
        size="middle"
        columns={columns}
        dataSource={view.candidates}
        pagination={false}
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
      />
      <Flex gap={8} align="center">
        <Typography.Text type="secondary">{t("cmtUi.draftKept")}</Typography.Text>
        <Button
          type="primary"
          style={{ marginInlineStart: "auto" }}
          disabled={!open}
          loading={submit.isPending}
          onClick={confirmSubmit}
        >
          {t("cmtUi.submit")}
        </Button>
      </Flex>
    </Flex>
  );
}
