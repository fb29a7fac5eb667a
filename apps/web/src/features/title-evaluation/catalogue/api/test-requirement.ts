import { useMutation } from "@tanstack/react-query";
import type { RequirementTestResult } from "@zcps/contracts/zcps/catalogue/api";
import { CATALOGUE_API } from "@zcps/contracts/zcps/catalogue/elements";
import type { RuleNode } from "@zcps/contracts/zcps/eligibility";
import { http } from "../../../../lib/request";

/** Evaluates the rule being edited for one staff member; nothing is saved. */
export async function testRequirement(body: { projectTimeId: string; staffId: string; rule: RuleNode }) {
  return (await http.post<RequirementTestResult>(`${CATALOGUE_API.require}/test`, body)).data;
}

export function useTestRequirement() {
  return useMutation({ mutationFn: testRequirement });
}
