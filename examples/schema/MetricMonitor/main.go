package main

import (
	"github.com/pulumi-datafold/pulumi-datafold/sdk/go/datafold"
	"github.com/pulumi/pulumi/sdk/v3/go/pulumi"
)

func main() {
	pulumi.Run(func(ctx *pulumi.Context) error {
		// The average order amount, checked every hour; an anomaly emails the data team.
		amount, err := datafold.NewMetricMonitor(ctx, "orders-amount", &datafold.MetricMonitorArgs{
			Name:         pulumi.String("Orders: average amount"),
			ConnectionId: pulumi.Int(7),
			Metric: datafold.MetricMonitorMetricArgs{
				Type:   pulumi.String("column"),
				Table:  pulumi.String("analytics.orders"),
				Column: pulumi.String("amount"),
				Metric: pulumi.String("average"),
				Filter: pulumi.String("amount > 0"),
			},
			Schedule: datafold.MonitorScheduleArgs{
				Interval: datafold.MonitorScheduleIntervalArgs{Every: pulumi.String("hour")},
			},
			Alert: datafold.MonitorThresholdArgs{
				Type:        pulumi.String("automatic"),
				Sensitivity: pulumi.Int(50),
			},
			Notifications: datafold.MonitorNotificationArray{
				datafold.MonitorNotificationArgs{
					Type:       pulumi.String("email"),
					Recipients: pulumi.StringArray{pulumi.String("data@example.com")},
				},
			},
			Tags:     pulumi.StringArray{pulumi.String("orders")},
			OnDelete: pulumi.String("pause"),
		})
		if err != nil {
			return err
		}
		ctx.Export("ordersAmountMonitorId", amount.MonitorId)
		return nil
	})
}
