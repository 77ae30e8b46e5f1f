# What was done to monitors since the start of the year, and by whom: a drift report's source.
data "datafold_audit_logs" "changes" {
  object_type = "monitor"
  start_time  = "2025-01-01"
}

output "monitor_change_count" {
  value = data.datafold_audit_logs.changes.total
}

output "monitor_changes" {
  value = data.datafold_audit_logs.changes.entries
}
