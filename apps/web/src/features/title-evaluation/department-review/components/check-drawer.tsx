import { VERDICTS, type Verdict } from "@zcps/contracts/zcps/department-review/api";
import { materialType } from "@zcps/contracts/zcps/materials";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Spin from "antd/es/spin";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { pickName } from "../../../../lib/use-local-name";
import { AttachmentList } from "../../kit/attachment-list";
import { useDecideItem } from "../api/decide-item";
import { useCheckContent } from "../api/get-check-content";
import { ItemFields, useLang, useMaterialName } from "./item-fields";
import { VerifyTag } from "./verify-tag";

/**
 * One item as the department checks it: the declarant's identity, the item's fields and attachments, other
 * declarants claiming the same record, the verdict history and appeal, and (for a reviewer who may decide) the
 * verdict with a reason and an optional reclassification of one field.
 */
export function CheckDrawer({
  itemId,
  canVerify,
  onClose,
}: {
  itemId: string | null;
  canVerify: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const lang = useLang();
  const { message } = useAntdApp();
  const materialName = useMaterialName();
  const { data, isLoading } = useCheckContent(itemId);
  const decide = useDecideItem();
  const [verdict, setVerdict] = useState<Verdict>("VERIFIED");
  const [reason, setReason] = useState("");
  const [field, setField] = useState<string | undefined>();
  const [after, setAfter] = useState<string | undefined>();

  useEffect(() => {
    if (!itemId) return;
    setVerdict("VERIFIED");
    setReason("");
    setField(undefined);
    setAfter(undefined);
  }, [itemId]);

  const item = data?.item;
  const fields = item ? (materialType(item.materialType)?.fields ?? []) : [];
  const chosen = fields.find((f) => f.name === field);
  const decidable = canVerify && item?.verifyStatus === "PENDING";

  async function submit() {
    if (!item) return;
    const reply = await decide.mutateAsync({
      itemId: item.itemId,
      version: item.version,
      verdict,
      ...(verdict === "VERIFIED" ? {} : { reason }),
      ...(field && after !== undefined
        ? {
            reclassification: {
              field,
              before: item.payload[field] ?? null,
              after: chosen?.kind === "number" ? Number(after) : after,
            },
          }
        : {}),
    });
    message.success(reply.message);
    onClose();
  }

  const verdictForm = (
    <Flex vertical gap={12}>
      <Radio.Group
        value={verdict}
        onChange={(e) => setVerdict(e.target.value)}
        options={VERDICTS.map((v) => ({ value: v, label: t(`departUi.status.${v}`) }))}
        optionType="button"
        buttonStyle="solid"
        aria-label={t("departUi.verdict")}
      />
      {verdict !== "VERIFIED" && (
        <Input.TextArea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          maxLength={500}
          placeholder={t(verdict === "RETURNED" ? "departUi.commentPlaceholder" : "departUi.reasonPlaceholder")}
          aria-label={t(verdict === "RETURNED" ? "departUi.commentPlaceholder" : "departUi.reasonPlaceholder")}
        />
      )}
      <Flex gap={8} wrap align="center">
        <Typography.Text>{t("departUi.reclassify")}</Typography.Text>
        <Select<string>
          value={field}
          onChange={(v) => {
            setField(v);
            setAfter(undefined);
          }}
          allowClear
          options={fields.map((f) => ({ value: f.name, label: f.label[lang] }))}
          placeholder={t("departUi.reclassifyField")}
          aria-label={t("departUi.reclassifyField")}
          style={{ width: 180 }}
        />
        {chosen?.options ? (
          <Select<string>
            value={after}
            onChange={setAfter}
            options={chosen.options.map((o) => ({ value: o.value, label: o[lang] }))}
            placeholder={t("departUi.reclassifyValue")}
            aria-label={t("departUi.reclassifyValue")}
            style={{ width: 180 }}
          />
        ) : chosen ? (
          <Input
            value={after}
            onChange={(e) => setAfter(e.target.value)}
            placeholder={t("departUi.reclassifyValue")}
            aria-label={t("departUi.reclassifyValue")}
            style={{ width: 180 }}
          />
        ) : null}
      </Flex>
      <Flex justify="end">
        <Button type="primary" loading={decide.isPending} onClick={submit}>
          {t("departUi.submitVerdict")}
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Drawer
      open={itemId !== null}
      onClose={onClose}
      width={720}
      title={item ? `${materialName(item.materialType)} · ${data?.declarant.declarantName}` : t("departUi.check")}
      destroyOnHidden
      footer={decidable && data ? verdictForm : null}
    >
      {isLoading || !data || !item ? (
        <Spin />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: "name", label: t("departUi.col.declarant"), children: data.declarant.declarantName },
              { key: "no", label: t("departUi.col.employeeNo"), children: data.declarant.employeeNo },
              {
                key: "unit",
                label: t("departUi.col.unit"),
                children: pickName(en, data.declarant.unitName, data.declarant.unitNameEn) || "-",
              },
              { key: "status", label: t("departUi.col.status"), children: <VerifyTag status={item.verifyStatus} /> },
              {
                key: "source",
                label: t("departUi.source"),
                children: t(item.source === "import" ? "departUi.sourceImport" : "departUi.sourceSelf"),
              },
              {
                key: "round",
                label: t("departUi.col.round"),
                children: item.supplementary ? t("departUi.supplementary", { round: item.round }) : item.round,
              },
            ]}
          />
          {item.duplicateClaims.length > 0 && (
            <Alert
              type="warning"
              showIcon
              message={t("departUi.duplicateTitle")}
              description={item.duplicateClaims
                .map((d) =>
                  t("departUi.claimant", {
                    name: d.declarantName,
                    unit: pickName(en, d.unitName, d.unitNameEn) || "-",
                  }),
                )
                .join(t("departUi.listSeparator"))}
            />
          )}
          {item.verifyComment && <Alert type="info" message={t("departUi.comment")} description={item.verifyComment} />}
          {item.recheck && (
            <Alert
              type="warning"
              showIcon
              data-testid="recheck-request"
              message={t("departUi.recheckTitle", {
                name: item.recheck.actorName ?? "-",
                at: dayjs(item.recheck.createdAt).format("YYYY-MM-DD HH:mm"),
              })}
              description={<div style={{ whiteSpace: "pre-line" }}>{item.recheck.comment}</div>}
            />
          )}
          <ItemFields materialType={item.materialType} payload={item.payload} />
          <div>
            <Typography.Title level={5}>{t("departUi.attachments")}</Typography.Title>
            <AttachmentList attachments={item.attachments} emptyText={t("departUi.noAttachments")} />
          </div>
          {item.history.length > 0 && (
            <div>
              <Typography.Title level={5}>{t("departUi.history")}</Typography.Title>
              <Timeline
                items={item.history.map((v) => ({
                  key: v.id,
                  children: (
                    <Flex gap={8} wrap>
                      <VerifyTag status={v.verdict} />
                      <span>{v.reviewerName}</span>
                      <span>{dayjs(v.createdAt).format("YYYY-MM-DD HH:mm")}</span>
                      {v.reason && <span>{v.reason}</span>}
                      {v.reclassification && (
                        <span>
                          {t("departUi.reclassified", {
                            field:
                              fields.find((f) => f.name === v.reclassification?.field)?.label[lang] ??
                              v.reclassification.field,
                            before: String(v.reclassification.before ?? "-"),
                            after: String(v.reclassification.after ?? "-"),
                          })}
                        </span>
                      )}
                    </Flex>
                  ),
                }))}
              />
            </div>
          )}
          {item.appeal && (
            <Alert
              type={item.appeal.status === "OPEN" ? "warning" : "info"}
              message={t("departUi.appealOf", { status: t(`departUi.status.${item.appeal.status}`) })}
              description={[item.appeal.reason, item.appeal.reply].filter(Boolean).join(" / ")}
            />
          )}
        </Flex>
      )}
    </Drawer>
  );
}
