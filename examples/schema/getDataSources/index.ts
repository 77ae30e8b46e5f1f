import * as datafold from "pulumi-datafold";

// Every Snowflake connection of the account, with its id and name.
const snowflake = datafold.getDataSourcesOutput({ type: "snowflake" });

export const snowflakeDataSources = snowflake.dataSources;
