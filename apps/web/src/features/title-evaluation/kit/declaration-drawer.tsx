import { materialSummary, materialType } from "@zcps/contracts/zcps/materials";
import { DECLARATION_STATE_LABELS, type DeclarationDetail } from "@zcps/contracts/zcps/workflow/api";
import Collapse from "antd/es/collapse";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Empty from "antd/es/empty";
import List from "antd/es/list";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import Timeline from "antd/es/timeline";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import dayjs from "../../../lib/dayjs";
import { useDeclaration, useDepartHistory } from "./api/get-declaration";
import { AttachmentList } from "./attachment-list";
import { DecisionText, StateTag, useLabels, VerifyStatusTag } from "./declaration-labels";

/** An item's one-line summary without the material type's name, which its section (or column) already shows. */
export function itemLine(code: string, payload: Record<string, unknown>, lang: "zh" | "en"): string {
  const label = materialType(code)?.label[lang];
  const line = materialSummary(code, payload, lang);
  const prefix = label ? `${label}${lang === "zh" ? "：" : ": "}` : "";
  return (prefix && line.startsWith(prefix) ? line.slice(prefix.length) : line) || "-";
}

/** The declarant's named-list entries and what they grant (quota, seniority, grouping, peer review). */
function NamedLists({ header }: { header: DeclarationDetail["header"] }) {
  const { t } = useTranslation();
  const { namedLists, listEffects } = header;
  if (namedLists.length === 0) return <>-</>;
  return (
    <Space size={[0, 4]} wrap>
      {namedLists.map((entry) => (
        <Tag key={`${entry.listType}:${entry.level ?? ""}`} color="purple">
          {t(`declareUser.list.${entry.listType}`)}
          {entry.level ? ` · ${t(`declareUser.listLevel.${entry.level}`, { defaultValue: entry.level })}` : ""}
        </Tag>
      ))}
      {listEffects.quotaExempt && <Tag>{t("declareUser.effect.quotaExempt")}</Tag>}
      {listEffects.separateGroup && <Tag>{t("declareUser.effect.separateGroup")}</Tag>}
      {listEffects.skipPeerReview && <Tag>{t("declareUser.effect.skipPeerReview")}</Tag>}
      {listEffects.seniorityRelaxYears > 0 && (
        <Tag>{t("declareUser.effect.relax", { count: listEffects.seniorityRelaxYears })}</Tag>
      )}
    </Space>
  );
}

/**
 * One declaration read-only: header, material sections with items (each with its verifying department when known)
 * and attachments, the decision timeline. `attachmentUrl` names the attachment route the reader holds.
 */
