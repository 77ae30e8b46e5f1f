# What one query (by its fingerprint, as datafold_top_queries lists it) reads, column by column.
data "datafold_query_lineage" "lineage" {
  fingerprint = "9f2c4e1a7b3d5f60"
}

output "lineage_tables_read" {
  value = data.datafold_query_lineage.lineage.tables_read
}

output "lineage_columns" {
  value = data.datafold_query_lineage.lineage.column_lineage
}
