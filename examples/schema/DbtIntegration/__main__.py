import pulumi
import pulumi_datafold as datafold

# dbt's lineage, from the artifacts of Datafold's CI configuration 4.
dbt = datafold.DbtIntegration(
    "dbt-lineage",
    name="dbt prod",
    ci_config_id=4,
)

pulumi.export("dbtIntegrationId", dbt.integration_id)
