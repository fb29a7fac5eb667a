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
