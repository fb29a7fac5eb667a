import {
  describeRule,
  isRuleGroup,
  PERSON_FIELDS,
  RULE_CMPS,
  RULE_FILTER_OPS,
  RULE_FNS,
  RULE_GROUP_OPS,
  type RuleCmp,
  type RuleFilter,
  type RuleFilterOp,
  type RuleFn,
  type RuleGroup,
  type RuleGroupOp,
  type RuleLeaf,
  type RuleNode,
  readsMaterials,
} from "@zcps/contracts/zcps/eligibility";
import { MATERIAL_TYPES, type MaterialField, materialType } from "@zcps/contracts/zcps/materials";
import Button from "antd/es/button";
import Checkbox from "antd/es/checkbox";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import InputNumber from "antd/es/input-number";
import Select from "antd/es/select";
import Typography from "antd/es/typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A node's place in the tree: child indexes from the root. */
type Path = readonly number[];
type Lang = "zh" | "en";

const DATE_PERSON_FIELDS = PERSON_FIELDS.filter((f) => f.kind === "date");

const newId = () => `n${crypto.randomUUID().replace(/-/g, "").slice(0, 10)}`;

export const newLeaf = (): RuleLeaf => ({ id: newId(), fn: "count", materialType: "PAPER", cmp: ">=", value: 1 });
export const newGroup = (op: RuleGroupOp = "ALL"): RuleGroup => ({
  id: newId(),
  op,
  ...(op === "ANY_N" ? { n: 1 } : {}),
  children: [newLeaf()],
});

/** The tree with the node at `path` replaced by what `change` makes of it (null removes it). */
function replaceAt(node: RuleNode, path: Path, change: (node: RuleNode) => RuleNode | null): RuleNode | null {
  if (path.length === 0) return change(node);
  if (!isRuleGroup(node)) return node;
  const [index, ...rest] = path;
  const children = node.children.flatMap((child, i) => {
    if (i !== index) return [child];
    const next = replaceAt(child, rest, change);
    return next ? [next] : [];
  });
  const n = node.op === "ANY_N" && node.n !== undefined ? Math.min(node.n, Math.max(children.length, 1)) : node.n;
  return { ...node, children, ...(node.op === "ANY_N" ? { n } : {}) };
}

/** A leaf switched to another function keeps only what still makes sense. */
function leafWithFn(leaf: RuleLeaf, fn: RuleFn): RuleLeaf {
  const base = { id: leaf.id, fn, ...(leaf.hard ? { hard: true } : {}) };
  if (fn === "count")
    return { ...base, materialType: leaf.materialType ?? "PAPER", filter: leaf.filter, cmp: ">=", value: 1 };
  if (fn === "exists")
    return { ...base, materialType: leaf.materialType ?? "PAPER", filter: leaf.filter, cmp: "=", value: true };
  if (fn === "sum") {
    const type = MATERIAL_TYPES.find((t) => t.fields.some((f) => f.kind === "number")) ?? MATERIAL_TYPES[0];
    const current = leaf.materialType ? materialType(leaf.materialType) : undefined;
    const owner = current?.fields.some((f) => f.kind === "number") ? current : type;
    return {
      ...base,
      materialType: owner?.code,
      field: owner?.fields.find((f) => f.kind === "number")?.name,
      cmp: ">=",
      value: 1,
    };
  }
  if (fn === "years") return { ...base, field: "currentTitleDate", cmp: ">=", value: 5 };
  const person = PERSON_FIELDS.find((f) => f.options) ?? PERSON_FIELDS[0];
  return { ...base, field: person?.name, cmp: "=", value: person?.options?.[0]?.value ?? "" };
}

/** A form editor for a requirement's rule tree: groups and leaves, each with its text as it reads now. */
export function RuleEditor({ value, onChange }: { value: RuleNode; onChange: (rule: RuleNode) => void }) {
  const change = (path: Path, fn: (node: RuleNode) => RuleNode | null) => {
    const next = replaceAt(value, path, fn);
    if (next) onChange(next);
  };
  return <NodeEditor node={value} path={[]} change={change} />;
}

