# Bob left: every token of his is revoked, and one made since is revoked at the next `tofu apply`.
resource "datafold_proxy_token_revocation" "bob_left" {
  principal_type = "user"
  principal_id   = "bob@example.com"
  reason         = "left the company"
}

output "bob_revoked_token_ids" {
  value = datafold_proxy_token_revocation.bob_left.revoked_token_ids
}
