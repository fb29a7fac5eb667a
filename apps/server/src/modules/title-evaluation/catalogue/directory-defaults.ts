import type { DirectoryRequired } from "@zcps/contracts/zcps/catalogue/api";
import { type MaterialType, UNIT_OWNER } from "@zcps/contracts/zcps/materials";

/** Material types every declaration needs, whatever the title: who the declarant is and how they stand. */
const REQUIRED_FOR_ALL = new Set([
  "BASIC_INFO",
  "EDUCATION",
  "TITLE_HISTORY",
  "ANNUAL_APPRAISAL",
  "ETHICS",
  "SELF_SUMMARY",
]);
/** Senior titles are judged on representative works (reference 1.4 REPRESENTATIVE). */
const REQUIRED_FOR_SENIOR = new Set(["REPRESENTATIVE_WORK"]);
const SENIOR_LEVELS = new Set(["ASSOC_SENIOR", "FULL_SENIOR"]);
/** Sections a declaration holds at most one of; the others are open-ended lists. */
const SINGLE_MAX = 1;

const PERSONNEL_OFFICE = "hr";

/**
 * The office that verifies a type: its owner among the tenant's offices; none (the declarant's own unit checks it) for
 * unit-owned types; the personnel office when the school has no office with the owner's code.
 */
function verifierOf(owner: string, officeIdByCode: ReadonlyMap<string, string>): string | null {
  if (owner === UNIT_OWNER) return null;
  return officeIdByCode.get(owner) ?? officeIdByCode.get(PERSONNEL_OFFICE) ?? null;
}

export interface DefaultDirectoryRow {
  materialType: string;
  verifierDepartId: string | null;
  required: DirectoryRequired;
  requiredFor: { titleId: string; trackCode: null }[];
  maxItems: number | null;
  enabled: boolean;
  orderNum: number;
}

/**
 * A sensible directory for a batch: every material type, verified by the office that owns it, the personal sections
 * required for all, representative works required for the batch's senior titles, the rest optional.
 */
export function defaultDirectory(
  types: readonly MaterialType[],
  officeIdByCode: ReadonlyMap<string, string>,
  batchTitles: readonly { titleId: string; level: string }[],
): DefaultDirectoryRow[] {
  const senior = batchTitles
    .filter((t) => SENIOR_LEVELS.has(t.level))
    .map((t) => ({ titleId: t.titleId, trackCode: null }));
  return types.map((type, index) => {
    let required: DirectoryRequired = "none";
    let requiredFor: DefaultDirectoryRow["requiredFor"] = [];
    if (REQUIRED_FOR_ALL.has(type.code)) required = "all";
    else if (REQUIRED_FOR_SENIOR.has(type.code) && senior.length > 0) {
      required = "some";
      requiredFor = senior;
    }
    return {
      materialType: type.code,
      verifierDepartId: verifierOf(type.owner, officeIdByCode),
      required,
      requiredFor,
      maxItems: type.single ? SINGLE_MAX : null,
      enabled: true,
      orderNum: index,
    };
  });
}

/**
 * A directory copied to a batch keeps only the titles that batch accepts; a row left with no title to be required
 * for becomes optional rather than required for nobody.
 */
export function retargetRequiredFor<
  T extends { required: DirectoryRequired; requiredFor: { titleId: string; trackCode?: string | null }[] },
>(row: T, titleIds: ReadonlySet<string>): T {
  if (row.required !== "some") return { ...row, requiredFor: [] };
  const requiredFor = row.requiredFor.filter((r) => titleIds.has(r.titleId));
  return requiredFor.length > 0 ? { ...row, requiredFor } : { ...row, required: "none", requiredFor: [] };
}
