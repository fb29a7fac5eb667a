import { CONSOLE_SERVICES, type ServiceClientRow, type ServiceRow } from "@zcps/contracts/services";
import Checkbox from "antd/es/checkbox";
import Flex from "antd/es/flex";
import Modal from "antd/es/modal";
import Radio from "antd/es/radio";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSetServiceClients } from "../api/set-service-clients";

interface Props {
  /** the service whose clients are set; the dialog is closed without one */
  service: ServiceRow | null;
  clients: ServiceClientRow[];
  onClose: () => void;
}

/** Every client may call the service, or only the ones ticked; the console's own client keeps sign-in and admin. */
export function ServiceClientsDialog({ service, clients, onClose }: Props) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const save = useSetServiceClients();
  const [allClients, setAllClients] = useState(true);
  const [picked, setPicked] = useState<string[]>([]);
  const consoleId = clients.find((client) => client.isConsole)?.clientId;
  const consoleKept = service !== null && CONSOLE_SERVICES.includes(service.code);

  useEffect(() => {
    if (!service) return;
    setAllClients(service.allClients);
    const listed = service.allClients ? clients.map((client) => client.clientId) : service.clients;
    setPicked(consoleKept && consoleId && !listed.includes(consoleId) ? [consoleId, ...listed] : listed);
  }, [service, clients, consoleKept, consoleId]);

  async function confirm() {
    if (!service) return;
    if (!allClients && picked.length === 0) {
      message.warning(t("services.clientsRequired"));
      return;
    }
    const reply = await save.mutateAsync({ code: service.code, allClients, clients: allClients ? [] : picked });
    message.success(reply.message);
    onClose();
  }

  return (
    <Modal
      open={service !== null}
      title={t("services.clientsTitle", { name: service?.name ?? "" })}
      okText={t("services.ok")}
      cancelText={t("services.cancel")}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => {
        confirm().catch(() => undefined);
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Radio.Group
          value={allClients ? "all" : "some"}
          onChange={(event) => setAllClients(event.target.value === "all")}
          options={[
            { value: "all", label: t("services.clientsAll") },
            { value: "some", label: t("services.clientsSome") },
          ]}
          style={{ display: "flex", flexDirection: "column", gap: 8 }}
        />
        <Checkbox.Group
          aria-label={t("services.clientsPick")}
          value={picked}
          disabled={allClients}
          onChange={(values) => setPicked(values as string[])}
          style={{ display: "flex", flexDirection: "column", gap: 8, paddingInlineStart: 24 }}
        >
          {clients.map((client) => (
            <Checkbox
              key={client.clientId}
              value={client.clientId}
              disabled={allClients || (consoleKept && client.isConsole)}
            >
              <Typography.Text code>{client.clientId}</Typography.Text> {client.name}{" "}
              {client.isConsole && <Tag color="blue">{t("services.console")}</Tag>}
              {!client.enabled && <Tag>{t("services.clientDisabled")}</Tag>}
            </Checkbox>
          ))}
        </Checkbox.Group>
        {consoleKept && <Typography.Text type="secondary">{t("services.consoleKept")}</Typography.Text>}
        <Typography.Text type="secondary">{t("services.clientsHint")}</Typography.Text>
      </Flex>
    </Modal>
  );
}
