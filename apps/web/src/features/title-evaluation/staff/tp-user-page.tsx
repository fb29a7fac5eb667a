import { NamedListView } from "./components/named-list-view";

/** /zcps/tpUser: special appointments, reviewed before their effects count. */
export default function TpUserPage() {
  return <NamedListView listType="tpUser" />;
}
