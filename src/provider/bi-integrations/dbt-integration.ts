/**
 * DbtIntegration: lineage from dbt, through a Datafold CI configuration (the vendor's
 * DbtDataSourceConfig). It has no credential of its own: the CI configuration holds them.
 */
import { input, type InputsOf } from "../../kit/fields";
import { BI_COMMON_INPUTS, BI_COMMON_WIRE, positiveId } from "./bi-integration-inputs";
import { defineBiIntegrationResource } from "./bi-integration-resource";

/** The inputs of a DbtIntegration, in documented order. */
export const DBT_INTEGRATION_INPUTS = {
  name: BI_COMMON_INPUTS.name,
  ciConfigId: input(positiveId("the CI configuration's id"), {
    description: "The id of the Datafold CI configuration (dbt) whose runs feed lineage (the vendor's `ci_config_id`). Required. An edit in the app shows as drift.",
    required: "give the id of the Datafold CI configuration (Settings, CI, in the Datafold app).",
    observed: true,
    tsType: "number",
  }),
  indexingCron: BI_COMMON_INPUTS.indexingCron,
  syncAfterChange: BI_COMMON_INPUTS.syncAfterChange,
  adoptIntegrationId: BI_COMMON_INPUTS.adoptIntegrationId,
};

export type DbtIntegrationInputs = InputsOf<typeof DBT_INTEGRATION_INPUTS>;

export const dbtIntegrationResource = defineBiIntegrationResource({
  name: "DbtIntegration",
  kind: "dbt",
  description: "A Datafold dbt integration: lineage from the dbt project of a Datafold CI configuration.",
  presentation: {
    source: "src/provider/bi-integrations/dbt-integration.ts",
    summary: "A Datafold dbt integration: lineage from the dbt project of a Datafold CI configuration.",
    example: ['new datafold.DbtIntegration("dbt", { name: "dbt prod", ciConfigId: 4 });'].join("\n"),
  },
  inputs: DBT_INTEGRATION_INPUTS,
  wire: { ...BI_COMMON_WIRE, ciConfigId: "ci_config_id" },
});
