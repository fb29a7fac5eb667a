import type { TestProject } from "vitest/node";
import { createSeedTemplate, type SeedTemplate } from "./seed-template";

declare module "vitest" {
  export interface ProvidedContext {
    seedTemplate: SeedTemplate;
  }
}

/** Seeds the database the server's test files copy, once for the run. */
export default async function setup(project: TestProject) {
  const { template, remove } = await createSeedTemplate();
  project.provide("seedTemplate", template);
  return remove;
}
