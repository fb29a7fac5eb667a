import { FileWordOutlined } from "@ant-design/icons";
import type { PeerPacket } from "@zcps/contracts/zcps/peer-review/api";
import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Form from "antd/es/form";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Radio from "antd/es/radio";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCan } from "../../../../lib/access";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { pickName } from "../../../../lib/use-local-name";
import { useSession } from "../../../../stores/session";
import { downloadOpinionDoc } from "../api/download-opinion-doc";
import { useOpinion } from "../api/save-opinion";
import {
  commentLength,
  initialOpinion,
  type OpinionIssue,
  type OpinionValues,
  opinionIssues,
  opinionMax,
  opinionRequest,
  opinionTotal,
} from "../logic";
import { IDENTITY_PATH } from "./invitations";
import { timeText } from "./labels";

const fieldOf = (issue: OpinionIssue): (string | number)[] =>
  "criterion" in issue
    ? ["scores", issue.criterion]
    : [issue.key === "erUi.issue.conclusion" ? "conclusion" : "comment"];

/**
 * The expert's opinion on an accepted invitation: a score per criterion within its max and their total, a conclusion
 * on the round's scale, a comment of at least the round's length (counted as it is typed); saved as a draft, or
 * submitted after a confirmation, after which it is read-only and can be downloaded as Word.
 */
export function OpinionForm({ packet, hasSignature }: { packet: PeerPacket; hasSignature: boolean }) {
  const { t, i18n } = useTranslation();
  const en = i18n.language.startsWith("en");
  const { message, modal } = useAntdApp();
  const navigate = useNavigate();
  const can = useCan();
  const userId = useSession((s) => s.user?.id ?? "");
  const [form] = Form.useForm<OpinionValues>();
  const save = useOpinion("save");
  const submit = useOpinion("submit");
  const scores = Form.useWatch("scores", form) ?? {};
  const comment = Form.useWatch("comment", form) ?? "";
  const submitted = Boolean(packet.opinion?.submittedAt);
  const editable = !submitted && packet.status === "ACCEPTED" && can(E.opinion);
  const total = opinionTotal(packet.criteria, scores);
  const length = commentLength(comment);

  /** Every field an issue can stand under. */
  const fields = (): (string | number)[][] => [
    ...packet.criteria.map((c) => ["scores", c.key]),
    ["conclusion"],
    ["comment"],
  ];

  /** Shows each issue under its field and clears the others; true when there is none. */
  function check(values: OpinionValues, forDraft: boolean) {
    const issues = opinionIssues(packet, values, forDraft);
    const names = new Map(packet.criteria.map((c) => [c.key, pickName(en, c.zh, c.en)]));
    const errors = new Map(
      issues.map((issue) => [
        fieldOf(issue).join("."),
        t(issue.key, { ...issue, criterion: "criterion" in issue ? names.get(issue.criterion) : undefined }),
      ]),
    );
    form.setFields(
      fields().map((name) => {
        const error = errors.get(name.join("."));
        return { name: name as never, errors: error ? [error] : [] };
      }),
    );
    return issues.length === 0;
  }

  /** A field changed: its message, if any, is for the next check to say again. */
  function clearChanged(changed: Partial<OpinionValues>) {
    const names = Object.entries(changed).flatMap(([key, value]) =>
      key === "scores" && value && typeof value === "object" ? Object.keys(value).map((c) => ["scores", c]) : [[key]],
    );
    form.setFields(names.map((name) => ({ name: name as never, errors: [] })));
  }

  async function saveDraft() {
    const values = form.getFieldsValue(true) as OpinionValues;
    if (!check(values, true)) return;
    const reply = await save.mutateAsync(opinionRequest(packet.assignmentId, values));
    message.success(reply.message || t("erUi.draftSaved"));
  }

  function askSubmit() {
    const values = form.getFieldsValue(true) as OpinionValues;
    if (!check(values, false)) return;
    modal.confirm({
      title: t("erUi.submitConfirm"),
      content: t("erUi.submitConfirmHint"),
      okText: t("erUi.submit"),
      cancelText: t("erUi.cancel"),
      onOk: () =>
        submit
          .mutateAsync(opinionRequest(packet.assignmentId, values))
          .then((reply) => message.success(reply.message || t("erUi.submitted"))),
    });
  }

  return (
    <Card title={t("erUi.opinionTitle")} size="small">
      {submitted && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("erUi.readOnly", { time: timeText(packet.opinion?.submittedAt) })}
          action={
            <Button
              size="small"
              icon={<FileWordOutlined />}
              onClick={() => downloadOpinionDoc(packet.assignmentId, userId).catch(() => undefined)}
            >
              {t("erUi.downloadWord")}
            </Button>
          }
        />
      )}
      {packet.opinion?.validity === "INVALID" && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("erUi.invalidOpinion")}
          description={packet.opinion.invalidReason}
        />
      )}
      {editable && !hasSignature && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("erUi.needSignature")}
          action={
            <Button size="small" onClick={() => navigate(IDENTITY_PATH)}>
              {t("erUi.toSignature")}
            </Button>
          }
        />
      )}
      <Form<OpinionValues>
        form={form}
        name="opinion"
        layout="vertical"
        disabled={!editable}
        initialValues={initialOpinion(packet)}
        onValuesChange={clearChanged}
      >
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t("erUi.scores")}
        </Typography.Title>
        <Flex gap={12} wrap>
          {packet.criteria.map((c) => (
            <Form.Item
              key={c.key}
              name={["scores", c.key]}
              label={pickName(en, c.zh, c.en)}
              style={{ minWidth: 110, flex: "1 1 110px" }}
            >
              <InputNumber min={0} max={c.max} suffix={t("erUi.outOf", { max: c.max })} style={{ width: "100%" }} />
            </Form.Item>
          ))}
        </Flex>
        {packet.criteria.length > 0 && (
          <Typography.Paragraph>
            {t("erUi.scoreTotal")}
            <span className="er-total" data-testid="opinion-total">
              {` ${total ?? "-"} / ${opinionMax(packet.criteria)}`}
            </span>
          </Typography.Paragraph>
        )}
        <Form.Item name="conclusion" label={t("erUi.conclusion")} required={editable}>
          <Radio.Group options={packet.conclusionScale.map((c) => ({ value: c, label: t(`erUi.conclusion.${c}`) }))} />
        </Form.Item>
        <Form.Item
          name="comment"
          label={t("erUi.comment")}
          required={editable}
          extra={
            <span
              className={length >= packet.commentMinLength ? "er-count-ok" : "er-count-short"}
              data-testid="comment-count"
            >
              {t("erUi.commentCount", { count: length, min: packet.commentMinLength })}
            </span>
          }
        >
          <Input.TextArea
            rows={8}
            maxLength={5000}
            placeholder={t("erUi.commentHint", { min: packet.commentMinLength })}
          />
        </Form.Item>
        {editable && (
          <Flex gap={8} wrap>
            <Button onClick={() => saveDraft().catch(() => undefined)} loading={save.isPending}>
              {t("erUi.saveDraft")}
            </Button>
            <Button type="primary" onClick={askSubmit} loading={submit.isPending}>
              {t("erUi.submit")}
            </Button>
            {packet.opinion?.savedAt && !submitted && (
              <Typography.Text type="secondary" style={{ alignSelf: "center" }}>
                {t("erUi.savedAt", { time: timeText(packet.opinion.savedAt) })}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Form>
    </Card>
  );
}
