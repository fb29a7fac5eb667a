import type { CatalogueBatch } from "@zcps/contracts/zcps/catalogue/api";
import Select from "antd/es/select";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useUnitBatches } from "./api/get-unit-batches";

const STATUS_COLORS: Record<string, string> = {
  DRAFT: "default",
  PUBLISHED: "green",
  CLOSED: "orange",
  ARCHIVED: "default",
};

export const batchName = (batch: Pick<CatalogueBatch, "name" | "nameEn">, english: boolean) =>
  english && batch.nameEn ? batch.nameEn : batch.name;

/**
 * The batch a page works on: the one chosen, else the current project's first enabled batch (then its first).
 * A choice that left the current project (the top bar switched it) falls back the same way.
 */
export function useBatchChoice(batches: readonly CatalogueBatch[] | undefined) {
  const [chosen, setChosen] = useState<string>();
  const current = (batches ?? []).filter((b) => b.current);
  const batch =
    current.find((b) => b.id === chosen) ??
    current.find((b) => b.enabled) ??
    (current.length > 0 ? current[0] : undefined);
  return { batch, batchId: batch?.id, choose: setChosen, currentBatches: current };
}

export function BatchStatusTag({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Tag color={STATUS_COLORS[status] ?? "default"}>{t(`catalogue.batchStatus.${status}`, status)}</Tag>;
}

/** The batch select at the top of every batch-level catalogue page. */
export function BatchSelect({
  batches,
  value,
  onChange,
}: {
  batches: readonly CatalogueBatch[];
  value: string | undefined;
  onChange: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  return (
    <Select<string>
      value={value}
      onChange={onChange}
      aria-label={t("catalogue.batch")}
      placeholder={t("catalogue.noBatch")}
      style={{ width: 260 }}
      options={batches.map((b) => ({
        value: b.id,
        label: (
          <span>
            {batchName(b, english)} <BatchStatusTag status={b.status} />
          </span>
        ),
      }))}
    />
  );
}

/**
 * The batch filter of the unit's pages and the register: the current project's batches, showing the one the server
 * answers for until another is chosen (its label from the declaration kit's texts).
 */
export function UnitBatchFilter({ value, onChange }: { value: string | undefined; onChange: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  const { data } = useUnitBatches();
  return (
    <Select<string>
      value={value ?? data?.defaultBatchId ?? undefined}
      onChange={onChange}
      aria-label={t("declareUser.batch")}
      placeholder={t("declareUser.batch")}
      style={{ width: 200 }}
      popupMatchSelectWidth={false}
      options={(data?.batches ?? []).map((b) => ({ value: b.id, label: batchName(b, english) }))}
    />
  );
}
