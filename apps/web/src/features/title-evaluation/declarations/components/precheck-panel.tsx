import CheckCircleFilled from "@ant-design/icons/CheckCircleFilled";
import CloseCircleFilled from "@ant-design/icons/CloseCircleFilled";
import type { PrecheckReply } from "@zcps/contracts/zcps/declaration/api";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { usePrecheck } from "../api/get-precheck";

const BANNER_TYPE = { PASS: "success", ADVISORY: "warning", FAIL: "error", NONE: "info" } as const;

/** The banner says the one verdict: met, met but for N advisory conditions, a hard condition failed. */
function bannerText(reply: PrecheckReply, t: TFunction): string {
  const { kind, softFailed } = reply.verdict;
  if (kind === "FAIL") return t("declare.precheck.hardFail");
  if (kind === "ADVISORY") return t("declare.precheck.advisory", { count: softFailed });
  if (reply.missingSections.length > 0) return t("declare.precheck.incomplete");
  return kind === "NONE" ? t("declare.precheck.none") : t("declare.precheck.pass");
}

/** Every rule of the requirement green or red with its text and figures; refreshed with every change. */
export function PrecheckPanel({ declarationId }: { declarationId: string }) {
  const { t, i18n } = useTranslation();
  const precheck = usePrecheck(declarationId, i18n.language);
  const reply = precheck.data;
  return (
    <Card title={t("declare.precheck.title")} size="small" loading={precheck.isLoading} data-testid="precheck">
      {reply ? (
        <>
          <Alert
            type={BANNER_TYPE[reply.verdict.kind]}
            showIcon
            message={bannerText(reply, t)}
            style={{ marginBottom: 8 }}
            data-testid="precheck-verdict"
          />
          {reply.missingSections.length > 0 ? (
            <Typography.Paragraph type="danger">
              {t("declare.precheck.missing", {
                sections: reply.missingSections.map((s) => s.label).join(i18n.language === "en" ? ", " : "、"),
              })}
            </Typography.Paragraph>
          ) : null}
          {reply.rules.map((rule) => (
            <div
              key={rule.id}
              className={`declare-rule ${rule.pass ? "declare-rule-pass" : "declare-rule-fail"}`}
              style={{ paddingLeft: rule.depth * 20 }}
              data-testid={rule.pass ? "rule-pass" : "rule-fail"}
            >
              {rule.pass ? <CheckCircleFilled /> : <CloseCircleFilled />}
              <Typography.Text>{rule.text}</Typography.Text>
              {rule.hard ? (
                <Tag color="red" bordered={false}>
                  {t("declare.precheck.hardTag")}
                </Tag>
              ) : !rule.pass ? (
                <Tag color="gold" bordered={false}>
                  {t("declare.precheck.advisoryTag")}
                </Tag>
              ) : null}
              {rule.shown ? (
                <Typography.Text type="secondary">
                  {t("declare.precheck.actual", { actual: rule.shown })}
                </Typography.Text>
              ) : null}
            </div>
          ))}
          {reply.requirementText ? (
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t("declare.precheck.requirement", { text: reply.requirementText })}
            </Typography.Paragraph>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
