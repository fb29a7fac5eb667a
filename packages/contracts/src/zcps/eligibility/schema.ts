import { z } from "zod";
import { materialType } from "../materials";
import { PERSON_BY_NAME, personDateField } from "./person-fields";
import {
  isRuleGroup,
  RULE_CMPS,
  RULE_FILTER_OPS,
  RULE_FNS,
  RULE_GROUP_OPS,
  type RuleNode,
  readsMaterials,
} from "./rules";

/** Validation of a requirement's rule tree as an editor saves it; each message is a key of the declaration messages. */

const ID = /^[A-Za-z0-9_.-]{1,64}$/;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const MAX_NODES = 200;
const MAX_DEPTH = 8;

const idSchema = z.string("rule.v.idInvalid").regex(ID, "rule.v.idInvalid");
const labelSchema = z.object(
  {
    zh: z.string("rule.v.labelInvalid").trim().min(1, "rule.v.labelInvalid").max(300, "rule.v.labelInvalid"),
    en: z.string("rule.v.labelInvalid").trim().min(1, "rule.v.labelInvalid").max(300, "rule.v.labelInvalid"),
  },
  "rule.v.labelInvalid",
);
const scalar = z.union([z.number(), z.string().max(200), z.boolean()]);
const filterSchema = z.object(
  {
    field: z.string("rule.v.filterInvalid").regex(NAME, "rule.v.filterInvalid"),
    op: z.enum(RULE_FILTER_OPS, "rule.v.filterInvalid"),
    value: z.union([scalar, z.array(z.union([z.number(), z.string().max(200)])).max(50)], "rule.v.filterInvalid"),
  },
  "rule.v.filterInvalid",
);

const leafSchema = z
  .object({
    id: idSchema,
    fn: z.enum(RULE_FNS, "rule.v.nodeInvalid"),
    materialType: z.string().max(64).optional(),
    field: z.string().max(64).optional(),
    filter: z.array(filterSchema).max(20, "rule.v.filterInvalid").optional(),
    cmp: z.enum(RULE_CMPS, "rule.v.cmpInvalid"),
    value: z.union([z.number().finite(), z.string().max(200), z.boolean()], "rule.v.valueInvalid"),
    label: labelSchema.optional(),
    hard: z.boolean().optional(),
  })
  .superRefine((leaf, ctx) => {
    const issue = (message: string, path: PropertyKey[]) => ctx.addIssue({ code: "custom", message, path });
    if (readsMaterials(leaf.fn)) {
      const type = leaf.materialType ? materialType(leaf.materialType) : undefined;
      if (!leaf.materialType) return issue("rule.v.materialTypeRequired", ["materialType"]);
      if (!type) return issue("rule.v.materialTypeUnknown", ["materialType"]);
      (leaf.filter ?? []).forEach((filter, index) => {
        const known = type.fields.some((f) => f.name === filter.field);
        const shapeOk =
          filter.op === "in"
            ? Array.isArray(filter.value)
            : filter.op === "since"
              ? personDateField(filter.value)
              : !Array.isArray(filter.value);
        if (!known || !shapeOk) issue("rule.v.filterInvalid", ["filter", index]);
      });
      if (leaf.fn === "sum") {
        if (!leaf.field) return issue("rule.v.fieldRequired", ["field"]);
        if (type.fields.find((f) => f.name === leaf.field)?.kind !== "number") {
          return issue("rule.v.fieldUnknown", ["field"]);
        }
      }
      if (leaf.fn === "exists") {
        if (typeof leaf.value !== "boolean") issue("rule.v.valueInvalid", ["value"]);
        if (leaf.cmp !== "=" && leaf.cmp !== "!=") issue("rule.v.cmpInvalid", ["cmp"]);
      } else if (typeof leaf.value !== "number" || leaf.value < 0) {
        issue("rule.v.valueInvalid", ["value"]);
      }
      return;
    }
    if (leaf.filter?.length) issue("rule.v.filterInvalid", ["filter"]);
    if (!leaf.field) return issue("rule.v.fieldRequired", ["field"]);
    const person = PERSON_BY_NAME.get(leaf.field);
    if (!person) return issue("rule.v.fieldUnknown", ["field"]);
    if (leaf.fn === "years") {
      if (person.kind !== "date") issue("rule.v.fieldUnknown", ["field"]);
      if (typeof leaf.value !== "number" || leaf.value < 0) issue("rule.v.valueInvalid", ["value"]);
      return;
    }
    if (person.options && !person.options.some((o) => o.value === String(leaf.value))) {
      issue("rule.v.valueInvalid", ["value"]);
    }
    const ordered = person.order !== undefined || person.kind === "date";
    if (!ordered && leaf.cmp !== "=" && leaf.cmp !== "!=") issue("rule.v.cmpInvalid", ["cmp"]);
  });

const groupSchema = z
  .object({
    id: idSchema,
    op: z.enum(RULE_GROUP_OPS, "rule.v.nodeInvalid"),
    n: z.number().int("rule.v.nInvalid").optional(),
    label: labelSchema.optional(),
    hard: z.boolean().optional(),
    children: z
      .array(
        z.lazy(() => nodeSchema),
        "rule.v.childrenRequired",
      )
      .max(50, "rule.v.tooLarge"),
  })
  .superRefine((group, ctx) => {
    if (group.children.length === 0) {
      ctx.addIssue({ code: "custom", message: "rule.v.childrenRequired", path: ["children"] });
    } else if (group.op === "NOT" && group.children.length !== 1) {
      ctx.addIssue({ code: "custom", message: "rule.v.notOneChild", path: ["children"] });
    } else if (group.op === "ANY_N" && (group.n === undefined || group.n < 1 || group.n > group.children.length)) {
      ctx.addIssue({ code: "custom", message: "rule.v.nInvalid", path: ["n"] });
    }
  });

/** A node is a group when it has `op`, a leaf otherwise: the matching schema reports its own issues. */
const nodeSchema: z.ZodType<RuleNode> = z.unknown().transform((value, ctx) => {
  const isObject = typeof value === "object" && value !== null && !Array.isArray(value);
  if (!isObject) {
    ctx.addIssue({ code: "custom", message: "rule.v.nodeInvalid" });
    return z.NEVER;
  }
  const result = ("op" in value ? groupSchema : leafSchema).safeParse(value);
  if (result.success) return result.data as RuleNode;
  for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
  return z.NEVER;
});

function treeShape(node: RuleNode, depth: number, ids: string[], shape: { nodes: number; depth: number }): void {
  shape.nodes += 1;
  shape.depth = Math.max(shape.depth, depth);
  ids.push(node.id);
  if (isRuleGroup(node)) for (const child of node.children) treeShape(child, depth + 1, ids, shape);
}

/** A whole requirement tree: every node valid, ids unique, at most 200 nodes and 8 levels. */
export const ruleNodeSchema: z.ZodType<RuleNode> = nodeSchema.superRefine((root, ctx) => {
  const ids: string[] = [];
  const shape = { nodes: 0, depth: 0 };
  treeShape(root, 1, ids, shape);
  if (shape.nodes > MAX_NODES || shape.depth > MAX_DEPTH) ctx.addIssue({ code: "custom", message: "rule.v.tooLarge" });
  if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", message: "rule.v.idDuplicate" });
});
