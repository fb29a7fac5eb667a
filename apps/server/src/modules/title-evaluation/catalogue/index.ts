export { directoryDefaults } from "./directory-service";
export { giveBackQuotaPlace, type QuotaKey, quotaRowFor, takeQuotaPlace, unitQuotaUse } from "./quota-places";
export { catalogueRoutes } from "./routes";
