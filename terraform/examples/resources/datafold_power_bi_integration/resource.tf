variable "power_bi_client_secret" {
  type      = string
  sensitive = true
}

# Power BI's lineage, read as an Azure application (a service principal) of the tenant.
resource "datafold_power_bi_integration" "power_bi" {
  name          = "Power BI prod"
  auth_type     = "service_principal"
  tenant_id     = "00000000-0000-0000-0000-000000000001"
  client_id     = "00000000-0000-0000-0000-000000000002"
  client_secret = var.power_bi_client_secret
}

output "power_bi_integration_id" {
  value = datafold_power_bi_integration.power_bi.integration_id
}
