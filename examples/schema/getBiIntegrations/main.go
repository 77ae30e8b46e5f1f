package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The account's Tableau integrations, those made in the app included.
		tableauList := datafold.GetBiIntegrationsOutput(ctx, datafold.GetBiIntegrationsOutputArgs{
			Kind: pulumi.String("tableau"),
		})
		ctx.Export("tableauIntegrations", tableauList.Integrations())
		return nil
	})
}
