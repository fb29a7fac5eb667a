import type { BatchTitleRow, RequirementKey, RequirementRow } from "@zcps/contracts/zcps/catalogue/api";
import type { DeclarationMethod } from "@zcps/contracts/zcps/catalogue/catalogue";
import { CATALOGUE_ELEMENTS } from "@zcps/contracts/zcps/catalogue/elements";
import { describeRuleTree, type RuleNode, ruleNodeSchema } from "@zcps/contracts/zcps/eligibility";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Select from "antd/es/select";
import Table from "antd/es/table";
import Tabs from "antd/es/tabs";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import dayjs from "../../../../lib/dayjs";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useRequirementVersions } from "../api/get-requirement-versions";
import { useSaveRequirement } from "../api/save-requirement";
import { newGroup, RuleEditor } from "./rule-editor";
import { StaffTestPanel } from "./staff-test-panel";
import type { CatalogueLabels } from "./use-catalogue-labels";

export type RequirementDrawerState = { open: false } | { open: true; row?: RequirementRow };

const emptyRule = (): RuleNode => ({ ...newGroup("ALL"), id: "root" });

/**
 * Adds or edits one requirement: the key (title, track, method) for a new one, the rule tree with each node's text
 * and the whole requirement's text, the original wording, older versions (read-only) and a test against a staff member.
 */
