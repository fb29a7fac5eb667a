import PlusOutlined from "@ant-design/icons/es/icons/PlusOutlined";
import { FLOW_ELEMENTS } from "@zcps/contracts/elements-flow";
import type { FlowModelRow } from "@zcps/contracts/flow";
import Button from "antd/es/button";
import Flex from "antd/es/flex";
import Space from "antd/es/space";
import type { ColumnsType } from "antd/es/table";
import Tag from "antd/es/tag";
import Typography from "antd/es/typography";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../lib/access";
import { DeleteLink } from "../../../lib/delete-link";
import { formatFullDateTime } from "../../../lib/format";
import { KeywordFilter, ListPage, type Paging } from "../../../lib/list-page";
import { useAntdApp } from "../../../lib/use-antd-app";
import { useDeleteModel } from "./api/delete-model";
import { useModels } from "./api/get-models";
import { CreateModelDialog } from "./components/create-model-dialog";

// bpmn-js and its styles load with the modeler, on the first "Design": no other page carries them
const ModelEditor = lazy(() => import("./modeler/model-editor"));

/**
 * /flowManager/flowModelManager: the tenant's BPMN models, each saved as versions and deployed as process
 * definitions; "Design" opens one in the modeler.
 */
export default function ModelsPage() {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const can = useCan();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [paging, setPaging] = useState<Paging>({ page: 1, limit: 20 });
  const [creating, setCreating] = useState(false);
  const [designing, setDesigning] = useState<string | null>(null);
  const models = useModels(query, paging);
  const remove = useDeleteModel();

  function searchNow() {
    setQuery(search);
    setPaging((p) => ({ ...p, page: 1 }));
  }

  const columns: ColumnsType<FlowModelRow> = [
    {
      title: t("flowModels.col.key"),
      dataIndex: "key",
      width: 180,
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    {
      title: t("flowModels.col.name"),
      dataIndex: "name",
      width: 260,
      render: (name: string, row) => (
        <Flex vertical>
          <Typography.Text>{name}</Typography.Text>
          {row.description && (
            <Typography.Text type="secondary" ellipsis={{ tooltip: row.description }} style={{ maxWidth: 244 }}>
              {row.description}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t("flowModels.col.latestVersion"),
      dataIndex: "latestVersion",
      width: 100,
      align: "right",
      render: (version: number) => `v${version}`,
    },
    {
      title: t("flowModels.col.deployedVersion"),
      dataIndex: "deployedVersion",
      width: 120,
      render: (version: number | null) =>
        version === null ? (
          <Tag>{t("flowModels.notDeployed")}</Tag>
        ) : (
          <Tag color="green">{t("flowModels.deployedAs", { version })}</Tag>
        ),
    },
    { title: t("flowModels.col.updatedBy"), dataIndex: "updatedBy", width: 120 },
    {
      title: t("flowModels.col.updatedAt"),
      dataIndex: "updatedAt",
      width: 170,
      render: (at: string) => formatFullDateTime(at),
    },
    {
      title: t("flowModels.col.actions"),
      key: "actions",
      fixed: "right",
      width: 140,
      render: (_, row) => (
        <Space size={0}>
          <Button
            type="link"
            size="small"
            aria-label={`${t("flowModels.design")} ${row.key}`}
            onClick={() => setDesigning(row.id)}
          >
            {t("flowModels.design")}
          </Button>
          {can(FLOW_ELEMENTS.modelDel) && (
            <DeleteLink
              title={t("flowModels.deleteTitle", { name: row.name })}
              description={t("flowModels.deleteHint")}
              onConfirm={async () => {
                const reply = await remove.mutateAsync(row.id);
                message.success(reply.message);
              }}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <ListPage<FlowModelRow>
      filters={
        <KeywordFilter
          value={search}
          onChange={setSearch}
          onSearch={searchNow}
          placeholder={t("flowModels.filter.search")}
          width={240}
        />
      }
      onSearch={searchNow}
      searchLabel={t("flowModels.search")}
      actions={
        can(FLOW_ELEMENTS.modelAdd) && (
          <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t("flowModels.add")}
          </Button>
        )
      }
      columns={columns}
      rowKey="id"
      data={models.data}
      loading={models.isFetching}
      paging={paging}
      onPaging={setPaging}
      totalText={(total) => t("flowModels.total", { total })}
    >
      <CreateModelDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setDesigning(id);
        }}
      />
      {designing && (
        <Suspense fallback={null}>
          <ModelEditor modelId={designing} onClose={() => setDesigning(null)} />
        </Suspense>
      )}
    </ListPage>
  );
}
