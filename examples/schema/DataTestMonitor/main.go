package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// Orders with a negative amount: the test fails when the query returns a row.
		negativeAmounts, err := datafold.NewDataTestMonitor(ctx, "negative-amounts", &datafold.DataTestMonitorArgs{
			Name:         pulumi.String("No negative order amounts"),
			ConnectionId: pulumi.Int(7),
			Query:        pulumi.String("SELECT id FROM analytics.orders WHERE amount < 0"),
			Schedule:     datafold.MonitorScheduleArgs{Cron: pulumi.String("0 6 * * *")},
			Notifications: datafold.MonitorNotificationArray{
				datafold.MonitorNotificationArgs{
					Type:       pulumi.String("email"),
					Recipients: pulumi.StringArray{pulumi.String("data@example.com")},
				},
			},
			Tags: pulumi.StringArray{pulumi.String("orders")},
		})
		if err != nil {
			return err
		}
		ctx.Export("negativeAmountsMonitorId", negativeAmounts.MonitorId)
		return nil
	})
}
