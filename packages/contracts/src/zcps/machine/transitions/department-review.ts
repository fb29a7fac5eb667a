import { returnRow } from "../return-matrix";
import { advance, guard, onEntry, row, type TransitionRow } from "../rows";

/** Department verification (stage 3): done when every department closed its task and none returned items. */
export const DEPARTMENT_REVIEW_ROWS: readonly TransitionRow[] = [
  returnRow("DEPARTMENT_REVIEW", "11"),
  row({
    id: "departments-done",
    ref: "12",
    from: ["DEPARTMENT_REVIEW"],
    event: "departmentsDone",
    actors: ["SYSTEM", "PERSONNEL"],
    guards: [
      guard("decl.departmentTasksOpen", (f) => f.allDepartmentTasksClosed === true),
      guard("decl.departmentReturned", (f) => f.anyDepartmentReturned !== true),
    ],
    checks: [],
    to: advance,
    effects: onEntry,
  }),
];
