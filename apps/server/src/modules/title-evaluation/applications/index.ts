/** Special-track applications (/ApplicationReview): the routes, the start-up hooks, and (for the demo seed) the services. */
export { createAllocationService } from "./allocation-service";
export { createDecisionService } from "./decision-service";
export { createFilingService } from "./filing-service";
export { installApplicationReview, openNamedListApplication } from "./install";
export { applicationRoutes } from "./routes";
