# Production orders against their staging copy, in the same warehouse, every night.
resource "datafold_data_diff_monitor" "orders_vs_staging" {
  name = "Orders: production vs staging"
  datadiff = {
    indb = {
      dataset_a = {
        connection_id = 7
        table         = "ANALYTICS.PROD.ORDERS"
      }
      dataset_b = {
        connection_id = 7
        table         = "ANALYTICS.STAGING.ORDERS"
      }
      primary_key = ["ID"]
    }
  }
  alert = {
    different_rows_percent = 1
  }
  schedule = {
    interval = {
      day = { hour = 2 }
    }
  }
  notifications = [
    { email = { recipients = ["data@example.com"] } },
  ]
}

output "orders_diff_monitor_id" {
  value = datafold_data_diff_monitor.orders_vs_staging.monitor_id
}
