// Generated from src/provider/bi-integrations/bi-integration-inputs.ts by `npm run generate`: do not edit. Each doc comment is the field's description there.
import type * as pulumi from "@pulumi/pulumi";

/** The inputs of every BI integration kind, each as a program may give it. */
export interface BiIntegrationCommonInputFields {
  /**
   * The integration's name in Datafold. Optional (the service names it otherwise). A change updates
   * it in place; a name changed in the app shows as drift on refresh, and the next `up` sets it
   * back. Unique names per stack let a lost create answer be settled without doubt.
   */
  readonly name?: pulumi.Input<string>;
  /**
   * When Datafold indexes the integration: a cron expression, such as `"0 3 * * *"` (the vendor's
   * `indexing_cron`). Optional: left out, the service's schedule applies and is not managed. A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly indexingCron?: pulumi.Input<string>;
  /**
   * Start a sync (GET `/api/v1/lineage/bi/{id}/sync/`) after the integration is created, adopted or
   * changed, so that lineage reflects the new settings at once rather than at the next indexing.
   * Default false. A sync that fails after a create deletes the new integration again (nothing is
   * left that the stack does not track). Changing this input alone sends nothing.
   */
  readonly syncAfterChange?: pulumi.Input<boolean>;
  /**
   * Adopt the existing integration of this id instead of creating one: it must be of this
   * resource's kind; create PUTs the inputs to it (credentials included: the API cannot show
   * whether they already match). Use it for an integration made in the app, or the one a lost
   * create answer named. Changing it later changes nothing: the resource keeps the integration it
   * has.
   */
  readonly adoptIntegrationId?: pulumi.Input<number>;
}

/**
 * The inputs of every BI integration kind as its provider's `check` returns them: defaults applied,
 * values resolved.
 */
export interface BiIntegrationCommonCheckedInputs {
  /**
   * The integration's name in Datafold. Optional (the service names it otherwise). A change updates
   * it in place; a name changed in the app shows as drift on refresh, and the next `up` sets it
   * back. Unique names per stack let a lost create answer be settled without doubt.
   */
  readonly name?: string;
  /**
   * When Datafold indexes the integration: a cron expression, such as `"0 3 * * *"` (the vendor's
   * `indexing_cron`). Optional: left out, the service's schedule applies and is not managed. A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly indexingCron?: string;
  /**
   * Start a sync (GET `/api/v1/lineage/bi/{id}/sync/`) after the integration is created, adopted or
   * changed, so that lineage reflects the new settings at once rather than at the next indexing.
   * Default false. A sync that fails after a create deletes the new integration again (nothing is
   * left that the stack does not track). Changing this input alone sends nothing.
   */
  readonly syncAfterChange: boolean;
  /**
   * Adopt the existing integration of this id instead of creating one: it must be of this
   * resource's kind; create PUTs the inputs to it (credentials included: the API cannot show
   * whether they already match). Use it for an integration made in the app, or the one a lost
   * create answer named. Changing it later changes nothing: the resource keeps the integration it
   * has.
   */
  readonly adoptIntegrationId?: number;
}

/** What every BI integration kind reports: its inputs as state holds them, then its outputs. */
export interface BiIntegrationCommonOutputFields {
  /**
   * The integration's name in Datafold. Optional (the service names it otherwise). A change updates
   * it in place; a name changed in the app shows as drift on refresh, and the next `up` sets it
   * back. Unique names per stack let a lost create answer be settled without doubt.
   */
  readonly name: pulumi.Output<string>;
  /**
   * When Datafold indexes the integration: a cron expression, such as `"0 3 * * *"` (the vendor's
   * `indexing_cron`). Optional: left out, the service's schedule applies and is not managed. A
   * change updates it in place; an edit in the app shows as drift.
   */
  readonly indexingCron: pulumi.Output<string>;
  /** The `syncAfterChange` input, or false when it was left out. A change updates it in place. */
  readonly syncAfterChange: pulumi.Output<boolean>;
  /** The `adoptIntegrationId` input; absent when it was left out. A change updates it in place. */
  readonly adoptIntegrationId: pulumi.Output<number | undefined>;
  /** The integration's id in Datafold (the resource's id, as text, is the same number). */
  readonly integrationId: pulumi.Output<number>;
  /**
   * Settings the service holds with a value the inputs cannot hold (a URL emptied in the app),
   * found by the last refresh: their drift cannot show as a changed input, so the next plan is an
   * update that sets them back. Absent when there are none.
   */
  readonly unheldSettings: pulumi.Output<string[]>;
}
