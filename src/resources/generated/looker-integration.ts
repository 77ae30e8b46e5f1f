// Generated from src/provider/bi-integrations/looker-integration.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { BiIntegrationCommonCheckedInputs, BiIntegrationCommonInputFields, BiIntegrationCommonOutputFields } from "./bi-integration-common";
import type { IntegrationBinding } from "./bi-integration-shapes";

/** The inputs of a {@link LookerIntegration}, each as a program may give it. */
export interface LookerIntegrationInputFields extends BiIntegrationCommonInputFields {
  /**
   * The Looker instance's URL, such as `https://example.looker.com` (the vendor's `base_url`).
   * Required. An edit in the app shows as drift.
   */
  readonly baseUrl: pulumi.Input<string>;
  /**
   * The Looker API3 client id (the vendor's `client_id`). Required. An edit in the app shows as
   * drift.
   */
  readonly clientId: pulumi.Input<string>;
  /**
   * The Looker API3 client secret (the vendor's `client_secret`). Required. Secret: state holds it
   * encrypted; read it from secret config (`pulumi config set --secret`). Write-only: no answer
   * shows it, so refresh cannot compare it; change the input to rotate it (an update in place).
   */
  readonly clientSecret: pulumi.Input<string>;
  /**
   * The id of the Datafold repository that holds the LookML project (the vendor's `repo_id`).
   * Required. An edit in the app shows as drift.
   */
  readonly repoId: pulumi.Input<number>;
  /**
   * The Looker projects to index (the vendor's `project_ids`). Optional: left out, not managed (the
   * service's default is none).
   */
  readonly projectIds?: pulumi.Input<string[]>;
  /**
   * Which Looker connections read which Datafold data sources: `[{ remoteId, boundIds }]` (the
   * vendor's `bindings`). Optional: left out, not managed (the service's default is none). An edit
   * in the app shows as drift.
   */
  readonly bindings?: pulumi.Input<IntegrationBinding[]>;
}

/**
 * The inputs of a {@link LookerIntegration} as its provider's `check` returns them: defaults
 * applied, values resolved.
 */
export interface LookerIntegrationCheckedInputs extends BiIntegrationCommonCheckedInputs {
  /**
   * The Looker instance's URL, such as `https://example.looker.com` (the vendor's `base_url`).
   * Required. An edit in the app shows as drift.
   */
  readonly baseUrl: string;
  /**
   * The Looker API3 client id (the vendor's `client_id`). Required. An edit in the app shows as
   * drift.
   */
  readonly clientId: string;
  /**
   * The Looker API3 client secret (the vendor's `client_secret`). Required. Secret: state holds it
   * encrypted; read it from secret config (`pulumi config set --secret`). Write-only: no answer
   * shows it, so refresh cannot compare it; change the input to rotate it (an update in place).
   */
  readonly clientSecret: string;
  /**
   * The id of the Datafold repository that holds the LookML project (the vendor's `repo_id`).
   * Required. An edit in the app shows as drift.
   */
  readonly repoId: number;
  /**
   * The Looker projects to index (the vendor's `project_ids`). Optional: left out, not managed (the
   * service's default is none).
   */
  readonly projectIds?: string[];
  /**
   * Which Looker connections read which Datafold data sources: `[{ remoteId, boundIds }]` (the
   * vendor's `bindings`). Optional: left out, not managed (the service's default is none). An edit
   * in the app shows as drift.
   */
  readonly bindings?: IntegrationBinding[];
}

/** What a {@link LookerIntegration} reports: its inputs as state holds them, then its outputs. */
export interface LookerIntegrationOutputFields extends BiIntegrationCommonOutputFields {
  /**
   * The Looker instance's URL, such as `https://example.looker.com` (the vendor's `base_url`).
   * Required. An edit in the app shows as drift.
   */
  readonly baseUrl: pulumi.Output<string>;
  /**
   * The Looker API3 client id (the vendor's `client_id`). Required. An edit in the app shows as
   * drift.
   */
  readonly clientId: pulumi.Output<string>;
  /** The `clientSecret` input. A change updates it in place. */
  readonly clientSecret: pulumi.Output<string>;
  /**
   * The id of the Datafold repository that holds the LookML project (the vendor's `repo_id`).
   * Required. An edit in the app shows as drift.
   */
  readonly repoId: pulumi.Output<number>;
  /**
   * The Looker projects to index (the vendor's `project_ids`). Optional: left out, not managed (the
   * service's default is none).
   */
  readonly projectIds: pulumi.Output<string[]>;
  /**
   * Which Looker connections read which Datafold data sources: `[{ remoteId, boundIds }]` (the
   * vendor's `bindings`). Optional: left out, not managed (the service's default is none). An edit
   * in the app shows as drift.
   */
  readonly bindings: pulumi.Output<IntegrationBinding[]>;
}
