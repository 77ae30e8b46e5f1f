package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A connection made in the app, found by its name: a program keeps no account-specific id.
		legacy := datafold.LookupDataSourceOutput(ctx, datafold.LookupDataSourceOutputArgs{
			Name: pulumi.String("Legacy DWH"),
		})
		ctx.Export("legacyDataSourceId", legacy.Id())
		ctx.Export("legacyDataSourceType", legacy.Type())
		return nil
	})
}
