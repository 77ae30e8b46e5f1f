# The account's critical monitors, and how many of them are alerting.
data "datafold_monitors" "critical" {
  tags = ["critical"]
}

output "critical_monitor_count" {
  value = data.datafold_monitors.critical.total
}

output "critical_alerting" {
  value = data.datafold_monitors.critical.counts_by_state.alert
}
