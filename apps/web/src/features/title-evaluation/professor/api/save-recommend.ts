import { useMutation, useQueryClient } from "@tanstack/react-query";
import { PROFESSOR_ROUTES, type ProfessorBallot, type SaveRecommendBody } from "@zcps/contracts/zcps/professor/api";
import { http } from "../../../../lib/request";
import { professorKey } from "./keys";

/** saveRecommend: keeps the member's choices, ranks and remarks as a draft. */
export const saveRecommend = (body: SaveRecommendBody) =>
  http.post<ProfessorBallot>(PROFESSOR_ROUTES.saveRecommend, body);

export function useSaveRecommend() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRecommend,
    onSuccess: () => client.invalidateQueries({ queryKey: professorKey }),
  });
}
