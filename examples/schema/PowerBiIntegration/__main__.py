import pulumi
import pulumi_datafold as datafold

config = pulumi.Config()

# Power BI's lineage, read as an Azure application (a service principal) of the tenant.
power_bi = datafold.PowerBiIntegration(
    "power-bi",
    name="Power BI prod",
    auth_type="service_principal",
    tenant_id="00000000-0000-0000-0000-000000000001",
    client_id="00000000-0000-0000-0000-000000000002",
    client_secret=config.require_secret("powerBiClientSecret"),
)

pulumi.export("powerBiIntegrationId", power_bi.integration_id)
