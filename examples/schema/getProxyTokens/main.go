package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Alice's SQL-proxy tokens that expire within two weeks: an audit a scheduled job can run.
		expiring := datafold.GetProxyTokensOutput(ctx, datafold.GetProxyTokensOutputArgs{
			PrincipalType:      pulumi.String("user"),
			PrincipalId:        pulumi.String("alice@example.com"),
			ExpiringWithinDays: pulumi.Int(14),
		})
		ctx.Export("aliceExpiringTokens", expiring.Tokens())
		return nil
	})
}
