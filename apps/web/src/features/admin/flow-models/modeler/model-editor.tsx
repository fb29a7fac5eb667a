import "bpmn-js/dist/assets/diagram-js.css";
import "bpmn-js/dist/assets/bpmn-js.css";
import "bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css";
import "./model-editor.css";
import CompressOutlined from "@ant-design/icons/es/icons/CompressOutlined";
import RedoOutlined from "@ant-design/icons/es/icons/RedoOutlined";
import UndoOutlined from "@ant-design/icons/es/icons/UndoOutlined";
import ZoomInOutlined from "@ant-design/icons/es/icons/ZoomInOutlined";
import ZoomOutOutlined from "@ant-design/icons/es/icons/ZoomOutOutlined";
import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import { ROLE_ELEMENTS } from "@zcps/contracts/elements-roles";
import type { FlowCheck } from "@zcps/contracts/flow";
import Button from "antd/es/button";
import Drawer from "antd/es/drawer";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import Spin from "antd/es/spin";
import Tag from "antd/es/tag";
import Tooltip from "antd/es/tooltip";
import Typography from "antd/es/typography";
import Modeler from "bpmn-js/lib/Modeler";
import type { Element } from "bpmn-js/lib/model/Types";
import camunda from "camunda-bpmn-moddle/resources/camunda.json";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeployModel } from "../api/deploy-model";
import { type FlowModelDetail, useModel } from "../api/get-model";
import type { FlowModelVersion } from "../api/get-model-versions";
import { useRoleGroups } from "../api/get-role-groups";
import { useSaveModel } from "../api/save-model";
import { validateModel } from "../api/validate-model";
import { ProblemsList } from "./problems-list";
import { PropertiesPanel } from "./properties-panel";
import { SaveModelDialog, type SaveValues } from "./save-model-dialog";
import { VersionsDrawer } from "./versions-drawer";

interface Canvas {
  zoom(level?: number | "fit-viewport", center?: "auto"): number;
  getRootElement(): Element;
  scrollToElement(element: Element): void;
  focus?(): void;
}
interface CommandStack {
  undo(): void;
  redo(): void;
  canUndo(): boolean;
  canRedo(): boolean;
}

/** The modeler's XML as the server and a download take it. */
async function xmlOf(modeler: Modeler): Promise<string> {
  const { xml } = await modeler.saveXML({ format: true });
  return xml ?? "";
}

/**
 * The modeler of one model, over the whole console: bpmn-js's canvas with its palette, context pad, undo/redo
 * and zoom (keys work once the canvas has focus; the bpmn.io mark stays as its licence asks), our properties panel
 * beside it, and the toolbar: save as a version, check, deploy, versions, download and import the XML.
 */
