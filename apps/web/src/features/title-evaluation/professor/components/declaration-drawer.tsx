import { materialType } from "@zcps/contracts/zcps/materials";
import type { ProfessorDeclarationView } from "@zcps/contracts/zcps/professor/api";
import Alert from "antd/es/alert";
import Collapse from "antd/es/collapse";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import List from "antd/es/list";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { StateTag, useLabels } from "../../kit/declaration-labels";
import { useDeclaration } from "../api/get-declaration";
import { itemSummary } from "../logic";
import { PeerVerdictTag } from "./tags";

/** The declarant's materials the committee may read, by type, representative works starred. */
function Sections({ data }: { data: ProfessorDeclarationView }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("profUi.materials")}
      </Typography.Title>
      {data.restricted && <Alert type="info" showIcon title={t("profUi.restricted")} />}
      {data.sections.length === 0 ? (
        <Empty description={t("profUi.noMaterials")} />
      ) : (
        <Collapse
          size="small"
          defaultActiveKey={data.sections.map((s) => s.materialType)}
          items={data.sections.map((section) => {
            const typeName = materialType(section.materialType)?.label[lang];
            return {
              key: section.materialType,
              label: `${typeName ?? section.materialType} (${section.items.length})`,
              children: (
                <List
                  size="small"
                  dataSource={section.items}
                  renderItem={(item) => (
                    <List.Item>
                      <Typography.Text>
                        {item.representative !== null && (
                          <Tag color="gold">{t("profUi.representativeN", { n: item.representative })}</Tag>
                        )}
                        {itemSummary(item.summary, typeName, lang)}
                      </Typography.Text>
                    </List.Item>
                  )}
                />
              ),
            };
          })}
        />
      )}
    </Flex>
  );
}

/** The peer review's aggregate and its comments, no expert named. */
function PeerReview({ data }: { data: ProfessorDeclarationView }) {
  const { t } = useTranslation();
  const peer = data.peer;
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t("profUi.peerReview")}
      </Typography.Title>
      {!peer ? (
        <Typography.Text type="secondary">{t("profUi.noPeer")}</Typography.Text>
      ) : (
        <Descriptions
          size="small"
          bordered
          column={3}
          items={[
            { key: "required", label: t("profUi.peer.required"), children: peer.required },
            { key: "valid", label: t("profUi.peer.valid"), children: peer.valid },
            { key: "agree", label: t("profUi.peer.agree"), children: peer.agree },
            { key: "disagree", label: t("profUi.peer.disagree"), children: peer.disagree },
            {
              key: "mean",
              label: t("profUi.peer.meanScore"),
              children: peer.meanScore === null ? "-" : peer.meanScore.toFixed(1),
            },
            { key: "verdict", label: t("profUi.peer.verdict"), children: <PeerVerdictTag verdict={peer.verdict} /> },
          ]}
        />
      )}
      {data.peerComments.length > 0 && (
        <List
          size="small"
          bordered
          header={t("profUi.peerComments")}
          dataSource={data.peerComments.map((text, i) => ({ text, key: i }))}
          renderItem={(comment) => (
            <List.Item key={comment.key} style={{ whiteSpace: "pre-line" }}>
              {comment.text}
            </List.Item>
          )}
          data-testid="professor-peer-comments"
        />
      )}
    </Flex>
  );
}

/** One declarant as the committee reads them: identity, materials, the peer review's aggregate, the unit's opinion. */
export function DeclarantMaterials({ data }: { data: ProfessorDeclarationView }) {
  const { t } = useTranslation();
  const labels = useLabels();
  return (
    <Flex vertical gap={20} data-testid="professor-materials">
      <Descriptions
        size="small"
        bordered
        column={2}
        items={[
          { key: "name", label: t("declareUser.col.name"), children: data.staffName },
          { key: "employeeNo", label: t("declareUser.col.employeeNo"), children: data.employeeNo },
          { key: "unit", label: t("declareUser.col.unit"), children: labels.named(data.unitName, data.unitNameEn) },
          { key: "batch", label: t("declareUser.batch"), children: data.batchName },
          {
            key: "title",
            label: t("declareUser.col.title"),
            children: `${labels.named(data.titleName, data.titleNameEn)} · ${labels.level(data.level)}`,
          },
          { key: "current", label: t("profUi.currentTitle"), children: data.currentTitle || "-" },
          { key: "status", label: t("declareUser.col.status"), children: <StateTag state={data.status} /> },
          { key: "unitRank", label: t("profUi.unitRank"), children: data.unitRank ?? "-" },
        ]}
      />
      <Sections data={data} />
      <PeerReview data={data} />
      <Flex vertical gap={8}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t("profUi.unitOpinion")}
        </Typography.Title>
        {data.unitOpinion?.text ? (
          <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }} data-testid="professor-unit-opinion">
            {data.unitOpinion.text}
            {data.unitOpinion.at && (
              <Typography.Text type="secondary">
                {" "}
                ({dayjs(data.unitOpinion.at).format("YYYY-MM-DD HH:mm")})
              </Typography.Text>
            )}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t("profUi.noUnitOpinion")}</Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}

/** The declarant's materials in a drawer, read through the committee's own route. */
export function ProfessorDeclarationDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useDeclaration(id);
  const data = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      title={data ? t("profUi.materialsOf", { name: data.staffName }) : t("profUi.viewMaterials")}
      destroyOnHidden
    >
      {data && data.declarationId === id ? (
        <DeclarantMaterials data={data} />
      ) : detail.isError ? (
        <Empty description={t("profUi.materialsUnavailable")} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
