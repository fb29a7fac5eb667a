import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { messages } from "@zcps/contracts/messages";
import { describe, expect, it } from "vitest";
import { accountLocales } from "../features/admin/account/locales";
import { apiRoutesLocales } from "../features/admin/api-routes/locales";
import { departsLocales } from "../features/admin/departs/locales";
import { dictionaryLocales } from "../features/admin/dict/locales";
import { flowModelsLocales } from "../features/admin/flow-models/locales";
import { flowRunsLocales } from "../features/admin/flow-runs/locales";
import { gateLogLocales } from "../features/admin/gate-log/locales";
import { gatewayLocales } from "../features/admin/gateway/locales";
import { groupTypesLocales } from "../features/admin/group-types/locales";
import { groupsLocales } from "../features/admin/groups/locales";
import { instancesLocales } from "../features/admin/instances/locales";
import { jobsLocales } from "../features/admin/jobs/locales";
import { menusLocales } from "../features/admin/menus/locales";
import { metricsLocales } from "../features/admin/metrics/locales";
import { oauthClientsLocales } from "../features/admin/oauth-clients/locales";
import { servicesLocales } from "../features/admin/services/locales";
import { tenantsLocales } from "../features/admin/tenants/locales";
import { tracesLocales } from "../features/admin/traces/locales";
import { usersLocales } from "../features/admin/users/locales";
import { applicationLocales } from "../features/title-evaluation/applications/locales";
import { catalogueLocales } from "../features/title-evaluation/catalogue/locales";
import { committeeLocales } from "../features/title-evaluation/committee/locales";
import { zcpsConfigLocales } from "../features/title-evaluation/config/locales";
import { correctionsLocales } from "../features/title-evaluation/corrections/locales";
import { declarationLocales } from "../features/title-evaluation/declarations/locales";
import { departmentReviewLocales } from "../features/title-evaluation/department-review/locales";
import { expertReviewLocales } from "../features/title-evaluation/expert-review/locales";
import { zcpsExpertLocales } from "../features/title-evaluation/experts/locales";
import { messagesLocales } from "../features/title-evaluation/messages/locales";
import { peerReviewLocales } from "../features/title-evaluation/peer-review/locales";
import { professorLocales } from "../features/title-evaluation/professor/locales";
import { registerLocales } from "../features/title-evaluation/register/locales";
import { reviewLocales } from "../features/title-evaluation/review/locales";
import { zcpsStaffLocales } from "../features/title-evaluation/staff/locales";
import { teamReviewLocales } from "../features/title-evaluation/team-review/locales";
import { unitReviewLocales } from "../features/title-evaluation/unit-review/locales";
import { en } from "./locales/en";
import { zh } from "./locales/zh";
import { routeTitles } from "./route-titles";

