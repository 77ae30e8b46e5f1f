import pulumi
import pulumi_datafold as datafold

# The connection is found by its name, not by an account's numeric id.
warehouse = datafold.get_data_source_output(name="Snowflake production")

# A column added, dropped or retyped in the orders table, checked every morning.
orders_schema = datafold.SchemaChangeMonitor(
    "orders-schema",
    name="Schema of orders",
    connection_id=warehouse.id,
    table="ANALYTICS.PROD.ORDERS",
    schedule={"interval": {"every": "day", "hour": 6}},
    notifications=[{"type": "email", "recipients": ["data@example.com"]}],
)

pulumi.export("ordersSchemaMonitorId", orders_schema.monitor_id)
