/** Stage 5, the personnel synthesis review by teams, with personnel's calls over both team stages. */
export { synthesisRoutes } from "./routes";
export { SYNTHESIS_CONFIG, synthesisStage } from "./stage";
