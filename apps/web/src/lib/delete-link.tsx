import Button from "antd/es/button";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";

// the confirmation loads on the first click: a list draws its rows' links without it
const Popconfirm = lazy(() => import("antd/es/popconfirm"));

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
  // null until the first click, then whether the confirmation is open
  const [open, setOpen] = useState<boolean | null>(null);
  const link = (
    <Button type="link" size="small" danger onClick={open === null ? () => setOpen(true) : undefined}>
      {t("common.delete")}
    </Button>
  );
  if (open === null) return link;
  return (
    <Suspense fallback={link}>
      <Popconfirm
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        okText={t("common.ok")}
        cancelText={t("common.cancel")}
        okButtonProps={{ danger: true }}
        onConfirm={() => onConfirm().catch(() => undefined)}
      >
        {link}
      </Popconfirm>
    </Suspense>
  );
}
