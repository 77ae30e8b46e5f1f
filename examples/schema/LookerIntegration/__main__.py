import pulumi
import pulumi_datafold as datafold

config = pulumi.Config()

# Looker's lineage: its Snowflake connection read as Datafold's data source 7.
looker = datafold.LookerIntegration(
    "looker",
    name="Looker prod",
    base_url="https://example.looker.com",
    client_id="looker-api-client",
    client_secret=config.require_secret("lookerClientSecret"),
    repo_id=3,
    bindings=[{"remote_id": "snowflake_prod", "bound_ids": [7]}],
    sync_after_change=True,
)

pulumi.export("lookerIntegrationId", looker.integration_id)
