import { DIRECTORY_REQUIRED, type DirectoryRequired, type DirectoryRow } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_ELEMENTS } from "@zcps/contracts/zcps/catalogue/elements";
import { materialType, UNIT_OWNER } from "@zcps/contracts/zcps/materials";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Popconfirm from "antd/es/popconfirm";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { ChoiceFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { batchName, useBatchChoice } from "../kit/batch-select";
import { useAddDirectoryDefaults } from "./api/add-directory-defaults";
import { useCopyDirectory } from "./api/copy-directory";
import { useDeleteDirectoryEntry } from "./api/delete-directory-entry";
import { useCatalogueContext } from "./api/get-catalogue-context";
import { type DirectoryQuery, useDirectory } from "./api/get-directory";
import { BatchListLayout, DeleteLink } from "./components/delete-link";
import { DirectoryDialog } from "./components/directory-dialog";
import { useCatalogueLabels } from "./components/use-catalogue-labels";

type Filter = Omit<DirectoryQuery, "projectTimeId">;
type DialogState = { open: false } | { open: true; row?: DirectoryRow };

const REQUIRED_COLORS: Record<DirectoryRequired, string> = { all: "red", some: "orange", none: "default" };

/** /zcps/directory: the batch's material directory: verifying office, required or optional, item limits, order. */
export default function DirectoryPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const context = useCatalogueContext();
  const labels = useCatalogueLabels(context.data);
  const { batchId, choose, currentBatches } = useBatchChoice(context.data?.batches);
  const [keyword, setKeyword] = useState("");
  const [filter, setFilter] = useState<Filter>({});
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const [copyOpen, setCopyOpen] = useState(false);
  const [copyFrom, setCopyFrom] = useState<string>();
  const directory = useDirectory({ ...filter, projectTimeId: batchId ?? "" });
  const remove = useDeleteDirectoryEntry();
  const copy = useCopyDirectory();
  const defaults = useAddDirectoryDefaults();
  const rows = directory.data ?? [];

  async function del(row: DirectoryRow) {
    message.success((await remove.mutateAsync(row.id)).message);
  }
  async function runCopy() {
    if (!batchId || !copyFrom) return;
    const reply = await copy.mutateAsync({ projectTimeId: batchId, fromProjectTimeId: copyFrom });
    message.success(t("catalogue.directory.copied", { count: reply.data }));
    setCopyOpen(false);
  }
  async function addDefaults() {
    if (!batchId) return;
    const reply = await defaults.mutateAsync(batchId);
    message.success(t("catalogue.directory.defaultsAdded", { count: reply.data }));
  }

  const verifierText = (row: DirectoryRow) => {
    if (row.verifierDepartId) return labels.depart(row.verifierDepartId);
    return materialType(row.materialType)?.owner === UNIT_OWNER
      ? t("catalogue.directory.ownUnit")
      : t("catalogue.directory.noVerifier");
  };

  const columns: ColumnsType<DirectoryRow> = [
    { title: t("catalogue.col.order"), dataIndex: "orderNum", width: 70 },
    { title: t("catalogue.col.materialType"), dataIndex: "materialType", width: 200, render: labels.material },
    { title: t("catalogue.col.verifier"), key: "verifier", width: 170, render: (_, row) => verifierText(row) },
    {
      title: t("catalogue.col.required"),
      dataIndex: "required",
      width: 130,
      render: (value: DirectoryRequired) => (
        <Tag color={REQUIRED_COLORS[value]}>{t(`catalogue.required.${value}`)}</Tag>
      ),
    },
    {
      title: t("catalogue.col.requiredFor"),
      dataIndex: "requiredFor",
      width: 300,
      render: (list: DirectoryRow["requiredFor"]) =>
        list.map((r) => (
          <Tag key={`${r.titleId}-${r.trackCode ?? ""}`}>
            {labels.title(r.titleId)}
            {r.trackCode ? ` · ${labels.track(r.trackCode)}` : ""}
          </Tag>
        )),
    },
    {
      title: t("catalogue.col.maxItems"),
      dataIndex: "maxItems",
      width: 100,
      render: (n: number | null) => n ?? <Typography.Text type="secondary">{t("catalogue.unlimited")}</Typography.Text>,
    },
    {
      title: t("catalogue.col.enabled"),
      dataIndex: "enabled",
      width: 100,
      render: (on: boolean) => (
        <Tag color={on ? "green" : "default"}>{on ? t("catalogue.on") : t("catalogue.off")}</Tag>
      ),
    },
    {
      title: t("catalogue.col.actions"),
      key: "actions",
      fixed: "right",
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          {can(CATALOGUE_ELEMENTS.directoryEdit) && (
            <Button type="link" size="small" onClick={() => setDialog({ open: true, row })}>
              {t("catalogue.edit")}
            </Button>
          )}
          {can(CATALOGUE_ELEMENTS.directoryDel) && (
            <DeleteLink
              description={t("catalogue.directory.deleteConfirm", { name: labels.material(row.materialType) })}
              onConfirm={() => del(row)}
            />
          )}
        </Space>
      ),
    },
  ];

  const sources = (context.data?.batches ?? []).filter((b) => b.id !== batchId);
  return (
    <BatchListLayout
      loaded={context.isSuccess}
      batches={currentBatches}
      batchId={batchId}
      onBatch={choose}
      filters={
        <>
          <Input
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            onPressEnter={() => setFilter((f) => ({ ...f, keyword }))}
            placeholder={t("catalogue.col.materialType")}
            aria-label={t("catalogue.col.materialType")}
            allowClear
            style={{ width: 180 }}
          />
          <ChoiceFilter<DirectoryRequired>
            placeholder={t("catalogue.col.required")}
            width={150}
            value={filter.required}
            onChange={(required) => setFilter((f) => ({ ...f, required }))}
            options={DIRECTORY_REQUIRED.map((r) => ({ value: r, label: t(`catalogue.required.${r}`) }))}
          />
          <ChoiceFilter
            placeholder={t("catalogue.col.verifier")}
            width={170}
            value={filter.verifierDepartId}
            onChange={(verifierDepartId) => setFilter((f) => ({ ...f, verifierDepartId }))}
            options={(context.data?.offices ?? []).map((o) => ({ value: o.id, label: labels.pick(o) }))}
          />
          <Button type="primary" onClick={() => setFilter((f) => ({ ...f, keyword }))}>
            {t("catalogue.search")}
          </Button>
          {can(CATALOGUE_ELEMENTS.directoryAdd) && batchId && (
            <>
              <Button onClick={() => setDialog({ open: true })}>{t("catalogue.directory.add")}</Button>
              <Popconfirm
                title={t("catalogue.directory.defaults")}
                description={t("catalogue.directory.defaultsConfirm")}
                okText={t("catalogue.ok")}
                cancelText={t("catalogue.cancel")}
                onConfirm={() => addDefaults().catch(() => undefined)}
              >
                <Button>{t("catalogue.directory.defaults")}</Button>
              </Popconfirm>
            </>
          )}
          {can(CATALOGUE_ELEMENTS.directoryCopy) && batchId && (
            <Button onClick={() => setCopyOpen(true)}>{t("catalogue.directory.copy")}</Button>
          )}
        </>
      }
    >
      <Table<DirectoryRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={directory.isFetching}
        scroll={{ x: 1200 }}
        pagination={{ pageSize: 50, showTotal: (total) => t("catalogue.total", { total }) }}
      />
      {batchId && (
        <DirectoryDialog
          open={dialog.open}
          row={dialog.open ? dialog.row : undefined}
          present={new Set(rows.map((r) => r.materialType))}
          projectTimeId={batchId}
          context={context.data}
          labels={labels}
          onClose={() => setDialog({ open: false })}
        />
      )}
      <Modal
        open={copyOpen}
        title={t("catalogue.directory.copy")}
        okText={t("catalogue.ok")}
        cancelText={t("catalogue.cancel")}
        okButtonProps={{ disabled: !copyFrom, danger: true }}
        confirmLoading={copy.isPending}
        onOk={() => {
          runCopy().catch(() => undefined);
        }}
        onCancel={() => setCopyOpen(false)}
        destroyOnHidden
      >
        <Flex vertical gap={8}>
          <Typography.Text type="warning">{t("catalogue.directory.copyWarning")}</Typography.Text>
          <Select<string>
            value={copyFrom}
            onChange={setCopyFrom}
            aria-label={t("catalogue.directory.copyFrom")}
            placeholder={t("catalogue.directory.copyFrom")}
            options={sources.map((b) => ({
              value: b.id,
              label: `${labels.pick({ name: b.projectName, nameEn: b.projectNameEn })} · ${batchName(b, labels.english)}`,
            }))}
          />
        </Flex>
      </Modal>
    </BatchListLayout>
  );
}
