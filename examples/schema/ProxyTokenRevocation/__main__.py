import pulumi
import pulumi_datafold as datafold

# Bob left: every token of his is revoked, and one made since is revoked at the next `up`.
bob_left = datafold.ProxyTokenRevocation(
    "bob-left",
    principal_type="user",
    principal_id="bob@example.com",
    reason="left the company",
)

pulumi.export("bobRevokedTokenIds", bob_left.revoked_token_ids)
