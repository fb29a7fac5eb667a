import { useSearchParams } from "react-router";
import { Invitations } from "./components/invitations";
import { PacketView } from "./components/packet-view";
import "./expert-review.css";

/**
 * /AnonymousReview/ExpertReview: the expert's invitations; one opened (`?assignment=…&batch=…`, so the invitation's link
 * and the browser's back button lead to it) shows its packet and the opinion form.
 */
export default function ExpertReviewPage() {
  const [search, setSearch] = useSearchParams();
  const assignmentId = search.get("assignment");
  const projectTimeId = search.get("batch");
  if (assignmentId && projectTimeId)
    return (
      <PacketView
        key={assignmentId}
        assignmentId={assignmentId}
        projectTimeId={projectTimeId}
        onBack={() => setSearch({})}
      />
    );
  return <Invitations onOpen={(row) => setSearch({ assignment: row.id, batch: row.projectTimeId })} />;
}
