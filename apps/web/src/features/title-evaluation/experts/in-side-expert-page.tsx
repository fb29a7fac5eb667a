import { ExpertPoolPage } from "./components/expert-pool-page";

/** /zcps/inSideExpert: the internal experts, drawn from the staff. */
export default function InSideExpertPage() {
  return <ExpertPoolPage kind="internal" />;
}
