import type { DeclarationDetail } from "@zcps/contracts/zcps/declaration/api";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import { useTranslation } from "react-i18next";
import { useAntdApp } from "../../../../lib/use-antd-app";
import { useSetRepresentatives } from "../api/set-representatives";

/** The representative works in their order, moved up or down. */
export function RepresentativeWorks({ declaration, canEdit }: { declaration: DeclarationDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const { message } = useAntdApp();
  const save = useSetRepresentatives();
  const works = declaration.representatives;

  async function move(index: number, by: -1 | 1) {
    const ids = works.map((w) => w.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    const reply = await save.mutateAsync({ declarationId: declaration.id, itemIds: ids });
    message.success(reply.message);
  }

  return (
    <Card
      size="small"
      title={t("declare.reps.title")}
      extra={
        <Typography.Text type="secondary">
          {t("declare.reps.hint", { limit: declaration.representativeLimit })}
        </Typography.Text>
      }
    >
      {works.length === 0 ? (
        <Typography.Text type="secondary">{t("declare.reps.empty")}</Typography.Text>
      ) : (
        <ol style={{ margin: 0 }} data-testid="representatives">
          {works.map((w, i) => (
            <li key={w.id}>
              <Space>
                <span>{w.summary}</span>
                {canEdit ? (
                  <>
                    <Button size="small" type="link" disabled={i === 0} onClick={() => move(i, -1)}>
                      {t("declare.reps.up")}
                    </Button>
                    <Button size="small" type="link" disabled={i === works.length - 1} onClick={() => move(i, 1)}>
                      {t("declare.reps.down")}
                    </Button>
                  </>
                ) : null}
              </Space>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
