export { correctionRoutes } from "./routes";
