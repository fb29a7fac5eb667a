import { DECLARATION_ELEMENTS } from "@zcps/contracts/zcps/declaration/elements";
import Alert from "antd/es/alert";
import Button from "antd/es/button";
import Card from "antd/es/card";
import Col from "antd/es/col";
import Empty from "antd/es/empty";
import Menu from "antd/es/menu";
import Row from "antd/es/row";
import Space from "antd/es/space";
import Typography from "antd/es/typography";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { useReturnText } from "../../kit/declaration-labels";
import { useSections } from "../api/find-table";
import { useDeclaration } from "../api/get-declaration";
import { DeclarationActions } from "./declaration-actions";
import { PrecheckPanel } from "./precheck-panel";
import { RepresentativeWorks } from "./representative-works";
import { SectionItems } from "./section-items";
import { StatusTag } from "./status-tag";

/** The declaration editor: sections on the left, the chosen section's items on the right, pre-check and actions above. */
export function DeclarationEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const declaration = useDeclaration(id, i18n.language);
  const sections = useSections(id, i18n.language);
  const [chosen, setChosen] = useState<string | null>(null);
  const d = declaration.data;
  const returnText = useReturnText(d?.returnScope);
  const rows = sections.data ?? [];
  const section = rows.find((s) => s.materialType === chosen) ?? rows[0];
  const canEdit = can(DECLARATION_ELEMENTS.edit) && (d?.editable ?? false);

  return (
    <div className="declare-page">
      <Card loading={declaration.isLoading}>
        <Space wrap style={{ width: "100%", justifyContent: "space-between" }}>
          <Space wrap>
            <Button onClick={onBack}>{t("declare.back")}</Button>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {d?.titleName}
            </Typography.Title>
            {d ? <StatusTag status={d.status} /> : null}
            <Typography.Text type="secondary">
              {d?.batchName} · {d?.methodName}
              {d?.trackName ? ` · ${d.trackName}` : ""}
            </Typography.Text>
          </Space>
          {d ? <DeclarationActions declaration={d} /> : null}
        </Space>
        {d?.status === "RETURNED" ? (
          <Alert
            style={{ marginTop: 12 }}
            type="warning"
            showIcon
            message={t("declare.editor.returnedAlert", { comment: returnText })}
            description={t("declare.editor.returnedItems")}
          />
        ) : null}
        {d && !d.editable && d.status !== "RETURNED" && d.isOwner ? (
          <Alert style={{ marginTop: 12 }} type="info" showIcon message={t("declare.editor.locked")} />
        ) : null}
      </Card>
      <PrecheckPanel declarationId={id} />
      {d ? <RepresentativeWorks declaration={d} canEdit={canEdit} /> : null}
      <Row gutter={16}>
        <Col xs={24} md={7} xl={5}>
          <Card title={t("declare.editor.sections")} size="small" loading={sections.isLoading}>
            {rows.length === 0 ? (
              <Empty description={t("declare.editor.noSections")} />
            ) : (
              <Menu
                className="declare-sections"
                mode="inline"
                selectedKeys={section ? [section.materialType] : []}
                onClick={(e) => setChosen(e.key)}
                items={rows.map((s) => ({
                  key: s.materialType,
                  label: (
                    <span className="declare-section-label" data-testid={`section-${s.materialType}`}>
                      <span>
                        {s.required ? <span className="declare-section-required">* </span> : null}
                        {s.label}
                      </span>
                      <span>
                        {s.returned ? (
                          <Typography.Text type="danger">{t("declare.editor.returnedMark")} </Typography.Text>
                        ) : null}
                        {s.filled ? (
                          <Typography.Text type="success">✓ {s.count}</Typography.Text>
                        ) : (
                          <Typography.Text type="secondary">{s.count}</Typography.Text>
                        )}
                      </span>
                    </span>
                  ),
                }))}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} md={17} xl={19}>
          {d && section ? (
            <SectionItems declaration={d} section={section} canEdit={canEdit} />
          ) : (
            <Card>
              <Empty description={t("declare.editor.noSection")} />
            </Card>
          )}
        </Col>
      </Row>
    </div>
  );
}
