import { randomUUID } from "node:crypto";
import type { TokenResponse, VerifyCodeTicket } from "@zcps/contracts/api";
import type { OAuthGrantType } from "@zcps/contracts/oauth-clients";
import { decryptPassword } from "@zcps/contracts/password-transport";
import type { AppDeps } from "../../../platform/deps";
import { AppError, badRequest, clientInvalid, grantNotAllowed, tooManyAttempts } from "../../../platform/errors";
import type { AuditUser } from "../../../platform/operation-log";
import { hashPassword, verifyPassword } from "../../../platform/passwords";
import { newToken, sameSecret, sha256, sixDigitCode } from "../../../platform/tokens";
import { usersChanged } from "../users";
import * as repo from "./repo";
import { type FailureKeys, failureKeys, judgeAttempt, type ThrottleLimits } from "./sign-in-throttle";

export const VERIFY_CODE_TTL_SECONDS = 300;
export const VERIFY_CODE_MAX_TRIES = 5;
export const VERIFY_CODE_RESEND_SECONDS = 60;
export const RESET_LINK_TTL_SECONDS = 1800;

export interface PasswordGrant {
  username: string;
  password: string;
  encrypted: boolean;
  casLogin: boolean;
}

export interface PhoneGrant {
  tenantId: string;
  mobilePhone: string;
  verifyCodeId: string;
  verifyCode: string;
}

export interface ClientCredentials {
  clientId: string;
  secret: string;
  /** the scopes the token request asks for, space-separated (none: the client's) */
  scope?: string;
}

/** Where an attempt comes from; told which account it concerned, for the operation log. */
export interface AuthOrigin {
  ip: string;
  identify(who: AuditUser): void;
}

const auditUser = (user: { id: string; tenantId: string; username: string; name: string }): AuditUser => ({
  tenantId: user.tenantId,
  userId: user.id,
  username: user.username,
  name: user.name,
});

/** Parses an HTTP Basic header into client credentials. */
export function parseBasic(header: string | undefined): ClientCredentials | null {
  const match = /^Basic\s+(.+)$/i.exec(header ?? "");
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 1) return null;
  return { clientId: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}

const badCredentials = () => badRequest("auth.badCredentials");
/** The account takes no attempt from this address for `seconds` (429, also in Retry-After). */
const signInDelayed = (seconds: number) => new AppError(429, 429, "auth.signInDelayed", { retryAfter: seconds });

/** An attempt let through the throttle: its failure rows stand until it proves right. */
interface Admitted {
  keys: FailureKeys;
  ids: number[];
}

/**
 * The scope a token is granted: what the request asks (space-separated), each one the client holds, or all the
 * client's scopes when it asks none. Asking one the client lacks is refused, naming it.
 */
export function grantedScope(clientScopes: string[], requested: string | undefined): string {
  const asked = (requested ?? "").split(" ").filter(Boolean);
  const missing = asked.find((scope) => !clientScopes.includes(scope));
  if (missing !== undefined) throw badRequest("auth.scopeInvalid", { scope: missing });
  return (asked.length > 0 ? [...new Set(asked)] : clientScopes).join(" ");
}

