package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Every monitor of Datafold's own monitors YAML (monitors/*.yaml), one resource per slug;
		// a slug removed from the files pauses its monitor rather than deleting it.
		fromYaml, err := datafold.NewMonitorsFromYaml(ctx, "team-monitors", &datafold.MonitorsFromYamlArgs{
			Files:     pulumi.StringArray{pulumi.String("monitors/*.yaml")},
			Owner:     pulumi.String("data@example.com"),
			OnRemoved: pulumi.String("pause"),
			Tags:      pulumi.StringArray{pulumi.String("pulumi")},
		})
		if err != nil {
			return err
		}
		ctx.Export("yamlMonitorIds", fromYaml.Monitors)
		return nil
	})
}
