package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The runs of monitor 42 since the start of the year, newest first.
		runs := datafold.GetMonitorRunsOutput(ctx, datafold.GetMonitorRunsOutputArgs{
			MonitorId: pulumi.Int(42),
			StartTime: pulumi.String("2025-01-01T00:00:00Z"),
		})
		ctx.Export("paymentsRunCount", runs.Total())
		ctx.Export("paymentsRuns", runs.Runs())
		return nil
	})
}
