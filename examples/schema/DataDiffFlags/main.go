package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// An old data diff, archived; destroying the stack restores it.
		_, err := datafold.NewDataDiffFlags(ctx, "old-diff", &datafold.DataDiffFlagsArgs{
			DatadiffId:      pulumi.Int(101),
			Archived:        pulumi.Bool(true),
			RestoreOnDelete: pulumi.Bool(true),
		})
		return err
	})
}
