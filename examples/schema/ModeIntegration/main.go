package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Mode's lineage, read with an API token and its password, both secret config.
		mode, err := datafold.NewModeIntegration(ctx, "mode", &datafold.ModeIntegrationArgs{
			Name:      pulumi.String("Mode prod"),
			Workspace: pulumi.String("acme"),
			Token:     config.RequireSecret(ctx, "modeToken"),
			Password:  config.RequireSecret(ctx, "modePassword"),
		})
		if err != nil {
			return err
		}
		ctx.Export("modeIntegrationId", mode.IntegrationId)
		return nil
	})
}
