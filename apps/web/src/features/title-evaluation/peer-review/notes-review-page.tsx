import type { PeerOpinionRow } from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { ChoiceFilter, KeywordFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useLocalName } from "../../../lib/use-local-name";
import { useDownloadDocument } from "./api/documents";
import { type OpinionsQuery, useOpinions } from "./api/get-opinions";
import { useInvalidateOpinion } from "./api/invalidate-opinion";
import { declarantCodeColumn, SUBLINE } from "./components/declarant-columns";
import { OpinionDrawer } from "./components/opinion-drawer";
import { ReasonDialog } from "./components/reason-dialog";
import { RoundBar } from "./components/round-bar";
import { useRoundChoice } from "./round-choice";

type Filter = Pick<OpinionsQuery, "validity" | "keyword">;

/**
 * /AnonymousReview/NotesReview: the round's submitted opinions; read one, download it as Word, mark it invalid with a
 * reason (the declarant then needs a replacement expert, sent from AlreadySS).
 */
export default function NotesReviewPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const can = useCan();
  const { message } = useAntdApp();
  const choice = useRoundChoice();
  const { round } = choice;
  const [filter, setFilter] = useState<Filter>({});
  const [query, setQuery] = useState<Filter & { page: number; limit: number }>({ page: 1, limit: 20 });
  const opinions = useOpinions(round ? { roundId: round.id, ...query } : null);
  const [reading, setReading] = useState<PeerOpinionRow | null>(null);
  const [invalidating, setInvalidating] = useState<PeerOpinionRow | null>(null);
  const invalidate = useInvalidateOpinion();
  const download = useDownloadDocument();
  const canInvalidate = can(E.invalidate);
  const search = (patch: Filter = filter) => {
    setFilter(patch);
    setQuery((q) => ({ ...patch, page: 1, limit: q.limit }));
  };
  const word = (row: PeerOpinionRow) =>
    download
      .mutateAsync({ kind: "opinion", assignmentId: row.assignmentId, declarantUserId: row.declarantUserId })
      .catch(() => undefined);

  return (
    <Flex vertical gap={16}>
      <RoundBar choice={choice} />
      <Panel title={t("peerUi.opinions")} testId="peer-opinions">
        <ListPage<PeerOpinionRow>
          filters={
            <>
              <ChoiceFilter<"VALID" | "INVALID">
                value={filter.validity}
                onChange={(validity) => search({ ...filter, validity })}
                options={(["VALID", "INVALID"] as const).map((v) => ({ value: v, label: t(`peerUi.validity.${v}`) }))}
                placeholder={t("peerUi.col.validity")}
                width={130}
              />
              <KeywordFilter
                value={filter.keyword}
                onChange={(keyword) => setFilter((f) => ({ ...f, keyword }))}
                onSearch={() => search({ ...filter, keyword: filter.keyword?.trim() || undefined })}
                placeholder={t("peerUi.invitationKeyword")}
              />
            </>
          }
          onSearch={() => search({ ...filter, keyword: filter.keyword?.trim() || undefined })}
          searchLabel={t("peerUi.search")}
          columns={[
            declarantCodeColumn(t, 120),
            {
              title: t("peerUi.col.expert"),
              key: "expert",
              width: 150,
              render: (_, row) => (
                <>
                  {row.expertName}
                  <div style={SUBLINE}>{localName(row.institution, row.institutionEn)}</div>
                </>
              ),
            },
            {
              title: t("peerUi.col.conclusion"),
              key: "conclusion",
              width: 120,
              render: (_, row) => (
                <>
                  {row.conclusion ? t(`peerUi.conclusion.${row.conclusion}`) : "-"}
                  {row.total !== null && <div style={SUBLINE}>{t("peerUi.totalOf", { total: row.total })}</div>}
                </>
              ),
            },
            { title: t("peerUi.col.comment"), dataIndex: "comment", width: 180, ellipsis: true },
            {
              title: t("peerUi.col.submittedAt"),
              key: "submittedAt",
              width: 140,
              render: (_, row) => (row.submittedAt ? dayjs(row.submittedAt).format("YYYY-MM-DD HH:mm") : "-"),
            },
            {
              title: t("peerUi.col.validity"),
              key: "validity",
              width: 110,
              render: (_, row) => {
                const tag = (
                  <Tag color={row.validity === "VALID" ? "success" : "error"}>
                    {t(`peerUi.validity.${row.validity}`)}
                  </Tag>
                );
                return (
                  <Space size={[0, 4]} wrap>
                    {row.invalidReason ? <Tooltip title={row.invalidReason}>{tag}</Tooltip> : tag}
                    {row.replaced && <Tag>{t("peerUi.replaced")}</Tag>}
                  </Space>
                );
              },
            },
            {
              title: t("peerUi.col.actions"),
              key: "actions",
              width: 160,
              fixed: "right",
              render: (_, row) => (
                <Space size={0} wrap>
                  <Button type="link" size="small" onClick={() => setReading(row)}>
                    {t("peerUi.read")}
                  </Button>
                  {canInvalidate && row.validity === "VALID" && (
                    <Button type="link" size="small" danger onClick={() => setInvalidating(row)}>
                      {t("peerUi.markInvalid")}
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
          rowKey="assignmentId"
          data={opinions.data}
          loading={opinions.isFetching}
          paging={query}
          onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
          totalText={(total) => t("peerUi.total", { total })}
        />
      </Panel>
      <OpinionDrawer
        opinion={reading}
        criteria={round?.settings.criteria ?? []}
        canInvalidate={canInvalidate}
        onInvalidate={setInvalidating}
        onWord={word}
        onClose={() => setReading(null)}
      />
      <ReasonDialog
        open={invalidating !== null}
        title={t("peerUi.invalidTitle")}
        intro={t("peerUi.invalidIntro", {
          expert: invalidating?.expertName ?? "",
          declarant: invalidating?.code ?? invalidating?.declarantName ?? "",
        })}
        label={t("peerUi.reason")}
        required
        danger
        okText={t("peerUi.markInvalid")}
        onSubmit={async (reason) => {
          if (!invalidating) return;
          const reply = await invalidate.mutateAsync({ assignmentId: invalidating.assignmentId, reason });
          message.success(reply.message);
          setReading(null);
        }}
        onClose={() => setInvalidating(null)}
      />
    </Flex>
  );
}
