// Generated from src/provider/bi-integrations/tableau-integration.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { BiIntegrationCommonCheckedInputs, BiIntegrationCommonInputFields, BiIntegrationCommonOutputFields } from "./bi-integration-common";

/** The inputs of a {@link TableauIntegration}, each as a program may give it. */
export interface TableauIntegrationInputFields extends BiIntegrationCommonInputFields {
  /**
   * The Tableau server's URL, such as `https://10ax.online.tableau.com` (the vendor's
   * `server_url`). Required. An edit in the app shows as drift.
   */
  readonly serverUrl: pulumi.Input<string>;
  /**
   * The Tableau site id, as in the site's URL (the vendor's `site_id`). Required. An edit in the
   * app shows as drift.
   */
  readonly siteId: pulumi.Input<string>;
  /**
   * The name of the Tableau personal access token (the vendor's `token_name`). Required. An edit in
   * the app shows as drift.
   */
  readonly tokenName: pulumi.Input<string>;
  /**
   * The Tableau personal access token's value (the vendor's `token_value`). Required. Secret: state
   * holds it encrypted; read it from secret config (`pulumi config set --secret`). Write-only: no
   * answer shows it, so refresh cannot compare it; change the input to rotate it (an update in
   * place).
   */
  readonly tokenValue: pulumi.Input<string>;
}

/**
 * The inputs of a {@link TableauIntegration} as its provider's `check` returns them: defaults
 * applied, values resolved.
 */
export interface TableauIntegrationCheckedInputs extends BiIntegrationCommonCheckedInputs {
  /**
   * The Tableau server's URL, such as `https://10ax.online.tableau.com` (the vendor's
   * `server_url`). Required. An edit in the app shows as drift.
   */
  readonly serverUrl: string;
  /**
   * The Tableau site id, as in the site's URL (the vendor's `site_id`). Required. An edit in the
   * app shows as drift.
   */
  readonly siteId: string;
  /**
   * The name of the Tableau personal access token (the vendor's `token_name`). Required. An edit in
   * the app shows as drift.
   */
  readonly tokenName: string;
  /**
   * The Tableau personal access token's value (the vendor's `token_value`). Required. Secret: state
   * holds it encrypted; read it from secret config (`pulumi config set --secret`). Write-only: no
   * answer shows it, so refresh cannot compare it; change the input to rotate it (an update in
   * place).
   */
  readonly tokenValue: string;
}

/** What a {@link TableauIntegration} reports: its inputs as state holds them, then its outputs. */
export interface TableauIntegrationOutputFields extends BiIntegrationCommonOutputFields {
  /**
   * The Tableau server's URL, such as `https://10ax.online.tableau.com` (the vendor's
   * `server_url`). Required. An edit in the app shows as drift.
   */
  readonly serverUrl: pulumi.Output<string>;
  /**
   * The Tableau site id, as in the site's URL (the vendor's `site_id`). Required. An edit in the
   * app shows as drift.
   */
  readonly siteId: pulumi.Output<string>;
  /**
   * The name of the Tableau personal access token (the vendor's `token_name`). Required. An edit in
   * the app shows as drift.
   */
  readonly tokenName: pulumi.Output<string>;
  /** The `tokenValue` input. A change updates it in place. */
  readonly tokenValue: pulumi.Output<string>;
}
