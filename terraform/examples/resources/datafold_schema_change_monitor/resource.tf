# The connection is found by its name, not by an account's numeric id.
data "datafold_data_source" "warehouse" {
  name = "Snowflake production"
}

# A column added, dropped or retyped in the orders table, checked every morning.
resource "datafold_schema_change_monitor" "orders_schema" {
  name          = "Schema of orders"
  connection_id = data.datafold_data_source.warehouse.id
  table         = "ANALYTICS.PROD.ORDERS"
  schedule = {
    interval = {
      day = { hour = 6 }
    }
  }
  notifications = [
    { email = { recipients = ["data@example.com"] } },
  ]
}

output "orders_schema_monitor_id" {
  value = datafold_schema_change_monitor.orders_schema.monitor_id
}
