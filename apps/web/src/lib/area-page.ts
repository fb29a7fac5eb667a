import type { ComponentType } from "react";
import type { FeatureLocales } from "../i18n";

/**
 * An area's pages, as its `pages.ts` lists them for the router: where each is shown and its module (loaded on the
 * first visit), with the area's texts, loaded with any of its pages so that the sign-in page and the shell carry none.
 */
export interface AreaPages {
  locales?: () => Promise<FeatureLocales>;
  /** by path: a menu page's menu pattern (e.g. "/zcps/declareUser"), any other page's route path */
  pages: Record<string, () => Promise<PageModule>>;
}

/**
 * A page's module: the page, and what it asks the server for on its first view, when it says so. The router starts
 * `prefetch` as soon as the route's checks pass (router.tsx), beside the shell's own drawing instead of after it, so the
 * page's first draw can already hold its rows; it puts the same queries in the cache that the first render reads.
 */
export interface PageModule {
  default: ComponentType;
  prefetch?: () => void;
}
