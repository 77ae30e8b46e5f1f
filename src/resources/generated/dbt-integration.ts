// Generated from src/provider/bi-integrations/dbt-integration.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";
import type { BiIntegrationCommonCheckedInputs, BiIntegrationCommonInputFields, BiIntegrationCommonOutputFields } from "./bi-integration-common";

/** The inputs of a {@link DbtIntegration}, each as a program may give it. */
export interface DbtIntegrationInputFields extends BiIntegrationCommonInputFields {
  /**
   * The id of the Datafold CI configuration (dbt) whose runs feed lineage (the vendor's
   * `ci_config_id`). Required. An edit in the app shows as drift.
   */
  readonly ciConfigId: pulumi.Input<number>;
}

/**
 * The inputs of a {@link DbtIntegration} as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface DbtIntegrationCheckedInputs extends BiIntegrationCommonCheckedInputs {
  /**
   * The id of the Datafold CI configuration (dbt) whose runs feed lineage (the vendor's
   * `ci_config_id`). Required. An edit in the app shows as drift.
   */
  readonly ciConfigId: number;
}

/** What a {@link DbtIntegration} reports: its inputs as state holds them, then its outputs. */
export interface DbtIntegrationOutputFields extends BiIntegrationCommonOutputFields {
  /**
   * The id of the Datafold CI configuration (dbt) whose runs feed lineage (the vendor's
   * `ci_config_id`). Required. An edit in the app shows as drift.
   */
  readonly ciConfigId: pulumi.Output<number>;
}
