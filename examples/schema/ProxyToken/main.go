package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// dbt's token: 30 days, replaced by `pulumi up` once it expires within 7 days.
		dbt, err := datafold.NewProxyToken(ctx, "dbt-token", &datafold.ProxyTokenArgs{
			PrincipalType:    pulumi.String("service_principal"),
			PrincipalId:      pulumi.String("dbt-prod"),
			Label:            pulumi.String("dbt production"),
			ExpiresInDays:    pulumi.Int(30),
			RotateBeforeDays: pulumi.Int(7),
		})
		if err != nil {
			return err
		}
		ctx.Export("dbtTokenPrefix", dbt.Prefix) // safe to show
		ctx.Export("dbtToken", dbt.Token)        // a secret
		return nil
	})
}
