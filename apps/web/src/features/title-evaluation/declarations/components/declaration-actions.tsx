import type { DeclarationDetail } from "@zcps/contracts/zcps/declaration/api";
import { DECLARATION_ELEMENTS } from "@zcps/contracts/zcps/declaration/elements";
import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import Space from "antd/es/space";
import Tag from "antd/es/tag";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { type DeclarantEvent, useFireDeclarationEvent } from "../api/fire-declaration-event";
import { PledgeDialog } from "./pledge-dialog";

const EVENTS: { event: DeclarantEvent; label: string; confirm: string; primary: boolean }[] = [
  { event: "submit", label: "declare.actions.submit", confirm: "declare.actions.submitConfirm", primary: true },
  { event: "resubmit", label: "declare.actions.resubmit", confirm: "declare.actions.resubmitConfirm", primary: true },
  { event: "withdraw", label: "declare.actions.withdraw", confirm: "declare.actions.withdrawConfirm", primary: false },
];

/** Pledge, submit, withdraw and resubmit: shown by the events the state machine allows the declarant now. */
export function DeclarationActions({ declaration }: { declaration: DeclarationDetail }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const fire = useFireDeclarationEvent();
  const [pledging, setPledging] = useState(false);
  if (!declaration.isOwner || !can(DECLARATION_ELEMENTS.submit)) return null;
  const editing = declaration.status === "DRAFT" || declaration.status === "RETURNED";

  async function run(event: DeclarantEvent) {
    const reply = await fire.mutateAsync({ id: declaration.id, event, version: declaration.version });
    message.success(reply.message);
  }

  return (
    <Space wrap>
      {editing ? (
        declaration.pledgeSignedAt ? (
          <Tag color="green">{t("declare.actions.pledgeSigned")}</Tag>
        ) : (
          <Button onClick={() => setPledging(true)}>{t("declare.actions.pledge")}</Button>
        )
      ) : null}
      {EVENTS.filter((e) => declaration.allowedEvents.includes(e.event)).map((e) => (
        <Popconfirm
          key={e.event}
          title={t(e.confirm)}
          okText={t("declare.ok")}
          cancelText={t("declare.cancel")}
          onConfirm={() => run(e.event)}
        >
          <Button type={e.primary ? "primary" : "default"} loading={fire.isPending}>
            {t(e.label)}
          </Button>
        </Popconfirm>
      ))}
      <PledgeDialog open={pledging} declarationId={declaration.id} onClose={() => setPledging(false)} />
    </Space>
  );
}
