variable "tableau_token" {
  type      = string
  sensitive = true
}

# Tableau Cloud's lineage, read with a personal access token from a sensitive variable.
resource "datafold_tableau_integration" "tableau" {
  name          = "Tableau prod"
  server_url    = "https://10ax.online.tableau.com"
  site_id       = "analytics"
  token_name    = "datafold"
  token_value   = var.tableau_token
  indexing_cron = "0 3 * * *"
}

output "tableau_integration_id" {
  value = datafold_tableau_integration.tableau.integration_id
}
