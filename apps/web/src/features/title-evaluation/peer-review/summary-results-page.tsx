import type { PeerSummaryRow } from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import { GRADED_CONCLUSIONS, PEER_VERDICTS } from "@zcps/contracts/zcps/peer-review/pass-rule";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { StateTag, useLabels } from "../kit/declaration-labels";
import { LazyDeclarationDrawer } from "../kit/lazy-declaration-drawer";
import { useConfirmVerdicts } from "./api/confirm-verdicts";
import { useDownloadDocument } from "./api/documents";
import { type SummaryQuery, useSummary } from "./api/get-summary";
import { SUBLINE } from "./components/declarant-columns";
import { RoundBar } from "./components/round-bar";
import { VerdictTag } from "./components/tags";
import { ZipButton } from "./components/zip-button";
import { confirmable, verdictCounts } from "./logic";
import { useRoundChoice } from "./round-choice";

type Filter = Pick<SummaryQuery, "keyword" | "verdict">;

/**
 * /AnonymousReview/SummaryResults: per declarant the experts required, the valid opinions, agree and disagree (or the
 * grades), the mean score and the pass rule's verdict; personnel confirm chosen verdicts (the declarations move on),
 * export the sheet and download the opinions as Word, one declarant's or all of them in a zip.
 */
