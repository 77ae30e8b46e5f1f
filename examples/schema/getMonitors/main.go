package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The account's critical monitors, and how many of them are alerting.
		critical := datafold.GetMonitorsOutput(ctx, datafold.GetMonitorsOutputArgs{
			Tags: pulumi.StringArray{pulumi.String("critical")},
		})
		ctx.Export("criticalMonitorCount", critical.Total())
		ctx.Export("criticalAlerting", critical.CountsByState().Alert())
		return nil
	})
}
