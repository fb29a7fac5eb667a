import { NamedListView } from "./components/named-list-view";

/** /zcps/talents: national talents, reviewed before their effects count. */
export default function TalentsPage() {
  return <NamedListView listType="talents" />;
}
