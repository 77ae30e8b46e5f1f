# The five SELECT statements run most often on the warehouse.
data "datafold_top_queries" "top" {
  limit          = 5
  statement_type = "SELECT"
}

output "top_selects" {
  value = data.datafold_top_queries.top.queries
}
