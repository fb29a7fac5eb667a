import { ExpertPoolPage } from "./components/expert-pool-page";

/** /zcps/outSideExpert: the external experts. */
export default function OutSideExpertPage() {
  return <ExpertPoolPage kind="external" />;
}
