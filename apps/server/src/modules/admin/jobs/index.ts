export { isTimeZone } from "./cron";
export { defineHandler } from "./handlers/handler";
export { jobRoutes } from "./routes";
export { createJobScheduler, type Scheduler } from "./scheduler";
