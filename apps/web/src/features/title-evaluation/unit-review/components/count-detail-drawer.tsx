import type { UnitDeclarationRow } from "@zcps/contracts/zcps/unit-review/api";
import Drawer from "antd/es/drawer";
import Table from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES } from "../../../../lib/list-page";
import { useLabels } from "../../kit/declaration-labels";
import { LazyDeclarationDrawer } from "../../kit/lazy-declaration-drawer";
import { type CountDetailQuery, useCountDetail } from "../api/get-count-detail";
import { unitDeclarationColumns } from "./declaration-columns";

export type CountFilter = Omit<CountDetailQuery, "page" | "limit">;

/** The declarants behind one count (a title, a level, a state, or their combination), paged, each openable. */
export function CountDetailDrawer({
  filter,
  title,
  onClose,
}: {
  filter: CountFilter | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const labels = useLabels();
  const [paging, setPaging] = useState({ page: 1, limit: 20 });
  const [openId, setOpenId] = useState<string | null>(null);
  const detail = useCountDetail(filter ? { ...filter, ...paging } : null);
  const columns = unitDeclarationColumns(t, labels, (row) => setOpenId(row.id), ["precheck", "submittedAt"]);

  return (
    <Drawer
      open={filter !== null}
      onClose={() => {
        setPaging({ page: 1, limit: 20 });
        onClose();
      }}
      width={1080}
      title={title}
      destroyOnHidden
    >
      <Table<UnitDeclarationRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={detail.data?.rows ?? []}
        loading={detail.isFetching}
        scroll={{ x: 1030 }}
        pagination={{
          current: paging.page,
          pageSize: paging.limit,
          total: detail.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: (total) => t("unitReview.totalRows", { total }),
          onChange: (page, limit) => setPaging({ page: limit === paging.limit ? page : 1, limit }),
        }}
      />
      <LazyDeclarationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Drawer>
  );
}
