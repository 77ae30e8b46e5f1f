variable "hightouch_token" {
  type      = string
  sensitive = true
}

# Hightouch's syncs: its source "warehouse" reads Datafold's data source 7.
resource "datafold_hightouch_integration" "hightouch" {
  name      = "Hightouch prod"
  workspace = "acme"
  token     = var.hightouch_token
  bindings = [
    {
      remote_id = "warehouse"
      bound_ids = [7]
    },
  ]
}

output "hightouch_integration_id" {
  value = datafold_hightouch_integration.hightouch.integration_id
}
