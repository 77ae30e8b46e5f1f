package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Production orders against their staging copy, in the same warehouse, every night.
		ordersDiff, err := datafold.NewDataDiffMonitor(ctx, "orders-vs-staging", &datafold.DataDiffMonitorArgs{
			Name: pulumi.String("Orders: production vs staging"),
			Datadiff: datafold.DataDiffMonitorDefinitionArgs{
				DiffType:   pulumi.String("indb"),
				DatasetA:   datafold.DataDiffMonitorDatasetArgs{ConnectionId: pulumi.Int(7), Table: pulumi.String("ANALYTICS.PROD.ORDERS")},
				DatasetB:   datafold.DataDiffMonitorDatasetArgs{ConnectionId: pulumi.Int(7), Table: pulumi.String("ANALYTICS.STAGING.ORDERS")},
				PrimaryKey: pulumi.StringArray{pulumi.String("ID")},
			},
			Alert: datafold.DataDiffMonitorAlertArgs{DifferentRowsPercent: pulumi.Int(1)},
			Schedule: datafold.MonitorScheduleArgs{
				Interval: datafold.MonitorScheduleIntervalArgs{Every: pulumi.String("day"), Hour: pulumi.Int(2)},
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
		ctx.Export("ordersDiffMonitorId", ordersDiff.MonitorId)
		return nil
	})
}
