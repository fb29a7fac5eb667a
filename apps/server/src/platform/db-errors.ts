import type { MessageKey } from "@zcps/contracts/messages";

/** The index name of a unique violation (SQLSTATE 23505) from pg, PGlite or a drizzle wrapper; else null. */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (e.code === "23505") {
      if (e.constraint) return e.constraint;
      const match = /unique constraint "([^"]+)"/.exec(e.message ?? "");
      return match?.[1] ?? "";
    }
    current = e.cause;
  }
  return null;
}

/** True for a foreign-key violation (SQLSTATE 23503): a row still refers to the one being deleted. */
export function foreignKeyViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; cause?: unknown };
    if (e.code === "23503") return true;
    current = e.cause;
  }
  return false;
}

/**
 * SQLSTATEs of a value the database cannot take as given (a NUL byte, a malformed number, uuid or date, a value
 * too long for its column): the request's fault, and a schema that let it through. The message key says which.
 */
const INVALID_INPUT: Record<string, MessageKey> = {
  "22021": "param.badCharacter", // character_not_in_repertoire: a NUL byte in text
  "22P05": "param.badCharacter", // untranslatable_character: \u0000 in jsonb
  "22001": "param.valueTooLong", // string_data_right_truncation
  "22P02": "param.badValue", // invalid_text_representation: "x" as a uuid or integer
  "22003": "param.badValue", // numeric_value_out_of_range
  "22007": "param.badValue", // invalid_datetime_format
  "22008": "param.badValue", // datetime_field_overflow
};

/** The message key for a database error caused by a bad value (see INVALID_INPUT); else null. */
export function invalidInput(error: unknown): MessageKey | null {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const e = current as { code?: string; cause?: unknown };
    if (e.code && Object.hasOwn(INVALID_INPUT, e.code)) return INVALID_INPUT[e.code] ?? null;
    current = e.cause;
  }
  return null;
}
