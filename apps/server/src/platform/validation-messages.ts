import { type Language, type MessageKey, messages, translate } from "@zcps/contracts/messages";

/**
 * What the caller is told about a request its schema refused: the schema's own message when it carries a catalogue
 * key ("v.passRule"), else "Invalid request parameter: <field> <rule>" built from the first zod issue, so a caller
 * knows which parameter to fix and how.
 */

/**
 * A zod issue: as zod throws it, or as fastify-type-provider-zod hands it to Fastify (see `fastifyIssue`). The
 * details of its code (maximum, origin, format...) are read as zod names them.
 */
export interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** One entry of a Fastify validation error made by fastify-type-provider-zod: the issue, its code and path moved. */
interface FastifyValidationEntry {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

export function fastifyIssue(entry: FastifyValidationEntry): Issue {
  return {
    ...entry.params,
    code: entry.keyword,
    path: entry.instancePath.split("/").filter(Boolean),
    message: entry.message ?? "",
  };
}

/** zod's own texts are English and never catalogue keys; a schema's message is one. */
const isMessageKey = (message: string): message is MessageKey => message in messages.zh;

/** zod says so when a required value is absent: the issue does not carry the input itself. */
const isMissing = (issue: Issue) => issue.code === "invalid_type" && / received undefined$/.test(issue.message);

/** String checks that are patterns without a name worth showing. */
const UNNAMED_FORMATS = new Set(["regex", "starts_with", "ends_with", "includes", "lowercase", "uppercase"]);

const shown = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

/** The rule the value broke, as a message key and its values (the field is added by the caller). */
function rule(issue: Issue): [MessageKey, Record<string, string | number>] {
  const details = issue as Issue & Record<string, unknown>;
  const { origin, inclusive, exact } = details;
  const isText = origin === "string";
  const isCount = origin === "array" || origin === "set" || origin === "map";
  switch (issue.code) {
    case "invalid_type":
      return isMissing(issue) ? ["param.required", {}] : ["param.type", { expected: shown(details.expected) }];
    case "too_big": {
      const max = shown(details.maximum);
      if (isText) return exact ? ["param.length", { length: max }] : ["param.maxLength", { max }];
      if (isCount) return ["param.maxItems", { max }];
      return inclusive === false ? ["param.lessThan", { max }] : ["param.max", { max }];
    }
    case "too_small": {
      const min = shown(details.minimum);
      if (isText && exact) return ["param.length", { length: min }];
      if ((isText || isCount) && min === "1" && inclusive !== false) return ["param.empty", {}];
      if (isText) return ["param.minLength", { min }];
      if (isCount) return ["param.minItems", { min }];
      return inclusive === false ? ["param.greaterThan", { min }] : ["param.min", { min }];
    }
    case "not_multiple_of":
      return ["param.multipleOf", { divisor: shown(details.divisor) }];
    case "invalid_format":
      return UNNAMED_FORMATS.has(String(details.format))
        ? ["param.format", {}]
        : ["param.formatOf", { format: shown(details.format) }];
    case "invalid_value":
      return ["param.oneOf", { values: (details.values as unknown[]).map(shown).join(", ") }];
    case "unrecognized_keys":
      return [
        "param.unknownKeys",
        { keys: (details.keys as string[]).map((k) => [...issue.path, k].join(".")).join(", ") },
      ];
    default:
      return ["param.invalid", {}];
  }
}

/**
 * The message for a refused request in the caller's language. `where` names the whole input (a path, the query,
 * the body) when the issue is about it rather than one of its fields.
 */
export function issueMessage(issue: Issue | undefined, lang: Language, where = "input"): string {
  if (!issue) return translate("common.badRequest", lang);
  if (isMessageKey(issue.message)) return translate(issue.message, lang);
  const [key, values] = rule(issue);
  const field = issue.path.length > 0 ? issue.path.map(String).join(".") : where;
  return translate("common.badParam", lang, { detail: translate(key, lang, { field, ...values }) });
}
