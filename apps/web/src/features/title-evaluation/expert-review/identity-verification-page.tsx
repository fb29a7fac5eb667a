import { PEER_REVIEW_ELEMENTS as E } from "@zcps/contracts/zcps/peer-review/element-codes";
import Result from "antd/es/result";
import Tabs from "antd/es/tabs";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { MyIdentity } from "./components/my-identity";
import { VerificationsList } from "./components/verifications-list";
import "./expert-review.css";

/**
 * /AnonymousReview/IdentityVerification: an expert (verifySelf) verifies their own identity and keeps their signature;
 * the administrator (verificationsView) sees who is verified and how, and verifies by hand. Whoever holds both sees
 * both, side by side in tabs.
 */
export default function IdentityVerificationPage() {
  const { t } = useTranslation();
  const can = useCan();
  const self = can(E.verifySelf);
  const list = can(E.verificationsView);
  if (self && list)
    return (
      <Tabs
        items={[
          { key: "self", label: t("erUi.tab.self"), children: <MyIdentity /> },
          { key: "list", label: t("erUi.tab.list"), children: <VerificationsList /> },
        ]}
      />
    );
  if (self) return <MyIdentity />;
  if (list) return <VerificationsList />;
  return <Result status="403" title={t("erUi.noAccess")} />;
}
