import net from "node:net";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveWire, type WireServer } from "./wire";

let db: PGlite;
let wire: WireServer;
const url = () => `postgres://postgres@127.0.0.1:${wire.port}/postgres`;

async function connect() {
  const client = new pg.Client({ connectionString: url() });
  await client.connect();
  return client;
}

beforeAll(async () => {
  db = new PGlite();
  await db.exec("create table seals (id int primary key, content jsonb not null)");
  await db.query("insert into seals values (1, $1)", [JSON.stringify({ titleName: "教授" })]);
  wire = await serveWire(db, 0);
});

afterAll(async () => {
  await wire.close();
  await db.close();
});

describe("the embedded database on a local port", () => {
  it("reads and changes the server's own database with an ordinary PostgreSQL client", async () => {
    const client = await connect();
    const read = await client.query<{ name: string }>(
      "select content->>'titleName' as name from seals where id = $1",
      [1],
    );
    expect(read.rows).toEqual([{ name: "教授" }]);
    await client.query(`update seals set content = jsonb_set(content, '{titleName}', '"讲师"') where id = $1`, [1]);
    await client.end();
    // the process's own connection sees the change
    const seen = await db.query<{ name: string }>("select content->>'titleName' as name from seals where id = 1");
    expect(seen.rows).toEqual([{ name: "讲师" }]);
  });

  it("answers a bad statement with PostgreSQL's error and goes on", async () => {
    const client = await connect();
    await expect(client.query("select * from no_such_table")).rejects.toThrow(/no_such_table/);
    expect((await client.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await client.end();
  });

  it("holds the session for one connection at a time: the server's statements wait until it leaves", async () => {
    const client = await connect();
    await client.query("select 1");
    let served = false;
    const server = db.query("select 2").then(() => {
      served = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(served).toBe(false);
    await client.end();
    await server;
    expect(served).toBe(true);
  });

  it("rolls back a transaction a connection leaves open", async () => {
    const client = await connect();
    await client.query("begin");
    await client.query("delete from seals");
    client.end();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const rows = await db.query("select id from seals");
    expect(rows.rows).toHaveLength(1);
    // and the session is usable again by the next connection
    const next = await connect();
    expect((await next.query("select count(*)::int as n from seals")).rows).toEqual([{ n: 1 }]);
    await next.end();
  });

  it("drops a connection whose message cannot be read, and the database goes on", async () => {
    const socket = net.connect(wire.port, "127.0.0.1");
    const closed = new Promise((resolve) => socket.on("close", resolve));
    // a startup message claiming to be shorter than its own header
    socket.write(Buffer.from([0, 0, 0, 0, 0, 3, 0, 0]));
    await closed;
    expect((await db.query("select count(*)::int as n from seals")).rows).toEqual([{ n: 1 }]);
    const next = await connect();
    expect((await next.query("select 1 as one")).rows).toEqual([{ one: 1 }]);
    await next.end();
  });
});
