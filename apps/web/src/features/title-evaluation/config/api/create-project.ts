import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ProjectInput } from "@zcps/contracts/zcps/config/api";
import { CONFIG_API } from "@zcps/contracts/zcps/config/elements";
import { announceProjectListChanged } from "../../../../lib/project-list";
import { http } from "../../../../lib/request";
import { projectTimeQueryKey } from "./get-projects";

export function createProject(input: ProjectInput) {
  return http.post<{ id: string }>(`${CONFIG_API.batch}/project`, input);
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: async () => {
      announceProjectListChanged();
      await queryClient.invalidateQueries({ queryKey: projectTimeQueryKey });
    },
  });
}
