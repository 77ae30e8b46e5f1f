# The average order amount, checked every hour; an anomaly emails the data team.
resource "datafold_metric_monitor" "orders_amount" {
  name          = "Orders: average amount"
  connection_id = 7
  metric = {
    column = {
      table  = "analytics.orders"
      column = "amount"
      metric = "average"
      filter = "amount > 0"
    }
  }
  schedule = {
    interval = {
      hour = {}
    }
  }
  alert = {
    automatic = {
      sensitivity = 50
    }
  }
  notifications = [
    { email = { recipients = ["data@example.com"] } },
  ]
  tags      = ["orders"]
  on_delete = "pause"
}

output "orders_amount_monitor_id" {
  value = datafold_metric_monitor.orders_amount.monitor_id
}
