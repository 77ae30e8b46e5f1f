import pulumi
import pulumi_datafold as datafold

# What was done to monitors since the start of the year, and by whom: a drift report's source.
changes = datafold.get_audit_logs_output(object_type="monitor", start_time="2025-01-01")

pulumi.export("monitorChangeCount", changes.total)
pulumi.export("monitorChanges", changes.entries)
