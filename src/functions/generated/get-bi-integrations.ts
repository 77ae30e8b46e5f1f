// Generated from src/functions/bi-integrations-definition.ts by `npm run generate`: do not edit. Each doc comment is the description there.
// Written out rather than inferred, so that the published declarations do not import zod.
import type { BiIntegrationInfo, BiIntegrationKind } from "../../types/bi-integration";

/** The arguments of {@link getBiIntegrations}. */
export interface GetBiIntegrationsArgs {
  /**
   * Only integrations of this kind: `"looker"`, `"tableau"`, `"powerbi"`, `"mode"`, `"hightouch"`
   * or `"dbt"`. Default every kind.
   */
  readonly kind?: BiIntegrationKind;
  /** Only integrations with exactly this name (case and spaces included). */
  readonly name?: string;
}

/** What {@link getBiIntegrations} returns: read afresh at every run of the program. */
export interface GetBiIntegrationsResult {
  /**
   * The integrations, in the service's order: their settings as GET shows them, never a credential.
   */
  readonly integrations: readonly BiIntegrationInfo[];
}
