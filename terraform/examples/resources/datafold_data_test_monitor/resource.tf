# Orders with a negative amount: the test fails when the query returns a row.
resource "datafold_data_test_monitor" "negative_amounts" {
  name          = "No negative order amounts"
  connection_id = 7
  query         = "SELECT id FROM analytics.orders WHERE amount < 0"
  schedule = {
    cron = "0 6 * * *"
  }
  notifications = [
    { email = { recipients = ["data@example.com"] } },
  ]
  tags = ["orders"]
}

output "negative_amounts_monitor_id" {
  value = datafold_data_test_monitor.negative_amounts.monitor_id
}
