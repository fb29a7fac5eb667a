import type { CatalogueBatch } from "@zcps/contracts/zcps/catalogue/api";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import type { TablePaginationConfig } from "antd/es/table";
import type { TFunction } from "i18next";
import type { Dispatch, ReactNode, SetStateAction } from "react";
import { useTranslation } from "react-i18next";
import { DeleteLink as SharedDeleteLink } from "../../../../lib/delete-link";
import { BatchSelect } from "../../kit/batch-select";

/**
 * A batch-level catalogue page: "no batch" while the current project has none, else the batch select leading the
 * page's filter bar, above the page's table and dialogs.
 */
export function BatchListLayout({
  loaded,
  batches,
  batchId,
  onBatch,
  filters,
  children,
}: {
  /** the catalogue context answered (before that an empty batch list means nothing yet) */
  loaded: boolean;
  batches: readonly CatalogueBatch[];
  batchId: string | undefined;
  onBatch: (id: string) => void;
  /** the filter bar after the batch select */
  filters: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (loaded && batches.length === 0) return <Empty description={t("catalogue.noBatch")} />;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <BatchSelect batches={batches} value={batchId} onChange={onBatch} />
        {filters}
      </Flex>
      {children}
    </Flex>
  );
}

/** The pager of a server-paged catalogue table; another page size starts again at the first page. */
export function cataloguePagerOf<Filter extends { page: number; limit: number }>(
  t: TFunction,
  filter: Filter,
  setFilter: Dispatch<SetStateAction<Filter>>,
  total: number,
): TablePaginationConfig {
  return {
    current: filter.page,
    pageSize: filter.limit,
    total,
    showSizeChanger: true,
    showTotal: (n) => t("catalogue.total", { total: n }),
    onChange: (p, limit) => setFilter((f) => ({ ...f, page: limit === f.limit ? p : 1, limit })),
  };
}

/** The catalogue pages' delete link: one title, the row named in the description. */
export function DeleteLink({ description, onConfirm }: { description: string; onConfirm: () => Promise<unknown> }) {
  const { t } = useTranslation();
  return <SharedDeleteLink title={t("catalogue.deleteTitle")} description={description} onConfirm={onConfirm} />;
}
