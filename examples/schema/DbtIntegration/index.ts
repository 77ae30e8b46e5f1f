import * as datafold from "pulumi-datafold";

// dbt's lineage, from the artifacts of Datafold's CI configuration 4.
const dbt = new datafold.DbtIntegration("dbt-lineage", {
  name: "dbt prod",
  ciConfigId: 4,
});

export const dbtIntegrationId = dbt.integrationId;
