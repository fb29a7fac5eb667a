export { dictionaryChanged, keptFromDictionary } from "./dict-cache";
export { findValuesByTypeCode } from "./repo";
export { dictRoutes } from "./routes";
