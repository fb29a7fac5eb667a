export { spreadEvenly } from "./assignment";
export * from "./documents";
export { evidenceFiles, ownsEvidence, readEvidence, receiveEvidence, storeEvidence } from "./evidence";
export {
  type ClosedWindows,
  closeDuePublicityWindows,
  closePublicityWindow,
  localDate,
  openPublicityWindow,
  publicityStartInRange,
  schoolToday,
  type WindowCloser,
  type WindowOutcome,
} from "./publicity";
export * from "./teams";
