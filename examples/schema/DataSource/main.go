package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi/config"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// A PostgreSQL warehouse; its password is secret config (`pulumi config set --secret pgPassword ...`).
		analytics, err := datafold.NewDataSource(ctx, "postgres-analytics", &datafold.DataSourceArgs{
			Name: pulumi.String("postgres-analytics"),
			Postgres: datafold.DataSourcePostgresOptionsArgs{
				Host:     pulumi.String("pg.internal.example.com"),
				User:     pulumi.String("datafold"),
				Dbname:   pulumi.String("analytics"),
				Password: config.RequireSecret(ctx, "pgPassword"),
			},
			TempSchema: pulumi.String("datafold_tmp"),
		})
		if err != nil {
			return err
		}
		// A monitor on this connection takes its id, and waits for it to exist.
		ctx.Export("analyticsDataSourceId", analytics.DataSourceId)
		return nil
	})
}
