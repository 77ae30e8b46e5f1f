// Generated from src/provider/bi-integrations/hightouch-integration.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { BiIntegrationCommonCheckedInputs, BiIntegrationCommonInputFields, BiIntegrationCommonOutputFields } from "./bi-integration-common";
import type { IntegrationBinding } from "./bi-integration-shapes";

/** The inputs of a {@link HightouchIntegration}, each as a program may give it. */
export interface HightouchIntegrationInputFields extends BiIntegrationCommonInputFields {
  /**
   * The Hightouch API token (the vendor's `token`). Required. Secret: state holds it encrypted;
   * read it from secret config (`pulumi config set --secret`). Write-only: no answer shows it, so
   * refresh cannot compare it; change the input to rotate it (an update in place).
   */
  readonly token: pulumi.Input<string>;
  /**
   * Which Hightouch sources read which Datafold data sources: `[{ remoteId, boundIds }]` (the
   * vendor's `bindings`). Required by the service (give `[]` for none). An edit in the app shows as
   * drift.
   */
  readonly bindings: pulumi.Input<IntegrationBinding[]>;
  /**
   * The Hightouch workspace (the vendor's `workspace`). Optional: left out, not managed. An edit in
   * the app shows as drift.
   */
  readonly workspace?: pulumi.Input<string>;
}

/**
 * The inputs of a {@link HightouchIntegration} as its provider's `check` returns them: defaults
 * applied, values resolved.
 */
export interface HightouchIntegrationCheckedInputs extends BiIntegrationCommonCheckedInputs {
  /**
   * The Hightouch API token (the vendor's `token`). Required. Secret: state holds it encrypted;
   * read it from secret config (`pulumi config set --secret`). Write-only: no answer shows it, so
   * refresh cannot compare it; change the input to rotate it (an update in place).
   */
  readonly token: string;
  /**
   * Which Hightouch sources read which Datafold data sources: `[{ remoteId, boundIds }]` (the
   * vendor's `bindings`). Required by the service (give `[]` for none). An edit in the app shows as
   * drift.
   */
  readonly bindings: IntegrationBinding[];
  /**
   * The Hightouch workspace (the vendor's `workspace`). Optional: left out, not managed. An edit in
   * the app shows as drift.
   */
  readonly workspace?: string;
}

/**
 * What a {@link HightouchIntegration} reports: its inputs as state holds them, then its outputs.
 */
export interface HightouchIntegrationOutputFields extends BiIntegrationCommonOutputFields {
  /** The `token` input. A change updates it in place. */
  readonly token: pulumi.Output<string>;
  /**
   * Which Hightouch sources read which Datafold data sources: `[{ remoteId, boundIds }]` (the
   * vendor's `bindings`). Required by the service (give `[]` for none). An edit in the app shows as
   * drift.
   */
  readonly bindings: pulumi.Output<IntegrationBinding[]>;
  /**
   * The Hightouch workspace (the vendor's `workspace`). Optional: left out, not managed. An edit in
   * the app shows as drift.
   */
  readonly workspace: pulumi.Output<string>;
}
