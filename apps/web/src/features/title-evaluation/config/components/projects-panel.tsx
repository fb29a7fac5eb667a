import type { ProjectRow } from "@zcps/contracts/zcps/config/api";
import { CONFIG_ELEMENTS } from "@zcps/contracts/zcps/config/elements";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Flex from "antd/es/flex";
import Input from "antd/es/input";
import Space from "antd/es/space";
import Table, { type ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { DeleteLink } from "../../../../lib/delete-link";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useDeleteProject } from "../api/delete-project";
import { type ProjectQuery, useProjects } from "../api/get-projects";
import { ProjectFormDialog, type ProjectFormState } from "./project-form-dialog";

interface Props {
  selectedId: string | undefined;
  onSelect: (project: ProjectRow) => void;
}

/** The evaluation projects (the top bar's list): pick one to see its batches. */
export function ProjectsPanel({ selectedId, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [name, setName] = useState("");
  const [query, setQuery] = useState<ProjectQuery>({ page: 1, limit: 10, name: "" });
  const [form, setForm] = useState<ProjectFormState>({ open: false });
  const projects = useProjects(query);
  const remove = useDeleteProject();
  const english = i18n.language.startsWith("en");

  async function removeProject(project: ProjectRow) {
    const reply = await remove.mutateAsync(project.id);
    message.success(reply.message);
  }

  const columns: ColumnsType<ProjectRow> = [
    {
      title: t("zcfg.project.name"),
      dataIndex: "name",
      ellipsis: true,
      render: (_: string, row) => {
        const name = english && row.nameEn ? row.nameEn : row.name;
        // the name gives way (cut with its mark, whole on hover), the tags keep their place
        return (
          <Flex gap={4} align="center">
            <Typography.Text ellipsis={{ tooltip: name }} style={{ minWidth: 0 }}>
              {name}
            </Typography.Text>
            {row.current && <Tag color="blue">{t("zcfg.project.current")}</Tag>}
            {!row.enabled && <Tag>{t("zcfg.disabled")}</Tag>}
          </Flex>
        );
      },
    },
    { title: t("zcfg.project.year"), dataIndex: "year", width: 70 },
    { title: t("zcfg.project.batchCount"), dataIndex: "batchCount", width: english ? 80 : 60 },
    {
      title: t("zcfg.actions"),
      key: "actions",
      width: english ? 130 : 110,
      render: (_, row) => (
        // the row click selects; the buttons must not
        <Space size={0} onClick={(e) => e.stopPropagation()}>
          {can(CONFIG_ELEMENTS.batchEdit) && (
            <Button type="link" size="small" onClick={() => setForm({ open: true, project: row })}>
              {t("zcfg.edit")}
            </Button>
          )}
          {can(CONFIG_ELEMENTS.batchDel) && (
            <DeleteLink
              title={t("zcfg.project.deleteTitle")}
              description={t("zcfg.project.deleteConfirm", { name: row.name })}
              onConfirm={() => removeProject(row)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card size="small" title={t("zcfg.project.title")} className="zcfg-projects">
      <Flex vertical gap={8}>
        <Flex gap={8}>
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => setQuery((q) => ({ ...q, page: 1, name }))}
            placeholder={t("zcfg.project.name")}
            aria-label={t("zcfg.project.name")}
            allowClear
          />
          <Button onClick={() => setQuery((q) => ({ ...q, page: 1, name }))}>{t("zcfg.search")}</Button>
          {can(CONFIG_ELEMENTS.batchAdd) && (
            <Button type="primary" onClick={() => setForm({ open: true })}>
              {t("zcfg.project.add")}
            </Button>
          )}
        </Flex>
        <Table<ProjectRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={projects.data?.rows ?? []}
          loading={projects.isFetching}
          rowClassName={(row) => (row.id === selectedId ? "zcfg-row-selected" : "")}
          onRow={(row) => ({ onClick: () => onSelect(row), style: { cursor: "pointer" } })}
          pagination={{
            current: query.page,
            pageSize: query.limit,
            total: projects.data?.total ?? 0,
            size: "small",
            showTotal: (total) => t("zcfg.total", { total }),
            onChange: (page) => setQuery((q) => ({ ...q, page })),
          }}
        />
      </Flex>
      <ProjectFormDialog state={form} onClose={() => setForm({ open: false })} />
    </Card>
  );
}
