import pulumi
import pulumi_datafold as datafold

# dbt's token: 30 days, replaced by `pulumi up` once it expires within 7 days.
dbt = datafold.ProxyToken(
    "dbt-token",
    principal_type="service_principal",
    principal_id="dbt-prod",
    label="dbt production",
    expires_in_days=30,
    rotate_before_days=7,
)

pulumi.export("dbtTokenPrefix", dbt.prefix)  # safe to show
pulumi.export("dbtToken", dbt.token)  # a secret
