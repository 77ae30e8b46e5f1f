# Alice's SQL-proxy tokens that expire within two weeks: an audit a scheduled job can run.
data "datafold_proxy_tokens" "expiring" {
  principal_type       = "user"
  principal_id         = "alice@example.com"
  expiring_within_days = 14
}

output "alice_expiring_tokens" {
  value = data.datafold_proxy_tokens.expiring.tokens
}