export default function SummaryResultsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { modal } = useAntdApp();
  const labels = useLabels();
  const choice = useRoundChoice();
  const { round } = choice;
  const [filter, setFilter] = useState<Filter>({});
  const [query, setQuery] = useState<Filter & { page: number; limit: number }>({ page: 1, limit: 20 });
  const summary = useSummary(round ? { roundId: round.id, ...query } : null);
  const [selected, setSelected] = useState<PeerSummaryRow[]>([]);
  const [openId, setOpenId] = useState<string | null>(null);
  const confirm = useConfirmVerdicts();
  const download = useDownloadDocument();
  const canConfirm = can(E.confirm);
  const canExport = can(E.export);
  const graded = round?.settings.passRule.kind === "GRADED";
  const search = (patch: Filter = filter) => {
    setFilter(patch);
    setQuery((q) => ({ ...patch, page: 1, limit: q.limit }));
  };

  function confirmChosen() {
    if (!round) return;
    const rows = selected.filter(confirmable);
    const counts = verdictCounts(rows);
    modal.confirm({
      title: t("peerUi.confirmTitle"),
      content: t("peerUi.confirmIntro", { count: rows.length, ...counts }),
      okText: t("peerUi.confirm"),
      cancelText: t("peerUi.cancel"),
      onOk: async () => {
        const reply = await confirm.mutateAsync({
          roundId: round.id,
          declarationIds: rows.map((row) => row.declarationId),
        });
        setSelected([]);
        modal.success({
          title: reply.message,
          content: t("peerUi.confirmDone", { ...reply.data }),
          okText: t("peerUi.ok"),
        });
      },
    });
  }

  // the verdict first: at 1280 px the counts after it may scroll sideways, never the verdict
  const columns: ColumnsType<PeerSummaryRow> = [
    {
      title: t("peerUi.col.declarant"),
      key: "name",
      width: 120,
      fixed: "left",
      render: (_, row) => (
        <>
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(row.declarationId)}>
            {row.name}
          </Button>
          <div style={SUBLINE}>{row.code}</div>
        </>
      ),
    },
    {
      title: t("peerUi.col.verdict"),
      key: "verdict",
      width: 120,
      render: (_, row) => (
        <Space size={[0, 4]} wrap>
          <Tooltip title={row.threshold !== null ? t("peerUi.threshold", { count: row.threshold }) : undefined}>
            <span>
              <VerdictTag verdict={row.verdict} />
            </span>
          </Tooltip>
          {row.verdict && !row.complete && <Tag>{t("peerUi.early")}</Tag>}
        </Space>
      ),
    },
    {
      title: t("peerUi.col.confirmed"),
      key: "confirmed",
      width: 120,
      render: (_, row) => (
        <>
          {row.confirmedVerdict ? (
            <Tag color="success">
              {t("peerUi.confirmedAs", { verdict: t(`peerUi.verdict.${row.confirmedVerdict}`) })}
            </Tag>
          ) : (
            <Tag>{t("peerUi.notConfirmed")}</Tag>
          )}
          <div style={{ marginTop: 4 }}>
            <StateTag state={row.state} />
          </div>
        </>
      ),
    },
    {
      title: t("peerUi.col.unitTitle"),
      key: "unit",
      width: 140,
      ellipsis: true,
      render: (_, row) => (
        <>
          {labels.named(row.unitName, row.unitNameEn)}
          <div style={SUBLINE}>{labels.named(row.titleName, row.titleNameEn)}</div>
        </>
      ),
    },
    { title: t("peerUi.col.required"), dataIndex: "required", width: 80 },
    { title: t("peerUi.col.valid"), dataIndex: "valid", width: 65 },
    ...(graded
      ? [
          {
            title: t("peerUi.col.grades"),
            key: "grades",
            width: 150,
            render: (_: unknown, row: PeerSummaryRow) =>
              GRADED_CONCLUSIONS.map((g) => `${g} ${row.grades[g]}`).join(" · "),
          },
        ]
      : [
          { title: t("peerUi.col.agree"), dataIndex: "agree", width: 65 },
          { title: t("peerUi.col.disagree"), dataIndex: "disagree", width: 85 },
        ]),
    { title: t("peerUi.col.meanScore"), key: "meanScore", width: 65, render: (_, row) => row.meanScore ?? "-" },
    {
      title: t("peerUi.col.actions"),
      key: "actions",
      width: 80,
      fixed: "right",
      render: (_, row) =>
        row.valid + row.invalid > 0 && (
          <Tooltip title={t("peerUi.opinionsWord")}>
            <Button
              type="link"
              size="small"
              onClick={() =>
                download
                  .mutateAsync({ kind: "declarant", userId: row.userId, projectTimeId: round?.projectTimeId ?? "" })
                  .catch(() => undefined)
              }
            >
              {t("peerUi.word")}
            </Button>
          </Tooltip>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <RoundBar choice={choice} />
      <Panel title={t("peerUi.summary")} testId="peer-summary">
        <ListPage<PeerSummaryRow>
          filters={
            <>
              <ChoiceFilter<NonNullable<Filter["verdict"]>>
                value={filter.verdict}
                onChange={(verdict) => search({ ...filter, verdict })}
                options={[...PEER_VERDICTS, "PENDING" as const].map((v) => ({
                  value: v,
                  label: t(`peerUi.verdict.${v}`),
                }))}
                placeholder={t("peerUi.col.verdict")}
                width={150}
              />
              <KeywordFilter
                value={filter.keyword}
                onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
                onSearch={() => search({ ...filter, keyword: filter.keyword?.trim() || undefined })}
                placeholder={t("peerUi.keyword")}
              />
            </>
          }
          onSearch={() => search({ ...filter, keyword: filter.keyword?.trim() || undefined })}
          searchLabel={t("peerUi.search")}
          actions={
            <>
              {canConfirm && (
                <Button
                  type="primary"
                  disabled={selected.filter(confirmable).length === 0}
                  loading={confirm.isPending}
                  onClick={confirmChosen}
                >
                  {t("peerUi.confirmChosen", { count: selected.filter(confirmable).length })}
                </Button>
              )}
              {canExport && round && (
                <Button
                  loading={download.isPending}
                  onClick={() => download.mutateAsync({ kind: "summary", roundId: round.id }).catch(() => undefined)}
                >
                  {t("peerUi.export")}
                </Button>
              )}
            </>
          }
          columns={columns}
          rowKey="declarationId"
          data={summary.data}
          loading={summary.isFetching}
          paging={query}
          onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
          totalText={(total) => t("peerUi.total", { total })}
          rowSelection={
            canConfirm
              ? {
                  selectedRowKeys: selected.map((row) => row.declarationId),
                  onChange: (_, rows) => setSelected(rows),
                  getCheckboxProps: (row) => ({ disabled: !confirmable(row) }),
                }
              : undefined
          }
        />
        {canExport && round && (
          <Flex gap={16} wrap style={{ marginTop: 16 }}>
            <ZipButton zip="declarants" roundId={round.id} />
            <ZipButton zip="experts" roundId={round.id} />
          </Flex>
        )}
      </Panel>
      <LazyDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
