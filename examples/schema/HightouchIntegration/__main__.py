import pulumi
import pulumi_datafold as datafold

config = pulumi.Config()

# Hightouch's syncs: its source "warehouse" reads Datafold's data source 7.
hightouch = datafold.HightouchIntegration(
    "hightouch",
    name="Hightouch prod",
    workspace="acme",
    token=config.require_secret("hightouchToken"),
    bindings=[{"remote_id": "warehouse", "bound_ids": [7]}],
)

pulumi.export("hightouchIntegrationId", hightouch.integration_id)
