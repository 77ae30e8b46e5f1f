package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Looker's lineage: its Snowflake connection read as Datafold's data source 7.
		looker, err := datafold.NewLookerIntegration(ctx, "looker", &datafold.LookerIntegrationArgs{
			Name:         pulumi.String("Looker prod"),
			BaseUrl:      pulumi.String("https://example.looker.com"),
			ClientId:     pulumi.String("looker-api-client"),
			ClientSecret: config.RequireSecret(ctx, "lookerClientSecret"),
			RepoId:       pulumi.Int(3),
			Bindings: datafold.IntegrationBindingArray{
				datafold.IntegrationBindingArgs{RemoteId: pulumi.String("snowflake_prod"), BoundIds: pulumi.IntArray{pulumi.Int(7)}},
			},
			SyncAfterChange: pulumi.Bool(true),
		})
		if err != nil {
			return err
		}
		ctx.Export("lookerIntegrationId", looker.IntegrationId)
		return nil
	})
}
