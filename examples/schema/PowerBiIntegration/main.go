package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Power BI's lineage, read as an Azure application (a service principal) of the tenant.
		powerBi, err := datafold.NewPowerBiIntegration(ctx, "power-bi", &datafold.PowerBiIntegrationArgs{
			Name:         pulumi.String("Power BI prod"),
			AuthType:     pulumi.String("service_principal"),
			TenantId:     pulumi.String("00000000-0000-0000-0000-000000000001"),
			ClientId:     pulumi.String("00000000-0000-0000-0000-000000000002"),
			ClientSecret: config.RequireSecret(ctx, "powerBiClientSecret"),
		})
		if err != nil {
			return err
		}
		ctx.Export("powerBiIntegrationId", powerBi.IntegrationId)
		return nil
	})
}
