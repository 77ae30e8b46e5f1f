import pulumi
import pulumi_datafold as datafold

config = pulumi.Config()

# Tableau Cloud's lineage, read with a personal access token kept as secret config.
tableau = datafold.TableauIntegration(
    "tableau",
    name="Tableau prod",
    server_url="https://10ax.online.tableau.com",
    site_id="analytics",
    token_name="datafold",
    token_value=config.require_secret("tableauToken"),
    indexing_cron="0 3 * * *",
)

pulumi.export("tableauIntegrationId", tableau.integration_id)
