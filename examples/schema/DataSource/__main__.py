import pulumi
import pulumi_datafold as datafold

config = pulumi.Config()

# A PostgreSQL warehouse; its password is secret config (`pulumi config set --secret pgPassword ...`).
analytics = datafold.DataSource(
    "postgres-analytics",
    name="postgres-analytics",
    postgres={
        "host": "pg.internal.example.com",
        "user": "datafold",
        "dbname": "analytics",
        "password": config.require_secret("pgPassword"),
    },
    temp_schema="datafold_tmp",
)

# A monitor on this connection takes its id, and waits for it to exist.
pulumi.export("analyticsDataSourceId", analytics.data_source_id)
