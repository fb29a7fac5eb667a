import { useSearchParams } from "react-router";
import { DeclarationEditor } from "./components/declaration-editor";
import { DeclarationHome } from "./components/declaration-home";
import "./declaration.css";

/** /zcps/userCenter: the declarant's home, and with `?declaration=<id>` the full-width declaration editor. */
export default function UserCenterPage() {
  const [params, setParams] = useSearchParams();
  const declarationId = params.get("declaration");
  const open = (id: string | null) => setParams(id ? { declaration: id } : {});
  return declarationId ? (
    <DeclarationEditor id={declarationId} onBack={() => open(null)} />
  ) : (
    <DeclarationHome onOpen={open} />
  );
}
