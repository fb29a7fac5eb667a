import CheckCircleFilled from "@ant-design/icons/CheckCircleFilled";
import CloseCircleFilled from "@ant-design/icons/CloseCircleFilled";
import Alert from "antd/es/alert";
import Card from "antd/es/card";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { usePrecheck } from "../api/get-precheck";

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
            type={reply.pass ? "success" : "warning"}
            showIcon
            message={reply.pass ? t("declare.precheck.pass") : t("declare.precheck.fail")}
            style={{ marginBottom: 8 }}
          />
          {reply.missingSections.length > 0 ? (
            <Typography.Paragraph type="danger">
              {t("declare.precheck.missing", {
                sections: reply.missingSections.map((s) => s.label).join(i18n.language === "en" ? ", " : "、"),
              })}
            </Typography.Paragraph>
          ) : null}
          {reply.rules.length === 0 ? (
            <Typography.Text type="secondary">{t("declare.precheck.none")}</Typography.Text>
          ) : (
            reply.rules.map((rule) => (
              <div
                key={rule.id}
                className={`declare-rule ${rule.pass ? "declare-rule-pass" : "declare-rule-fail"}`}
                style={{ paddingLeft: rule.depth * 20 }}
                data-testid={rule.pass ? "rule-pass" : "rule-fail"}
              >
                {rule.pass ? <CheckCircleFilled /> : <CloseCircleFilled />}
                <Typography.Text>{rule.text}</Typography.Text>
                {rule.actual !== null && rule.actual !== undefined ? (
                  <Typography.Text type="secondary">
                    {t("declare.precheck.actual", { actual: String(rule.actual) })}
                  </Typography.Text>
                ) : null}
              </div>
            ))
          )}
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
