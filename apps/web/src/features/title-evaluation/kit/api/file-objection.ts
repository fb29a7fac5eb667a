import { useMutation } from "@tanstack/react-query";
import { type ObjectionBody, ZCPS_SH_UNIT } from "@zcps/contracts/zcps/unit-review/api";
import { http } from "../../../../lib/request";

/** unit/objection: a real-name objection against a declaration on an open notice. */
export const fileObjection = (body: ObjectionBody) => http.post<{ id: string }>(`${ZCPS_SH_UNIT}/objection`, body);

export function useFileObjection() {
  return useMutation({ mutationFn: fileObjection });
}
