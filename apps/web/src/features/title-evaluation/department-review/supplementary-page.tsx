import { VerdictQueue } from "./components/verdict-queue";

/**
 * /bcsh/AuditTasksOfDep: the supplementary review. Items a declarant resubmitted after a return come back to the
 * same department (and by default the same reviewer) in a new round; they wait here across every material page.
 */
export default function SupplementaryPage() {
  return <VerdictQueue supplementary />;
}
