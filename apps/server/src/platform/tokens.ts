import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

/** An opaque bearer token; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256(text: string | Buffer): string {
  return createHash("sha256").update(text).digest("hex");
}

export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Strips a leading "Bearer " (the console stores the token that way). */
export function bearer(value: string | undefined): string | null {
  if (!value) return null;
  const token = value.replace(/^Bearer\s+/i, "").trim();
  return token.length > 0 ? token : null;
}
