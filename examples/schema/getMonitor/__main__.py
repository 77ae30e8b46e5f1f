import pulumi
import pulumi_datafold as datafold

# A monitor made in the Datafold app, read by its id: its state and last run.
payments = datafold.get_monitor_output(monitor_id=42)

pulumi.export("paymentsMonitorName", payments.name)
pulumi.export("paymentsMonitorState", payments.state)
