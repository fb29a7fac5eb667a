export { gatewayRoutes, gatewayRulePlugin } from "./routes";
