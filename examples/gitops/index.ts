// The program every pipeline of .github/workflows deploys: `prod` on merge, and a review
// stack `pr-<number>` per pull request. Names that other stacks of the same account also
// create carry the stack's name, so that no two stacks' objects look alike (see the GitOps
// guide, docs/guides/gitops.md, "Stacks in parallel"): the token's label is left out (each gets a label of its own, naming
// project, stack and resource), and the monitor's name ends with the stack's name.
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();
const stack = pulumi.getStack();

// The dbt service principal's warehouse token, rotated by the scheduled rotation pipeline
// (`pulumi up --refresh`) once it expires within `rotateBeforeDays`.
const dbt = new datafold.ProxyToken("dbt", {
  principalType: "service_principal",
  principalId: config.get("dbtClientId") ?? "dbt-cloud",
  expiresInDays: config.getNumber("expiresInDays") ?? 30,
  rotateBeforeDays: config.getNumber("rotateBeforeDays") ?? 10,
  revokeReason: `rotated by the ${stack} pipeline`,
});

const ordersRows = new datafold.MetricMonitor("orders-rows", {
  name: `Orders rows (${stack})`,
  connectionId: config.getNumber("connectionId") ?? 7,
  metric: { type: "table", table: config.get("ordersTable") ?? "analytics.orders", metric: "row_count" },
  schedule: { interval: { every: "hour" } },
  tags: ["gitops", stack],
  description: config.get("ordersDescription") ?? "Rows of the orders table, hourly",
});

// A data diff's flags are one object per account: only prod manages them, never a review stack.
const archivedDiff = config.getNumber("archivedDiffId");
if (archivedDiff !== undefined) new datafold.DataDiffFlags("archived-diff", { datadiffId: archivedDiff, archived: true });

/** Hand this to dbt's secret store; it prints as [secret]. */
export const dbtToken = dbt.token;
export const dbtTokenId = dbt.tokenId;
export const ordersMonitorId = ordersRows.monitorId;
