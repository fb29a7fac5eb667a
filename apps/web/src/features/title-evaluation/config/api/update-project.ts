import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectInput } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { announceProjectListChanged } from "../../../../lib/project-list";
import { http } from "../../../../lib/request";
import { projectTimeQueryKey } from "./get-projects";

export function updateProject({ id, input }: { id: string; input: ProjectInput }) {
  return http.put<{ id: string }>(`${CONFIG_API.batch}/project/${encodeURIComponent(id)}`, input);
}

export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProject,
    onSuccess: async () => {
      announceProjectListChanged();
      await queryClient.invalidateQueries({ queryKey: projectTimeQueryKey });
    },
  });
}