interface NodeProps {
  node: RuleNode;
  path: Path;
  change: (path: Path, fn: (node: RuleNode) => RuleNode | null) => void;
}

function NodeEditor(props: NodeProps) {
  return isRuleGroup(props.node) ? (
    <GroupEditor {...props} group={props.node} />
  ) : (
    <LeafEditor {...props} leaf={props.node} />
  );
}

/** A node's box: its controls, the text it reads as now, then (groups) its children. */
function NodeFrame({
  text,
  children,
  nested,
  group,
}: {
  text: string;
  children: ReactNode;
  nested?: ReactNode;
  group?: boolean;
}) {
  return (
    <div
      className={group ? "rule-node rule-group" : "rule-node rule-leaf"}
      data-testid={group ? "rule-group" : "rule-leaf"}
    >
      {children}
      <Typography.Text className="rule-text" type="secondary">
        {text}
      </Typography.Text>
      {nested}
    </div>
  );
}

function GroupEditor({ group, path, change }: NodeProps & { group: RuleGroup }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith("en") ? "en" : "zh";
  const set = (patch: Partial<RuleGroup>) => change(path, (node) => ({ ...(node as RuleGroup), ...patch }));
  const add = (child: RuleNode) => set({ children: [...group.children, child] });
  return (
    <NodeFrame
      group
      text={describeRule(group, lang)}
      nested={
        <div className="rule-children">
          {group.children.map((child, index) => (
            <NodeEditor key={child.id} node={child} path={[...path, index]} change={change} />
          ))}
        </div>
      }
    >
      <Flex gap={6} wrap align="center">
        <Select<RuleGroupOp>
          size="small"
          value={group.op}
          aria-label={t("catalogue.rule.groupOp")}
          style={{ width: lang === "en" ? 170 : 150 }}
          onChange={(op) => set({ op, n: op === "ANY_N" ? Math.min(group.n ?? 1, group.children.length) : undefined })}
          options={RULE_GROUP_OPS.map((op) => ({ value: op, label: t(`catalogue.rule.op.${op}`) }))}
        />
        {group.op === "ANY_N" && (
          <InputNumber
            size="small"
            min={1}
            max={Math.max(group.children.length, 1)}
            precision={0}
            value={group.n ?? 1}
            aria-label={t("catalogue.rule.n")}
            addonBefore={t("catalogue.rule.n")}
            style={{ width: 130 }}
            onChange={(n) => set({ n: n ?? 1 })}
          />
        )}
        <Checkbox checked={Boolean(group.hard)} onChange={(e) => set({ hard: e.target.checked || undefined })}>
          {t("catalogue.rule.hard")}
        </Checkbox>
        <Button size="small" onClick={() => add(newLeaf())} disabled={group.op === "NOT" && group.children.length >= 1}>
          {t("catalogue.rule.addLeaf")}
        </Button>
        <Button
          size="small"
          onClick={() => add(newGroup("ALL"))}
          disabled={group.op === "NOT" && group.children.length >= 1}
        >
          {t("catalogue.rule.addAll")}
        </Button>
        <Button
          size="small"
          onClick={() => add(newGroup("ANY_N"))}
          disabled={group.op === "NOT" && group.children.length >= 1}
        >
          {t("catalogue.rule.addAnyN")}
        </Button>
        <Button
          size="small"
          onClick={() => add(newGroup("NOT"))}
          disabled={group.op === "NOT" && group.children.length >= 1}
        >
          {t("catalogue.rule.addNot")}
        </Button>
        {path.length > 0 && (
          <Button size="small" danger type="text" onClick={() => change(path, () => null)}>
            {t("catalogue.rule.remove")}
          </Button>
        )}
      </Flex>
      <LabelInputs node={group} onChange={(label) => set({ label })} />
    </NodeFrame>
  );
}

