import pulumi
import pulumi_datafold as datafold

# The runs of monitor 42 since the start of the year, newest first.
runs = datafold.get_monitor_runs_output(monitor_id=42, start_time="2025-01-01T00:00:00Z")

pulumi.export("paymentsRunCount", runs.total)
pulumi.export("paymentsRuns", runs.runs)
