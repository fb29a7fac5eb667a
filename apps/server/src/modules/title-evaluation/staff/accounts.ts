import { randomInt, randomUUID } from "node:crypto";
import type { MessageKey } from "@zcps/contracts/messages";
import { PASSWORD_RULE } from "@zcps/contracts/validation";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { groupMembers, groups, users } from "../../../db/schema";
import { badRequest } from "../../../platform/errors";
import { hashPassword } from "../../../platform/passwords";

const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz";
const DIGITS = "23456789";
const SPECIALS = "@#$%&*!?";

/** A 12-character initial password that passes the console's password rule (letter, digit and special). */
export function initialPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] as string;
  const all = LETTERS + DIGITS + SPECIALS;
  const chars = [pick(LETTERS), pick(LETTERS), pick(DIGITS), pick(SPECIALS)];
  while (chars.length < 12) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  const password = chars.join("");
  return PASSWORD_RULE.test(password) ? password : initialPassword();
}

export async function groupIdByCode(db: Executor, tenantId: string, code: string): Promise<string | null> {
  const [row] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.tenantId, tenantId), eq(groups.code, code)))
    .limit(1);
  return row?.id ?? null;
}

type UniqueField = "username" | "no" | "idNo" | "mobilePhone" | "email";

/** The user administration's uniqueness: the account name across tenants, the other fields within the tenant. */
export async function userFieldAvailable(db: Executor, field: UniqueField, value: string, tenantId: string) {
  const column = users[field];
  const match = field === "username" || field === "email" ? sql`lower(${column}) = lower(${value})` : eq(column, value);
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(match, isNull(users.deletedAt), field === "username" ? undefined : eq(users.tenantId, tenantId)))
    .limit(1);
  return rows.length === 0;
}

export interface NewAccount {
  tenantId: string;
  username: string;
  name: string;
  departId: string | null;
  /** the role group (by code) the account joins */
  groupCode: string;
  no?: string | null;
  idNo?: string | null;
  mobilePhone?: string | null;
  email?: string | null;
  sex?: string | null;
  nation?: string | null;
  createdBy: string | null;
  /** where a taken username is reported */
  usernameTakenKey: MessageKey;
  groupMissingKey: MessageKey;
  /** true: a taken mobile/e-mail/number/ID refuses; false: the account is opened without it */
  strictContacts: boolean;
}

/**
 * Opens an account with a random initial password in the caller's transaction and puts it in a role group. The
 * uniqueness rules are the user administration's (username across tenants; number, ID, mobile and e-mail in the
 * tenant).
 */
export async function openAccount(tx: Executor, account: NewAccount): Promise<{ userId: string; password: string }> {
  if (!(await userFieldAvailable(tx, "username", account.username, account.tenantId)))
    throw badRequest(account.usernameTakenKey);
  const groupId = await groupIdByCode(tx, account.tenantId, account.groupCode);
  if (!groupId) throw badRequest(account.groupMissingKey);
  const contacts: Record<"no" | "idNo" | "mobilePhone" | "email", string | null> = {
    no: account.no ?? null,
    idNo: account.idNo ?? null,
    mobilePhone: account.mobilePhone ?? null,
    email: account.email ?? null,
  };
  const takenKeys: Record<keyof typeof contacts, MessageKey> = {
    no: "user.noTaken",
    idNo: "user.idNoTaken",
    mobilePhone: "user.mobileTaken",
    email: "user.emailTaken",
  };
  for (const field of Object.keys(contacts) as (keyof typeof contacts)[]) {
    const value = contacts[field];
    if (value && !(await userFieldAvailable(tx, field, value, account.tenantId))) {
      if (account.strictContacts) throw badRequest(takenKeys[field]);
      contacts[field] = null;
    }
  }
  const password = initialPassword();
  const userId = randomUUID();
  await tx.insert(users).values({
    id: userId,
    tenantId: account.tenantId,
    username: account.username,
    passwordHash: await hashPassword(password),
    name: account.name,
    departId: account.departId,
    ...contacts,
    sex: account.sex ?? null,
    nation: account.nation ?? null,
    createdBy: account.createdBy,
    updatedBy: account.createdBy,
  });
  await tx.insert(groupMembers).values({ groupId, userId });
  return { userId, password };
}
