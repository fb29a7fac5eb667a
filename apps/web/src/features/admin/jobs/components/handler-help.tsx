import type { JobHandlerInfo } from "@zcps/contracts/jobs";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";

/** What the chosen handler does and what each of its parameters means. */
export function HandlerHelp({ handler }: { handler: JobHandlerInfo }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith("en");
  return (
    <div data-testid="handler-help" style={{ marginBottom: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {english ? handler.descriptionEn : handler.description}
      </Typography.Paragraph>
      {handler.params.length === 0 ? (
        <Typography.Text type="secondary">{t("jobs.noParams")}</Typography.Text>
      ) : (
        <>
          <Typography.Text strong>{t("jobs.paramsHelp")}</Typography.Text>
          <ul style={{ margin: "4px 0 0", paddingInlineStart: 20 }}>
            {handler.params.map((param) => (
              <li key={param.name}>
                <Typography.Text code>{param.name}</Typography.Text> {english ? param.descriptionEn : param.description}
                <Typography.Text type="secondary">
                  {" "}
                  ({t("jobs.param.type")}: {param.type}
                  {param.default !== undefined && `; ${t("jobs.param.default")}: ${JSON.stringify(param.default)}`}
                  {param.minimum !== undefined &&
                    param.maximum !== undefined &&
                    `; ${t("jobs.param.range")}: ${param.minimum}–${param.maximum}`}
                  )
                </Typography.Text>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
