/** The applications' API prefix, a leaf: the element tables name routes with it without the schemas. */
export const APPLICATION_API = "/api/zcps-sh/application";
