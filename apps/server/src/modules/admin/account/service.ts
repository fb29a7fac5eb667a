import { randomUUID } from "node:crypto";
import type { FrontInfo, MenuNode, UserProfile } from "@zcps/contracts/api";
import type { Language } from "@zcps/contracts/messages";
import { newPasswordSchema, type ProfileUpdate, profileUpdateSchema } from "@zcps/contracts/validation";
import { type AuthContext, grantedCodes } from "../../../platform/auth";
import type { AppDeps } from "../../../platform/deps";
import { badRequest, forbidden, notFound } from "../../../platform/errors";
import { hashPassword, verifyPassword } from "../../../platform/passwords";
import { sha256 } from "../../../platform/tokens";
import { IMAGE_KINDS } from "../../../platform/uploads/checker";
import { revokeUserSessions } from "../auth";
import * as userRepo from "../users";
import { createUserService, usersChanged } from "../users";
import * as repo from "./repo";

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function buildMenuTree(rows: Omit<MenuNode, "children">[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>(rows.map((r) => [r.id, { ...r, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (!node.parentId) roots.push(node);
  }
  return roots;
}

/** The signed-in user's own data: info, menus, profile, password and avatar. */
export function createAccountService(deps: AppDeps) {
  const { db } = deps;
  const users = createUserService(deps);

  async function profile(auth: AuthContext): Promise<UserProfile> {
    const {
      enabled: _e,
      isSuperAdmin: _s,
      roles: _r,
      updatedAt: _u,
      updatedBy: _b,
      tenantId: _t,
      ...rest
    } = await users.get(auth, auth.userId);
    return rest;
  }

  return {
    profile,

    async frontInfo(auth: AuthContext, lang: Language): Promise<FrontInfo> {
      const [user, codes, links] = await Promise.all([
        users.get(auth, auth.userId),
        grantedCodes(db, deps.cache, auth.userId, auth.isSuperAdmin),
        repo.findPortalLinks(db, auth.tenantId),
      ]);
      return {
        id: user.id,
        username: user.username,
        name: user.name,
        avatar: user.avatar,
        tenantId: auth.tenantId,
        description: user.description ?? "",
        elements: codes.map((c) => ({ type: c.type, code: c.code })),
        setting: {
          articlePlatform: links.map((l) => ({ id: l.id, title: lang === "en" ? l.titleEn : l.title, url: l.url })),
        },
      };
    },

    async menus(auth: AuthContext): Promise<MenuNode[]> {
      return buildMenuTree(await repo.findPermittedMenus(db, auth.userId, auth.isSuperAdmin));
    },

    async checkOldPassword(auth: AuthContext, oldPass: string): Promise<boolean> {
      const hash = await userRepo.findPasswordHash(db, auth.userId);
      return hash !== null && verifyPassword(hash, oldPass);
    },

    /** False when the old password is wrong; other sessions of the user are signed out on success. */
    async changePassword(auth: AuthContext, oldPass: string, newPass: string): Promise<boolean> {
      const hash = await userRepo.findPasswordHash(db, auth.userId);
      if (hash === null || !(await verifyPassword(hash, oldPass))) return false;
      const next = await hashPassword(newPasswordSchema.parse(newPass));
      await db.transaction(async (tx) => {
        await userRepo.updateUser(tx, auth.tenantId, auth.userId, { passwordHash: next, updatedBy: auth.userId });
        await revokeUserSessions(tx, auth.userId, auth.sessionId);
      });
      deps.cache.invalidateUser(auth.userId);
      usersChanged(deps.cache, auth.tenantId);
      return true;
    },

    async updateProfile(auth: AuthContext, input: ProfileUpdate) {
      const values = profileUpdateSchema.parse(input);
      if (values.id !== auth.userId) throw forbidden();
      for (const field of ["mobilePhone", "email"] as const) {
        if (!(await users.isAvailable(auth, field, values[field], auth.userId))) {
          throw badRequest(field === "email" ? "user.emailTaken" : "user.mobileTaken");
        }
      }
      // the department is the administrator's to change, not the user's
      await userRepo.updateUser(db, auth.tenantId, auth.userId, {
        mobilePhone: values.mobilePhone,
        telPhone: values.telPhone,
        email: values.email,
        description: values.description,
        updatedBy: auth.userId,
      });
      deps.cache.invalidateUser(auth.userId);
      usersChanged(deps.cache, auth.tenantId);
      return profile(auth);
    },

    async changeAvatar(auth: AuthContext, bytes: Buffer, originalName: string) {
      if (bytes.length === 0) throw badRequest("avatar.missing");
      if (bytes.length > AVATAR_MAX_BYTES) throw badRequest("avatar.tooLarge");
      const mime = await deps.uploads.verifiedMime(bytes, IMAGE_KINDS, "avatar.badType");
      const id = randomUUID();
      const digest = sha256(bytes);
      const storageKey = `avatars/${digest.slice(0, 2)}/${digest}`;
      await deps.storage.put(storageKey, bytes);
      const avatar = `/api/files/${id}`;
      await db.transaction(async (tx) => {
        await repo.insertFile(tx, {
          id,
          tenantId: auth.tenantId,
          purpose: "avatar",
          sha256: digest,
          mime,
          size: bytes.length,
          storageKey,
          originalName: originalName.slice(0, 200),
          createdBy: auth.userId,
        });
        await userRepo.updateUser(tx, auth.tenantId, auth.userId, { avatar, updatedBy: auth.userId });
      });
      deps.cache.invalidateUser(auth.userId);
      usersChanged(deps.cache, auth.tenantId);
      return { avatar };
    },

    /** Avatars are public by unguessable id (an <img> cannot send the bearer header); nothing else is. */
    async publicFile(id: string) {
      const file = await repo.findFile(db, id);
      if (file?.purpose !== "avatar") throw notFound();
      const body = await deps.storage.get(file.storageKey);
      if (!body) throw notFound();
      return { mime: file.mime, body, sha256: file.sha256 };
    },
  };
}
