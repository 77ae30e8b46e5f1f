package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Tableau Cloud's lineage, read with a personal access token kept as secret config.
		tableau, err := datafold.NewTableauIntegration(ctx, "tableau", &datafold.TableauIntegrationArgs{
			Name:         pulumi.String("Tableau prod"),
			ServerUrl:    pulumi.String("https://10ax.online.tableau.com"),
			SiteId:       pulumi.String("analytics"),
			TokenName:    pulumi.String("datafold"),
			TokenValue:   config.RequireSecret(ctx, "tableauToken"),
			IndexingCron: pulumi.String("0 3 * * *"),
		})
		if err != nil {
			return err
		}
		ctx.Export("tableauIntegrationId", tableau.IntegrationId)
		return nil
	})
}
