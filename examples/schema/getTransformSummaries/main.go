package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A migration project's progress: how far it is, and each failed translation with its reason.
		migration := datafold.GetTransformSummariesOutput(ctx, datafold.GetTransformSummariesOutputArgs{
			ProjectId: pulumi.Int(2),
		})
		ctx.Export("migrationPercentDone", migration.Progress().PercentDone())
		ctx.Export("migrationFailed", migration.Progress().Failed())
		return nil
	})
}
