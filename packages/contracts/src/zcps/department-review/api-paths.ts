/** Department verification's API prefix, a leaf: the element tables name routes with it without the schemas. */
export const DEPART_API = "/api/zcps-sh/depart";
