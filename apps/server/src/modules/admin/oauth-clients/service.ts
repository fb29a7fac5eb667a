import { randomUUID } from "node:crypto";
import { STATUS } from "@zcps/contracts/api";
import type { OAuthClientRow, OAuthClientWithSecret, oauthClientInputSchema } from "@zcps/contracts/oauth-clients";
import type { z } from "zod";
import { uniqueViolation } from "../../../platform/db-errors";
import type { AppDeps } from "../../../platform/deps";
import { AppError, badRequest, notFound } from "../../../platform/errors";
import { isSuperTenant } from "../../../platform/tenant-scope";
import { newToken, sha256 } from "../../../platform/tokens";
import * as repo from "./repo";

type ClientInput = z.output<typeof oauthClientInputSchema>;
interface Actor {
  tenantId: string;
}

const superOnly = () => new AppError(403, STATUS.forbidden, "tenant.superOnly");
const consoleClient = () => badRequest("oauthClient.consoleClient");

/**
 * OAuth clients, shared by every tenant, so only the super tenant's administrators manage them. The token endpoint
 * reads this table on every request (auth/service.ts), so a change here holds at the next token request on every
 * instance; sessions already open are left alone. A secret is stored as its sha256 and leaves the server only in
 * the answer to a create or a rotation.
 */
export function createOAuthClientService({ db, cache, config }: Pick<AppDeps, "db" | "cache" | "config">) {
  const isConsole = (clientId: string) => clientId === config.OAUTH_CLIENT_ID;

  async function assertSuperTenant(actor: Actor) {
    if (!(await isSuperTenant(db, cache, actor.tenantId))) throw superOnly();
  }

  function toRow(record: NonNullable<repo.ClientRecord>): OAuthClientRow {
    return {
      ...record,
      grantTypes: record.grantTypes as OAuthClientRow["grantTypes"],
      isConsole: isConsole(record.clientId),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  async function load(id: string) {
    const record = await repo.findClientById(db, id);
    if (!record) throw notFound();
    return record;
  }

  /** The console's own client stays usable: enabled, with its id and the password grant. */
  function assertConsoleKept(
    record: { clientId: string },
    input: { clientId: string; enabled: boolean; grantTypes: string[] },
  ) {
    if (!isConsole(record.clientId)) return;
    if (input.clientId !== record.clientId || !input.enabled || !input.grantTypes.includes("password")) {
      throw consoleClient();
    }
  }

  async function guarded<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (uniqueViolation(error) !== null) throw badRequest("oauthClient.clientIdTaken");
      throw error;
    }
  }

  const newSecret = () => newToken();

  return {
    async page(actor: Actor, filter: repo.ClientFilter) {
      await assertSuperTenant(actor);
      const { rows, total } = await repo.pageClients(db, filter);
      return { rows: rows.map(toRow), total };
    },

    async get(actor: Actor, id: string) {
      await assertSuperTenant(actor);
      return toRow(await load(id));
    },

    async create(actor: Actor, input: ClientInput): Promise<OAuthClientWithSecret> {
      await assertSuperTenant(actor);
      const id = randomUUID();
      const secret = newSecret();
      await guarded(() => repo.insertClient(db, { id, secretHash: sha256(secret), ...input }));
      return { client: toRow(await load(id)), secret };
    },

    async update(actor: Actor, id: string, input: ClientInput) {
      await assertSuperTenant(actor);
      const record = await load(id);
      assertConsoleKept(record, input);
      await guarded(() => repo.updateClient(db, id, input));
      return toRow(await load(id));
    },

    async setEnabled(actor: Actor, id: string, enabled: boolean) {
      await assertSuperTenant(actor);
      const record = await load(id);
      if (!enabled && isConsole(record.clientId)) throw consoleClient();
      await repo.updateClient(db, id, { enabled });
      return toRow(await load(id));
    },

    /** A new secret; the old one is refused from the next token request on. */
    async rotateSecret(actor: Actor, id: string): Promise<OAuthClientWithSecret> {
      await assertSuperTenant(actor);
      await load(id);
      const secret = newSecret();
      await repo.setSecretHash(db, id, sha256(secret));
      return { client: toRow(await load(id)), secret };
    },

    async remove(actor: Actor, id: string) {
      await assertSuperTenant(actor);
      const record = await load(id);
      if (isConsole(record.clientId)) throw consoleClient();
      await repo.deleteClient(db, id);
    },
  };
}
