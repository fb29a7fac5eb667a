import { TITLE_LEVELS } from "@zcps/contracts/zcps/catalogue/catalogue";
import type { PeerDeclarantRow, SimulationResult } from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useLabels } from "../kit/declaration-labels";
import { LazyDeclarationDrawer } from "../kit/lazy-declaration-drawer";
import { useDiscardSimulation } from "./api/discard-simulation";
import { type DeclarantsQuery, useDeclarants } from "./api/get-declarants";
import { useSimulate } from "./api/simulate";
import { useSubmitAllocation } from "./api/submit-allocation";
import { AllocationWorkbench, type NamedPair, type Pins } from "./components/allocation-workbench";
import { declarantColumns } from "./components/declarant-columns";
import { PinDialog, type PinTarget } from "./components/pin-dialog";
import { RoundBar } from "./components/round-bar";
import { RoundDialog, type RoundDialogState } from "./components/round-dialog";
import { forbidPair, type Pair, pinPair, planTotals, samePair } from "./logic";
import { useRoundChoice } from "./round-choice";

type Filter = Pick<DeclarantsQuery, "keyword" | "level">;
const NO_PINS: Pins = { pinned: [], forbidden: [] };
const plain = ({ declarantId, expertId }: Pair) => ({ declarantId, expertId });

/**
 * /AnonymousReview/ExpertAudit: the administrator's rounds, the QUALIFIED declarants not sent out yet, and the
 * allocation workbench: simulate (a seed to replay), read the plan and the unmet declarants' reasons, pin or forbid
 * pairs, simulate again, discard or submit.
 */
