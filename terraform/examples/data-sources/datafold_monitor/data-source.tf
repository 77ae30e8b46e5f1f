# A monitor made in the Datafold app, read by its id: its state and last run.
data "datafold_monitor" "payments" {
  monitor_id = 42
}

output "payments_monitor_name" {
  value = data.datafold_monitor.payments.name
}

output "payments_monitor_state" {
  value = data.datafold_monitor.payments.state
}
