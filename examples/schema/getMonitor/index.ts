import * as datafold from "pulumi-datafold";

// A monitor made in the Datafold app, read by its id: its state and last run.
const payments = datafold.getMonitorOutput({ monitorId: 42 });

export const paymentsMonitorName = payments.name;
export const paymentsMonitorState = payments.state;
