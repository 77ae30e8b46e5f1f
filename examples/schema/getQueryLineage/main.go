package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// What one query (by its fingerprint, as GetTopQueries lists it) reads, column by column.
		lineage := datafold.GetQueryLineageOutput(ctx, datafold.GetQueryLineageOutputArgs{
			Fingerprint: pulumi.String("9f2c4e1a7b3d5f60"),
		})
		ctx.Export("lineageTablesRead", lineage.TablesRead())
		ctx.Export("lineageColumns", lineage.ColumnLineage())
		return nil
	})
}
