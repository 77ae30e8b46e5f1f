import pulumi
import pulumi_datafold as datafold

config = pulumi.Config()

# Mode's lineage, read with an API token and its password, both secret config.
mode = datafold.ModeIntegration(
    "mode",
    name="Mode prod",
    workspace="acme",
    token=config.require_secret("modeToken"),
    password=config.require_secret("modePassword"),
)

pulumi.export("modeIntegrationId", mode.integration_id)
