import Button from "antd/es/button";
import Popconfirm from "antd/es/popconfirm";
import { useTranslation } from "react-i18next";

/** A table row's delete link that asks first; a failed delete has already shown its message (request layer). */
export function DeleteLink({
  title,
  description,
  onConfirm,
}: {
  title: string;
  description?: string;
  onConfirm: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={description}
      okText={t("common.ok")}
      cancelText={t("common.cancel")}
      okButtonProps={{ danger: true }}
      onConfirm={() => onConfirm().catch(() => undefined)}
    >
      <Button type="link" size="small" danger>
        {t("common.delete")}
      </Button>
    </Popconfirm>
  );
}
