# The account's Tableau integrations, those made in the app included.
data "datafold_bi_integrations" "tableau_list" {
  kind = "tableau"
}

output "tableau_integrations" {
  value = data.datafold_bi_integrations.tableau_list.integrations
}
