import type { ProjectRow } from "@zcps/contracts/zcps/config/api";
import Flex from "antd/es/flex";
import Tabs from "antd/es/tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useProjects } from "./api/get-projects";
import { BatchesPanel } from "./components/batches-panel";
import { HolidayCalendar } from "./components/holiday-calendar";
import { ProjectsPanel } from "./components/projects-panel";
import "./zcps-config.css";

/** /zcps/projectTime: evaluation projects and their batches; the holiday calendar in its own tab. */
export default function ProjectTimePage() {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<ProjectRow | undefined>();
  // until one is chosen, the top bar's current project is shown
  const firstPage = useProjects({ page: 1, limit: 10, name: "" });
  const project = chosen ?? firstPage.data?.rows.find((p) => p.current) ?? firstPage.data?.rows[0];

  return (
    <Tabs
      items={[
        {
          key: "batches",
          label: t("zcfg.tab.batches"),
          children: (
            <Flex gap={16} align="flex-start" className="zcfg-batches-layout">
              <ProjectsPanel selectedId={project?.id} onSelect={setChosen} />
              <div className="zcfg-batches-main">
                <BatchesPanel project={project} />
              </div>
            </Flex>
          ),
        },
        { key: "holidays", label: t("zcfg.tab.holidays"), children: <HolidayCalendar /> },
      ]}
    />
  );
}
