import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { COOKIES, setCookie } from "../../../lib/cookies";
import { useSession } from "../../../stores/session";
import { afterLoginPath } from "./login-page";

/** Return from single sign-on: the token arrives in the query; the session continues from here. */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();

  useEffect(() => {
    const token = search.get("token");
    if (!token) {
      navigate("/login", { replace: true });
      return;
    }
    useSession.getState().setToken(token);
    setCookie(COOKIES.casLogin, "1");
    navigate(afterLoginPath(search.get("redirect")), { replace: true });
  }, [search, navigate]);

  return <p style={{ padding: 24 }}>{t("login.signingIn")}</p>;
}