export function createAuthService(deps: AppDeps) {
  const { db, config } = deps;

  function decodePassword(password: string, encrypted: boolean): string | null {
    return encrypted ? decryptPassword(password, config.transportKey) : password;
  }

  /**
   * The client named by the credentials, read from the database on every request, so a disabled client, a rotated
   * secret or a grant taken away is refused at once on every instance.
   */
  async function authenticateClient(credentials: ClientCredentials | null, grant: OAuthGrantType) {
    if (!credentials) throw clientInvalid();
    const client = await repo.findClient(db, credentials.clientId);
    if (!client?.enabled || !sameSecret(client.secretHash, sha256(credentials.secret))) throw clientInvalid();
    if (!client.grantTypes.includes(grant)) throw grantNotAllowed();
    return { ...client, scope: grantedScope(client.scopes, credentials.scope) };
  }

  const limits: ThrottleLimits = {
    maxFailures: config.LOGIN_MAX_FAILURES,
    ipMaxFailures: config.LOGIN_IP_MAX_FAILURES,
    windowSeconds: config.LOGIN_WINDOW_SECONDS,
  };

  /**
   * Judges an attempt on `account` (sign-in-throttle.ts) and counts it as a failure before its password or code is
   * checked, in one transaction under the account's and the address's locks: attempts arriving together, at any
   * instance, are judged one after the other, each seeing the ones before.
   */
  async function admit(account: string, ip: string, user: { id: string } | null): Promise<Admitted> {
    const keys = failureKeys(account, ip);
    const knownAddress = user !== null && (await repo.hasSignedInFrom(db, user.id, ip));
    const admitted = await db.transaction(async (tx) => {
      await repo.lockFailureKeys(tx, [keys.account, keys.address]);
      const recent = await repo.recentFailures(tx, keys, config.LOGIN_WINDOW_SECONDS);
      const verdict = judgeAttempt(recent, knownAddress, limits);
      if (verdict.kind === "locked") throw tooManyAttempts();
      if (verdict.kind === "wait") throw signInDelayed(verdict.seconds);
      return repo.recordFailures(tx, [keys.account, keys.address, keys.accountFromAddress]);
    });
    return { keys, ids: admitted };
  }

  /** The right password or code: the account's failures go, and so does this attempt's row for its address. */
  async function succeeded({ keys, ids }: Admitted) {
    await repo.forgetFailures(db, [keys.account, keys.accountFromAddress], ids);
  }

  /** Users of a disabled tenant cannot sign in (their sessions were revoked when it was disabled). */
  async function assertTenantEnabled(tenantId: string) {
    if (!(await repo.isTenantEnabled(db, tenantId))) throw badRequest("auth.disabled");
  }

  async function openSession(
    user: { id: string; tenantId: string; username: string },
    client: { clientId: string; accessTokenSeconds: number; scope: string },
    ip: string,
    casLogin: boolean,
  ): Promise<TokenResponse> {
    const token = newToken();
    const ttl = Math.min(client.accessTokenSeconds, config.TOKEN_TTL_SECONDS);
    const sessionId = randomUUID();
    const tgc = casLogin ? `TGT-${newToken()}` : null;
    await repo.insertSession(db, {
      id: sessionId,
      tokenHash: sha256(token),
      userId: user.id,
      tenantId: user.tenantId,
      clientId: client.clientId,
      tgc,
      ip,
      expiresAt: new Date(Date.now() + ttl * 1000),
    });
    return {
      access_token: token,
      token_type: "bearer",
      expires_in: ttl,
      scope: client.scope,
      userId: user.id,
      tgc,
      session: casLogin ? sessionId : null,
    };
  }

  return {
    authenticateClient,

    async passwordGrant(credentials: ClientCredentials | null, grant: PasswordGrant, origin: AuthOrigin) {
      const client = await authenticateClient(credentials, grant.casLogin ? "cas" : "password");
      const username = grant.username.trim();
      const user = username ? await repo.findUserForLogin(db, username) : null;
      // counted under the name typed (names are unique across tenants), so an unknown name is throttled alike
      const attempt = await admit(`u:${username.toLowerCase()}`, origin.ip, user);
      const password = decodePassword(grant.password, grant.encrypted);
      // the hash is checked even for an unknown account so timing does not reveal which part was wrong
      const valid = await verifyPassword(user?.passwordHash ?? (await unknownAccountHash()), password ?? "");
      if (user) origin.identify(auditUser(user));
      if (!user || !valid || password === null || !user.enabled) throw badCredentials();
      await succeeded(attempt);
      await assertTenantEnabled(user.tenantId);
      return openSession(user, client, origin.ip, grant.casLogin);
    },

    async phoneGrant(credentials: ClientCredentials | null, grant: PhoneGrant, origin: AuthOrigin) {
      const client = await authenticateClient(credentials, "phone_code");
      const owner = await repo.findUserByMobile(db, grant.tenantId, grant.mobilePhone);
      // counted apart from the password's failures: a code reaches only the owner's phone
      const attempt = await admit(`m:${grant.tenantId}:${grant.mobilePhone}`, origin.ip, owner);
      const accepted = await checkVerifyCode(grant.verifyCodeId, grant.mobilePhone, "login", grant.verifyCode);
      const user = accepted ? owner : null;
      if (user) origin.identify(auditUser(user));
      if (!user?.enabled) throw badCredentials();
      await succeeded(attempt);
      await assertTenantEnabled(user.tenantId);
      return openSession(user, client, origin.ip, false);
    },

    /** A one-time link (an expert's invitation) signs its user in once and names the page it leads to. */
    async linkGrant(credentials: ClientCredentials | null, token: string, origin: AuthOrigin) {
      const client = await authenticateClient(credentials, "sign_in_link");
      const link = token ? await repo.useSignInLink(db, sha256(token)) : null;
      const user = link ? await repo.findUserById(db, link.userId) : null;
      if (user) origin.identify(auditUser(user));
      if (!link || !user?.enabled) throw badRequest("auth.signInLinkInvalid");
      await assertTenantEnabled(user.tenantId);
      return { ...(await openSession(user, client, origin.ip, false)), redirect: link.path };
    },

    /** Revokes the token; answers the CAS logout address when one is configured. */
    async logout(token: string, origin: AuthOrigin): Promise<string> {
      const owner = await repo.revokeSession(db, sha256(token));
      if (owner) {
        deps.cache.invalidateUser(owner.userId);
        origin.identify(owner);
      }
      return config.CAS_LOGOUT_URL ?? "";
    },

    async sendVerifyCode(mobilePhone: string, purpose: "login" | "reset"): Promise<VerifyCodeTicket> {
      const last = await repo.lastCodeSentAt(db, mobilePhone);
      if (last && Date.now() - last.getTime() < VERIFY_CODE_RESEND_SECONDS * 1000) throw tooManyAttempts();
      const id = randomUUID();
      const code = sixDigitCode();
      await repo.insertVerifyCode(db, {
        id,
        mobilePhone,
        purpose,
        codeHash: sha256(`${id}:${code}`),
        expiresAt: new Date(Date.now() + VERIFY_CODE_TTL_SECONDS * 1000),
      });
      // the code is sent whether or not the number has an account, so the reply reveals nothing
      await deps.sms.send(mobilePhone, `【教育大数据应用平台】验证码 ${code}，5 分钟内有效。`);
      return { verifyCodeId: id, expiresIn: VERIFY_CODE_TTL_SECONDS };
    },

    async resetByCode(input: { mobilePhone: string; verifyCodeId: string; verifyCode: string; password: string }) {
      const accepted = await checkVerifyCode(input.verifyCodeId, input.mobilePhone, "reset", input.verifyCode);
      if (!accepted) throw badRequest("auth.verifyCodeWrong");
      const user = await repo.findUserByMobile(db, "default", input.mobilePhone);
      if (!user) throw badRequest("auth.verifyCodeWrong");
      await setPassword(user.id, input.password);
    },

    async sendResetMail(email: string) {
      const user = await repo.findUserByEmail(db, email);
      if (!user?.enabled) return;
      const token = newToken();
      await repo.insertPasswordReset(db, {
        id: randomUUID(),
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_SECONDS * 1000),
      });
      const link = `${config.PUBLIC_URL.replace(/\/$/, "")}/findPwdByEmail?token=${token}`;
      await deps.mail.send(
        user.email as string,
        "重置密码 / Reset your password",
        `${user.name}：请在 30 分钟内打开 ${link} 重置密码。`,
      );
    },

    async resetByMail(token: string, password: string) {
      const reset = await repo.usePasswordReset(db, sha256(token));
      if (!reset) throw badRequest("auth.resetLinkInvalid");
      await setPassword(reset.userId, password);
    },

    decodePassword,
  };

  async function checkVerifyCode(id: string, mobilePhone: string, purpose: string, code: string): Promise<boolean> {
    const row = await repo.findVerifyCode(db, id);
    if (!row || row.consumedAt || row.mobilePhone !== mobilePhone || row.purpose !== purpose) return false;
    if (row.expiresAt.getTime() < Date.now() || row.attempts >= VERIFY_CODE_MAX_TRIES) return false;
    const matched = sameSecret(row.codeHash, sha256(`${id}:${code}`));
    const counted = await repo.spendVerifyCode(db, id, matched);
    return matched && counted;
  }

  async function setPassword(userId: string, password: string) {
    const tenantId = await db.transaction(async (tx) => {
      const owner = await repo.setPasswordHash(tx, userId, await hashPassword(password));
      await repo.revokeUserSessions(tx, userId);
      return owner;
    });
    deps.cache.invalidateUser(userId);
    if (tenantId) usersChanged(deps.cache, tenantId);
  }
}

export type AuthService = ReturnType<typeof createAuthService>;

/** A hash of a random secret, made once, so an unknown account costs the same time as a wrong password. */
let dummyHash: Promise<string> | null = null;
function unknownAccountHash(): Promise<string> {
  dummyHash ??= hashPassword(randomUUID());
  return dummyHash;
}
