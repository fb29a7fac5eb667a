import ArrowDownOutlined from "@ant-design/icons/es/icons/ArrowDownOutlined";
import ArrowUpOutlined from "@ant-design/icons/es/icons/ArrowUpOutlined";
import type { PipelineStage, PipelineStep } from "@zcps/contracts/zcps/machine";
import Button from "antd/es/button";
import DatePicker from "antd/es/date-picker";
import Switch from "antd/es/switch";
import Typography from "antd/es/typography";
import type { Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";

export type StageRange = [Dayjs, Dayjs] | null;

interface Props {
  steps: PipelineStep[];
  windows: Partial<Record<PipelineStage, StageRange>>;
  /** a published batch keeps its stage order and switches */
  locked: boolean;
  onChange: (steps: PipelineStep[]) => void;
  onWindowChange: (stage: PipelineStage, range: StageRange) => void;
}

/** The result publicity closes every pipeline: it turns into the approved result, so it stays last. */
const LAST: PipelineStage = "RESULT_PUBLICITY";

export function moveStep(steps: readonly PipelineStep[], index: number, by: -1 | 1): PipelineStep[] {
  const target = index + by;
  const moving = steps[index];
  const other = steps[target];
  if (!moving || !other || moving.stage === LAST || other.stage === LAST) return [...steps];
  const next = [...steps];
  next[index] = other;
  next[target] = moving;
  return next;
}

/** The stages of a batch in order: on/off, up/down, and each enabled stage's window. */
export function PipelineEditor({ steps, windows, locked, onChange, onWindowChange }: Props) {
  const { t } = useTranslation();
  return (
    <ol className="zcfg-pipeline" aria-label={t("zcfg.batch.pipeline")}>
      {steps.map((step, index) => (
        <li key={step.stage} className="zcfg-pipeline-step" data-stage={step.stage}>
          <span className="zcfg-pipeline-index">{index + 1}</span>
          <Typography.Text className="zcfg-pipeline-name" delete={!step.enabled}>
            {t(`decl.state.${step.stage}`)}
          </Typography.Text>
          <Switch
            size="small"
            checked={step.enabled}
            disabled={locked}
            aria-label={`${t("zcfg.batch.stageEnabled")} ${t(`decl.state.${step.stage}`)}`}
            onChange={(enabled) => onChange(steps.map((s, i) => (i === index ? { ...s, enabled } : s)))}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            aria-label={`${t("zcfg.batch.moveUp")} ${t(`decl.state.${step.stage}`)}`}
            disabled={locked || index === 0 || step.stage === LAST}
            onClick={() => onChange(moveStep(steps, index, -1))}
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            aria-label={`${t("zcfg.batch.moveDown")} ${t(`decl.state.${step.stage}`)}`}
            disabled={locked || step.stage === LAST || steps[index + 1]?.stage === LAST}
            onClick={() => onChange(moveStep(steps, index, 1))}
          />
          <DatePicker.RangePicker
            size="small"
            className="zcfg-pipeline-window"
            disabled={!step.enabled}
            value={windows[step.stage] ?? null}
            placeholder={[t("zcfg.batch.windowStart"), t("zcfg.batch.windowEnd")]}
            aria-label={`${t("zcfg.batch.stageWindow")} ${t(`decl.state.${step.stage}`)}`}
            onChange={(range) => onWindowChange(step.stage, range?.[0] && range[1] ? [range[0], range[1]] : null)}
          />
        </li>
      ))}
    </ol>
  );
}
