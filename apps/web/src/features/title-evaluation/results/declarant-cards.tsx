import { AppealCard } from "./components/appeal-card";
import { SchoolNoticeCard } from "./components/school-notice-card";

/** Stage 9 on the declarant's home (loaded with its texts): the school's notices, and the appeals. */
export default function DeclarantResultCards() {
  return (
    <>
      <SchoolNoticeCard />
      <AppealCard />
    </>
  );
}
