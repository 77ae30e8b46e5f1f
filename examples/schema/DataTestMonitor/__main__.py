import pulumi
import pulumi_datafold as datafold

# Orders with a negative amount: the test fails when the query returns a row.
negative_amounts = datafold.DataTestMonitor(
    "negative-amounts",
    name="No negative order amounts",
    connection_id=7,
    query="SELECT id FROM analytics.orders WHERE amount < 0",
    schedule={"cron": "0 6 * * *"},
    notifications=[{"type": "email", "recipients": ["data@example.com"]}],
    tags=["orders"],
)

pulumi.export("negativeAmountsMonitorId", negative_amounts.monitor_id)
