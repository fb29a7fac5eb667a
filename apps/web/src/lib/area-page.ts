import type { ComponentType } from "react";
import type { FeatureLocales } from "../i18n";

/**
 * An area's pages, as its `pages.ts` lists them for the router: where each is shown and its module (loaded on the
 * first visit), with the area's texts, loaded with any of its pages so that the sign-in page and the shell carry none.
 */
export interface AreaPages {
  locales?: () => Promise<FeatureLocales>;
  /** by path: a menu page's menu pattern (e.g. "/zcps/declareUser"), any other page's route path */
  pages: Record<string, () => Promise<{ default: ComponentType }>>;
}
