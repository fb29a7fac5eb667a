import { createAttachmentsService } from "./attachments-service";
import { createChoiceService } from "./choice-service";
import { createMaterialsService } from "./materials-service";
import { createOverviewService } from "./overview-service";
import { createPrecheckService } from "./precheck-service";
import { createServiceContext, type DeclarationServiceDeps } from "./service-context";
import { createTransitionsService } from "./transitions-service";

/**
 * The declarant's journey: may I declare, my declarations, materials, attachments, pre-check, workflow calls.
 * One object for routes.ts, composed of the parts by concern.
 */
export function createDeclarationService(deps: DeclarationServiceDeps) {
  const context = createServiceContext(deps);
  const overview = createOverviewService(deps, context);
  return {
    ...overview,
    ...createChoiceService(deps, context, overview.listMine),
    ...createMaterialsService(deps, context),
    ...createAttachmentsService(deps, context),
    ...createPrecheckService(deps, context),
    ...createTransitionsService(deps, context),
  };
}

export type DeclarationService = ReturnType<typeof createDeclarationService>;
