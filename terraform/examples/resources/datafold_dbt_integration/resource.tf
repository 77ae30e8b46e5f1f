# dbt's lineage, from the artifacts of Datafold's CI configuration 4.
resource "datafold_dbt_integration" "dbt_lineage" {
  name         = "dbt prod"
  ci_config_id = 4
}

output "dbt_integration_id" {
  value = datafold_dbt_integration.dbt_lineage.integration_id
}
