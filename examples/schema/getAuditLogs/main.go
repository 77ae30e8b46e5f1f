package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// What was done to monitors since the start of the year, and by whom: a drift report's source.
		changes := datafold.GetAuditLogsOutput(ctx, datafold.GetAuditLogsOutputArgs{
			ObjectType: pulumi.String("monitor"),
			StartTime:  pulumi.String("2025-01-01"),
		})
		ctx.Export("monitorChangeCount", changes.Total())
		ctx.Export("monitorChanges", changes.Entries())
		return nil
	})
}
