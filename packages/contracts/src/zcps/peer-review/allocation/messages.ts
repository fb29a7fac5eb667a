import { bilingual } from "../../../bilingual";

/**
 * The allocation's explanations, zh and en (merged into zcps/messages.ts): why a declarant is unmet (the reason's
 * key with the funnel's figures as parameters) and why a pin was not placed.
 */
const ENTRIES = {
  "peer.alloc.unmet.LEVEL": [
    "仅 {count} 名可用专家达到所需职称级别，需 {required} 名",
    "Only {count} available experts hold the required title level; {required} required",
  ],
  "peer.alloc.unmet.DISCIPLINE": [
    "{discipline} 及相关学科仅有 {count} 名符合条件的专家，需 {required} 名",
    "{count} eligible experts in {discipline} and its related disciplines; {required} required",
  ],
  "peer.alloc.unmet.UNIT": [
    "回避本单位后，{discipline} 学科仅有 {count} 名符合条件的专家，需 {required} 名",
    "{count} eligible experts in {discipline} after avoiding the unit; {required} required",
  ],
  "peer.alloc.unmet.CONFLICT.oneConflict": [
    "回避本单位及 1 项利益冲突后，{discipline} 学科仅有 {count} 名符合条件的专家，需 {required} 名",
    "{count} eligible experts in {discipline} after avoiding the unit and 1 conflict; {required} required",
  ],
  "peer.alloc.unmet.CONFLICT": [
    "回避本单位及 {conflicts} 项利益冲突后，{discipline} 学科仅有 {count} 名符合条件的专家，需 {required} 名",
    "{count} eligible experts in {discipline} after avoiding the unit and {conflicts} conflicts; {required} required",
  ],
  "peer.alloc.unmet.EXTERNAL.noConflict": [
    "回避本单位后，{discipline} 学科仅有 {count} 名符合条件的校外专家，需 {required} 名",
    "{count} eligible external experts in {discipline} after avoiding the unit; {required} required",
  ],
  "peer.alloc.unmet.EXTERNAL.oneConflict": [
    "回避本单位及 1 项利益冲突后，{discipline} 学科仅有 {count} 名符合条件的校外专家，需 {required} 名",
    "{count} eligible external experts in {discipline} after avoiding the unit and 1 conflict; {required} required",
  ],
  "peer.alloc.unmet.EXTERNAL": [
    "回避本单位及 {conflicts} 项利益冲突后，{discipline} 学科仅有 {count} 名符合条件的校外专家，需 {required} 名",
    "{count} eligible external experts in {discipline} after avoiding the unit and {conflicts} conflicts; {required} required",
  ],
  "peer.alloc.unmet.LOAD": [
    "{discipline} 学科符合条件的专家中仅 {count} 名尚有评审余量，需 {required} 名",
    "{count} eligible experts in {discipline} still have room in their load; {required} required",
  ],
  "peer.alloc.unmet.EXTERNAL_LOAD": [
    "{discipline} 学科符合条件的校外专家中仅 {count} 名尚有评审余量，需 {required} 名",
    "{count} eligible external experts in {discipline} still have room in their load; {required} required",
  ],
  "peer.alloc.unmet.INSTITUTIONS": [
    "符合条件且尚有余量的专家仅来自 {count} 个单位（每个单位至多 1 名），需 {required} 名",
    "The eligible experts with room come from {count} institutions (at most one each); {required} required",
  ],
  "peer.alloc.unmet.CONTENTION": [
    "{discipline} 学科有 {count} 名符合条件且尚有余量的专家，但未能组成符合要求的专家组，需 {required} 名",
    "{count} eligible experts in {discipline} have room, yet no valid panel of {required} could be formed from them",
  ],
  "peer.alloc.pin.UNKNOWN": ["指定的申报人或专家不在本轮评审中", "The declarant or the expert is not in the round"],
  "peer.alloc.pin.FORBIDDEN": ["该专家同时被设为不得评审此申报人", "The same pair is also forbidden"],
  "peer.alloc.pin.INACTIVE": ["该专家已停用或被列入黑名单", "The expert is inactive or blacklisted"],
  "peer.alloc.pin.DECLARES": ["该专家本批次也在申报，须回避", "The expert declares in this batch too"],
  "peer.alloc.pin.LEVEL": ["该专家的职称级别低于要求", "The expert's title level is below the required one"],
  "peer.alloc.pin.DISCIPLINE": ["该专家的学科与申报人不符", "The expert's disciplines do not match the declarant's"],
  "peer.alloc.pin.UNIT": [
    "该专家与申报人同单位（或为本校的校外专家），须回避",
    "The expert is from the declarant's unit (or, listed as external, from its institution)",
  ],
  "peer.alloc.pin.CONFLICT": ["该专家与申报人存在利益冲突", "The expert has a conflict with the declarant"],
  "peer.alloc.pin.LOAD": ["该专家的评审数量已达上限（{maxLoad}）", "The expert's load is at its cap ({maxLoad})"],
  "peer.alloc.pin.INSTITUTION": [
    "已为该申报人指定了同一单位的专家，每个单位至多 1 名",
    "Another pinned expert is from the same institution: at most one each",
  ],
  "peer.alloc.pin.TOO_MANY": [
    "指定的专家超过所需人数（{required} 名）",
    "More pins than the {required} experts required",
  ],
  "peer.alloc.pin.EXTERNAL_MIN": [
    "指定的校内专家过多：{required} 名专家中至少 {externalMin} 名须为校外专家",
    "Too many internal experts pinned: at least {externalMin} of the {required} must be external",
  ],
} as const satisfies Record<string, readonly [string, string]>;

export const peerAllocationMessages = bilingual(ENTRIES);
