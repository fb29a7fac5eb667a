import { CORRECTION_STATUSES, type CorrectionRow, type CorrectionStatus } from "@zcps/contracts/zcps/workflow/api";
import { WORKFLOW_ELEMENTS } from "@zcps/contracts/zcps/workflow/elements";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCan } from "../../../lib/access";
import { ChoiceFilter, ListPage } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { type CorrectionPageQuery, useCorrections } from "./api/get-corrections";
import { useWithdrawCorrection } from "./api/handle-correction";
import { correctionColumns } from "./components/correction-columns";
import { CorrectionFormDialog } from "./components/correction-form-dialog";

/** /zcps/personErrorCorrection: my correction requests; ?item=<declaration item> opens a new one for that item. */
export default function PersonErrorCorrectionPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const { message } = useAntdApp();
  const can = useCan();
  const [params, setParams] = useSearchParams();
  const item = params.get("item") ?? undefined;
  const [formOpen, setFormOpen] = useState(Boolean(item));
  const [query, setQuery] = useState<CorrectionPageQuery>({ page: 1, limit: 20 });
  const corrections = useCorrections(query, true);
  const withdraw = useWithdrawCorrection();

  const columns = [
    ...correctionColumns(
      t,
      lang,
      (row: CorrectionRow, fileId: string) => `/api/zcps-sh/personErrorCorrection/${row.id}/evidence/${fileId}`,
    ),
    {
      title: t("corrections.col.actions"),
      key: "actions",
      width: 90,
      fixed: "right" as const,
      render: (_: unknown, row: CorrectionRow) =>
        row.status === "SUBMITTED" &&
        can(WORKFLOW_ELEMENTS.myCorrectionWithdraw) && (
          <Popconfirm
            title={t("corrections.withdrawConfirm")}
            okText={t("corrections.ok")}
            cancelText={t("corrections.cancel")}
            onConfirm={async () => {
              const reply = await withdraw.mutateAsync(row.id);
              message.success(reply.message);
            }}
          >
            <Button type="link" size="small">
              {t("corrections.withdraw")}
            </Button>
          </Popconfirm>
        ),
    },
  ];

  return (
    <ListPage<CorrectionRow>
      filters={
        <ChoiceFilter<CorrectionStatus>
          placeholder={t("corrections.col.status")}
          width={140}
          value={query.status}
          onChange={(status) => setQuery((q) => ({ ...q, page: 1, status }))}
          options={CORRECTION_STATUSES.map((s) => ({ value: s, label: t(`corrections.status.${s}`) }))}
        />
      }
      onSearch={() => void corrections.refetch()}
      searchLabel={t("corrections.search")}
      actions={
        can(WORKFLOW_ELEMENTS.myCorrectionAdd) && (
          <Button onClick={() => setFormOpen(true)}>{t("corrections.new")}</Button>
        )
      }
      columns={columns}
      rowKey="id"
      data={corrections.data}
      loading={corrections.isFetching}
      paging={query}
      onPaging={(paging) => setQuery((q) => ({ ...q, ...paging }))}
      totalText={(total) => t("corrections.total", { total })}
    >
      <CorrectionFormDialog
        open={formOpen}
        item={item}
        onClose={() => {
          setFormOpen(false);
          if (item) setParams({}, { replace: true });
        }}
      />
    </ListPage>
  );
}
