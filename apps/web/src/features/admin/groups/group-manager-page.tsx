import Empty from "antd/es/empty";
import Spin from "antd/es/spin";
import Tabs from "antd/es/tabs";
import { useTranslation } from "react-i18next";
import { useLocalName } from "../../../lib/use-local-name";
import { useGroupTypeTabs } from "./api/get-group-type-tabs";
import { GroupTypeTab } from "./components/group-type-tab";
import "./groups.css";

/**
 * /baseManager/groupManager (AG-Admin groupManager): one tab per role type, each with its tree of roles; a role's
 * members and leaders, and its authority at two levels (may use, may grant onward).
 */
export default function GroupManagerPage() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const types = useGroupTypeTabs();
  if (types.isLoading) return <Spin />;
  const tabs = types.data ?? [];
  if (tabs.length === 0) return <Empty description={t("groups.noTypes")} />;
  return (
    <Tabs
      className="group-page"
      items={tabs.map((type) => ({
        key: type.id,
        label: localName(type.name, type.nameEn),
        children: <GroupTypeTab groupTypeId={type.id} />,
      }))}
    />
  );
}
