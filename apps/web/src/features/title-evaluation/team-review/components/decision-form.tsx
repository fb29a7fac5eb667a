import { materialSummary, materialType } from "@zcps/contracts/zcps/materials";
import {
  STAGE_DECISIONS,
  type TeamCheckContent,
  type TeamDecision,
  type TeamStage,
} from "@zcps/contracts/zcps/team-review/api";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import Radio from "antd/es/radio";
import Select from "antd/es/select";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { pickName } from "../../../../lib/use-local-name";
import { useRecordCheck } from "../api/record-check";
import { useSubmitDecision } from "../api/submit-decision";
import {
  checkBody,
  checkIssues,
  type DecisionMode,
  type DecisionValues,
  decisionIssues,
  decisionRequest,
  type FieldIssues,
  failingConditions,
  type IssueValue,
  initialValues,
} from "../logic";

/** The declaration's items as choices: "material type: summary", with their type. */
function useItemOptions(content: TeamCheckContent) {
  const { i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  return useMemo(
    () =>
      content.declaration.sections.flatMap((section) =>
        section.items.map((item) => ({
          value: item.id,
          materialType: section.materialType,
          label: materialSummary(section.materialType, item.payload, lang) || section.materialType,
        })),
      ),
    [content, lang],
  );
}

/**
 * A member's check or the team's decision on one declaration: the checklist (each point answered, as the data suggest
 * unless changed), the decision, and what it needs: a reason and the failing rules to find it ineligible, a comment to
 * deny or dispute, for a return its target (a re-check names one department and its items) and every issue at once.
 * The contracts' schemas name what is missing before anything is sent.
 */
export function DecisionForm({
  stage,
  mode,
  content,
  canCheck,
  canSubmit,
  onDone,
}: {
  stage: TeamStage;
  mode: DecisionMode;
  content: TeamCheckContent;
  /** may record a check (a member) */
  canCheck: boolean;
  /** may submit the decision (the leader where the batch asks; personnel deciding themselves) */
  canSubmit: boolean;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const lang = en ? "en" : "zh";
  const { message } = useAntdApp();
  const submit = useSubmitDecision();
  const record = useRecordCheck(stage);
  const items = useItemOptions(content);
  const [values, setValues] = useState<DecisionValues>(() =>
    initialValues(content.checklist, failingConditions(content.eligibility.rules)),
  );
  const [errors, setErrors] = useState<FieldIssues>({});
  const declaration = { declarationId: content.declaration.header.id, version: content.declaration.header.version };
  const failing = content.eligibility.rules.filter((rule) => !rule.pass);
  const memberCheck = [...content.checks].reverse().find((c) => c.kind === "CHECK");
  const department = content.departments.find((d) => d.departId === values.departId);
  const itemChoices =
    values.target === "DEPARTMENT" ? items.filter((i) => department?.itemIds.includes(i.value)) : items;
  const sectionChoices = content.declaration.sections.map((s) => ({
    value: s.materialType,
    label: materialType(s.materialType)?.label[lang] ?? s.materialType,
  }));

  /** A changed field's problem goes with the change; the others stay until the next attempt. */
  const forget = (...paths: string[]) =>
    setErrors((found) =>
      Object.fromEntries(
        Object.entries(found).filter(([key]) => !paths.some((p) => key === p || key.startsWith(`${p}.`))),
      ),
    );
  const set = (patch: Partial<DecisionValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    forget(...Object.keys(patch));
  };
  const setIssue = (index: number, patch: Partial<IssueValue>) => {
    setValues((v) => ({ ...v, issues: v.issues.map((issue, i) => (i === index ? { ...issue, ...patch } : issue)) }));
    forget("issues");
  };
  const error = (path: string) => (errors[path] ? t(errors[path]) : undefined);
  const field = (path: string) => ({
    validateStatus: errors[path] ? ("error" as const) : undefined,
    help: error(path),
  });

  function adoptMemberCheck() {
    if (!memberCheck) return;
    const answered = new Map(memberCheck.checklist.map((a) => [a.key, a]));
    set({
      decision: memberCheck.conclusion ?? values.decision,
      comment: memberCheck.comment ?? values.comment,
      checklist: values.checklist.map((c) => ({ ...c, ...(answered.get(c.key) ?? {}) })),
    });
  }

  async function onSubmit() {
    const request = decisionRequest(stage, mode, declaration, values);
    const found = decisionIssues(stage, mode, request, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const reply = await submit.mutateAsync(request);
    message.success(
      reply.data.returnDeadline
        ? `${reply.message}${t("teamUi.deadlineSet", { date: reply.data.returnDeadline })}`
        : reply.message,
    );
    onDone();
  }

  async function onCheck() {
    const body = checkBody(declaration, values);
    const found = checkIssues(body, values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const reply = await record.mutateAsync(body);
    message.success(reply.message);
    onDone();
  }

  const decisions = STAGE_DECISIONS[stage];
  const checklistError = Object.keys(errors).some((k) => k.startsWith("checklist"));

  return (
    <div data-testid="decision-form">
      <Form layout="vertical" component="div" className="team-decision">
        <Form.Item
          label={t("teamUi.checklist")}
          validateStatus={checklistError ? "error" : undefined}
          help={checklistError ? t("team.checklistValueRequired") : undefined}
        >
          <Flex vertical gap={8}>
            {content.checklist.map((point, index) => {
              const answer = values.checklist[index];
              return (
                <div key={point.key} className="team-checkpoint" data-testid={`checkpoint-${point.key}`}>
                  <Flex justify="space-between" align="center" gap={8} wrap>
                    <Typography.Text>{point.label[lang]}</Typography.Text>
                    <Radio.Group
                      size="small"
                      optionType="button"
                      value={answer?.ok}
                      aria-label={point.label[lang]}
                      onChange={(e) =>
                        set({
                          checklist: values.checklist.map((c, i) => (i === index ? { ...c, ok: e.target.value } : c)),
                        })
                      }
                      options={[
                        { value: true, label: t("teamUi.yes") },
                        { value: false, label: t("teamUi.no") },
                      ]}
                    />
                  </Flex>
                  {(point.hint || point.suggested !== null) && (
                    <Typography.Text type="secondary" className="team-hint">
                      {point.suggested !== null && (
                        <Tag color={point.suggested ? "success" : "warning"}>
                          {point.suggested ? t("teamUi.suggestYes") : t("teamUi.suggestNo")}
                        </Tag>
                      )}
                      {point.hint}
                    </Typography.Text>
                  )}
                  {answer?.ok === false && (
                    <Input
                      size="small"
                      value={answer.note}
                      maxLength={200}
                      placeholder={t("teamUi.notePlaceholder")}
                      aria-label={t("teamUi.notePlaceholder")}
                      onChange={(e) =>
                        set({
                          checklist: values.checklist.map((c, i) => (i === index ? { ...c, note: e.target.value } : c)),
                        })
                      }
                    />
                  )}
                </div>
              );
            })}
          </Flex>
        </Form.Item>

        {memberCheck && canSubmit && mode === "team" && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 12 }}
            title={t("teamUi.memberChecked", { name: memberCheck.userName })}
            action={
              <Button size="small" onClick={adoptMemberCheck}>
                {t("teamUi.adopt")}
              </Button>
            }
          />
        )}

        <Form.Item label={t("teamUi.decision")} {...field("decision")}>
          <Radio.Group
            value={values.decision}
            onChange={(e) => set({ decision: e.target.value as TeamDecision })}
            optionType="button"
            buttonStyle="solid"
            aria-label={t("teamUi.decision")}
            options={decisions.map((d) => ({ value: d, label: t(`team.decision.${d}`) }))}
          />
        </Form.Item>

        {values.decision === "INELIGIBLE" && (
          <>
            <Form.Item label={t("teamUi.reason")} required {...field("reason")}>
              <Input.TextArea
                value={values.reason}
                onChange={(e) => set({ reason: e.target.value })}
                autoSize={{ minRows: 2, maxRows: 5 }}
                maxLength={1000}
                aria-label={t("teamUi.reason")}
              />
            </Form.Item>
            <Form.Item label={t("teamUi.failingRules")} {...field("ruleIds")}>
              <Select<string[]>
                mode="multiple"
                value={values.ruleIds}
                onChange={(ruleIds) => set({ ruleIds })}
                aria-label={t("teamUi.failingRules")}
                placeholder={failing.length ? t("teamUi.chooseRules") : t("teamUi.noFailingRules")}
                disabled={failing.length === 0}
                options={failing.map((rule) => ({ value: rule.id, label: rule.text }))}
              />
            </Form.Item>
          </>
        )}

        {values.decision === "RETURN" && (
          <>
            <Form.Item label={t("teamUi.returnTo")} required {...field("target")}>
              <Radio.Group
                value={values.target}
                onChange={(e) => set({ target: e.target.value, departId: undefined })}
                aria-label={t("teamUi.returnTo")}
                options={content.returnTargets.map((target) => ({
                  value: target,
                  label: t(`teamUi.target.${target}`),
                }))}
              />
            </Form.Item>
            {values.target === "DEPARTMENT" && (
              <Form.Item label={t("teamUi.department")} required {...field("departId")}>
                <Select<string>
                  value={values.departId}
                  onChange={(departId) =>
                    set({ departId, issues: values.issues.map((issue) => ({ ...issue, itemId: undefined })) })
                  }
                  aria-label={t("teamUi.department")}
                  placeholder={t("teamUi.chooseDepartment")}
                  options={content.departments.map((d) => ({
                    value: d.departId,
                    label: `${pickName(en, d.name, d.nameEn)}${t("teamUi.itemCount", { count: d.itemIds.length })}`,
                  }))}
                />
              </Form.Item>
            )}
            <Form.Item label={t("teamUi.issues")} required {...field("issues")} extra={t("teamUi.issuesHelp")}>
              <Flex vertical gap={8} data-testid="return-issues">
                {values.issues.map((issue, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the issues are edited in place, their position is their identity
                  <Flex key={index} vertical gap={4} className="team-issue">
                    <Flex gap={4}>
                      <Select<string>
                        size="small"
                        allowClear
                        value={issue.itemId}
                        onChange={(itemId) =>
                          setIssue(index, { itemId, materialType: items.find((i) => i.value === itemId)?.materialType })
                        }
                        options={itemChoices}
                        placeholder={t("teamUi.chooseItem")}
                        aria-label={t("teamUi.issueItem", { n: index + 1 })}
                        style={{ flex: 2, minWidth: 0 }}
                      />
                      {!issue.itemId && values.target !== "DEPARTMENT" && (
                        <Select<string>
                          size="small"
                          allowClear
                          value={issue.materialType}
                          onChange={(materialType) => setIssue(index, { materialType })}
                          options={sectionChoices}
                          placeholder={t("teamUi.chooseSection")}
                          aria-label={t("teamUi.issueSection", { n: index + 1 })}
                          style={{ flex: 1, minWidth: 0 }}
                        />
                      )}
                      <Button
                        size="small"
                        type="text"
                        danger
                        disabled={values.issues.length === 1}
                        onClick={() => set({ issues: values.issues.filter((_, i) => i !== index) })}
                      >
                        {t("teamUi.remove")}
                      </Button>
                    </Flex>
                    <Input
                      size="small"
                      value={issue.text}
                      maxLength={500}
                      status={errors[`issues.${index}.text`] ? "error" : undefined}
                      onChange={(e) => setIssue(index, { text: e.target.value })}
                      placeholder={t("teamUi.issueText")}
                      aria-label={t("teamUi.issueTextOf", { n: index + 1 })}
                    />
                    {errors[`issues.${index}.text`] && (
                      <Typography.Text type="danger">{error(`issues.${index}.text`)}</Typography.Text>
                    )}
                  </Flex>
                ))}
                <Button size="small" type="dashed" onClick={() => set({ issues: [...values.issues, {}] })}>
                  {t("teamUi.addIssue")}
                </Button>
              </Flex>
            </Form.Item>
            <Alert
              type={values.target === "DEPARTMENT" ? "info" : "warning"}
              showIcon
              style={{ marginBottom: 12 }}
              title={values.target === "DEPARTMENT" ? t("teamUi.recheckNote") : t("teamUi.deadlineNote")}
            />
          </>
        )}

        <Form.Item
          label={t("teamUi.comment")}
          required={values.decision === "NOT_QUALIFIED" || values.decision === "DISPUTED"}
          {...field("comment")}
        >
          <Input.TextArea
            value={values.comment}
            onChange={(e) => set({ comment: e.target.value })}
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={1000}
            aria-label={t("teamUi.comment")}
          />
        </Form.Item>

        <Flex gap={8} justify="end" wrap>
          {canCheck && (
            <Button loading={record.isPending} onClick={() => onCheck().catch(() => undefined)}>
              {t("teamUi.recordCheck")}
            </Button>
          )}
          {canSubmit && (
            <Button type="primary" loading={submit.isPending} onClick={() => onSubmit().catch(() => undefined)}>
              {mode === "personnel" ? t("teamUi.decideAsPersonnel") : t("teamUi.submitDecision")}
            </Button>
          )}
        </Flex>
      </Form>
    </div>
  );
}
