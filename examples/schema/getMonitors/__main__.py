import pulumi
import pulumi_datafold as datafold

# The account's critical monitors, and how many of them are alerting.
critical = datafold.get_monitors_output(tags=["critical"])

pulumi.export("criticalMonitorCount", critical.total)
pulumi.export("criticalAlerting", critical.counts_by_state.alert)
