package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The connection is found by its name, not by an account's numeric id.
		warehouse := datafold.LookupDataSourceOutput(ctx, datafold.LookupDataSourceOutputArgs{
			Name: pulumi.String("Snowflake production"),
		})

		// A column added, dropped or retyped in the orders table, checked every morning.
		ordersSchema, err := datafold.NewSchemaChangeMonitor(ctx, "orders-schema", &datafold.SchemaChangeMonitorArgs{
			Name:         pulumi.String("Schema of orders"),
			ConnectionId: warehouse.Id(),
			Table:        pulumi.String("ANALYTICS.PROD.ORDERS"),
			Schedule: datafold.MonitorScheduleArgs{
				Interval: datafold.MonitorScheduleIntervalArgs{Every: pulumi.String("day"), Hour: pulumi.Int(6)},
			},
			Notifications: datafold.MonitorNotificationArray{
				datafold.MonitorNotificationArgs{
					Type:       pulumi.String("email"),
					Recipients: pulumi.StringArray{pulumi.String("data@example.com")},
				},
			},
		})
		if err != nil {
			return err
		}
		ctx.Export("ordersSchemaMonitorId", ordersSchema.MonitorId)
		return nil
	})
}
