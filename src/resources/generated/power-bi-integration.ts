// Generated from src/provider/bi-integrations/power-bi-integration.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { BiIntegrationCommonCheckedInputs, BiIntegrationCommonInputFields, BiIntegrationCommonOutputFields } from "./bi-integration-common";

/** The inputs of a {@link PowerBiIntegration}, each as a program may give it. */
export interface PowerBiIntegrationInputFields extends BiIntegrationCommonInputFields {
  /**
   * How Datafold signs in to Power BI: `"delegated"` (as a user) or `"service_principal"` (as an
   * Azure application; the vendor's `auth_type`). Optional: left out, not managed. An edit in the
   * app shows as drift.
   */
  readonly authType?: pulumi.Input<"delegated" | "service_principal">;
  /**
   * The Azure application's client id (the vendor's `client_id`). Optional: left out, not managed.
   * An edit in the app shows as drift.
   */
  readonly clientId?: pulumi.Input<string>;
  /**
   * The Azure application's client secret (the vendor's `client_secret`). Optional. Secret: state
   * holds it encrypted; read it from secret config (`pulumi config set --secret`). Write-only: no
   * answer shows it, so refresh cannot compare it; change the input to rotate it (an update in
   * place).
   */
  readonly clientSecret?: pulumi.Input<string>;
  /**
   * The Azure tenant id (the vendor's `tenant_id`). Optional: left out, not managed. An edit in the
   * app shows as drift.
   */
  readonly tenantId?: pulumi.Input<string>;
}

/**
 * The inputs of a {@link PowerBiIntegration} as its provider's `check` returns them: defaults
 * applied, values resolved.
 */
export interface PowerBiIntegrationCheckedInputs extends BiIntegrationCommonCheckedInputs {
  /**
   * How Datafold signs in to Power BI: `"delegated"` (as a user) or `"service_principal"` (as an
   * Azure application; the vendor's `auth_type`). Optional: left out, not managed. An edit in the
   * app shows as drift.
   */
  readonly authType?: "delegated" | "service_principal";
  /**
   * The Azure application's client id (the vendor's `client_id`). Optional: left out, not managed.
   * An edit in the app shows as drift.
   */
  readonly clientId?: string;
  /**
   * The Azure application's client secret (the vendor's `client_secret`). Optional. Secret: state
   * holds it encrypted; read it from secret config (`pulumi config set --secret`). Write-only: no
   * answer shows it, so refresh cannot compare it; change the input to rotate it (an update in
   * place).
   */
  readonly clientSecret?: string;
  /**
   * The Azure tenant id (the vendor's `tenant_id`). Optional: left out, not managed. An edit in the
   * app shows as drift.
   */
  readonly tenantId?: string;
}

/** What a {@link PowerBiIntegration} reports: its inputs as state holds them, then its outputs. */
export interface PowerBiIntegrationOutputFields extends BiIntegrationCommonOutputFields {
  /**
   * How Datafold signs in to Power BI: `"delegated"` (as a user) or `"service_principal"` (as an
   * Azure application; the vendor's `auth_type`). Optional: left out, not managed. An edit in the
   * app shows as drift.
   */
  readonly authType: pulumi.Output<"delegated" | "service_principal">;
  /**
   * The Azure application's client id (the vendor's `client_id`). Optional: left out, not managed.
   * An edit in the app shows as drift.
   */
  readonly clientId: pulumi.Output<string>;
  /** The `clientSecret` input; absent when it was left out. A change updates it in place. */
  readonly clientSecret: pulumi.Output<string | undefined>;
  /**
   * The Azure tenant id (the vendor's `tenant_id`). Optional: left out, not managed. An edit in the
   * app shows as drift.
   */
  readonly tenantId: pulumi.Output<string>;
}
