import type { CommitteeDuty, CommitteeTallyRow, PeerAggregate } from "@zcps/contracts/zcps/professor/api";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import {
  COMMITTEE_STAGE_COLORS,
  committeeStage,
  PEER_VERDICT_COLORS,
  ROUND_STATE_COLORS,
  TALLY_VERDICT_COLORS,
} from "../logic";

/** Where a committee stands: not started, voting, every member in (awaiting confirmation), confirmed. */
export function CommitteeStageTag({ duty }: { duty: Pick<CommitteeDuty, "roundState" | "submitted" | "members"> }) {
  const { t } = useTranslation();
  const stage = committeeStage(duty);
  return <Tag color={COMMITTEE_STAGE_COLORS[stage]}>{t(`profUi.stage.${stage}`)}</Tag>;
}

/** A round's state in the history: open, confirmed, sent back. */
export function RoundStateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return <Tag color={ROUND_STATE_COLORS[state] ?? "default"}>{t(`profUi.roundState.${state}`, state)}</Tag>;
}

/** The committee's verdict on a declarant: recommended, not recommended, no quorum. */
export function TallyVerdictTag({ verdict }: { verdict: CommitteeTallyRow["verdict"] }) {
  const { t } = useTranslation();
  return <Tag color={TALLY_VERDICT_COLORS[verdict]}>{t(`profUi.verdict.${verdict}`)}</Tag>;
}

/** The peer review's verdict, or a dash before it has one. */
export function PeerVerdictTag({ verdict }: { verdict: string | null | undefined }) {
  const { t } = useTranslation();
  if (!verdict) return <>-</>;
  return <Tag color={PEER_VERDICT_COLORS[verdict] ?? "default"}>{t(`profUi.peerVerdict.${verdict}`, verdict)}</Tag>;
}

/** The peer review's aggregate in a cell: agreeing opinions of the valid ones. */
export function PeerFigures({ peer }: { peer: PeerAggregate | null }) {
  const { t } = useTranslation();
  if (!peer) return <>-</>;
  return <>{t("profUi.peerFigures", { agree: peer.agree, valid: peer.valid })}</>;
}
