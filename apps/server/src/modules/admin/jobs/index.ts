export { isTimeZone } from "./cron";
export { defineHandler, type JobHandler } from "./handlers/handler";
export { registerJobHandlers } from "./registry";
export { jobRoutes } from "./routes";
export { createJobScheduler, type Scheduler } from "./scheduler";
