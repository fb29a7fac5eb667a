/** Personnel's calls over the two team stages (personnel/*): figures, counts, lists, restarts, own decisions. */
export { personnelRoutes } from "./routes";
