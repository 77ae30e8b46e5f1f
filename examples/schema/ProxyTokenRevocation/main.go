package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Bob left: every token of his is revoked, and one made since is revoked at the next `up`.
		bobLeft, err := datafold.NewProxyTokenRevocation(ctx, "bob-left", &datafold.ProxyTokenRevocationArgs{
			PrincipalType: pulumi.String("user"),
			PrincipalId:   pulumi.String("bob@example.com"),
			Reason:        pulumi.String("left the company"),
		})
		if err != nil {
			return err
		}
		ctx.Export("bobRevokedTokenIds", bobLeft.RevokedTokenIds)
		return nil
	})
}
