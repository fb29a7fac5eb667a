import type { FlowCheck } from "@zcps/contracts/flow";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";

interface Props {
  check: FlowCheck;
  /** selects the element on the canvas */
  onPick: (elementId: string) => void;
  onClose: () => void;
}

/** The checks' answer under the canvas: each problem with its element; a click selects the element. */
export function ProblemsList({ check, onPick, onClose }: Props) {
  const { t } = useTranslation();
  const errors = check.problems.filter((p) => p.severity === "error").length;
  return (
    <div data-testid="flow-problems" className="flow-problems">
      <Alert
        type={check.valid ? "success" : "error"}
        showIcon
        closable={{ onClose }}
        title={
          check.valid
            ? t("flowModels.checkPassed", { n: check.problems.length })
            : t("flowModels.checkFailed", { errors, n: check.problems.length })
        }
      />
      {check.problems.length > 0 && (
        <Flex vertical gap={2} className="flow-problems-list">
          {check.problems.map((problem, i) => (
            <Flex
              // the same rule may report the same element twice with other texts
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole on every check
              key={i}
              gap={8}
              align="baseline"
              data-testid="flow-problem"
            >
              <Tag color={problem.severity === "error" ? "red" : "orange"}>
                {t(`flowModels.severity.${problem.severity}`)}
              </Tag>
              {problem.elementId ? (
                <Button type="link" size="small" onClick={() => onPick(problem.elementId ?? "")} style={{ padding: 0 }}>
                  {problem.elementId}
                </Button>
              ) : (
                <Typography.Text type="secondary">{t("flowModels.wholeModel")}</Typography.Text>
              )}
              <Typography.Text>{problem.message}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {problem.rule}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
    </div>
  );
}