export function RequirementDrawer({
  state,
  projectTimeId,
  batchStatus,
  titles,
  labels,
  onClose,
}: {
  state: RequirementDrawerState;
  projectTimeId: string;
  batchStatus: string | undefined;
  titles: BatchTitleRow[];
  labels: CatalogueLabels;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const save = useSaveRequirement();
  const row = state.open ? state.row : undefined;
  const [titleId, setTitleId] = useState<string>();
  const [trackCode, setTrackCode] = useState("");
  const [method, setMethod] = useState<string>("NORMAL");
  const [rule, setRule] = useState<RuleNode>(emptyRule);
  const [text, setText] = useState("");
  const [viewing, setViewing] = useState<RequirementRow | null>(null);

  useEffect(() => {
    if (!state.open) return;
    setViewing(null);
    if (state.row) {
      setTitleId(state.row.titleId);
      setTrackCode(state.row.trackCode);
      setMethod(state.row.method);
      setRule(state.row.rule);
      setText(state.row.text ?? "");
    } else {
      setTitleId(undefined);
      setTrackCode("");
      setMethod("NORMAL");
      setRule(emptyRule());
      setText("");
    }
  }, [state]);

  const key: RequirementKey | null = row
    ? { projectTimeId, titleId: row.titleId, trackCode: row.trackCode, method: row.method }
    : null;
  const versions = useRequirementVersions(state.open ? key : null);
  const lang = labels.lang;
  const shown = viewing?.rule ?? rule;
  const wholeText = useMemo(() => describeRuleTree(shown, lang).join("\n"), [shown, lang]);
  const check = ruleNodeSchema.safeParse(rule);
  const problem = check.success ? null : t(check.error.issues[0]?.message ?? "catalogue.ruleInvalid");
  const title = titles.find((x) => x.titleId === titleId);
  const canSave = row ? can(CATALOGUE_ELEMENTS.requireEdit) : can(CATALOGUE_ELEMENTS.requireAdd);

  async function submit() {
    if (!check.success) return;
    const body = { rule: check.data, text: text.trim() || null };
    const reply = row
      ? await save.mutateAsync({ id: row.id, input: body })
      : await save.mutateAsync({
          input: { ...body, projectTimeId, titleId: titleId ?? "", trackCode, method: method as DeclarationMethod },
        });
    message.success(reply.message);
    onClose();
  }

  const editor = viewing ? (
    <Alert
      type="info"
      showIcon
      message={t("catalogue.requirement.viewingVersion", { version: viewing.version })}
      action={
        <Button size="small" onClick={() => setViewing(null)}>
          {t("catalogue.requirement.backToCurrent")}
        </Button>
      }
    />
  ) : (
    <RuleEditor value={rule} onChange={setRule} />
  );

  return (
    <Drawer
      open={state.open}
      width="min(1100px, 96vw)"
      title={row ? t("catalogue.requirement.edit") : t("catalogue.requirement.add")}
      onClose={onClose}
      destroyOnHidden
      extra={
        canSave && (
          <Button
            type="primary"
            disabled={Boolean(problem) || (!row && !titleId)}
            loading={save.isPending}
            onClick={() => submit().catch(() => undefined)}
          >
            {t("catalogue.save")}
          </Button>
        )
      }
    >
      <Flex vertical gap={12}>
        {row && batchStatus && batchStatus !== "DRAFT" && (
          <Alert type="warning" showIcon message={t("catalogue.requirement.publishedNotice")} />
        )}
        <Flex gap={8} wrap align="center">
          <Select<string>
            value={titleId}
            disabled={Boolean(row)}
            onChange={(id) => {
              setTitleId(id);
              setTrackCode("");
              const next = titles.find((x) => x.titleId === id);
              setMethod(next?.methods.includes("NORMAL") ? "NORMAL" : (next?.methods[0] ?? "NORMAL"));
            }}
            placeholder={t("catalogue.col.title")}
            aria-label={t("catalogue.col.title")}
            showSearch
            optionFilterProp="label"
            style={{ width: 220 }}
            options={titles.map((x) => ({ value: x.titleId, label: labels.title(x.titleId) }))}
          />
          <Select<string>
            value={trackCode}
            disabled={Boolean(row)}
            onChange={setTrackCode}
            aria-label={t("catalogue.col.track")}
            style={{ width: 200 }}
            options={[
              { value: "", label: t("catalogue.requirement.anyTrack") },
              ...(title?.trackCodes ?? []).map((code) => ({ value: code, label: labels.track(code) })),
            ]}
          />
          <Select<string>
            value={method}
            disabled={Boolean(row)}
            onChange={setMethod}
            aria-label={t("catalogue.col.method")}
            style={{ width: 190 }}
            options={(title?.methods ?? [method]).map((m) => ({ value: m, label: labels.method(m) }))}
          />
          {row && <Tag color="blue">{t("catalogue.requirement.version", { version: row.version })}</Tag>}
        </Flex>
        <Tabs
          items={[
            {
              key: "rule",
              label: t("catalogue.requirement.ruleTab"),
              children: (
                <Flex vertical gap={12}>
                  {problem && !viewing && <Alert type="error" showIcon message={problem} />}
                  <div className="rule-editor">{editor}</div>
                  <div>
                    <Typography.Title level={5}>{t("catalogue.requirement.wholeText")}</Typography.Title>
                    <pre className="rule-whole-text" data-testid="rule-whole-text">
                      {wholeText}
                    </pre>
                  </div>
                  <Input.TextArea
                    value={text}
                    onChange={(e) => setText(e.target.value)}
                    placeholder={t("catalogue.requirement.originalText")}
                    aria-label={t("catalogue.requirement.originalText")}
                    maxLength={2000}
                    autoSize={{ minRows: 2, maxRows: 6 }}
                    disabled={Boolean(viewing)}
                  />
                </Flex>
              ),
            },
            ...(can(CATALOGUE_ELEMENTS.requireTest)
              ? [
                  {
                    key: "test",
                    label: t("catalogue.requirement.testTab"),
                    children: <StaffTestPanel projectTimeId={projectTimeId} rule={check.success ? check.data : null} />,
                  },
                ]
              : []),
            ...(row
              ? [
                  {
                    key: "versions",
                    label: t("catalogue.requirement.versionsTab"),
                    children: (
                      <Table<RequirementRow>
                        rowKey="id"
                        size="small"
                        pagination={false}
                        loading={versions.isFetching}
                        dataSource={versions.data ?? []}
                        columns={[
                          { title: t("catalogue.col.version"), dataIndex: "version", width: 80 },
                          { title: t("catalogue.col.savedBy"), dataIndex: "createdByName", width: 140 },
                          {
                            title: t("catalogue.col.savedAt"),
                            dataIndex: "createdAt",
                            width: 180,
                            render: (at: string) => dayjs(at).format("YYYY-MM-DD HH:mm"),
                          },
                          {
                            title: t("catalogue.col.actions"),
                            key: "view",
                            render: (_, version) =>
                              version.version === row.version ? (
                                <Tag color="green">{t("catalogue.requirement.current")}</Tag>
                              ) : (
                                <Button type="link" size="small" onClick={() => setViewing(version)}>
                                  {t("catalogue.requirement.view")}
                                </Button>
                              ),
                          },
                        ]}
                      />
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Flex>
    </Drawer>
  );
}
