import type { Page } from "@zcps/contracts/api";
import { EXPERT_PAGES, type ExpertKind, type ExpertRow } from "@zcps/contracts/zcps/experts/api";
import { http } from "../../../../lib/request";

/** Active experts of both pools matching a keyword: the one to pin to a declarant. */
export async function searchExperts(keyword: string): Promise<ExpertRow[]> {
  const pool = async (kind: ExpertKind) =>
    (
      await http.get<Page<ExpertRow>>(`/api/zcps-sh/${EXPERT_PAGES[kind]}/page`, {
        keyword: keyword || undefined,
        status: "active",
        limit: 20,
      })
    ).data.rows;
  const [external, internal] = await Promise.all([pool("external"), pool("internal")]);
  return [...external, ...internal];
}
