import { NamedListView } from "./components/named-list-view";

/** /zcps/kyry: the epidemic-fighting staff list (entries count at once; xlsx import). */
export default function KyryPage() {
  return <NamedListView listType="kyry" />;
}
