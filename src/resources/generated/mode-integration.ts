// Generated from src/provider/bi-integrations/mode-integration.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { BiIntegrationCommonCheckedInputs, BiIntegrationCommonInputFields, BiIntegrationCommonOutputFields } from "./bi-integration-common";

/** The inputs of a {@link ModeIntegration}, each as a program may give it. */
export interface ModeIntegrationInputFields extends BiIntegrationCommonInputFields {
  /**
   * The Mode API token (the vendor's `token`). Required. Secret: state holds it encrypted; read it
   * from secret config (`pulumi config set --secret`). Write-only: no answer shows it, so refresh
   * cannot compare it; change the input to rotate it (an update in place).
   */
  readonly token: pulumi.Input<string>;
  /**
   * The Mode API token's password (the vendor's `password`). Required. Secret and write-only, as
   * `token` is; change it to rotate.
   */
  readonly password: pulumi.Input<string>;
  /**
   * The Mode workspace (the vendor's `workspace`). Optional: left out, not managed (the service's
   * default is the empty string). An edit in the app shows as drift.
   */
  readonly workspace?: pulumi.Input<string>;
}

/**
 * The inputs of a {@link ModeIntegration} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface ModeIntegrationCheckedInputs extends BiIntegrationCommonCheckedInputs {
  /**
   * The Mode API token (the vendor's `token`). Required. Secret: state holds it encrypted; read it
   * from secret config (`pulumi config set --secret`). Write-only: no answer shows it, so refresh
   * cannot compare it; change the input to rotate it (an update in place).
   */
  readonly token: string;
  /**
   * The Mode API token's password (the vendor's `password`). Required. Secret and write-only, as
   * `token` is; change it to rotate.
   */
  readonly password: string;
  /**
   * The Mode workspace (the vendor's `workspace`). Optional: left out, not managed (the service's
   * default is the empty string). An edit in the app shows as drift.
   */
  readonly workspace?: string;
}

/** What a {@link ModeIntegration} reports: its inputs as state holds them, then its outputs. */
export interface ModeIntegrationOutputFields extends BiIntegrationCommonOutputFields {
  /** The `token` input. A change updates it in place. */
  readonly token: pulumi.Output<string>;
  /** The `password` input. A change updates it in place. */
  readonly password: pulumi.Output<string>;
  /**
   * The Mode workspace (the vendor's `workspace`). Optional: left out, not managed (the service's
   * default is the empty string). An edit in the app shows as drift.
   */
  readonly workspace: pulumi.Output<string>;
}
