import { useMutation } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import { request } from "../../../../lib/request";

/** Client-side copy of the server's avatar limits, so a wrong file is refused before upload. */
export const AVATAR_TYPES = ["image/jpeg", "image/png"] as const;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

export function changeAvatar(file: File): Promise<Envelope<{ avatar: string }>> {
  const data = new FormData();
  data.append("file", file);
  return request<{ avatar: string }>({ url: "/api/admin/user/front/changeAvatar", method: "POST", data });
}

export function useChangeAvatar() {
  return useMutation({ mutationFn: changeAvatar });
}
