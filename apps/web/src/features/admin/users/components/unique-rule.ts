import type { FormItemProps, FormRule } from "antd";
import { checkUnique, type UniqueField, type UniqueTarget } from "../api/check-unique";

/**
 * A blur-time server check that the value is free; the reply's message shows
 * under the field. A failed check call does not block typing: the server
 * refuses a clash again when the form is saved.
 */
export function uniqueRule(field: UniqueField, target: UniqueTarget): FormRule {
  return {
    validateTrigger: "onBlur",
    validator: async (_rule, value: unknown) => {
      const text = typeof value === "string" ? value.trim() : "";
      if (!text) return;
      let clash: string | null = null;
      try {
        clash = await checkUnique(field, text, target);
      } catch {
        return;
      }
      if (clash) throw new Error(clash);
    },
  };
}

/** Form.Item props for a field with a blur check: format rules first, the server only for a well-formed value. */
export const BLUR_CHECKED: Pick<FormItemProps, "validateTrigger" | "validateFirst"> = {
  validateTrigger: ["onChange", "onBlur"],
  validateFirst: true,
};
