import pulumi
import pulumi_datafold as datafold

# Every Snowflake connection of the account, with its id and name.
snowflake = datafold.get_data_sources_output(type="snowflake")

pulumi.export("snowflakeDataSources", snowflake.data_sources)
