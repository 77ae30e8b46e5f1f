import pulumi
import pulumi_datafold as datafold

# The average order amount, checked every hour; an anomaly emails the data team.
amount = datafold.MetricMonitor(
    "orders-amount",
    name="Orders: average amount",
    connection_id=7,
    metric={"type": "column", "table": "analytics.orders", "column": "amount", "metric": "average", "filter": "amount > 0"},
    schedule={"interval": {"every": "hour"}},
    alert={"type": "automatic", "sensitivity": 50},
    notifications=[{"type": "email", "recipients": ["data@example.com"]}],
    tags=["orders"],
    on_delete="pause",
)

pulumi.export("ordersAmountMonitorId", amount.monitor_id)
