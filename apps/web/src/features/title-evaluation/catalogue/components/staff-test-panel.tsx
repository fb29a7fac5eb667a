import type { RequirementTestResult } from "@zcps/contracts/zcps/catalogue/api";
import type { RuleNode, RuleResult } from "@zcps/contracts/zcps/eligibility";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Select from "antd/es/select";
import Tag from "antd/es/tag";
import Tree from "antd/es/tree";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useStaffSearch } from "../api/search-staff";
import { useTestRequirement } from "../api/test-requirement";

interface ResultNode {
  key: string;
  title: React.ReactNode;
  children?: ResultNode[];
}

function toTree(result: RuleResult, lang: "zh" | "en", t: (key: string) => string): ResultNode {
  return {
    key: result.id,
    title: (
      <span data-testid={`rule-result-${result.id}`}>
        <Tag color={result.pass ? "green" : "red"}>
          {result.pass ? t("catalogue.test.pass") : t("catalogue.test.fail")}
        </Tag>
        {result.text[lang]}
        {result.actual !== null && result.actual !== undefined && (
          <Typography.Text type="secondary">
            {" "}
            （{t("catalogue.test.actual")} {String(result.actual)} · {t("catalogue.test.expected")} {result.expected}）
          </Typography.Text>
        )}
      </span>
    ),
    children: result.children?.map((child) => toTree(child, lang, t)),
  };
}

/** Evaluates the rule being edited for a chosen staff member, so the administrator sees it act on real data. */
export function StaffTestPanel({ projectTimeId, rule }: { projectTimeId: string; rule: RuleNode | null }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language.startsWith("en") ? "en" : "zh";
  const [keyword, setKeyword] = useState("");
  const [staffId, setStaffId] = useState<string>();
  const [result, setResult] = useState<RequirementTestResult | null>(null);
  const staff = useStaffSearch(keyword, true);
  const test = useTestRequirement();

  async function run() {
    if (!rule || !staffId) return;
    setResult(await test.mutateAsync({ projectTimeId, staffId, rule }));
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Select<string>
          showSearch
          filterOption={false}
          onSearch={setKeyword}
          value={staffId}
          onChange={setStaffId}
          placeholder={t("catalogue.test.chooseStaff")}
          aria-label={t("catalogue.test.chooseStaff")}
          loading={staff.isFetching}
          style={{ width: 360 }}
          options={(staff.data ?? []).map((s) => ({
            value: s.id,
            label: `${s.name}（${s.employeeNo}${s.unitName ? ` · ${s.unitName}` : ""}）`,
          }))}
        />
        <Button
          type="primary"
          disabled={!rule || !staffId}
          loading={test.isPending}
          onClick={() => run().catch(() => undefined)}
        >
          {t("catalogue.test.run")}
        </Button>
      </Flex>
      {!rule && <Alert type="warning" showIcon message={t("catalogue.test.ruleInvalid")} />}
      {result && (
        <Flex vertical gap={8}>
          <Alert
            type={result.result.pass ? "success" : "error"}
            showIcon
            message={t(result.result.pass ? "catalogue.test.eligible" : "catalogue.test.notEligible", {
              name: result.staff.name,
            })}
            description={t(
              result.source === "declaration" ? "catalogue.test.fromDeclaration" : "catalogue.test.fromRecords",
              {
                count: result.materials,
              },
            )}
          />
          <Tree defaultExpandAll selectable={false} treeData={[toTree(result.result, lang, t)]} />
        </Flex>
      )}
    </Flex>
  );
}
