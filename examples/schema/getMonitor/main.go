package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A monitor made in the Datafold app, read by its id: its state and last run.
		payments := datafold.GetMonitorOutput(ctx, datafold.GetMonitorOutputArgs{
			MonitorId: pulumi.Int(42),
		})
		ctx.Export("paymentsMonitorName", payments.Name())
		ctx.Export("paymentsMonitorState", payments.State())
		return nil
	})
}
