export { type DashboardContributor, type DashboardPart, registerDashboardPart } from "./parts";
export { dashboardRoutes } from "./routes";
