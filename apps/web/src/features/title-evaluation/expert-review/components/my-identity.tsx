import type { ExpertSelf, ExpertVerificationRow } from "@zcps/contracts/zcps/peer-review/api";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Descriptions from "antd/es/descriptions";
import Flex from "antd/es/flex";
import Result from "antd/es/result";
import Skeleton from "antd/es/skeleton";
import Tag from "antd/es/tag";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useLocalName } from "../../../../lib/use-local-name";
import { useExpertSelf } from "../api/get-me";
import { IdentityForm } from "./identity-form";
import { timeText } from "./labels";
import { SignatureCard } from "./signature-card";

/** The record may say how the expert was verified (by code, or by personnel by hand). */
type Self = ExpertSelf & { method?: ExpertVerificationRow["method"] };

export const EXPERT_REVIEW_PATH = "/AnonymousReview/ExpertReview";

/**
 * The expert's own identity verification: their record as the school holds it; unverified, the form that confirms it
 * with a code; verified, when and how, and the signature image their opinions carry.
 */
export function MyIdentity() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localName = useLocalName();
  const me = useExpertSelf();
  if (me.isPending) return <Skeleton active />;
  if (!me.data) return <Result status="warning" title={t("erUi.notAnExpert")} />;
  const self: Self = me.data;

  return (
    <Flex vertical gap={16} className="er-page">
      <Card title={t("erUi.myRecord")} size="small">
        <Descriptions
          column={{ xs: 1, md: 2, xl: 3 }}
          size="small"
          items={[
            { key: "name", label: t("erUi.field.name"), children: self.name },
            { key: "kind", label: t("erUi.field.kind"), children: t(`erUi.kind.${self.kind}`) },
            {
              key: "institution",
              label: t("erUi.field.institution"),
              children: localName(self.institution, self.institutionEn),
            },
            { key: "title", label: t("erUi.field.titleName"), children: self.titleName },
            { key: "phone", label: t("erUi.field.phone"), children: self.phoneMasked ?? "-" },
            {
              key: "verified",
              label: t("erUi.field.verified"),
              children: self.verified ? (
                <Tag color="success">{t("erUi.verified")}</Tag>
              ) : (
                <Tag color="warning">{t("erUi.unverified")}</Tag>
              ),
            },
          ]}
        />
      </Card>
      {self.verified ? (
        <>
          <Alert
            type="success"
            showIcon
            title={t("erUi.verifiedOn", {
              time: timeText(self.verifiedAt),
              method: t(`erUi.method.${self.method ?? "SMS_CODE"}`),
            })}
            action={
              <Button size="small" type="primary" onClick={() => navigate(EXPERT_REVIEW_PATH)}>
                {t("erUi.toReviews")}
              </Button>
            }
          />
          <SignatureCard hasSignature={self.hasSignature} />
        </>
      ) : (
        <Card title={t("erUi.confirmTitle")} size="small">
          <IdentityForm me={self} />
        </Card>
      )}
    </Flex>
  );
}
