// Lighthouse on the console's signed-in pages, in its mobile preset (4× CPU slowdown, slow 4G) and its desktop
// preset: performance and accessibility scores, total blocking time and the JS each page loads. Part of
// `npm run bench` (Debian's Chromium, driven through puppeteer-core, which Lighthouse itself uses).
import lighthouse, { type Config, type Flags } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";

export const LIGHTHOUSE_PAGES = ["/login", "/dashboard", "/baseManager/userManager", "/zcps/declareUser"] as const;
export type LighthousePreset = "mobile" | "desktop";

export interface LighthouseScore {
  page: string;
  preset: LighthousePreset;
  performance: number;
  accessibility: number;
  /** total blocking time, ms */
  tbt: number;
  /** largest contentful paint, ms */
  lcp: number;
  /** bytes of script over the wire */
  scriptBytes: number;
}

/** Budgets of the hardening issue: desktop ≥ 95 on both, mobile ≥ 80 performance. */
export const LIGHTHOUSE_BUDGET = { desktop: { performance: 95, accessibility: 95 }, mobile: { performance: 80 } };

export function withinLighthouseBudget(s: LighthouseScore): boolean {
  if (s.preset === "desktop")
    return (
      s.performance >= LIGHTHOUSE_BUDGET.desktop.performance &&
      s.accessibility >= LIGHTHOUSE_BUDGET.desktop.accessibility
    );
  return s.performance >= LIGHTHOUSE_BUDGET.mobile.performance;
}

/**
 * Each page once per preset, signed in as `token`'s user (the console's own cookie), with the browser's cache
 * emptied before each run: a cold load, as a person opening the console for the first time that day.
 */
export async function lighthouseScores(
  executablePath: string,
  baseUrl: string,
  token: string,
): Promise<LighthouseScore[]> {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"],
  });
  const scores: LighthouseScore[] = [];
  /** One Lighthouse run on a fresh page with an empty cache; null when Lighthouse could not record the load. */
  async function runOnce(path: string, preset: LighthousePreset) {
    const page = await browser.newPage();
    try {
      const cdp = await page.createCDPSession();
      await cdp.send("Network.clearBrowserCache");
      await browser.deleteCookie(...(await browser.cookies()));
      if (path !== "/login")
        await browser.setCookie({ name: "Authorization", value: `Bearer ${token}`, domain: "127.0.0.1", path: "/" });
      const flags: Flags = {
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        // the sign-in cookie stays; the cache is emptied above
        disableStorageReset: true,
      };
      const config: Config | undefined = preset === "desktop" ? desktopConfig : undefined;
      const result = await lighthouse(`${baseUrl}${path}`, flags, config, page);
      if (!result || result.lhr.runtimeError) return null;
      return result.lhr;
    } finally {
      await page.close();
    }
  }
  try {
    for (const preset of ["desktop", "mobile"] as const) {
      for (const path of LIGHTHOUSE_PAGES) {
        // a page of its own per run; a run Lighthouse could not record (NO_NAVSTART, no paint) is tried again
        let recorded: Awaited<ReturnType<typeof runOnce>> = null;
        for (let attempt = 1; attempt <= 3 && !recorded; attempt++) {
          recorded = await runOnce(path, preset);
          if (!recorded) console.warn(`lighthouse ${preset} ${path}: not recorded, attempt ${attempt} of 3`);
        }
        if (!recorded) throw new Error(`Lighthouse could not record ${path} (${preset})`);
        const lhr = recorded;
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
        const scripts = (
          lhr.audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] }
        )?.items?.find((i) => i.resourceType === "script");
        scores.push({
          page: path,
          preset,
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          tbt: Math.round(audit("total-blocking-time")),
          lcp: Math.round(audit("largest-contentful-paint")),
          scriptBytes: scripts?.transferSize ?? 0,
        });
        const last = scores[scores.length - 1] as LighthouseScore;
        console.log(
          `lighthouse ${preset.padEnd(7)} ${path.padEnd(28)} performance ${last.performance}  accessibility ${last.accessibility}  TBT ${last.tbt} ms  LCP ${last.lcp} ms`,
        );
      }
    }
  } finally {
    await browser.close();
  }
  return scores;
}

export function lighthouseLines(scores: LighthouseScore[]): string[] {
  if (scores.length === 0) return [];
  return [
    "## Lighthouse (signed in as the administrator, cold cache)",
    "",
    `Budgets: desktop performance and accessibility ≥ ${LIGHTHOUSE_BUDGET.desktop.performance}; mobile (4× CPU slowdown, slow 4G) performance ≥ ${LIGHTHOUSE_BUDGET.mobile.performance}.`,
    "",
    "| page | preset | performance | accessibility | total blocking time | largest contentful paint | JS transferred | verdict |",
    "|---|---|---:|---:|---:|---:|---:|---|",
    ...scores.map(
      (s) =>
        `| \`${s.page}\` | ${s.preset} | ${s.performance} | ${s.accessibility} | ${s.tbt} ms | ${(s.lcp / 1000).toFixed(1)} s | ${(s.scriptBytes / 1024).toFixed(1)} KB | ${withinLighthouseBudget(s) ? "within budget" : "**over budget**"} |`,
    ),
    "",
  ];
}

/** A signed-in token for the demo administrator, by the console's own password grant. */
export async function adminToken(baseUrl: string, clientId: string, clientSecret: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/oauth/token`, {
    method: "POST",
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      "content-type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({ grant_type: "password", username: "admin", password: "Demo@2026", is_encrypt: "0" }),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}
