# The runs of monitor 42 since the start of the year, newest first.
data "datafold_monitor_runs" "runs" {
  monitor_id = 42
  start_time = "2025-01-01T00:00:00Z"
}

output "payments_run_count" {
  value = data.datafold_monitor_runs.runs.total
}

output "payments_runs" {
  value = data.datafold_monitor_runs.runs.runs
}
