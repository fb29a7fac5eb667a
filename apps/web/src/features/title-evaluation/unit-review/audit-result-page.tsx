import { UNIT_REVIEW_ELEMENTS } from "@zcps/contracts/zcps/unit-review/elements";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import Tabs from "antd/es/tabs";
import Typography from "antd/es/typography";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/panel";
import { useCan } from "../../../lib/access";
import dayjs from "../../../lib/dayjs";
import { useAntdApp } from "../../../lib/use-antd-app";
import { UnitBatchFilter } from "../kit/batch-select";
import { useLabels } from "../kit/declaration-labels";
import { LazyDeclarationDrawer } from "../kit/lazy-declaration-drawer";
import { useExportRecommend } from "./api/export-recommend";
import { useRecommendList } from "./api/get-recommend-list";
import { useSaveRecommend } from "./api/save-recommend";
import { useSubmitRecommend } from "./api/submit-recommend";
import { unitDeclarationColumns } from "./components/declaration-columns";
import { RecommendTable } from "./components/recommend-table";
import { QuotaCards } from "./components/summary-cards";
import { UnitReviewList } from "./components/unit-review-list";
import { draftOf, duplicateRanks, quotaWithDraft, type RecommendDraftRow } from "./logic";
import "./unit-review.css";

/** The recommendation within quota: rank, recommend or not, remark; saved as a draft, then submitted at once. */
function Recommendation({ batchId }: { batchId: string | undefined }) {
  const { t } = useTranslation();
  const { message, modal } = useAntdApp();
  const can = useCan();
  const list = useRecommendList(batchId);
  const save = useSaveRecommend();
  const submit = useSubmitRecommend();
  const exporter = useExportRecommend();
  const [draft, setDraft] = useState<RecommendDraftRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const data = list.data;
  const editable = can(UNIT_REVIEW_ELEMENTS.recommend) && (data?.rows.length ?? 0) > 0;

  useEffect(() => {
    if (data) {
      setDraft(draftOf(data.rows));
      setDirty(false);
    }
  }, [data]);

  const byId = useMemo(() => new Map(draft.map((d) => [d.declarationId, d])), [draft]);
  const duplicates = useMemo(() => duplicateRanks(draft), [draft]);
  const quotas = useMemo(() => quotaWithDraft(data?.quotas ?? [], data?.rows ?? [], draft), [data, draft]);
  const recommended = draft.filter((d) => d.recommend).length;

  const change = (id: string, patch: Partial<RecommendDraftRow>) => {
    setDraft((rows) => rows.map((r) => (r.declarationId === id ? { ...r, ...patch } : r)));
    setDirty(true);
  };

  async function saveDraft() {
    const reply = await save.mutateAsync({ projectTimeId: data?.projectTimeId, rows: draft });
    return reply;
  }

  function confirmSubmit() {
    modal.confirm({
      title: t("unitReview.submitTitle"),
      content: t("unitReview.submitConfirm", { recommended, notRecommended: draft.length - recommended }),
      okText: t("unitReview.submitRecommend"),
      cancelText: t("unitReview.cancel"),
      onOk: async () => {
        if (dirty) await saveDraft();
        const reply = await submit.mutateAsync({ projectTimeId: data?.projectTimeId });
        message.success(
          t("unitReview.submitted", { recommended: reply.data.recommended, notRecommended: reply.data.notRecommended }),
        );
      },
    });
  }

  return (
    <Flex vertical gap={16}>
      <QuotaCards quotas={quotas} planned />
      {quotas.some((q) => q.over) && <Alert type="error" showIcon message={t("unitReview.overQuota")} />}
      {duplicates.size > 0 && <Alert type="error" showIcon message={t("unitReview.duplicateRanks")} />}
      <Flex gap={8} wrap align="center">
        {editable && (
          <>
            <Button
              loading={save.isPending}
              disabled={duplicates.size > 0}
              onClick={() =>
                saveDraft()
                  .then((reply) => message.success(reply.message))
                  .catch(() => undefined)
              }
            >
              {t("unitReview.saveDraft")}
            </Button>
            <Button type="primary" disabled={duplicates.size > 0} loading={submit.isPending} onClick={confirmSubmit}>
              {t("unitReview.submitRecommend")}
            </Button>
          </>
        )}
        <Button loading={exporter.isPending} onClick={() => exporter.mutate(data?.projectTimeId)}>
          {t("unitReview.export")}
        </Button>
        <Typography.Text type="secondary">
          {dirty
            ? t("unitReview.unsaved")
            : data?.savedAt
              ? t("unitReview.savedAt", { at: dayjs(data.savedAt).format("YYYY-MM-DD HH:mm") })
              : null}
        </Typography.Text>
        <Space style={{ marginLeft: "auto" }}>
          <Typography.Text>{t("unitReview.recommendCount", { recommended, total: draft.length })}</Typography.Text>
        </Space>
      </Flex>
      <RecommendTable
        rows={data?.rows ?? []}
        draft={byId}
        duplicates={duplicates}
        editable={editable}
        loading={list.isFetching}
        onChange={change}
        onOpen={setOpenId}
      />
      <LazyDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}

/** The outcome for every declarant of the unit, with their state now. */
function Outcomes({ batchId }: { batchId: string | undefined }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Flex vertical gap={16}>
      <UnitReviewList
        key={batchId}
        batch={{ id: batchId }}
        columns={(open) =>
          unitDeclarationColumns(t, labels, open, ["precheck", "quotaExempt", "signedBy", "submittedAt"])
        }
      />
    </Flex>
  );
}

/** /UnitAuditMan/AuditResult: the unit's recommendation within quota, and the outcome per declarant, of one batch. */
export default function AuditResultPage() {
  const { t } = useTranslation();
  const [batchId, setBatchId] = useState<string>();
  return (
    <Panel className="unit-page">
      <Tabs
        tabBarExtraContent={<UnitBatchFilter value={batchId} onChange={setBatchId} />}
        items={[
          { key: "recommend", label: t("unitReview.recommendTab"), children: <Recommendation batchId={batchId} /> },
          { key: "outcomes", label: t("unitReview.outcomesTab"), children: <Outcomes batchId={batchId} /> },
        ]}
      />
    </Panel>
  );
}
