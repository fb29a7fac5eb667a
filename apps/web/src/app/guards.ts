import { type LoaderFunctionArgs, redirect } from "react-router";
import { COOKIES, getCookie, removeCookie } from "../lib/cookies";
import { useSession } from "../stores/session";
import { findGroupNode, firstLeaf, permittedPaths, routeParamsFor } from "./route-table";

/** Access rules of spec 2 and the first navigation after login (spec 4), as route loaders. */

export function loginRedirect(url: URL): Response {
  const target = `${url.pathname}${url.search}`;
  return redirect(target === "/" ? "/login" : `/login?redirect=${encodeURIComponent(target)}`);
}

let loadingUser: Promise<void> | null = null;

/**
 * Signed in with the user's info and menus loaded. The first navigation
 * fetches them once; when that fails the session is logged out (and a CAS
 * session leaves through the logout address).
 */
export async function ensureSession(request: Request): Promise<void> {
  const session = useSession.getState();
  if (!session.token) throw loginRedirect(new URL(request.url));
  if (session.user) return;
  loadingUser ??= session.loadUser().finally(() => {
    loadingUser = null;
  });
  try {
    await loadingUser;
  } catch {
    const casLogin = getCookie(COOKIES.casLogin);
    const message = await useSession.getState().logout();
    if (casLogin && message) {
      removeCookie(COOKIES.casLogin);
      window.location.href = message;
    }
    throw redirect("/login");
  }
}

export function isPermitted(pattern: string): boolean {
  return permittedPaths(useSession.getState().permissionMenus).has(pattern);
}

export async function sessionLoader({ request }: LoaderFunctionArgs) {
  await ensureSession(request);
  return null;
}

/** A module route: signed in and the path is in the permitted menu tree, else the 401 page. */
export function menuLoader(pattern: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ensureSession(request);
    if (!isPermitted(pattern)) throw redirect("/401");
    return null;
  };
}

/** A group path opens its first permitted page. */
export function groupLoader(groupPath: string) {
  return async ({ request }: LoaderFunctionArgs) => {
    await ensureSession(request);
    const { permissionMenus, elements } = useSession.getState();
    const group = findGroupNode(permissionMenus, groupPath);
    const leaf = group ? firstLeaf(group, routeParamsFor(elements)) : null;
    throw redirect(leaf ?? "/401");
  };
}

/** A signed-in user opening /login goes to '/'. */
export function loginPageLoader() {
  if (useSession.getState().token) throw redirect("/");
  return null;
}

/** '/' is the platform home for a signed-in user, the login page otherwise. */
export function rootPathLoader({ request }: LoaderFunctionArgs) {
  if (!useSession.getState().token) throw loginRedirect(new URL(request.url));
  throw redirect("/enterStation");
}

/** Public page that shows more when signed in (the platform home). */
export async function optionalSessionLoader({ request }: LoaderFunctionArgs) {
  if (useSession.getState().token) await ensureSession(request);
  return null;
}

/** Unknown paths: anonymous users sign in first, signed-in users see 404. */
export function unknownPathLoader({ request }: LoaderFunctionArgs) {
  if (!useSession.getState().token) throw loginRedirect(new URL(request.url));
  throw redirect("/404");
}
