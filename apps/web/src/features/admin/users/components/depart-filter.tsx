import type { DepartNode } from "@zcps/contracts/api";
import Select from "antd/es/select";
import { lazy, Suspense, useState } from "react";

// the tree select and its tree are not needed to draw the list: they load when the filter is first clicked or focused
const TreeSelect = lazy(() => import("antd/es/tree-select"));

const FIELD_NAMES = { label: "name", value: "id", children: "children" };
const WIDTH = 220;

interface Props {
  value: string | undefined;
  onChange: (departId: string | undefined) => void;
  departs: DepartNode[];
  /** also its accessible name */
  placeholder: string;
}

/**
 * The list's department filter, a searchable tree select. Until first used, an empty select of the same size and
 * placeholder stands in for it; the click that loads the tree opens it, and a focus from the keyboard stays on it.
 */
export function DepartFilter({ value, onChange, departs, placeholder }: Props) {
  const [used, setUsed] = useState<"click" | "focus" | null>(null);
  const standIn = (
    <Select
      value={value}
      open={false}
      placeholder={placeholder}
      aria-label={placeholder}
      style={{ width: WIDTH }}
      onMouseDown={() => setUsed("click")}
      onFocus={() => setUsed((how) => how ?? "focus")}
    />
  );
  if (!used) return standIn;
  return (
    <Suspense fallback={standIn}>
      <TreeSelect
        value={value}
        onChange={(departId: unknown) => onChange(typeof departId === "string" ? departId : undefined)}
        treeData={departs}
        fieldNames={FIELD_NAMES}
        showSearch={{ treeNodeFilterProp: "name" }}
        treeDefaultExpandAll
        allowClear
        autoFocus
        defaultOpen={used === "click"}
        placeholder={placeholder}
        aria-label={placeholder}
        style={{ width: WIDTH }}
      />
    </Suspense>
  );
}
