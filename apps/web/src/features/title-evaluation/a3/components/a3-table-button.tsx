import { RESULTS_ELEMENTS as E } from "@zcps/contracts/zcps/results/element-codes";
import Button from "antd/es/button";
import Tooltip from "antd/es/tooltip";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCan } from "../../../../lib/access";
import { A3TableDrawer } from "./a3-table-drawer";

/** Whether the caller may read the A3 tables: on the results page, or a unit's on the professor committees' page. */
export const canReadA3 = (can: (code: string) => boolean) => can(E.a3View) || can(E.a3UnitZip);

/** A row's "A3" button: the declaration's review table in a drawer, for those who may read the tables. */
export function A3TableButton({ declarationId, name }: { declarationId: string; name: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const [open, setOpen] = useState(false);
  if (!canReadA3(can)) return null;
  return (
    <>
      <Tooltip title={t("a3Ui.openTitle", { name })}>
        <Button size="small" onClick={() => setOpen(true)} data-testid={`a3-open-${declarationId}`}>
          {t("a3Ui.open")}
        </Button>
      </Tooltip>
      {open && <A3TableDrawer declarationId={declarationId} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}
