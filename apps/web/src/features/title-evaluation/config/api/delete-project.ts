import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { announceProjectListChanged } from "../../../../lib/project-list";
import { http } from "../../../../lib/request";
import { projectTimeQueryKey } from "./get-projects";

export function deleteProject(id: string) {
  return http.delete<null>(`${CONFIG_API.batch}/project/${encodeURIComponent(id)}`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: async () => {
      announceProjectListChanged();
      await queryClient.invalidateQueries({ queryKey: projectTimeQueryKey });
    },
  });
}
