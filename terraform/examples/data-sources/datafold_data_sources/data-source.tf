# Every Snowflake connection of the account, with its id and name.
data "datafold_data_sources" "snowflake" {
  type = "snowflake"
}

output "snowflake_data_sources" {
  value = data.datafold_data_sources.snowflake.data_sources
}
