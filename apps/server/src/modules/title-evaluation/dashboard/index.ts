export { titleDashboard } from "./service";