/** An optional wording of the node (both languages), shown instead of the generated text. */
function LabelInputs({ node, onChange }: { node: RuleNode; onChange: (label: RuleNode["label"]) => void }) {
  const { t } = useTranslation();
  const label = node.label;
  const update = (lang: Lang, text: string) => {
    const next = { zh: label?.zh ?? "", en: label?.en ?? "", [lang]: text };
    onChange(next.zh.trim() || next.en.trim() ? next : undefined);
  };
  return (
    <Flex gap={6} style={{ marginTop: 6 }}>
      <Input
        size="small"
        value={label?.zh ?? ""}
        placeholder={t("catalogue.rule.labelZh")}
        aria-label={t("catalogue.rule.labelZh")}
        maxLength={300}
        onChange={(e) => update("zh", e.target.value)}
      />
      <Input
        size="small"
        value={label?.en ?? ""}
        placeholder={t("catalogue.rule.labelEn")}
        aria-label={t("catalogue.rule.labelEn")}
        maxLength={300}
        onChange={(e) => update("en", e.target.value)}
      />
    </Flex>
  );
}

function LeafEditor({ leaf, path, change }: NodeProps & { leaf: RuleLeaf }) {
  const { t, i18n } = useTranslation();
  const lang: Lang = i18n.language.startsWith("en") ? "en" : "zh";
  const set = (patch: Partial<RuleLeaf>) => change(path, (node) => ({ ...(node as RuleLeaf), ...patch }));
  const type = leaf.materialType ? materialType(leaf.materialType) : undefined;
  const person = PERSON_FIELDS.find((f) => f.name === leaf.field);
  const usesMaterial = readsMaterials(leaf.fn);

  const typeOptions = MATERIAL_TYPES.filter((m) => leaf.fn !== "sum" || m.fields.some((f) => f.kind === "number")).map(
    (m) => ({ value: m.code, label: m.label[lang] }),
  );
  const cmpOptions = (
    leaf.fn === "exists" || (leaf.fn === "field" && !person?.order && person?.kind !== "date")
      ? (["=", "!="] as RuleCmp[])
      : RULE_CMPS
  ).map((c) => ({ value: c, label: t(`catalogue.rule.cmp.${cmpKey(c)}`) }));

  return (
    <NodeFrame text={describeRule(leaf, lang)}>
      <Flex gap={6} wrap align="center">
        <Select<RuleFn>
          size="small"
          value={leaf.fn}
          aria-label={t("catalogue.rule.fn")}
          style={{ width: lang === "en" ? 170 : 130 }}
          onChange={(fn) => change(path, (node) => leafWithFn(node as RuleLeaf, fn))}
          options={RULE_FNS.map((fn) => ({ value: fn, label: t(`catalogue.rule.fnName.${fn}`) }))}
        />
        {usesMaterial && (
          <Select<string>
            size="small"
            showSearch
            optionFilterProp="label"
            value={leaf.materialType}
            aria-label={t("catalogue.rule.materialType")}
            style={{ width: 180 }}
            onChange={(code) => {
              const next = materialType(code);
              set({
                materialType: code,
                filter: undefined,
                ...(leaf.fn === "sum" ? { field: next?.fields.find((f) => f.kind === "number")?.name } : {}),
              });
            }}
            options={typeOptions}
          />
        )}
        {leaf.fn === "sum" && (
          <Select<string>
            size="small"
            value={leaf.field}
            aria-label={t("catalogue.rule.sumField")}
            style={{ width: 150 }}
            onChange={(field) => set({ field })}
            options={(type?.fields ?? [])
              .filter((f) => f.kind === "number")
              .map((f) => ({ value: f.name, label: f.label[lang] }))}
          />
        )}
        {(leaf.fn === "years" || leaf.fn === "field") && (
          <Select<string>
            size="small"
            value={leaf.field}
            aria-label={t("catalogue.rule.personField")}
            style={{ width: 170 }}
            onChange={(field) => {
              const next = PERSON_FIELDS.find((f) => f.name === field);
              set({ field, ...(leaf.fn === "field" ? { value: next?.options?.[0]?.value ?? "", cmp: "=" } : {}) });
            }}
            options={(leaf.fn === "years" ? DATE_PERSON_FIELDS : PERSON_FIELDS).map((f) => ({
              value: f.name,
              label: f.label[lang],
            }))}
          />
        )}
        <Select<RuleCmp>
          size="small"
          value={leaf.cmp}
          aria-label={t("catalogue.rule.cmpLabel")}
          style={{ width: lang === "en" ? 150 : 100 }}
          onChange={(cmp) => set({ cmp })}
          options={cmpOptions}
        />
        <LeafValue
          leaf={leaf}
          personOptions={person?.options}
          personKind={person?.kind}
          lang={lang}
          onChange={(value) => set({ value })}
        />
        <Checkbox checked={Boolean(leaf.hard)} onChange={(e) => set({ hard: e.target.checked || undefined })}>
          {t("catalogue.rule.hard")}
        </Checkbox>
        {path.length > 0 && (
          <Button size="small" danger type="text" onClick={() => change(path, () => null)}>
            {t("catalogue.rule.remove")}
          </Button>
        )}
      </Flex>
      {usesMaterial && type && (
        <FiltersEditor
          filters={leaf.filter ?? []}
          fields={type.fields}
          lang={lang}
          onChange={(filter) => set({ filter: filter.length > 0 ? filter : undefined })}
        />
      )}
      <LabelInputs node={leaf} onChange={(label) => set({ label })} />
    </NodeFrame>
  );
}

