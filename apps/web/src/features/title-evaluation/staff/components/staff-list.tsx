import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DeleteLink as SharedDeleteLink } from "../../../../lib/delete-link";
import type { Paging } from "../../../../lib/list-page";
import { useAntdApp } from "../../../../lib/use-antd-app";

/**
 * The filter bar and the query of a staff list page: the bar is edited freely and applied (at the first page, same
 * size) by the search button or Enter; returns the `ListPage` props that wire the search and the pager.
 */
export function useStaffListQuery<Query extends Paging>(initial: Query) {
  const { t } = useTranslation();
  const { page: _page, limit: _limit, ...initialFilter } = initial;
  const [filter, setFilter] = useState<Omit<Query, keyof Paging>>(initialFilter);
  const [query, setQuery] = useState<Query>(initial);
  const search = () => setQuery({ ...filter, page: 1, limit: query.limit } as Query);
  return {
    filter,
    setFilter,
    query,
    search,
    listProps: {
      onSearch: search,
      searchLabel: t("staff.search"),
      paging: query,
      onPaging: (paging: Paging) => setQuery((q) => ({ ...q, ...paging })),
      totalText: (total: number) => t("staff.total", { total }),
    },
  };
}

/** The staff pages' delete link: the server's answer is shown once the row is gone. */
export function DeleteLink({ title, onConfirm }: { title: string; onConfirm: () => Promise<{ message: string }> }) {
  const { message } = useAntdApp();
  return (
    <SharedDeleteLink title={title} onConfirm={() => onConfirm().then((reply) => message.success(reply.message))} />
  );
}
