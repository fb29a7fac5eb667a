import {
  type CatalogueContext,
  DIRECTORY_REQUIRED,
  type DirectoryRequired,
  type DirectoryRow,
  directoryInputSchema,
} from "@zcps/contracts/zcps/catalogue/api";
import { MATERIAL_TYPES } from "@zcps/contracts/zcps/materials";
import Form from "antd/es/form";
import InputNumber from "antd/es/input-number";
import Modal from "antd/es/modal";
import Select from "antd/es/select";
import Switch from "antd/es/switch";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { zodRule } from "../../../../lib/form-rules";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useBatchTitles } from "../api/get-batch-titles";
import { useSaveDirectoryEntry } from "../api/save-directory-entry";
import type { CatalogueLabels } from "./use-catalogue-labels";

interface Values {
  materialType?: string;
  verifierDepartId?: string | null;
  required: DirectoryRequired;
  /** "titleId|trackCode" ("" track: every track of the title) */
  requiredFor: string[];
  maxItems?: number | null;
  enabled: boolean;
  orderNum: number;
}

const SEP = "|";
const fields = directoryInputSchema.shape;

/** Adds a material type to the batch's directory or changes who verifies it and for whom it is required. */
export function DirectoryDialog({
  open,
  projectTimeId,
  row,
  present,
  context,
  labels,
  onClose,
}: {
  open: boolean;
  projectTimeId: string;
  row?: DirectoryRow;
  /** material types already in the directory */
  present: ReadonlySet<string>;
  context: CatalogueContext | undefined;
  labels: CatalogueLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const [form] = Form.useForm<Values>();
  const save = useSaveDirectoryEntry();
  const titles = useBatchTitles(open ? projectTimeId : undefined);
  const required = Form.useWatch("required", form);

  useEffect(() => {
    if (!open) return;
    form.setFieldsValue(
      row
        ? {
            ...row,
            requiredFor: row.requiredFor.map((r) => `${r.titleId}${SEP}${r.trackCode ?? ""}`),
          }
        : {
            materialType: undefined,
            verifierDepartId: null,
            required: "none",
            requiredFor: [],
            maxItems: null,
            enabled: true,
            orderNum: 0,
          },
    );
  }, [open, row, form]);

  async function submit() {
    const v = await form.validateFields();
    const body = {
      verifierDepartId: v.verifierDepartId ?? null,
      required: v.required,
      requiredFor:
        v.required === "some"
          ? v.requiredFor.map((key) => {
              const [titleId = "", trackCode = ""] = key.split(SEP);
              return { titleId, trackCode: trackCode || null };
            })
          : [],
      maxItems: v.maxItems ?? null,
      enabled: v.enabled,
      orderNum: v.orderNum ?? 0,
    };
    const reply = row
      ? await save.mutateAsync({ id: row.id, input: body })
      : await save.mutateAsync({ input: { ...body, projectTimeId, materialType: v.materialType ?? "" } });
    message.success(reply.message);
    onClose();
  }

  const requiredForOptions = (titles.data ?? []).flatMap((title) => {
    const name = labels.title(title.titleId);
    return [
      { value: `${title.titleId}${SEP}`, label: t("catalogue.directory.anyTrack", { title: name }) },
      ...title.trackCodes.map((code) => ({
        value: `${title.titleId}${SEP}${code}`,
        label: `${name} · ${labels.track(code)}`,
      })),
    ];
  });

  return (
    <Modal
      open={open}
      width={640}
      title={row ? t("catalogue.directory.edit") : t("catalogue.directory.add")}
      okText={t("catalogue.ok")}
      cancelText={t("catalogue.cancel")}
      confirmLoading={save.isPending}
      onOk={() => {
        submit().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> name="directoryEntry" form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="materialType"
          label={t("catalogue.col.materialType")}
          required
          rules={[zodRule(fields.materialType)]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            disabled={Boolean(row)}
            options={MATERIAL_TYPES.filter((type) => row || !present.has(type.code)).map((type) => ({
              value: type.code,
              label: labels.material(type.code),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="verifierDepartId"
          label={t("catalogue.col.verifier")}
          extra={t("catalogue.directory.verifierHelp")}
        >
          <Select allowClear options={(context?.offices ?? []).map((o) => ({ value: o.id, label: labels.pick(o) }))} />
        </Form.Item>
        <Form.Item name="required" label={t("catalogue.col.required")} required>
          <Select options={DIRECTORY_REQUIRED.map((r) => ({ value: r, label: t(`catalogue.required.${r}`) }))} />
        </Form.Item>
        {required === "some" && (
          <Form.Item
            name="requiredFor"
            label={t("catalogue.col.requiredFor")}
            required
            rules={[{ type: "array", min: 1, required: true, message: t("catalogue.requiredForEmpty") }]}
          >
            <Select mode="multiple" optionFilterProp="label" options={requiredForOptions} />
          </Form.Item>
        )}
        <Form.Item name="maxItems" label={t("catalogue.col.maxItems")} extra={t("catalogue.directory.maxItemsHelp")}>
          <InputNumber min={1} max={999} precision={0} />
        </Form.Item>
        <Form.Item name="orderNum" label={t("catalogue.col.order")} rules={[zodRule(fields.orderNum)]}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={t("catalogue.col.enabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
