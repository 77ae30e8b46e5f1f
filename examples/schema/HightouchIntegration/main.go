package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Hightouch's syncs: its source "warehouse" reads Datafold's data source 7.
		hightouch, err := datafold.NewHightouchIntegration(ctx, "hightouch", &datafold.HightouchIntegrationArgs{
			Name:      pulumi.String("Hightouch prod"),
			Workspace: pulumi.String("acme"),
			Token:     config.RequireSecret(ctx, "hightouchToken"),
			Bindings: datafold.IntegrationBindingArray{
				datafold.IntegrationBindingArgs{RemoteId: pulumi.String("warehouse"), BoundIds: pulumi.IntArray{pulumi.Int(7)}},
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("hightouchIntegrationId", hightouch.IntegrationId)
		return nil
	})
}