const SRC = join(__dirname, "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const tables = {
  shell: [zh, en],
  account: [accountLocales.zh, accountLocales.en],
  users: [usersLocales.zh, usersLocales.en],
  gateLog: [gateLogLocales.zh, gateLogLocales.en],
  metrics: [metricsLocales.zh, metricsLocales.en],
  traces: [tracesLocales.zh, tracesLocales.en],
  instances: [instancesLocales.zh, instancesLocales.en],
  apiRoutes: [apiRoutesLocales.zh, apiRoutesLocales.en],
  oauthClients: [oauthClientsLocales.zh, oauthClientsLocales.en],
  services: [servicesLocales.zh, servicesLocales.en],
  gateway: [gatewayLocales.zh, gatewayLocales.en],
  tenants: [tenantsLocales.zh, tenantsLocales.en],
  menus: [menusLocales.zh, menusLocales.en],
  groups: [groupsLocales.zh, groupsLocales.en],
  groupTypes: [groupTypesLocales.zh, groupTypesLocales.en],
  dictionary: [dictionaryLocales.zh, dictionaryLocales.en],
  departs: [departsLocales.zh, departsLocales.en],
  jobs: [jobsLocales.zh, jobsLocales.en],
  flowRuns: [flowRunsLocales.zh, flowRunsLocales.en],
  flowModels: [flowModelsLocales.zh, flowModelsLocales.en],
  catalogue: [catalogueLocales.zh, catalogueLocales.en],
  zcpsReview: [reviewLocales.zh, reviewLocales.en],
  zcpsCorrections: [correctionsLocales.zh, correctionsLocales.en],
  zcpsMessages: [messagesLocales.zh, messagesLocales.en],
  zcpsConfig: [zcpsConfigLocales.zh, zcpsConfigLocales.en],
  zcpsStaff: [zcpsStaffLocales.zh, zcpsStaffLocales.en],
  zcpsDeclaration: [declarationLocales.zh, declarationLocales.en],
  zcpsDepartmentReview: [departmentReviewLocales.zh, departmentReviewLocales.en],
  zcpsUnitReview: [unitReviewLocales.zh, unitReviewLocales.en],
  zcpsRegister: [registerLocales.zh, registerLocales.en],
  zcpsApplications: [applicationLocales.zh, applicationLocales.en],
  zcpsTeamReview: [teamReviewLocales.zh, teamReviewLocales.en],
  zcpsExperts: [zcpsExpertLocales.zh, zcpsExpertLocales.en],
  zcpsExpertReview: [expertReviewLocales.zh, expertReviewLocales.en],
  zcpsPeerReview: [peerReviewLocales.zh, peerReviewLocales.en],
  zcpsProfessor: [professorLocales.zh, professorLocales.en],
  zcpsCommittee: [committeeLocales.zh, committeeLocales.en],
  routes: [routeTitles.zh, routeTitles.en],
} as const;

/**
 * A key with i18next plural forms (`key_one`, `key_other`…) counts as the key itself: Chinese has one form
 * (`_other`), English two, so the languages are compared on the base key, and every plural key needs an `_other`.
 */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const baseKeys = (table: object) => [...new Set(Object.keys(table).map((k) => k.replace(PLURAL, "")))].sort();
const hasKey = (table: Record<string, string>, key: string) => key in table || `${key}_other` in table;

describe("locales", () => {
  for (const [name, [zhTable, enTable]] of Object.entries(tables)) {
    it(`${name}: every zh key has an en text and vice versa`, () => {
      const zhKeys = baseKeys(zhTable);
      const enKeys = baseKeys(enTable);
      for (const table of [zhTable, enTable] as Record<string, string>[])
        for (const key of Object.keys(table).filter((k) => PLURAL.test(k)))
          expect(table, `${key} without its _other form`).toHaveProperty([key.replace(PLURAL, "_other")]);
      expect(
        zhKeys.filter((k) => !hasKey(enTable, k)),
        "keys missing in en",
      ).toEqual([]);
      expect(
        enKeys.filter((k) => !hasKey(zhTable, k)),
        "keys missing in zh",
      ).toEqual([]);
      for (const [key, text] of [...Object.entries(zhTable), ...Object.entries(enTable)])
        expect(text, key).toBeTruthy();
    });
  }

  it("every t('…') key used in the source exists in both languages", () => {
    // every table above, the shell's and the areas', with the shared messages
    const allZh: Record<string, string> = Object.assign({}, messages.zh, ...Object.values(tables).map(([z]) => z));
    const allEn: Record<string, string> = Object.assign({}, messages.en, ...Object.values(tables).map(([, e]) => e));
    const missing: string[] = [];
    // t("key"), t('key'), i18n.t("key"), t(`key`) without interpolation
    const pattern = /\bt\(\s*(["'`])([A-Za-z][\w.-]*)\1/g;
    for (const file of sourceFiles(SRC)) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(pattern)) {
        const key = match[2] as string;
        if (!hasKey(allZh, key) || !hasKey(allEn, key)) missing.push(`${file.slice(SRC.length + 1)}: ${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
