// The load of `npm run bench`: autocannon in a child process, 10 connections, BENCH_SECONDS (10) per route.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { root } from "./lib.mjs";

const exec = promisify(execFile);
export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);

export interface Load {
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
}

export async function load(
  name: string,
  url: string,
  token: string | null,
  options: { method?: string; body?: string } = {},
): Promise<Load> {
  const args = ["autocannon", "-j", "-c", "10", "-d", String(DURATION)];
  if (token) args.push("-H", `Authorization=Bearer ${token}`);
  if (options.method) args.push("-m", options.method);
  if (options.body) args.push("-H", "Content-Type=application/json", "-b", options.body);
  const { stdout } = await exec("npx", [...args, url], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  const r = JSON.parse(stdout);
  if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} non-2xx answers`);
  return {
    name,
    path: new URL(url).pathname + new URL(url).search,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
  };
}