export function DeclarationView({
  data,
  departOf,
  attachmentUrl,
}: {
  data: DeclarationDetail;
  departOf?: ReadonlyMap<string, string | null | undefined>;
  attachmentUrl?: (declarationId: string, attachmentId: string) => string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const labels = useLabels();
  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Descriptions size="small" bordered column={2}>
        <Descriptions.Item label={t("declareUser.col.name")}>{data.header.staffName}</Descriptions.Item>
        <Descriptions.Item label={t("declareUser.col.employeeNo")}>{data.header.employeeNo}</Descriptions.Item>
        <Descriptions.Item label={t("declareUser.col.unit")}>
          {labels.named(data.header.unitName, data.header.unitNameEn)}
        </Descriptions.Item>
        <Descriptions.Item label={t("declareUser.batch")}>
          {labels.named(data.header.batchName, data.header.batchNameEn)}
        </Descriptions.Item>
        <Descriptions.Item label={t("declareUser.col.title")}>
          {labels.named(data.header.titleName, data.header.titleNameEn)} · {labels.level(data.header.level)}
        </Descriptions.Item>
        <Descriptions.Item label={t("declareUser.col.track")}>
          {labels.named(data.header.trackName, data.header.trackNameEn) || "-"}
        </Descriptions.Item>
        <Descriptions.Item label={t("declareUser.col.method")}>{labels.method(data.header.method)}</Descriptions.Item>
        <Descriptions.Item label={t("declareUser.col.status")}>
          <StateTag state={data.header.status} />
        </Descriptions.Item>
        <Descriptions.Item label={t("declareUser.col.submittedAt")}>
          {data.header.submittedAt ? dayjs(data.header.submittedAt).format("YYYY-MM-DD HH:mm") : "-"}
        </Descriptions.Item>
        <Descriptions.Item label={t("declareUser.col.eligible")}>
          {labels.eligible(data.header.eligible)}
        </Descriptions.Item>
        <Descriptions.Item label={t("declareUser.namedLists")} span={2}>
          <NamedLists header={data.header} />
        </Descriptions.Item>
      </Descriptions>

      <div>
        <Typography.Title level={5}>{t("declareUser.sections")}</Typography.Title>
        {data.sections.length === 0 ? (
          <Empty description={t("declareUser.noItems")} />
        ) : (
          <Collapse
            size="small"
            items={data.sections.map((section) => ({
              key: section.materialType,
              label: `${materialType(section.materialType)?.label[lang] ?? section.materialType} (${section.items.length})`,
              children: (
                <List
                  size="small"
                  dataSource={section.items}
                  renderItem={(item) => (
                    <List.Item>
                      <Space direction="vertical" size={2} style={{ width: "100%" }}>
                        <Space wrap>
                          <Typography.Text>{itemLine(section.materialType, item.payload, lang)}</Typography.Text>
                          {item.isRepresentative && <Tag color="gold">{t("declareUser.representative")}</Tag>}
                          {item.source !== "self" && <Tag>{t("declareUser.imported")}</Tag>}
                          <VerifyStatusTag status={item.verifyStatus} />
                          {departOf?.get(item.id) && (
                            <Typography.Text type="secondary">{departOf.get(item.id)}</Typography.Text>
                          )}
                        </Space>
                        <AttachmentList
                          attachments={item.attachments}
                          urlOf={attachmentUrl && ((fileId) => attachmentUrl(data.header.id, fileId))}
                        />
                      </Space>
                    </List.Item>
                  )}
                />
              ),
            }))}
          />
        )}
      </div>

      <div>
        <Typography.Title level={5}>{t("declareUser.timeline")}</Typography.Title>
        {data.decisions.length === 0 ? (
          <Empty description={t("declareUser.noDecisions")} />
        ) : (
          <Timeline
            items={data.decisions.map((d) => ({
              key: d.id,
              children: (
                <Space direction="vertical" size={0}>
                  <Typography.Text>
                    {DECLARATION_STATE_LABELS[d.fromStatus as keyof typeof DECLARATION_STATE_LABELS]?.[lang] ??
                      d.fromStatus}
                    {" → "}
                    {DECLARATION_STATE_LABELS[d.toStatus as keyof typeof DECLARATION_STATE_LABELS]?.[lang] ??
                      d.toStatus}
                  </Typography.Text>
                  <Typography.Text type="secondary">
                    {dayjs(d.createdAt).format("YYYY-MM-DD HH:mm")} · {d.actorName ?? d.actorRole}
                  </Typography.Text>
                  <DecisionText decision={d} />
                </Space>
              ),
            }))}
          />
        )}
      </div>
    </Space>
  );
}

const declareUserAttachment = (declarationId: string, attachmentId: string) =>
  `/api/zcps-sh/declareUser/${encodeURIComponent(declarationId)}/attachment/${encodeURIComponent(attachmentId)}`;

/** One declaration read-only in a drawer, read through the declarations route (personnel, the unit). */
export function DeclarationDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const detail = useDeclaration(id);
  const history = useDepartHistory(id);
  const data = detail.data;
  const departOf = new Map(
    (history.data ?? []).map((h) => [h.itemId, lang === "en" ? h.departNameEn || h.departName : h.departName]),
  );

  return (
    <Drawer open={id !== null} onClose={onClose} width={760} title={t("declareUser.detailTitle")} destroyOnHidden>
      {!data ? <Spin /> : <DeclarationView data={data} departOf={departOf} attachmentUrl={declareUserAttachment} />}
    </Drawer>
  );
}
