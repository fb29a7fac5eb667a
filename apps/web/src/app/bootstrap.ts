import { useSession } from "../stores/session";

/**
 * Entry by URL query (spec 2), handled before the router starts:
 * - `token` stores the token and reloads the page without it (/authredirect reads its own);
 * - `username` + `password` + `haveCasLogin` sign in automatically, then the
 *   parameters leave the address bar.
 * Returns false when the page is being reloaded.
 */
export async function bootstrapFromQuery(): Promise<boolean> {
  const url = new URL(window.location.href);
  const query = url.searchParams;
  const token = query.get("token");
  if (token && url.pathname !== "/authredirect" && url.pathname !== "/findPwdByEmail") {
    useSession.getState().setToken(token);
    query.delete("token");
    window.location.replace(`${url.pathname}${query.size ? `?${query}` : ""}${url.hash}`);
    return false;
  }
  const username = query.get("username");
  const password = query.get("password");
  const haveCasLogin = query.get("haveCasLogin");
  if (username && password !== null && haveCasLogin !== null) {
    for (const name of ["username", "password", "haveCasLogin"]) query.delete(name);
    window.history.replaceState(null, "", `${url.pathname}${query.size ? `?${query}` : ""}${url.hash}`);
    try {
      // loaded on demand: the password transport is not needed by every page load
      const { loginWithPassword } = await import("../features/admin/auth/api/login");
      await loginWithPassword({ username, password, cas: !["0", "false", ""].includes(haveCasLogin) });
    } catch {
      // the request layer or the login rules already showed why
    }
  }
  return true;
}
