import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../../components/panel";
import { formatFullDateTime } from "../../../../lib/format";
import { useSealCheck } from "../api/check-seals";

/** The sealed results' verification: the chain whole, or its first broken link; approvals that carry no seal. */
export function SealCard() {
  const { t } = useTranslation();
  const check = useSealCheck();
  const reply = check.data;
  return (
    <Panel
      title={t("cmtUi.seals")}
      testId="committee-seals"
      extra={
        <Button loading={check.isFetching} onClick={() => check.refetch()}>
          {t("cmtUi.sealsCheck")}
        </Button>
      }
    >
      {reply && (
        <Flex vertical gap={8}>
          {reply.ok ? (
            <Alert type="success" showIcon title={t("cmtUi.sealsOk", { records: reply.records })} />
          ) : (
            reply.broken && (
              <Alert
                type="error"
                showIcon
                title={t("cmtUi.sealsBroken", { seq: reply.broken.seq })}
                description={reply.broken.message}
              />
            )
          )}
          {reply.unsealed.length > 0 && (
            <Alert
              type="warning"
              showIcon
              title={t("cmtUi.unsealed", { count: reply.unsealed.length })}
              description={reply.unsealed.map((u) => u.name ?? u.declarationId).join(t("cmtUi.listSeparator"))}
            />
          )}
          <Typography.Text type="secondary">
            {[
              t("cmtUi.sealRecords", { records: reply.records }),
              reply.lastHash ? t("cmtUi.lastHash", { hash: reply.lastHash }) : null,
              t("cmtUi.checkedAt", { at: formatFullDateTime(reply.checkedAt) }),
            ]
              .filter(Boolean)
              .join(t("cmtUi.separator"))}
          </Typography.Text>
        </Flex>
      )}
    </Panel>
  );
}