export default function ModelEditor({ modelId, onClose }: { modelId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const model = useModel(modelId);
  return (
    <Drawer
      open
      placement="right"
      size="100%"
      closable={false}
      // Escape belongs to the canvas (it ends a tool) and to the panel's drop-downs, not to the drawer
      keyboard={false}
      destroyOnHidden
      styles={{ body: { padding: 0, display: "flex", flexDirection: "column" } }}
      title={null}
      aria-label={t("flowModels.modelerTitle")}
      onClose={onClose}
    >
      {model.data ? (
        <Editor model={model.data} onClose={onClose} />
      ) : (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      )}
    </Drawer>
  );
}

function Editor({ model, onClose }: { model: FlowModelDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = useAntdApp();
  const can = useCan();
  const canEdit = can(FLOW_ELEMENTS.modelEdit);
  const canDeploy = can(FLOW_ELEMENTS.modelDeploy);
  const roleGroups = useRoleGroups(can(ROLE_ELEMENTS.groupView));
  const container = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [selected, setSelected] = useState<Element | null>(null);
  const [root, setRoot] = useState<Element | null>(null);
  const [revision, setRevision] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [version, setVersion] = useState(model.latestVersion);
  const [saved, setSaved] = useState<SaveValues>({ name: model.name, description: model.description ?? "" });
  const [check, setCheck] = useState<FlowCheck | null>(null);
  const [checking, setChecking] = useState(false);
  const [savingOpen, setSavingOpen] = useState(false);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const save = useSaveModel();
  const deploy = useDeployModel();

  useEffect(() => {
    if (!container.current) return;
    const instance = new Modeler({ container: container.current, moddleExtensions: { camunda } });
    const bus = instance.get<{ on: (event: string, fn: (e: never) => void) => void }>("eventBus");
    // a label selected on the canvas stands for the element it names
    bus.on("selection.changed", (e: { newSelection: (Element & { labelTarget?: Element })[] }) => {
      const first = e.newSelection[0];
      setSelected(first?.labelTarget ?? first ?? null);
    });
    bus.on("commandStack.changed", () => {
      setRevision((r) => r + 1);
      setDirty(true);
    });
    bus.on("import.done", () => {
      setSelected(null);
      setRoot(instance.get<Canvas>("canvas").getRootElement());
    });
    let alive = true;
    instance
      .importXML(model.xml)
      .then(() => {
        if (!alive) return;
        instance.get<Canvas>("canvas").zoom("fit-viewport", "auto");
        setModeler(instance);
      })
      .catch((e: unknown) => message.error(t("flowModels.importFailed", { detail: String(e) })));
    return () => {
      alive = false;
      instance.destroy();
    };
  }, [model.xml, message, t]);

  const canvas = () => modeler?.get<Canvas>("canvas");
  const commands = () => modeler?.get<CommandStack>("commandStack");

  /** Loads XML into the canvas as the draft; the draft is unsaved afterwards. */
  async function loadDraft(xml: string) {
    if (!modeler) return;
    await modeler.importXML(xml);
    canvas()?.zoom("fit-viewport", "auto");
    setDirty(true);
    setCheck(null);
  }

  async function runCheck() {
    if (!modeler) return;
    setChecking(true);
    try {
      setCheck(await validateModel(await xmlOf(modeler)));
    } finally {
      setChecking(false);
    }
  }

  async function saveVersion(values: SaveValues) {
    if (!modeler) return;
    const reply = await save.mutateAsync({
      id: model.id,
      model: {
        name: values.name,
        description: values.description || undefined,
        comment: values.comment || undefined,
        xml: await xmlOf(modeler),
      },
    });
    setVersion(reply.data.version);
    setSaved({ name: values.name, description: values.description });
    setDirty(false);
    // the draft may be saved with problems; they stop only a deploy
    setCheck(reply.data.check.valid ? null : reply.data.check);
    message.success(t("flowModels.savedAs", { version: reply.data.version }));
  }

  async function deployLatest() {
    const reply = await deploy.mutateAsync(model.id);
    message.success(t("flowModels.deployedMessage", { message: reply.message, version: reply.data.version }));
  }

  async function importFile(file: File) {
    const xml = await file.text();
    // the server reads it first: a file that does not parse is refused with its message and changes nothing
    const result = await validateModel(xml);
    const parse = result.problems.find((p) => p.rule === "parse");
    if (parse) {
      message.error(t("flowModels.importRefused", { name: file.name, detail: parse.message }), 8);
      return;
    }
    await loadDraft(xml);
    setCheck(result.valid ? null : result);
    message.success(t("flowModels.imported", { name: file.name }));
  }

  async function download() {
    if (!modeler) return;
    const blob = new Blob([await xmlOf(modeler)], { type: "application/xml" });
    const href = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = href;
    link.download = `${model.key}.bpmn`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }

  function pick(elementId: string) {
    const element = modeler?.get<{ get: (id: string) => Element | undefined }>("elementRegistry").get(elementId);
    if (!modeler || !element) return;
    modeler.get<{ select: (element: Element) => void }>("selection").select(element);
    if (element.type !== "bpmn:Process") canvas()?.scrollToElement(element);
  }

  function loadVersion(row: FlowModelVersion) {
    setVersionsOpen(false);
    loadDraft(row.xml).then(
      () => message.info(t("flowModels.versionLoaded", { version: row.version })),
      () => undefined,
    );
  }

  function close() {
    if (!dirty) {
      onClose();
      return;
    }
    modal.confirm({
      title: t("flowModels.leaveTitle"),
      content: t("flowModels.leaveText"),
      okText: t("flowModels.leave"),
      cancelText: t("flowModels.stay"),
      okButtonProps: { danger: true },
      onOk: onClose,
    });
  }

  const panelElement = selected ?? root;

  return (
    <>
      <Flex className="flow-modeler-bar" gap={8} align="center" wrap>
        <Flex vertical style={{ marginRight: "auto", minWidth: 0 }}>
          <Typography.Text strong data-testid="flow-modeler-title">
            {saved.name} <Typography.Text code>{model.key}</Typography.Text>
          </Typography.Text>
          <Space size={4}>
            <Tag data-testid="flow-modeler-version">{t("flowModels.savedVersion", { version })}</Tag>
            {dirty && <Tag color="orange">{t("flowModels.unsaved")}</Tag>}
          </Space>
        </Flex>
        <Space.Compact>
          <Tooltip title={t("flowModels.undo")}>
            <Button
              icon={<UndoOutlined />}
              aria-label={t("flowModels.undo")}
              disabled={!commands()?.canUndo()}
              onClick={() => commands()?.undo()}
            />
          </Tooltip>
          <Tooltip title={t("flowModels.redo")}>
            <Button
              icon={<RedoOutlined />}
              aria-label={t("flowModels.redo")}
              disabled={!commands()?.canRedo()}
              onClick={() => commands()?.redo()}
            />
          </Tooltip>
          <Tooltip title={t("flowModels.zoomIn")}>
            <Button
              icon={<ZoomInOutlined />}
              aria-label={t("flowModels.zoomIn")}
              onClick={() => canvas()?.zoom((canvas()?.zoom() ?? 1) * 1.2)}
            />
          </Tooltip>
          <Tooltip title={t("flowModels.zoomOut")}>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={t("flowModels.zoomOut")}
              onClick={() => canvas()?.zoom((canvas()?.zoom() ?? 1) / 1.2)}
            />
          </Tooltip>
          <Tooltip title={t("flowModels.fit")}>
            <Button
              icon={<CompressOutlined />}
              aria-label={t("flowModels.fit")}
              onClick={() => canvas()?.zoom("fit-viewport", "auto")}
            />
          </Tooltip>
        </Space.Compact>
        {canEdit && (
          <Button type="primary" disabled={!modeler} onClick={() => setSavingOpen(true)}>
            {t("flowModels.save")}
          </Button>
        )}
        <Button loading={checking} disabled={!modeler} onClick={() => runCheck().catch(() => undefined)}>
          {t("flowModels.validate")}
        </Button>
        {canDeploy && (
          <Tooltip title={dirty ? t("flowModels.saveBeforeDeploy") : undefined}>
            <Button
              disabled={!modeler || dirty}
              loading={deploy.isPending}
              onClick={() => deployLatest().catch(() => undefined)}
            >
              {t("flowModels.deploy")}
            </Button>
          </Tooltip>
        )}
        <Button onClick={() => setVersionsOpen(true)}>{t("flowModels.versions")}</Button>
        <Button disabled={!modeler} onClick={() => download().catch(() => undefined)}>
          {t("flowModels.download")}
        </Button>
        {canEdit && (
          <>
            <Button disabled={!modeler} onClick={() => fileInput.current?.click()}>
              {t("flowModels.import")}
            </Button>
            <input
              ref={fileInput}
              type="file"
              accept=".bpmn,.xml,application/xml,text/xml"
              hidden
              data-testid="flow-import-file"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) importFile(file).catch(() => undefined);
              }}
            />
          </>
        )}
        <Button onClick={close}>{t("flowModels.close")}</Button>
      </Flex>
      <Flex className="flow-modeler-body">
        <Flex vertical className="flow-modeler-main">
          <div
            ref={container}
            className="flow-modeler-canvas"
            data-testid="flow-canvas"
            role="application"
            aria-label={t("flowModels.canvas")}
          />
          {check && <ProblemsList check={check} onPick={pick} onClose={() => setCheck(null)} />}
        </Flex>
        <div className="flow-modeler-panel">
          {modeler && panelElement ? (
            <PropertiesPanel
              modeler={modeler}
              element={panelElement}
              revision={revision}
              readOnly={!canEdit}
              roleGroups={roleGroups.data ?? []}
            />
          ) : (
            <Spin />
          )}
        </div>
      </Flex>
      <SaveModelDialog
        open={savingOpen}
        initial={saved}
        saving={save.isPending}
        onSave={saveVersion}
        onClose={() => setSavingOpen(false)}
      />
      <VersionsDrawer
        modelId={model.id}
        open={versionsOpen}
        canLoad={canEdit}
        onLoad={loadVersion}
        onClose={() => setVersionsOpen(false)}
      />
    </>
  );
}
