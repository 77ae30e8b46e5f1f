variable "looker_client_secret" {
  type      = string
  sensitive = true
}

# Looker's lineage: its Snowflake connection read as Datafold's data source 7.
resource "datafold_looker_integration" "looker" {
  name          = "Looker prod"
  base_url      = "https://example.looker.com"
  client_id     = "looker-api-client"
  client_secret = var.looker_client_secret
  repo_id       = 3
  bindings = [
    {
      remote_id = "snowflake_prod"
      bound_ids = [7]
    },
  ]
  sync_after_change = true
}

output "looker_integration_id" {
  value = datafold_looker_integration.looker.integration_id
}
