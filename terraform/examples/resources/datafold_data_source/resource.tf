variable "pg_password" {
  type      = string
  sensitive = true
}

# A PostgreSQL warehouse; its password comes from a sensitive variable (TF_VAR_pg_password).
resource "datafold_data_source" "postgres_analytics" {
  name = "postgres-analytics"
  postgres = {
    host     = "pg.internal.example.com"
    user     = "datafold"
    dbname   = "analytics"
    password = var.pg_password
  }
  temp_schema = "datafold_tmp"
}

# A monitor on this connection takes its id, and waits for it to exist.
output "analytics_data_source_id" {
  value = datafold_data_source.postgres_analytics.data_source_id
}