export default function ExpertAuditPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { message, modal } = useAntdApp();
  const labels = useLabels();
  const choice = useRoundChoice();
  const { round } = choice;
  const [dialog, setDialog] = useState<RoundDialogState>({ open: false });
  const [filter, setFilter] = useState<Filter>({});
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [applied, setApplied] = useState<Filter>({});
  const list = useDeclarants("unallocated", round ? { roundId: round.id, ...applied, ...paging } : null);
  const [selected, setSelected] = useState<PeerDeclarantRow[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const [result, setResult] = useState<SimulationResult | null>(null);
  const [scope, setScope] = useState<string[] | undefined>();
  const [seed, setSeed] = useState("");
  const [pins, setPins] = useState<Pins>(NO_PINS);
  const [pinFor, setPinFor] = useState<PinTarget | null>(null);
  const simulate = useSimulate();
  const discard = useDiscardSimulation();
  const submit = useSubmitAllocation();
  const canSimulate = can(E.simulate);

  const search = () => {
    setApplied(filter);
    setPaging((p) => ({ ...p, page: 1 }));
  };

  /** Simulates the round's waiting declarants (or those of the last run), with the seed given or a new one. */
  async function run(seedValue: string | undefined, declarationIds = scope, nextPins = pins) {
    if (!round) return;
    const reply = await simulate.mutateAsync({
      roundId: round.id,
      declarationIds,
      seed: seedValue?.trim() ? seedValue.trim() : undefined,
      pinned: nextPins.pinned.map(plain),
      forbidden: nextPins.forbidden.map(plain),
    });
    setScope(declarationIds);
    setResult(reply.data);
    setSeed(reply.data.seed);
    message.success(reply.message);
  }

  function startSimulation() {
    setPins(NO_PINS);
    const ids = selected.length > 0 ? selected.map((row) => row.declarationId) : undefined;
    run(seed, ids, NO_PINS).catch(() => undefined);
  }

  function confirmSubmit(plan: SimulationResult) {
    const totals = planTotals(plan);
    modal.confirm({
      title: t("peerUi.submitTitle"),
      content: t("peerUi.submitConfirm", { ...totals, unmet: plan.unmet.length }),
      okText: t("peerUi.submit"),
      cancelText: t("peerUi.cancel"),
      onOk: async () => {
        const reply = await submit.mutateAsync(plan.simulationId);
        // the plan stays on view as submitted; the next simulation starts afresh from the waiting list
        setResult({ ...plan, status: "SUBMITTED" });
        setSelected([]);
        setPins(NO_PINS);
        setScope(undefined);
        modal.success({
          title: reply.message,
          content: t(reply.data.repeated ? "peerUi.submitRepeated" : "peerUi.submitDone", {
            declarations: reply.data.declarations,
            assignments: reply.data.assignments,
          }),
          okText: t("peerUi.ok"),
        });
      },
    });
  }

  function discardPlan(plan: SimulationResult) {
    discard.mutateAsync(plan.simulationId).then(
      (reply) => {
        message.success(reply.message);
        setResult(null);
        setPins(NO_PINS);
      },
      () => undefined,
    );
  }

  return (
    <Flex vertical gap={16}>
      <RoundBar
        choice={choice}
        actions={
          can(E.rounds) && (
            <>
              <Button onClick={() => setDialog({ open: true })} disabled={!choice.batchId}>
                {t("peerUi.newRound")}
              </Button>
              {round && <Button onClick={() => setDialog({ open: true, round })}>{t("peerUi.editRound")}</Button>}
            </>
          )
        }
      />
      <Panel title={t("peerUi.waiting")} testId="peer-waiting">
        <ListPage<PeerDeclarantRow>
          filters={
            <>
              <KeywordFilter
                value={filter.keyword}
                onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
                onSearch={search}
                placeholder={t("peerUi.keyword")}
              />
              <ChoiceFilter
                value={filter.level}
                onChange={(level) => setFilter((f) => ({ ...f, level }))}
                options={TITLE_LEVELS.map((level) => ({ value: level, label: labels.level(level) }))}
                placeholder={t("peerUi.col.level")}
                width={130}
              />
            </>
          }
          onSearch={search}
          searchLabel={t("peerUi.search")}
          actions={
            canSimulate &&
            round && (
              <Button
                type="primary"
                loading={simulate.isPending}
                disabled={round.status !== "OPEN" || (list.data?.total ?? 0) === 0}
                onClick={startSimulation}
              >
                {selected.length > 0 ? t("peerUi.simulateChosen", { count: selected.length }) : t("peerUi.simulate")}
              </Button>
            )
          }
          columns={declarantColumns(t, labels, (row) => setOpenId(row.declarationId), "waiting")}
          rowKey="declarationId"
          data={list.data}
          loading={list.isFetching}
          paging={paging}
          onPaging={setPaging}
          totalText={(total) => t("peerUi.total", { total })}
          rowSelection={
            canSimulate
              ? { selectedRowKeys: selected.map((row) => row.declarationId), onChange: (_, rows) => setSelected(rows) }
              : undefined
          }
        />
      </Panel>
      {result && (
        <AllocationWorkbench
          result={result}
          seed={seed}
          onSeed={setSeed}
          pins={pins}
          busy={simulate.isPending}
          canSimulate={canSimulate}
          canSubmit={can(E.submit)}
          onRerun={() => run(seed || result.seed).catch(() => undefined)}
          onNewSeed={() => run(undefined).catch(() => undefined)}
          onDiscard={() => discardPlan(result)}
          onSubmit={() => confirmSubmit(result)}
          onPinFor={setPinFor}
          onPin={(pair: NamedPair) => setPins((p) => pinPair(p, pair))}
          onForbid={(pair: NamedPair) => setPins((p) => forbidPair(p, pair))}
          onRemove={(kind, pair) => setPins((p) => ({ ...p, [kind]: p[kind].filter((x) => !samePair(x, pair)) }))}
        />
      )}
      <PinDialog
        target={pinFor}
        onClose={() => setPinFor(null)}
        onPin={(expert) => {
          if (pinFor)
            setPins((p) =>
              pinPair(p, {
                declarantId: pinFor.declarationId,
                expertId: expert.id,
                declarantName: pinFor.name,
                expertName: expert.name,
              }),
            );
          setPinFor(null);
        }}
      />
      <RoundDialog
        state={dialog}
        projectTimeId={choice.batchId}
        onClose={() => setDialog({ open: false })}
        onSaved={(id) => choice.chooseRound(id)}
      />
      <LazyDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
