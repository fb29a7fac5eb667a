import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with its recommended costs. */
export function hashPassword(plain: string): Promise<string> {
  return hash(plain);
}

export async function verifyPassword(stored: string, plain: string): Promise<boolean> {
  try {
    return await verify(stored, plain);
  } catch {
    return false;
  }
}
