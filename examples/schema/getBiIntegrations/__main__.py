import pulumi
import pulumi_datafold as datafold

# The account's Tableau integrations, those made in the app included.
tableau_list = datafold.get_bi_integrations_output(kind="tableau")

pulumi.export("tableauIntegrations", tableau_list.integrations)
