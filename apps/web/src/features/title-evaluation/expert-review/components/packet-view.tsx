import { ArrowLeftOutlined } from "@ant-design/icons";
import Button from "antd/es/button";
import Col from "antd/es/col";
import Flex from "antd/es/flex";
import Result from "antd/es/result";
import Row from "antd/es/row";
import Skeleton from "antd/es/skeleton";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { useExpertSelf } from "../api/get-me";
import { usePacket } from "../api/get-packet";
import { AssignmentStatusTag, timeText } from "./labels";
import { OpinionForm } from "./opinion-form";
import { PacketMaterials } from "./packet-materials";

/** An accepted invitation opened: the anonymised packet beside the opinion form (one above the other when narrow). */
export function PacketView({
  assignmentId,
  projectTimeId,
  onBack,
}: {
  assignmentId: string;
  projectTimeId: string;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const packet = usePacket(assignmentId, projectTimeId);
  const me = useExpertSelf();
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
      {t("erUi.backToList")}
    </Button>
  );
  if (packet.isPending) return <Skeleton active />;
  if (!packet.data) return <Result status="warning" title={t("erUi.packetUnavailable")} extra={back} />;
  const data = packet.data;

  return (
    <Flex vertical gap={16} className="er-page">
      <Flex gap={12} align="center" wrap>
        {back}
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t("erUi.packetTitle", { code: data.declarant })}
        </Typography.Title>
        <AssignmentStatusTag status={data.status} />
        {data.reviewDeadline && data.status === "ACCEPTED" && !data.opinion?.submittedAt && (
          <Typography.Text type="secondary">
            {t("erUi.reviewByAt", { time: timeText(data.reviewDeadline) })}
          </Typography.Text>
        )}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <PacketMaterials packet={data} />
        </Col>
        <Col xs={24} xl={10}>
          <OpinionForm packet={data} hasSignature={me.data?.hasSignature ?? false} />
        </Col>
      </Row>
    </Flex>
  );
}
