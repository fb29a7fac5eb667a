import type { A3EditableSection } from "@zcps/contracts/zcps/results/a3";
import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Segmented from "antd/es/segmented";
import Spin from "antd/es/spin";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDownloadA3Table } from "../api/download-a3-table";
import { useA3Declarant } from "../api/get-a3-declarant";
import { useA3Table } from "../api/get-a3-table";
import { useUpdateA3Table } from "../api/update-a3-table";
import { A3TableView } from "./a3-table-view";

/**
 * A declaration's A3 review table in a drawer: personnel's latest edit or the table as computed now, its Word and
 * PDF, and, for who may edit, the rewording of its text sections saved as a new version.
 */
export function A3TableDrawer({
  declarationId,
  name,
  onClose,
}: {
  declarationId: string | null;
  name: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const declarant = useA3Declarant(declarationId);
  const ref = declarant.data ? { userId: declarant.data.userId, projectTimeId: declarant.data.projectTimeId } : null;
  const [edited, setEdited] = useState(true);
  const table = useA3Table(ref, edited);
  const download = useDownloadA3Table();
  const update = useUpdateA3Table();
  const [drafts, setDrafts] = useState<Partial<Record<A3EditableSection, string>> | null>(null);
  const data = table.data;

  async function save() {
    if (!ref || !data || !drafts) return;
    const reply = await update.mutateAsync({ ...ref, baseVersion: data.latestVersion, texts: drafts });
    message.success(reply.message);
    setDrafts(null);
    setEdited(true);
  }

  const editing = drafts !== null;
  return (
    <Drawer
      open={declarationId !== null}
      onClose={onClose}
      size={1100}
      destroyOnHidden
      title={t("a3Ui.drawerTitle", { name })}
      extra={
        ref && (
          <Flex gap={8} wrap>
            <Segmented
              value={edited ? "edited" : "computed"}
              disabled={editing}
              onChange={(v) => setEdited(v === "edited")}
              options={[
                { value: "edited", label: t("a3Ui.edited") },
                { value: "computed", label: t("a3Ui.computed") },
              ]}
            />
            <Button
              loading={download.isPending && download.variables?.type === "docx"}
              onClick={() => download.mutate({ ref, type: "docx", edited })}
            >
              {t("a3Ui.word")}
            </Button>
            <Button
              loading={download.isPending && download.variables?.type === "pdf"}
              onClick={() => download.mutate({ ref, type: "pdf", edited })}
            >
              {t("a3Ui.pdf")}
            </Button>
            {can(E.a3Edit) && !editing && data && (
              <Button
                type="primary"
                onClick={() => {
                  setEdited(true);
                  setDrafts({});
                }}
              >
                {t("a3Ui.edit")}
              </Button>
            )}
          </Flex>
        )
      }
      footer={
        editing && (
          <Flex gap={8} justify="flex-end">
            <Button onClick={() => setDrafts(null)}>{t("a3Ui.cancel")}</Button>
            <Button
              type="primary"
              loading={update.isPending}
              disabled={Object.keys(drafts).length === 0}
              onClick={() => save().catch(() => undefined)}
            >
              {t("a3Ui.save")}
            </Button>
          </Flex>
        )
      }
    >
      {!data ? (
        <Spin tip={t("a3Ui.loading")} />
      ) : (
        <Flex vertical gap={12}>
          {editing && <Alert type="info" showIcon title={t("a3Ui.editHelp")} />}
          <A3TableView
            table={data}
            drafts={drafts ?? undefined}
            onDraft={editing ? (section, text) => setDrafts({ ...drafts, [section]: text }) : undefined}
          />
        </Flex>
      )}
    </Drawer>
  );
}
