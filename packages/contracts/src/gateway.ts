import { z } from "zod";
import type { MessageKey } from "./messages";
import { optionalText } from "./validation";

/** Gateway rules on the wire (/api/admin/gateway) and the rules of the rule form. */

export const GATEWAY_LIMITS = {
  pathPrefix: 200,
  /** the most requests a minute a limit may allow */
  perMinute: 100_000,
  message: 200,
  description: 200,
} as const;

/** A prefix starts with /api/ and holds no spaces, query or fragment. */
export const GATEWAY_PREFIX_PATTERN = /^\/api\/[^\s?#]*$/;

/** The two keys a limit counts by: the signed-in user and the client's address. */
export const GATEWAY_KEY_KINDS = ["user", "address"] as const;
export type GatewayKeyKind = (typeof GATEWAY_KEY_KINDS)[number];

const m = (key: MessageKey) => key;

const perMinuteSchema = z
  .number(m("v.gatewayLimitRange"))
  .int(m("v.gatewayLimitRange"))
  .min(1, m("v.gatewayLimitRange"))
  .max(GATEWAY_LIMITS.perMinute, m("v.gatewayLimitRange"))
  .nullish()
  .transform((v) => v ?? null);

/** A request refused for maintenance always says why, in the reader's language: both messages are needed. */
function requireMaintenanceMessages(
  rule: { maintenance: boolean; maintenanceMessage: string | null; maintenanceMessageEn: string | null },
  ctx: z.RefinementCtx,
) {
  if (!rule.maintenance) return;
  for (const path of ["maintenanceMessage", "maintenanceMessageEn"] as const) {
    if (!rule[path]) ctx.addIssue({ code: "custom", path: [path], message: m("v.gatewayMessageRequired") });
  }
}

const maintenanceFields = {
  maintenance: z.boolean().default(false),
  maintenanceMessage: optionalText(GATEWAY_LIMITS.message),
  maintenanceMessageEn: optionalText(GATEWAY_LIMITS.message),
};

/** The maintenance switch and its messages alone: the form checks them together, whatever the other fields hold. */
export const gatewayMaintenanceSchema = z.object(maintenanceFields).superRefine(requireMaintenanceMessages);

export const gatewayRuleInputSchema = z
  .object({
    pathPrefix: z
      .string(m("v.gatewayPrefixPattern"))
      .max(GATEWAY_LIMITS.pathPrefix, m("v.gatewayPrefixPattern"))
      .regex(GATEWAY_PREFIX_PATTERN, m("v.gatewayPrefixPattern")),
    perUserPerMinute: perMinuteSchema,
    perAddressPerMinute: perMinuteSchema,
    ...maintenanceFields,
    enabled: z.boolean().default(true),
    description: optionalText(GATEWAY_LIMITS.description),
  })
  .superRefine(requireMaintenanceMessages);
export type GatewayRuleInput = z.input<typeof gatewayRuleInputSchema>;
export type GatewayRuleValues = z.output<typeof gatewayRuleInputSchema>;

export interface GatewayRuleRow {
  id: string;
  pathPrefix: string;
  perUserPerMinute: number | null;
  perAddressPerMinute: number | null;
  maintenance: boolean;
  maintenanceMessage: string | null;
  maintenanceMessageEn: string | null;
  enabled: boolean;
  description: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

/** The current minute's count of one rule: all its requests, how many keys, and the busiest key's count. */
export interface GatewayRuleHits {
  ruleId: string;
  keyKind: GatewayKeyKind;
  requests: number;
  keys: number;
  busiest: number;
}

export interface GatewayHitsView {
  /** the current window's start (the database's clock) */
  windowStart: string;
  hits: GatewayRuleHits[];
}