const cmpKey = (cmp: RuleCmp) => ({ ">=": "gte", ">": "gt", "<=": "lte", "<": "lt", "=": "eq", "!=": "ne" })[cmp];
const filterOpKey = (op: RuleFilterOp) =>
  ({ "=": "eq", "!=": "ne", in: "in", ">=": "gte", "<=": "lte", since: "since" })[op];

function LeafValue({
  leaf,
  personOptions,
  personKind,
  lang,
  onChange,
}: {
  leaf: RuleLeaf;
  personOptions?: readonly { value: string; zh: string; en: string }[];
  personKind?: string;
  lang: Lang;
  onChange: (value: RuleLeaf["value"]) => void;
}) {
  const { t } = useTranslation();
  if (leaf.fn === "exists")
    return (
      <Select<string>
        size="small"
        value={String(leaf.value)}
        aria-label={t("catalogue.rule.value")}
        style={{ width: 110 }}
        onChange={(v) => onChange(v === "true")}
        options={[
          { value: "true", label: t("catalogue.rule.exists") },
          { value: "false", label: t("catalogue.rule.notExists") },
        ]}
      />
    );
  if (leaf.fn === "field" && personOptions)
    return (
      <Select<string>
        size="small"
        value={String(leaf.value)}
        aria-label={t("catalogue.rule.value")}
        style={{ width: 160 }}
        onChange={onChange}
        options={personOptions.map((o) => ({ value: o.value, label: o[lang] }))}
      />
    );
  if (leaf.fn === "field")
    return (
      <Input
        size="small"
        value={String(leaf.value)}
        aria-label={t("catalogue.rule.value")}
        placeholder={personKind === "date" ? "YYYY-MM-DD" : undefined}
        style={{ width: 140 }}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  return (
    <InputNumber
      size="small"
      min={0}
      value={typeof leaf.value === "number" ? leaf.value : Number(leaf.value) || 0}
      aria-label={t("catalogue.rule.value")}
      style={{ width: 100 }}
      onChange={(v) => onChange(v ?? 0)}
    />
  );
}

/** Conditions on the counted items: a field of the material type, an operator and a value from the field's list. */
function FiltersEditor({
  filters,
  fields,
  lang,
  onChange,
}: {
  filters: RuleFilter[];
  fields: readonly MaterialField[];
  lang: Lang;
  onChange: (filters: RuleFilter[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<RuleFilter>) =>
    onChange(filters.map((f, i) => (i === index ? { ...f, ...patch } : f)));
  const first = fields[0];
  return (
    <Flex vertical gap={4} style={{ marginTop: 6 }}>
      {filters.map((filter, index) => {
        const field = fields.find((f) => f.name === filter.field);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: filters have no identity of their own
          <Flex key={index} gap={6} wrap align="center" className="rule-filter">
            <Typography.Text type="secondary">{t("catalogue.rule.where")}</Typography.Text>
            <Select<string>
              size="small"
              value={filter.field}
              aria-label={t("catalogue.rule.filterField")}
              style={{ width: 150 }}
              onChange={(name) =>
                update(index, {
                  field: name,
                  value: defaultFilterValue(
                    fields.find((f) => f.name === name),
                    filter.op,
                  ),
                })
              }
              options={fields.map((f) => ({ value: f.name, label: f.label[lang] }))}
            />
            <Select<RuleFilterOp>
              size="small"
              value={filter.op}
              aria-label={t("catalogue.rule.filterOp")}
              style={{ width: lang === "en" ? 170 : 130 }}
              onChange={(op) => update(index, { op, value: defaultFilterValue(field, op) })}
              options={RULE_FILTER_OPS.map((op) => ({
                value: op,
                label: t(`catalogue.rule.filterOpName.${filterOpKey(op)}`),
              }))}
            />
            <FilterValue filter={filter} field={field} lang={lang} onChange={(value) => update(index, { value })} />
            <Button size="small" type="text" danger onClick={() => onChange(filters.filter((_, i) => i !== index))}>
              {t("catalogue.rule.remove")}
            </Button>
          </Flex>
        );
      })}
      {first && (
        <div>
          <Button
            size="small"
            type="dashed"
            onClick={() =>
              onChange([...filters, { field: first.name, op: "=", value: defaultFilterValue(first, "=") }])
            }
          >
            {t("catalogue.rule.addFilter")}
          </Button>
        </div>
      )}
    </Flex>
  );
}

function defaultFilterValue(field: MaterialField | undefined, op: RuleFilterOp): unknown {
  if (op === "since") return "currentTitleDate";
  if (op === "in") return field?.options?.slice(0, 1).map((o) => o.value) ?? [];
  if (field?.options?.[0]) return field.options[0].value;
  if (field?.kind === "number") return 0;
  if (field?.kind === "boolean") return true;
  return "";
}

function FilterValue({
  filter,
  field,
  lang,
  onChange,
}: {
  filter: RuleFilter;
  field: MaterialField | undefined;
  lang: Lang;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const label = t("catalogue.rule.filterValue");
  if (filter.op === "since")
    return (
      <Select<string>
        size="small"
        value={String(filter.value)}
        aria-label={label}
        style={{ width: 170 }}
        onChange={onChange}
        options={DATE_PERSON_FIELDS.map((f) => ({ value: f.name, label: f.label[lang] }))}
      />
    );
  if (field?.options)
    return (
      <Select<string | string[]>
        size="small"
        mode={filter.op === "in" ? "multiple" : undefined}
        value={filter.value as string | string[]}
        aria-label={label}
        style={{ minWidth: 150 }}
        onChange={onChange}
        options={field.options.map((o) => ({ value: o.value, label: o[lang] }))}
      />
    );
  if (field?.kind === "boolean")
    return (
      <Select<string>
        size="small"
        value={String(filter.value)}
        aria-label={label}
        style={{ width: 90 }}
        onChange={(v) => onChange(v === "true")}
        options={[
          { value: "true", label: t("catalogue.yes") },
          { value: "false", label: t("catalogue.no") },
        ]}
      />
    );
  if (field?.kind === "number")
    return (
      <InputNumber
        size="small"
        value={Number(filter.value) || 0}
        aria-label={label}
        onChange={(v) => onChange(v ?? 0)}
      />
    );
  return (
    <Input
      size="small"
      value={Array.isArray(filter.value) ? filter.value.join(",") : String(filter.value ?? "")}
      aria-label={label}
      style={{ width: 150 }}
      onChange={(e) =>
        onChange(
          filter.op === "in"
            ? e.target.value
                .split(",")
                .map((s) => s.trim())
                .filter(Boolean)
            : e.target.value,
        )
      }
    />
  );
}
