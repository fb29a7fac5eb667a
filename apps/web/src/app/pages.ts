import { apiRoutesPages } from "../features/admin/api-routes/pages";
import { authPages } from "../features/admin/auth/pages";
import { departsPages } from "../features/admin/departs/pages";
import { dictPages } from "../features/admin/dict/pages";
import { flowModelsPages } from "../features/admin/flow-models/pages";
import { flowRunsPages } from "../features/admin/flow-runs/pages";
import { gateLogPages } from "../features/admin/gate-log/pages";
import { gatewayPages } from "../features/admin/gateway/pages";
import { groupTypesPages } from "../features/admin/group-types/pages";
import { groupsPages } from "../features/admin/groups/pages";
import { instancesPages } from "../features/admin/instances/pages";
import { jobsPages } from "../features/admin/jobs/pages";
import { menusPages } from "../features/admin/menus/pages";
import { metricsPages } from "../features/admin/metrics/pages";
import { oauthClientsPages } from "../features/admin/oauth-clients/pages";
import { servicesPages } from "../features/admin/services/pages";
import { tenantsPages } from "../features/admin/tenants/pages";
import { tracesPages } from "../features/admin/traces/pages";
import { usersPages } from "../features/admin/users/pages";
import { applicationPages } from "../features/title-evaluation/applications/pages";
import { cataloguePages } from "../features/title-evaluation/catalogue/pages";
import { committeePages } from "../features/title-evaluation/committee/pages";
import { configPages } from "../features/title-evaluation/config/pages";
import { correctionsPages } from "../features/title-evaluation/corrections/pages";
import { declarationsPages } from "../features/title-evaluation/declarations/pages";
import { departmentReviewPages } from "../features/title-evaluation/department-review/pages";
import { expertReviewPages } from "../features/title-evaluation/expert-review/pages";
import { expertPages } from "../features/title-evaluation/experts/pages";
import { messagesPages } from "../features/title-evaluation/messages/pages";
import { peerReviewPages } from "../features/title-evaluation/peer-review/pages";
import { professorPages } from "../features/title-evaluation/professor/pages";
import { registerPages } from "../features/title-evaluation/register/pages";
import { reviewPages } from "../features/title-evaluation/review/pages";
import { staffPages, staffPublicPages } from "../features/title-evaluation/staff/pages";
import { teamReviewPages } from "../features/title-evaluation/team-review/pages";
import { unitReviewPages } from "../features/title-evaluation/unit-review/pages";
import { withLocales } from "../i18n";
import type { AreaPages, PageModule } from "../lib/area-page";

/** A page and how to load it: the page module, together with its area's texts when the area has its own. */
export interface LoadablePage {
  path: string;
  /** loads once (the route's code and its checks both ask for it); a failed load is tried again next time */
  load: () => Promise<PageModule>;
}

function once(load: () => Promise<PageModule>): () => Promise<PageModule> {
  let loading: Promise<PageModule> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

export const pagesOf = (...areas: AreaPages[]): LoadablePage[] =>
  areas.flatMap(({ locales, pages }) =>
    Object.entries(pages).map(([path, page]) => ({
      path,
      load: once(() => (locales ? withLocales(page(), locales()) : page())),
    })),
  );

/** The module pages built so far, by menu pattern; every other permitted module says it is not available yet. */
export const MENU_PAGES = pagesOf(
  usersPages,
  gateLogPages,
  metricsPages,
  tracesPages,
  instancesPages,
  apiRoutesPages,
  servicesPages,
  oauthClientsPages,
  gatewayPages,
  flowModelsPages,
  flowRunsPages,
  tenantsPages,
  menusPages,
  groupsPages,
  groupTypesPages,
  dictPages,
  departsPages,
  jobsPages,
  configPages,
  cataloguePages,
  staffPages,
  declarationsPages,
  reviewPages,
  correctionsPages,
  messagesPages,
  unitReviewPages,
  departmentReviewPages,
  registerPages,
  applicationPages,
  teamReviewPages,
  expertPages,
  peerReviewPages,
  expertReviewPages,
  professorPages,
  committeePages,
);

/** The pages before sign-in (besides the sign-in page itself), inside the antd root. */
export const PUBLIC_PAGES = pagesOf(authPages, staffPublicPages);
