import pulumi
import pulumi_datafold as datafold

# Production orders against their staging copy, in the same warehouse, every night.
orders_diff = datafold.DataDiffMonitor(
    "orders-vs-staging",
    name="Orders: production vs staging",
    datadiff={
        "diff_type": "indb",
        "dataset_a": {"connection_id": 7, "table": "ANALYTICS.PROD.ORDERS"},
        "dataset_b": {"connection_id": 7, "table": "ANALYTICS.STAGING.ORDERS"},
        "primary_key": ["ID"],
    },
    alert={"different_rows_percent": 1},
    schedule={"interval": {"every": "day", "hour": 2}},
    notifications=[{"type": "email", "recipients": ["data@example.com"]}],
)

pulumi.export("ordersDiffMonitorId", orders_diff.monitor_id)
