variable "mode_token" {
  type      = string
  sensitive = true
}

variable "mode_password" {
  type      = string
  sensitive = true
}

# Mode's lineage, read with an API token and its password, both sensitive variables.
resource "datafold_mode_integration" "mode" {
  name      = "Mode prod"
  workspace = "acme"
  token     = var.mode_token
  password  = var.mode_password
}

output "mode_integration_id" {
  value = datafold_mode_integration.mode.integration_id
}
