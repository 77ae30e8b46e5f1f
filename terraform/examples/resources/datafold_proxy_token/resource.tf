# dbt's token: 30 days, replaced by `tofu apply` once it expires within 7 days.
resource "datafold_proxy_token" "dbt" {
  principal_type     = "service_principal"
  principal_id       = "dbt-prod"
  label              = "dbt production"
  expires_in_days    = 30
  rotate_before_days = 7

  # The new token first, then the old one revoked: without it, OpenTofu would
  # revoke the token its users hold before the new one exists.
  lifecycle {
    create_before_destroy = true
  }
}

output "dbt_token_prefix" {
  value = datafold_proxy_token.dbt.prefix # safe to show
}

output "dbt_token" {
  value     = datafold_proxy_token.dbt.token
  sensitive = true
}
