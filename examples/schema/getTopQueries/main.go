package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The five SELECT statements run most often on the warehouse.
		top := datafold.GetTopQueriesOutput(ctx, datafold.GetTopQueriesOutputArgs{
			Limit:         pulumi.Int(5),
			StatementType: pulumi.String("SELECT"),
		})
		ctx.Export("topSelects", top.Queries())
		return nil
	})
}
