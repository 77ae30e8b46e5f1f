import pulumi
import pulumi_datafold as datafold

# Alice's SQL-proxy tokens that expire within two weeks: an audit a scheduled job can run.
expiring = datafold.get_proxy_tokens_output(
    principal_type="user",
    principal_id="alice@example.com",
    expiring_within_days=14,
)

pulumi.export("aliceExpiringTokens", expiring.tokens)
