import DownOutlined from "@ant-design/icons/es/icons/DownOutlined";
import KeyOutlined from "@ant-design/icons/es/icons/KeyOutlined";
import LogoutOutlined from "@ant-design/icons/es/icons/LogoutOutlined";
import PictureOutlined from "@ant-design/icons/es/icons/PictureOutlined";
import UserOutlined from "@ant-design/icons/es/icons/UserOutlined";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { withLocales } from "../../i18n";
import { signOut, useSession } from "../../stores/session";
import { LazyDropdown } from "./lazy-dropdown";

const accountTexts = () => import("../../features/admin/account/locales").then((m) => m.accountLocales);

const ProfileDialog = lazy(() =>
  withLocales(import("../../features/admin/account/profile-dialog"), accountTexts()).then((m) => ({
    default: m.ProfileDialog,
  })),
);
const PasswordDialog = lazy(() =>
  withLocales(import("../../features/admin/account/password-dialog"), accountTexts()).then((m) => ({
    default: m.PasswordDialog,
  })),
);
const AvatarDialog = lazy(() =>
  withLocales(import("../../features/admin/account/avatar-dialog"), accountTexts()).then((m) => ({
    default: m.AvatarDialog,
  })),
);

type DialogName = "profile" | "password" | "avatar";

/** Spec 2 account menu: personal information, change password, change avatar, log out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const name = useSession((s) => s.name);
  const avatar = useSession((s) => s.avatar);
  const [open, setOpen] = useState<DialogName | null>(null);
  // a dialog is mounted on first use and kept, so it can animate closed
  const [mounted, setMounted] = useState<Record<DialogName, boolean>>({
    profile: false,
    password: false,
    avatar: false,
  });
  const [search, setSearch] = useSearchParams();

  const show = useCallback((dialog: DialogName) => {
    setMounted((m) => ({ ...m, [dialog]: true }));
    setOpen(dialog);
  }, []);
  const close = () => setOpen(null);

  // the dashboard's "complete your profile" to-do links here with ?profile=1
  useEffect(() => {
    if (search.get("profile") !== "1") return;
    show("profile");
    const next = new URLSearchParams(search);
    next.delete("profile");
    setSearch(next, { replace: true });
  }, [search, setSearch, show]);

  return (
    <>
      <LazyDropdown
        trigger="click"
        menu={{
          items: [
            { key: "profile", icon: <UserOutlined />, label: t("shell.profile") },
            { key: "password", icon: <KeyOutlined />, label: t("shell.changePassword") },
            { key: "avatar", icon: <PictureOutlined />, label: t("shell.changeAvatar") },
            { type: "divider" },
            { key: "logout", icon: <LogoutOutlined />, label: t("shell.logout") },
          ],
          onClick: ({ key }) => {
            if (key === "logout") void signOut();
            else show(key as DialogName);
          },
        }}
      >
        <button type="button" className="shell-account" data-testid="account-menu" title={name}>
          <img src={avatar} alt="" className="shell-avatar" />
          <span className="shell-account-name shell-hide-narrow">{name}</span>
          <DownOutlined style={{ fontSize: 10 }} />
        </button>
      </LazyDropdown>
      <Suspense fallback={null}>
        {mounted.profile && <ProfileDialog open={open === "profile"} onClose={close} />}
        {mounted.password && <PasswordDialog open={open === "password"} onClose={close} />}
        {mounted.avatar && <AvatarDialog open={open === "avatar"} onClose={close} />}
      </Suspense>
    </>
  );
}
