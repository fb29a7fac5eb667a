import { type PostRestrictionRow, postRestrictionInputSchema } from "@zcps/contracts/zcps/catalogue/api";
import { POST_TYPES, type PostType } from "@zcps/contracts/zcps/catalogue/catalogue";
import { CATALOGUE_ELEMENTS } from "@zcps/contracts/zcps/catalogue/elements";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { zodRule } from "../../../lib/form-rules";
import { ChoiceFilter } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeletePostRestriction } from "./api/delete-post-restriction";
import { useCatalogueContext } from "./api/get-catalogue-context";
import { usePostRestrictions } from "./api/get-post-restrictions";
import { useSavePostRestriction } from "./api/save-post-restriction";
import { DeleteLink } from "./components/delete-link";
import { type CatalogueLabels, useCatalogueLabels } from "./components/use-catalogue-labels";

type DialogState = { open: false } | { open: true; row?: PostRestrictionRow };

/** /zcps/declarePost: which series and tracks each post type may declare (岗位限报), for every batch. */
export default function DeclarePostPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const context = useCatalogueContext();
  const labels = useCatalogueLabels(context.data);
  const restrictions = usePostRestrictions();
  const remove = useDeletePostRestriction();
  const [postType, setPostType] = useState<string>();
  const [dialog, setDialog] = useState<DialogState>({ open: false });
  const rows = (restrictions.data?.rows ?? []).filter((r) => !postType || r.postType === postType);

  async function del(row: PostRestrictionRow) {
    message.success((await remove.mutateAsync(row.id)).message);
  }

  const columns: ColumnsType<PostRestrictionRow> = [
    { title: t("catalogue.col.postType"), dataIndex: "postType", width: 170, render: labels.postType },
    {
      title: t("catalogue.col.allowedSeries"),
      dataIndex: "allowedSeries",
      width: 320,
      render: (codes: string[]) =>
        codes.length === 0 ? (
          <Typography.Text type="danger">{t("catalogue.post.none")}</Typography.Text>
        ) : (
          codes.map((c) => (
            <Tag key={c} color="blue">
              {labels.series(c)}
            </Tag>
          ))
        ),
    },
    {
      title: t("catalogue.col.allowedTracks"),
      dataIndex: "allowedTracks",
      width: 260,
      render: (codes: string[]) =>
        codes.length === 0 ? (
          <Typography.Text type="secondary">{t("catalogue.post.anyTrack")}</Typography.Text>
        ) : (
          codes.map((c) => <Tag key={c}>{labels.track(c)}</Tag>)
        ),
    },
    { title: t("catalogue.col.note"), dataIndex: "note", width: 260, ellipsis: true },
    {
      title: t("catalogue.col.actions"),
      key: "actions",
      fixed: "right",
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          {can(CATALOGUE_ELEMENTS.postEdit) && (
            <Button type="link" size="small" onClick={() => setDialog({ open: true, row })}>
              {t("catalogue.edit")}
            </Button>
          )}
          {can(CATALOGUE_ELEMENTS.postDel) && (
            <DeleteLink
              description={t("catalogue.post.deleteConfirm", { name: labels.postType(row.postType) })}
              onConfirm={() => del(row)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary">{t("catalogue.post.help")}</Typography.Text>
      <Flex gap={8} wrap align="center">
        <ChoiceFilter
          placeholder={t("catalogue.col.postType")}
          width={200}
          value={postType}
          onChange={setPostType}
          options={POST_TYPES.map((p) => ({ value: p, label: labels.postType(p) }))}
        />
        {can(CATALOGUE_ELEMENTS.postAdd) && (
          <Button onClick={() => setDialog({ open: true })}>{t("catalogue.post.add")}</Button>
        )}
      </Flex>
      <Table<PostRestrictionRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={restrictions.isFetching}
        scroll={{ x: 1150 }}
        pagination={false}
      />
      <PostDialog
        state={dialog}
        taken={new Set((restrictions.data?.rows ?? []).map((r) => r.postType))}
        labels={labels}
        onClose={() => setDialog({ open: false })}
      />
    </Flex>
  );
}

interface Values {
  postType?: PostType;
  allowedSeries: string[];
  allowedTracks: string[];
  note?: string | null;
}

function PostDialog({
  state,
  taken,
  labels,
  onClose,
}: {
  state: DialogState;
  taken: ReadonlySet<string>;
  labels: CatalogueLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const context = useCatalogueContext();
  const save = useSavePostRestriction();
  const row = state.open ? state.row : undefined;
  const series = Form.useWatch("allowedSeries", form) ?? [];

  useEffect(() => {
    if (!state.open) return;
    form.setFieldsValue(
      state.row
        ? { ...state.row, postType: state.row.postType as PostType }
        : { postType: undefined, allowedSeries: [], allowedTracks: [], note: "" },
    );
  }, [state, form]);

  async function submit() {
    const v = await form.validateFields();
    const input = {
      postType: v.postType as PostType,
      allowedSeries: v.allowedSeries ?? [],
      allowedTracks: v.allowedTracks ?? [],
      note: v.note ?? null,
    };
    const reply = await save.mutateAsync({ id: row?.id, input });
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={state.open}
      title={row ? t("catalogue.post.edit") : t("catalogue.post.add")}
      okText={t("catalogue.ok")}
      cancelText={t("catalogue.cancel")}
      confirmLoading={save.isPending}
      onOk={() => {
        submit().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> name="postRestriction" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="postType"
          label={t("catalogue.col.postType")}
          required
          rules={[zodRule(postRestrictionInputSchema.shape.postType)]}
        >
          <Select
            disabled={Boolean(row)}
            options={POST_TYPES.filter((p) => row || !taken.has(p)).map((p) => ({
              value: p,
              label: labels.postType(p),
            }))}
          />
        </Form.Item>
        <Form.Item name="allowedSeries" label={t("catalogue.col.allowedSeries")} extra={t("catalogue.post.seriesHelp")}>
          <Select
            mode="multiple"
            options={(context.data?.series ?? []).map((s) => ({ value: s.code, label: labels.pick(s) }))}
          />
        </Form.Item>
        <Form.Item name="allowedTracks" label={t("catalogue.col.allowedTracks")} extra={t("catalogue.post.tracksHelp")}>
          <Select
            mode="multiple"
            options={(context.data?.tracks ?? [])
              .filter((track) => !track.seriesCode || series.includes(track.seriesCode))
              .map((track) => ({ value: track.code, label: labels.pick(track) }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t("catalogue.col.note")} rules={[zodRule(postRestrictionInputSchema.shape.note)]}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
