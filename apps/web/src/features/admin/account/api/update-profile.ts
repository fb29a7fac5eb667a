import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Envelope } from "@zcps/contracts/api";
import type { ProfileUpdate } from "@zcps/contracts/validation";
import { http } from "../../../../lib/request";
import { loginUserInfoQueryKey } from "./get-login-user-info";

export function updateProfile(profile: ProfileUpdate): Promise<Envelope<unknown>> {
  return http.put<unknown>("/api/admin/user/front/profile", profile);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: loginUserInfoQueryKey }),
  });
}
