import type { FormItemProps, Rule } from "antd/es/form";
import type { z } from "zod";
import i18n from "../i18n";

/**
 * antd Form rules backed by the shared zod schemas (packages/contracts): one
 * source for every field rule. Schema messages are i18n keys.
 */
function firstIssueMessage(error: z.ZodError, field?: string): string | undefined {
  const issue = field ? error.issues.find((i) => i.path[0] === field) : error.issues[0];
  return issue ? i18n.t(issue.message) : undefined;
}

export function zodRule(schema: z.ZodType): Rule {
  return {
    validator: async (_rule, value) => {
      const result = await schema.safeParseAsync(value ?? "");
      if (result.success) return;
      throw new Error(firstIssueMessage(result.error));
    },
  };
}

/**
 * Validates `field` against an object schema using every value of the form,
 * so cross-field refinements (the password confirmation) apply.
 */
export function zodFormRule(schema: z.ZodType, field: string): Rule {
  return ({ getFieldsValue }) => ({
    validator: async () => {
      const result = await schema.safeParseAsync(getFieldsValue(true));
      if (result.success) return;
      const message = firstIssueMessage(result.error, field);
      if (message) throw new Error(message);
    },
  });
}

/**
 * A blur-time server check (a code still free?): `check` resolves to null when the value is fine, else to the
 * message to show under the field. A failed call does not block typing: the server refuses a clash on save.
 */
export function serverCheckRule(check: (text: string) => Promise<string | null>): Rule {
  return {
    validateTrigger: "onBlur",
    validator: async (_rule, value: unknown) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (!text) return;
      let clash: string | null = null;
      try {
        clash = await check(text);
      } catch {
        return;
      }
      if (clash) throw new Error(clash);
    },
  };
}

/** Form.Item props for a field with a server check: format rules on change, the server only for a well-formed value. */
export const SERVER_CHECKED: Pick<FormItemProps, "validateTrigger" | "validateFirst"> = {
  validateTrigger: ["onChange", "onBlur"],
  validateFirst: true,
};
