package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Every Snowflake connection of the account, with its id and name.
		snowflake := datafold.GetDataSourcesOutput(ctx, datafold.GetDataSourcesOutputArgs{
			Type: pulumi.String("snowflake"),
		})
		ctx.Export("snowflakeDataSources", snowflake.DataSources())
		return nil
	})
}
