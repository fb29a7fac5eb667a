/** Every query of the application review starts with this key: a write reads them all again. */
export const applicationsKey = ["applications"] as const;
