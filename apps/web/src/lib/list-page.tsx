import type { Page } from "@zcps/contracts/api";
import type { TenantOption } from "@zcps/contracts/tenants";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
// the plain input: the index would bring the text area, password and OTP inputs along
import Input from "antd/es/input/Input";
import Select from "antd/es/select";
import Table, { type ColumnsType, type TableProps } from "antd/es/table";
import { type ReactNode, useDeferredValue } from "react";

/** The page sizes every server-paged list offers. */
export const PAGE_SIZES = [10, 20, 30, 50];

/** Which page of a server-paged list is shown, and how many rows a page holds. */
export interface Paging {
  page: number;
  limit: number;
}

interface ListPageProps<Row> {
  /** the filter bar's fields, before the search button */
  filters: ReactNode;
  onSearch: () => void;
  searchLabel: string;
  /** the page's buttons after the search button (add, reset, export...) */
  actions?: ReactNode;
  columns: ColumnsType<Row>;
  rowKey: keyof Row & string;
  /** the server's page of rows; undefined before the first answer */
  data: Page<Row> | undefined;
  loading: boolean;
  paging: Paging;
  /** another page, or another size (which starts again at the first page) */
  onPaging: (paging: Paging) => void;
  totalText: (total: number) => string;
  /** checkboxes on the rows, for a page that acts on several at once */
  rowSelection?: TableProps<Row>["rowSelection"];
  /** the page's dialogs and drawers */
  children?: ReactNode;
}

/**
 * A list page of the back office: a wrapping filter bar (fields, search, the page's buttons) above a table paged by
 * the server, as wide as its columns (scrolling sideways on a narrow screen).
 *
 * A page of rows that arrives is drawn in the background, in slices that leave the page free to answer in between:
 * drawing a page of rows is most of a list page's work, and an answer's render is otherwise one long task. Only the
 * rows wait; the checkboxes, the pager and the columns follow at once what the person does.
 */
export function ListPage<Row extends object>({
  filters,
  onSearch,
  searchLabel,
  actions,
  columns,
  rowKey,
  data,
  loading,
  paging,
  onPaging,
  totalText,
  rowSelection,
  children,
}: ListPageProps<Row>) {
  const rows = useDeferredValue(data);
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap align="center">
        {filters}
        <Button type="primary" onClick={onSearch}>
          {searchLabel}
        </Button>
        {actions}
      </Flex>
      <Table<Row>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={rows?.rows ?? []}
        loading={loading}
        rowSelection={rowSelection}
        scroll={{ x: columns.reduce((sum, column) => sum + Number(column.width ?? 0), 0) }}
        pagination={{
          current: paging.page,
          pageSize: paging.limit,
          total: rows?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES,
          showTotal: totalText,
          onChange: (page, limit) => onPaging({ page: limit === paging.limit ? page : 1, limit }),
        }}
      />
      {children}
    </Flex>
  );
}

/** A text filter applied by the search button or Enter; its placeholder is its accessible name. */
export function KeywordFilter({
  value,
  onChange,
  onSearch,
  placeholder,
  width = 220,
}: {
  value: string | undefined;
  onChange: (value: string) => void;
  onSearch: () => void;
  placeholder: string;
  width?: number;
}) {
  return (
    <Input
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onPressEnter={onSearch}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      style={{ width }}
    />
  );
}

/** A choice filter applied at once; its placeholder is its accessible name, and long lists search their labels. */
export function ChoiceFilter<V extends string>({
  value,
  onChange,
  options,
  placeholder,
  width = 160,
  searchable = false,
}: {
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: { value: V; label: string }[];
  placeholder: string;
  width?: number;
  searchable?: boolean;
}) {
  return (
    <Select<V>
      value={value}
      onChange={(picked?: V) => onChange(picked)}
      options={options}
      showSearch={searchable ? { optionFilterProp: "label" } : false}
      placeholder={placeholder}
      aria-label={placeholder}
      allowClear
      style={{ width }}
    />
  );
}

/** A yes/no filter (enabled or not), applied at once; cleared, it shows both. */
export function EnabledFilter({
  value,
  onChange,
  placeholder,
  yes,
  no,
  width = 140,
}: {
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  placeholder: string;
  yes: string;
  no: string;
  width?: number;
}) {
  return (
    <ChoiceFilter<"true" | "false">
      value={value === undefined ? undefined : value ? "true" : "false"}
      onChange={(picked) => onChange(picked === undefined ? undefined : picked === "true")}
      options={[
        { value: "true", label: yes },
        { value: "false", label: no },
      ]}
      placeholder={placeholder}
      width={width}
    />
  );
}

/** A tenant filter for callers the server lets see several tenants; cleared, it shows every tenant. */
export function TenantFilter({
  tenants,
  value,
  onChange,
  placeholder,
  width = 180,
}: {
  tenants: TenantOption[];
  value: string | undefined;
  onChange: (tenantId: string | undefined) => void;
  placeholder: string;
  width?: number;
}) {
  return (
    <ChoiceFilter
      value={value}
      onChange={onChange}
      options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
      placeholder={placeholder}
      width={width}
      searchable
    />
  );
}
