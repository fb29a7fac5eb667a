import { z } from "zod";
import type { MessageKey } from "./messages";
import { pageQuerySchema } from "./validation";

/** OAuth clients on the wire (/api/admin/oauth-client) and the rules of the client form. */

/**
 * The ways the token endpoint signs someone in: a password, an SMS code, a one-time link (an expert's invitation)
 * and a password sign-in that also opens a CAS ticket. A client is refused every way it does not list.
 */
export const OAUTH_GRANT_TYPES = ["password", "phone_code", "sign_in_link", "cas"] as const;
export type OAuthGrantType = (typeof OAUTH_GRANT_TYPES)[number];

export const OAUTH_CLIENT_LIMITS = {
  clientId: 64,
  name: 50,
  description: 200,
  scope: 64,
  scopes: 20,
  redirectUri: 500,
  redirectUris: 10,
  /** the access token's validity, seconds: a minute to 30 days */
  minTokenSeconds: 60,
  maxTokenSeconds: 30 * 24 * 3600,
} as const;

export const OAUTH_CLIENT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;
export const OAUTH_SCOPE_PATTERN = /^[A-Za-z0-9_.:-]+$/;

const m = (key: MessageKey) => key;

const redirectUriSchema = z
  .string()
  .trim()
  .max(OAUTH_CLIENT_LIMITS.redirectUri, m("v.redirectUriInvalid"))
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || url.protocol === "http:";
    } catch {
      return false;
    }
  }, m("v.redirectUriInvalid"));

export const oauthClientInputSchema = z.object({
  clientId: z
    .string(m("v.clientIdRequired"))
    .trim()
    .min(3, m("v.clientIdPattern"))
    .max(OAUTH_CLIENT_LIMITS.clientId, m("v.clientIdPattern"))
    .regex(OAUTH_CLIENT_ID_PATTERN, m("v.clientIdPattern")),
  name: z
    .string(m("v.labelRequired"))
    .trim()
    .min(1, m("v.labelRequired"))
    .max(OAUTH_CLIENT_LIMITS.name, m("v.tooLong")),
  description: z
    .string()
    .trim()
    .max(OAUTH_CLIENT_LIMITS.description, m("v.tooLong"))
    .nullish()
    .transform((v) => (v ? v : null)),
  grantTypes: z
    .array(z.enum(OAUTH_GRANT_TYPES, m("v.grantTypeUnknown")), m("v.grantTypesRequired"))
    .min(1, m("v.grantTypesRequired"))
    .transform((list) => [...new Set(list)]),
  scopes: z
    .array(
      z
        .string()
        .trim()
        .min(1, m("v.scopePattern"))
        .max(OAUTH_CLIENT_LIMITS.scope, m("v.scopePattern"))
        .regex(OAUTH_SCOPE_PATTERN, m("v.scopePattern")),
    )
    .max(OAUTH_CLIENT_LIMITS.scopes, m("v.tooManyItems"))
    .default([])
    .transform((list) => [...new Set(list)]),
  redirectUris: z
    .array(redirectUriSchema)
    .max(OAUTH_CLIENT_LIMITS.redirectUris, m("v.tooManyItems"))
    .default([])
    .transform((list) => [...new Set(list)]),
  accessTokenSeconds: z
    .number(m("v.tokenSecondsRange"))
    .int(m("v.tokenSecondsRange"))
    .min(OAUTH_CLIENT_LIMITS.minTokenSeconds, m("v.tokenSecondsRange"))
    .max(OAUTH_CLIENT_LIMITS.maxTokenSeconds, m("v.tokenSecondsRange")),
  enabled: z.boolean().default(true),
});
export type OAuthClientInput = z.input<typeof oauthClientInputSchema>;

export const oauthClientPageQuerySchema = pageQuerySchema.extend({
  /** the client id or the name contains it */
  name: z.string().trim().max(64).optional(),
  enabled: z.enum(["true", "false"]).optional(),
});

export interface OAuthClientRow {
  id: string;
  clientId: string;
  name: string;
  description: string | null;
  grantTypes: OAuthGrantType[];
  scopes: string[];
  redirectUris: string[];
  accessTokenSeconds: number;
  enabled: boolean;
  /** the console's own client: it cannot be deleted or disabled, and keeps the password grant */
  isConsole: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The answer to a create or a rotation: the only time the secret leaves the server. */
export interface OAuthClientWithSecret {
  client: OAuthClientRow;
  secret: string;
}
