/**
 * Datafold from CDK Terrain (cdktn), in TypeScript: a SQL-proxy token for a service principal,
 * a metric monitor, and a read of the monitors that carry this stack's tag, declared with the
 * bindings `cdktn get` generates from the datafold provider's schema (./.gen, see README.md).
 * `cdktn synth` writes them as cdktf.out/stacks/datafold/cdk.tf.json, which OpenTofu applies.
 */
import { App, TerraformOutput, TerraformStack } from "cdktn";
import { Construct } from "constructs";
import { DataDatafoldMonitors } from "./.gen/providers/datafold/data-datafold-monitors";
import { MetricMonitor } from "./.gen/providers/datafold/metric-monitor";
import { DatafoldProvider } from "./.gen/providers/datafold/provider";
import { ProxyToken } from "./.gen/providers/datafold/proxy-token";

/** The tag of this stack's monitors: the data source reads them by it. */
const TAG = "cdktn-example";

class DatafoldStack extends TerraformStack {
  constructor(scope: Construct, id: string) {
    super(scope, id);

    // No settings here: the provider reads DATAFOLD_HOST, DATAFOLD_API_KEY, DATAFOLD_PROXY_URL
    // and DATAFOLD_PROXY_MANAGER_TOKEN from the environment, and nothing secret is synthesized
    // into cdk.tf.json.
    new DatafoldProvider(this, "datafold");

    // What dbt logs in to the SQL proxy with; its secret is the `token` attribute.
    const dbtToken = new ProxyToken(this, "dbt_token", {
      principalType: "service_principal",
      principalId: "dbt-prod",
      expiresInDays: 30,
    });

    // Every hour, alert when analytics.orders has no rows.
    const orderRows = new MetricMonitor(this, "order_rows", {
      name: "Orders row count (cdktn)",
      connectionId: 7,
      metric: { table: { table: "analytics.orders", metric: "row_count" } },
      schedule: { interval: { hour: {} } },
      alert: { absolute: { min: 1 } },
      tags: [TAG],
    });

    // Read after the monitor is created (depends_on), so that it finds it.
    const tagged = new DataDatafoldMonitors(this, "tagged_monitors", {
      tags: [TAG],
      dependsOn: [orderRows],
    });

    new TerraformOutput(this, "monitor_id", { value: orderRows.monitorId });
    new TerraformOutput(this, "tagged_monitor_count", { value: tagged.total });
    new TerraformOutput(this, "dbt_token_prefix", { value: dbtToken.prefix });
    new TerraformOutput(this, "dbt_token_secret", { value: dbtToken.token, sensitive: true });
  }
}

const app = new App();
new DatafoldStack(app, "datafold");
app.synth();
