export { serviceGate, serviceGatePlugin } from "./gate";
export { serviceRoutes } from "./routes";
