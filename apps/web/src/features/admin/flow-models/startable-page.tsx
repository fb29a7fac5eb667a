import PlayCircleOutlined from "@ant-design/icons/es/icons/PlayCircleOutlined";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Empty from "antd/es/empty";
import Flex from "antd/es/flex";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatFullDateTime } from "../../../lib/format";
import { useAntdApp } from "../../../lib/use-antd-app";
import { type StartableProcess, useStartable } from "./api/get-startable";
import { StartProcessDialog } from "./components/start-process-dialog";

/** Where a started instance is followed: the starter's own instances. */
const MY_APPLY = "/flowManager/flowMyApply";

/**
 * /flowManager/flowProcessActive: the processes the signed-in user may start (the latest active version of each,
 * open to everyone or to one of the user's role groups), each started through its start form.
 */
export default function StartablePage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const startable = useStartable();
  const [starting, setStarting] = useState<StartableProcess | null>(null);

  if (startable.isLoading) return <Spin />;
  const processes = startable.data ?? [];

  return (
    <Flex vertical gap={16}>
      <Typography.Text type="secondary">{t("flowStart.intro")}</Typography.Text>
      {processes.length === 0 ? (
        <Empty description={t("flowStart.none")} />
      ) : (
        <Flex gap={16} wrap>
          {processes.map((process) => (
            <Card
              key={process.id}
              size="small"
              style={{ width: 300 }}
              data-testid={`startable-${process.key}`}
              title={process.name}
              extra={<Tag>v{process.version}</Tag>}
              actions={[
                <Button
                  key="start"
                  type="link"
                  icon={<PlayCircleOutlined />}
                  aria-label={`${t("flowStart.start")} ${process.key}`}
                  onClick={() => setStarting(process)}
                >
                  {t("flowStart.start")}
                </Button>,
              ]}
            >
              <Flex vertical gap={4}>
                <Typography.Text code>{process.key}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t("flowStart.deployed", {
                    by: process.deployedBy ?? "",
                    at: formatFullDateTime(process.deployedAt),
                  })}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {process.startForm.length
                    ? t("flowStart.formFields", { n: process.startForm.length })
                    : t("flowStart.noFormShort")}
                </Typography.Text>
              </Flex>
            </Card>
          ))}
        </Flex>
      )}
      <StartProcessDialog
        process={starting}
        onClose={() => setStarting(null)}
        onStarted={(id, reply) =>
          message.success({
            content: (
              <span data-testid="flow-started" data-instance={id}>
                {reply} <Link to={`${MY_APPLY}?id=${encodeURIComponent(id)}`}>{t("flowStart.follow")}</Link>
              </span>
            ),
            duration: 8,
          })
        }
      />
    </Flex>
  );
}
