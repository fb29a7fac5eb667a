export { type ClosedWindows, closeDuePublicityWindows, localDate } from "./publicity";
