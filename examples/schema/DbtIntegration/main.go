package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// dbt's lineage, from the artifacts of Datafold's CI configuration 4.
		dbt, err := datafold.NewDbtIntegration(ctx, "dbt-lineage", &datafold.DbtIntegrationArgs{
			Name:       pulumi.String("dbt prod"),
			CiConfigId: pulumi.Int(4),
		})
		if err != nil {
			return err
		}
		ctx.Export("dbtIntegrationId", dbt.IntegrationId)
		return nil
	})
}
