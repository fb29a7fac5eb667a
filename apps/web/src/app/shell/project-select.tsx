import CheckOutlined from "@ant-design/icons/es/icons/CheckOutlined";
import DownOutlined from "@ant-design/icons/es/icons/DownOutlined";
import ProjectOutlined from "@ant-design/icons/es/icons/ProjectOutlined";
import type { ProjectOption } from "@zcps/contracts/api";
import Button from "antd/es/button";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { onProjectListChanged } from "../../lib/project-list";
import { useAntdApp } from "../../lib/use-antd-app";
import { LazyDropdown } from "./lazy-dropdown";
import { invalidatePageData, listProjects, preselectedProject, switchProject } from "./projects-api";

/**
 * Project dropdown (spec 2: 300 px wide). A menu rather than a Select keeps
 * the select machinery out of the shell's first load; a switch drops every
 * page's cached data.
 */
const WIDTH = 300;

export function ProjectSelect() {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const [projects, setProjects] = useState<ProjectOption[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | undefined>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the server names projects in the caller's language, so a language switch reads the list again
  useEffect(() => {
    let live = true;
    const load = () =>
      listProjects()
        .then((list) => {
          if (!live) return;
          setProjects(list);
          setSelectedId(preselectedProject(list)?.id);
        })
        .catch(() => live && setProjects([]));
    void load();
    // the projectTime page adds, renames and disables projects
    const stop = onProjectListChanged(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, [i18n.language]);

  const selected = projects?.find((p) => p.id === selectedId);
  const change = async (id: string) => {
    if (id === selectedId) return;
    try {
      await switchProject(id);
      setSelectedId(id);
      message.success(t("project.switched"));
      await invalidatePageData();
    } catch {
      message.error(t("project.switchFailed"));
    }
  };

  return (
    <LazyDropdown
      trigger="click"
      styles={{ root: { width: WIDTH } }}
      menu={{
        selectable: true,
        selectedKeys: selectedId ? [selectedId] : [],
        items: (projects ?? []).map((p) => ({
          key: p.id,
          label: p.name,
          disabled: p.enabled !== "1",
          extra: p.id === selectedId ? <CheckOutlined /> : undefined,
        })),
        onClick: ({ key }) => void change(key),
      }}
    >
      <Button
        data-testid="project-select"
        loading={projects === null}
        style={{ width: WIDTH }}
        className="shell-project"
        title={selected?.name}
      >
        <ProjectOutlined />
        <span className="shell-project-name">{selected?.name ?? t("shell.projectPlaceholder")}</span>
        <DownOutlined className="shell-project-arrow" />
      </Button>
    </LazyDropdown>
  );
}
