import type { PeerCriterion, PeerOpinionRow } from "@zcps/contracts/zcps/peer-review/api";
import Button from "antd/es/button";
import Descriptions from "antd/es/descriptions";
import Drawer from "antd/es/drawer";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import dayjs from "../../../../lib/dayjs";
import { useLocalName } from "../../../../lib/use-local-name";

/** One submitted opinion read in full: scores per criterion, conclusion, comment, validity. */
export function OpinionDrawer({
  opinion,
  criteria,
  canInvalidate,
  onInvalidate,
  onWord,
  onClose,
}: {
  opinion: PeerOpinionRow | null;
  criteria: readonly PeerCriterion[];
  canInvalidate: boolean;
  onInvalidate: (row: PeerOpinionRow) => void;
  onWord: (row: PeerOpinionRow) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const localName = useLocalName();
  const english = i18n.language.startsWith("en");
  const criterionName = (key: string) => {
    const criterion = criteria.find((c) => c.key === key);
    return criterion ? `${english ? criterion.en : criterion.zh} (/${criterion.max})` : key;
  };
  return (
    <Drawer
      open={opinion !== null}
      onClose={onClose}
      width={640}
      title={t("peerUi.opinionTitle")}
      destroyOnHidden
      extra={
        opinion && (
          <Space>
            <Button onClick={() => onWord(opinion)}>{t("peerUi.word")}</Button>
            {canInvalidate && opinion.validity === "VALID" && (
              <Button danger onClick={() => onInvalidate(opinion)}>
                {t("peerUi.markInvalid")}
              </Button>
            )}
          </Space>
        )
      }
    >
      {opinion && (
        <Space direction="vertical" size="large" style={{ width: "100%" }}>
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              {
                key: "declarant",
                label: t("peerUi.col.declarant"),
                children: `${opinion.declarantName} (${opinion.code ?? "-"})`,
              },
              {
                key: "expert",
                label: t("peerUi.col.expert"),
                children: (
                  <Space size={4}>
                    {opinion.expertName}
                    <Typography.Text type="secondary">
                      {localName(opinion.institution, opinion.institutionEn)}
                    </Typography.Text>
                  </Space>
                ),
              },
              ...Object.entries(opinion.scores).map(([key, value]) => ({
                key: `score-${key}`,
                label: criterionName(key),
                children: value,
              })),
              { key: "total", label: t("peerUi.col.total"), children: opinion.total ?? "-" },
              {
                key: "conclusion",
                label: t("peerUi.col.conclusion"),
                children: opinion.conclusion ? t(`peerUi.conclusion.${opinion.conclusion}`) : "-",
              },
              {
                key: "submittedAt",
                label: t("peerUi.col.submittedAt"),
                children: opinion.submittedAt ? dayjs(opinion.submittedAt).format("YYYY-MM-DD HH:mm") : "-",
              },
              {
                key: "validity",
                label: t("peerUi.col.validity"),
                children: (
                  <>
                    <Tag color={opinion.validity === "VALID" ? "success" : "error"}>
                      {t(`peerUi.validity.${opinion.validity}`)}
                    </Tag>
                    {opinion.invalidReason}
                  </>
                ),
              },
            ]}
          />
          <div>
            <Typography.Title level={5}>{t("peerUi.col.comment")}</Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: "pre-wrap" }} data-testid="peer-opinion-comment">
              {opinion.comment || "-"}
            </Typography.Paragraph>
          </div>
        </Space>
      )}
    </Drawer>
  );
}
