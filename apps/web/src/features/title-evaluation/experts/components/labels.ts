import {
  type DisciplineOption,
  type ExpertRow,
  type ExpertStatus,
  firstLevelOf,
} from "@zcps/contracts/zcps/experts/api";
import { useMemo } from "react";
import { useLocalName } from "../../../../lib/use-local-name";

/** What the pool's status column says: blacklisted first, then waiting for approval, then active or not. */
export function statusOf(row: ExpertRow): ExpertStatus {
  if (row.blacklisted) return "blacklisted";
  if (!row.approvedAt) return "unapproved";
  return row.active ? "active" : "inactive";
}

/** "0812 计算机科学与技术"; a second-level code names the first-level discipline it belongs to. */
export function useDisciplineLabel(catalogue: DisciplineOption[] | undefined) {
  const localName = useLocalName();
  return useMemo(() => {
    const names = new Map((catalogue ?? []).map((d) => [d.code, localName(d.name, d.nameEn)]));
    return (code: string) => {
      const name = names.get(firstLevelOf(code));
      return name ? `${code} ${name}` : code;
    };
  }, [catalogue, localName]);
}
