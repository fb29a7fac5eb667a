import { randomUUID } from "node:crypto";
import type { Executor } from "../../../db/client";
import { newToken, sha256 } from "../../../platform/tokens";
import * as repo from "./repo";

/**
 * One-time sign-in links: a module that messages a user (an expert's invitation) gives them a link that signs them
 * in once and leads to the page the message is about. Only the token's hash is kept; the token endpoint spends it
 * (`link_token`), and a used, expired or unknown link is refused alike.
 */
export async function issueSignInLink(
  db: Executor,
  link: { userId: string; path: string; expiresAt: Date },
  publicUrl: string,
): Promise<string> {
  const token = newToken();
  await repo.insertSignInLink(db, {
    id: randomUUID(),
    userId: link.userId,
    tokenHash: sha256(token),
    path: link.path,
    expiresAt: link.expiresAt,
  });
  return `${publicUrl.replace(/\/$/, "")}/login?link=${token}`;
}
