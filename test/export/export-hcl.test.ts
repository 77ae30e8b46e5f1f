/**
 * `pulumi-datafold export-monitors --format hcl`, run in-process against the emulator: the
 * configuration's blocks, the arguments of each kind in Terraform's shape (read back by the
 * provider's own converter, they are the inputs GET shows), what GET cannot show as comments
 * naming it (never a value), and `tofu fmt -check` on the text where OpenTofu is built.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { main } from "../../src/cli/pulumi-datafold";
import { exportedMonitors } from "../../src/export/exported-monitor";
import { terraformMonitors } from "../../src/export/terraform-configuration";
import type { MonitorCreateKind } from "../../src/clients";
import type { TfValue } from "../../src/terraform/protocol/terraform-provider-interface";
import { kitFromTerraform } from "../../src/terraform/shapes/kit-values";
import { TERRAFORM_SCHEMA } from "../../src/terraform/provider/terraform-schema";
import { clientsFor } from "../../tools/harness/clients";
import { useResetEmulator } from "../../tools/harness/emulator";
import { tofuBinary } from "../terraform/support/tofu";

const live = useResetEmulator({ monitors: 0 });
let clients: ReturnType<typeof clientsFor>;
beforeEach(() => {
  clients = clientsFor(live.emulator);
});

interface Run {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

async function run(args: string[]): Promise<Run> {
  let stdout = "";
  let stderr = "";
  const status = await main(args, {
    env: { DATAFOLD_HOST: live.emulator.url, DATAFOLD_API_KEY: live.emulator.apiKey },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    writeFile: () => {
      throw new Error("these tests write to standard output");
    },
  });
  return { status, stdout, stderr };
}

const SCHEDULE = { interval: { every: "hour" } };
async function create(kind: MonitorCreateKind, name: string, body: Record<string, unknown>): Promise<number> {
  return (await clients.datafold.createMonitor(kind, { name, schedule: SCHEDULE, tags: ["exported"], ...body })).id;
}

/** The resource block of `name` in the text, from its first line to its closing brace. */
function resourceBlock(text: string, type: string, name: string): string {
  const start = text.indexOf(`resource "${type}" "${name}" {\n`);
  if (start < 0) throw new Error(`no resource ${type}.${name} in:\n${text}`);
  return text.slice(start, text.indexOf("\n}\n", start) + 3);
}

describe("--format hcl", () => {
  it("the provider's requirement, an import block and a resource per monitor, arguments in Terraform's shape, defaults left out", async () => {
    const id = await create("metric", "Orders amount", {
      connection_id: 7,
      metric: { type: "column", table: "analytics.orders", column: "amount", metric: "average", filter: "status = 'paid'" },
      alert: { type: "automatic", sensitivity: 70 },
      notifications: [{ type: "email", recipients: ["data@example.com"] }],
      owner: "ana@example.com",
      description: 'Say "hi"\nand ${bye}',
    });
    const result = await run(["export-monitors", "--id", String(id), "--format", "hcl"]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      [
        `# Written by \`pulumi-datafold export-monitors\` from ${live.emulator.url}: 1 monitor.`,
        "# Each resource has an import block: `tofu apply` (or `terraform apply`) imports the live monitor and creates none.",
        "",
        "terraform {",
        "  required_providers {",
        "    datafold = {",
        '      source = "datafold/datafold"',
        "    }",
        "  }",
        "}",
        "",
        "import {",
        "  to = datafold_metric_monitor.orders_amount",
        `  id = "${id}"`,
        "}",
        "",
        'resource "datafold_metric_monitor" "orders_amount" {',
        '  name          = "Orders amount"',
        "  connection_id = 7",
        "  metric = {",
        "    column = {",
        '      table  = "analytics.orders"',
        '      column = "amount"',
        '      metric = "average"',
        "      filter = \"status = 'paid'\"",
        "    }",
        "  }",
        "  schedule = {",
        "    interval = {",
        "      hour = {}",
        "    }",
        "  }",
        "  alert = {",
        "    automatic = {",
        "      sensitivity = 70",
        "    }",
        "  }",
        "  notifications = [",
        "    {",
        "      email = {",
        '        recipients = ["data@example.com"]',
        "      }",
        "    },",
        "  ]",
        '  tags        = ["exported"]',
        '  owner       = "ana@example.com"',
        '  description = "Say \\"hi\\"\\nand $${bye}"',
        "}",
        "",
      ].join("\n"),
    );
    expect(result.stderr).toBe(
      "Exported 1 monitor (metric 1) as hcl to standard output.\n" +
        "Next, in the configuration's directory: tofu init, then tofu plan (each monitor to be imported, with no change but the arguments you filled in, " +
        "which apply writes to state without a request), then tofu apply (or terraform, alike).\n",
    );
  });

  it("what GET cannot show: a comment in place of each required argument, saying to fill it in before plan; a NOTE naming the optional ones", async () => {
    const sameSource = await create("diff", "Orders prod vs dev", {
      datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "prod.orders" }, dataset_b: { connection_id: 7, table: "dev.orders" }, primary_key: ["id"] },
    });
    const crossSource = await create("diff", "Legacy vs prod", {
      datadiff: { diff_type: "inmem", dataset_a: { connection_id: 3, query: "SELECT 1" }, dataset_b: { connection_id: 7, table: "prod.orders" }, primary_key: ["id"] },
    });
    const unique = await create("test", "Order ids unique", { connection_id: 7, test: { type: "unique", tables: [{ path: "analytics.orders", columns: ["id"] }] } });
    const custom = await create("metric", "Paid share", { connection_id: 7, metric: { type: "custom", query: "SELECT 1", alert_on_missing_data: true } });
    const result = await run(["export-monitors", "--tag", "exported", "--format", "hcl"]);
    expect(result.status).toBe(0);
    const why = "the Datafold API does not show it, so the export cannot.";

    expect(resourceBlock(result.stdout, "datafold_data_diff_monitor", "orders_prod_vs_dev")).toBe(
      [
        'resource "datafold_data_diff_monitor" "orders_prod_vs_dev" {',
        '  name = "Orders prod vs dev"',
        "  datadiff = {",
        '    # Fill in before `tofu plan`: rename indb_or_inmem to "indb" (both datasets in this one data source) or "inmem" (compared in memory): the Datafold API does not show which, so the export cannot.',
        "    indb_or_inmem = {",
        `      # Fill in before \`tofu plan\`: datadiff.indb_or_inmem.primary_key, the primary key's columns, such as ["id"]: ${why}`,
        "      dataset_a = {",
        "        connection_id = 7",
        '        table         = "prod.orders"',
        "      }",
        "      dataset_b = {",
        "        connection_id = 7",
        '        table         = "dev.orders"',
        "      }",
        "    }",
        "  }",
        "  schedule = {",
        "    interval = {",
        "      hour = {}",
        "    }",
        "  }",
        '  tags = ["exported"]',
        "}",
        "",
      ].join("\n"),
    );
    expect(result.stdout).toContain(`import {\n  to = datafold_data_diff_monitor.orders_prod_vs_dev\n  id = "${sameSource}"\n}\n`);
    // Sides in two data sources tell the kind: only the primary key is missing.
    expect(resourceBlock(result.stdout, "datafold_data_diff_monitor", "legacy_vs_prod")).toContain(
      [
        "  datadiff = {",
        "    inmem = {",
        `      # Fill in before \`tofu plan\`: datadiff.inmem.primary_key, the primary key's columns, such as ["id"]: ${why}`,
        "      dataset_a = {",
        "        connection_id = 3",
        '        query         = "SELECT 1"',
        "      }",
      ].join("\n"),
    );
    expect(resourceBlock(result.stdout, "datafold_data_test_monitor", "order_ids_unique")).toContain(
      [
        "  test = {",
        `    # Fill in before \`tofu plan\`: test.type, the standard test's type: "unique", "not_null", "accepted_values", "referential_integrity", "numeric_range" or "custom_template": ${why}`,
        "    tables = [",
        "      {",
        `        # Fill in before \`tofu plan\`: test.tables[0].columns, the columns the test checks: ${why}`,
        '        path = "analytics.orders"',
        "      },",
        "    ]",
        "  }",
      ].join("\n"),
    );
    expect(result.stdout).toContain(
      '# NOTE: the Datafold API does not show metric.custom.alert_on_missing_data: written as unset; set any the monitor uses.\nresource "datafold_metric_monitor" "paid_share" {',
    );
    // Never a value for what GET cannot show.
    expect(result.stdout).not.toMatch(/^\s*(primary_key|alert_on_missing_data|columns|type) =/m);
    expect(result.stderr).toContain("Exported 4 monitors (diff 2, metric 1, test 1) as hcl to standard output.");
    expect(result.stderr).toContain(
      [
        "warning: 3 monitors are incomplete: the Datafold API does not show these required fields. Fill in each before `tofu plan` (a comment in its place says what to give):",
        `  - orders_prod_vs_dev (id ${sameSource}, diff): datadiff.indb_or_inmem, datadiff.indb_or_inmem.primary_key`,
        `  - legacy_vs_prod (id ${crossSource}, diff): datadiff.inmem.primary_key`,
        `  - order_ids_unique (id ${unique}, test): test.type, test.tables[0].columns`,
      ].join("\n"),
    );
    expect(result.stderr).toMatch(new RegExp(`\\n {2}- paid_share \\(id ${custom}, metric\\): metric\\.custom\\.alert_on_missing_data\\n`));
    // An option of one kind of diff only is named under that kind.
    expect(result.stdout).toMatch(/# NOTE: the Datafold API does not show datadiff\.indb_or_inmem\.columns_to_compare, .*datadiff\.indb_or_inmem\.tolerance, datadiff\.indb\.timeseries_dimension_column, datadiff\.inmem\.column_rules, datadiff\.inmem\.materialize_results_to, datadiff\.indb_or_inmem\.dataset_a\.time_travel_point, /);
  });

  it("read back by the provider's converter, each resource's arguments (with the defaults left out) are the inputs GET shows", async () => {
    const ids = [
      await create("metric", "Rows", { connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count", filter: "x > 1" }, alert: { type: "percentage", increase: 10 } }),
      await create("metric", "Amount", {
        connection_id: 7,
        metric: { type: "column", table: "analytics.orders", column: "amount", metric: "sum" },
        schedule: { interval: { every: "day", utc_at: "06:30:00" } },
        notifications: [{ type: "slack", integration: 3, channel: "#data", mentions: ["@ana"], features: ["attach_csv"] }],
        enabled: false,
        tags: [],
      }),
      await create("schema", "Schema", { connection_id: 7, table: "analytics.orders", schedule: { type: "none" }, owner: "ana@example.com" }),
      await create("test", "Query test", { connection_id: 7, query: "SELECT * FROM t WHERE id IS NULL", description: "no nulls", schedule: { cron: "0 6 * * *" } }),
      await create("diff", "Cross", { datadiff: { diff_type: "inmem", dataset_a: { connection_id: 7, query: "SELECT 1" }, dataset_b: { connection_id: 8, table: "orders", filter: "x" }, primary_key: ["id"] }, alert: { different_rows_count: 5 } }),
    ];
    const monitors = exportedMonitors(await Promise.all(ids.map((id) => clients.datafold.getMonitor(id))));
    const { resources } = TERRAFORM_SCHEMA;
    for (const tf of terraformMonitors(monitors, resources)) {
      const attributes = resources[tf.type]!.attributes;
      // As a configuration reaches the provider: every attribute, null where it is left out.
      const configuration = Object.fromEntries(attributes.map((attribute): [string, TfValue] => [attribute.name, tf.arguments[attribute.name] ?? null]));
      const { bag, failures } = kitFromTerraform(attributes, configuration);
      expect(failures).toEqual([]);
      const defaults = new Map(attributes.filter((attribute) => attribute.default !== undefined).map((attribute) => [attribute.key, JSON.stringify(attribute.default)]));
      const shownButDefaults = Object.entries(tf.monitor.inputs).filter(([key, value]) => value !== undefined && defaults.get(key) !== JSON.stringify(value));
      expect(bag).toEqual(Object.fromEntries(shownButDefaults));
    }
  });

  const tofu = tofuBinary();
  (tofu === undefined ? it.skip : it)("`tofu fmt -check` accepts the configuration of every kind as written", async () => {
    await create("metric", "Rows", { connection_id: 7, metric: { type: "table", table: "analytics.orders", metric: "row_count" }, alert: { type: "absolute", min: -5, max: 10.5 } });
    await create("schema", "Schema", { connection_id: 7, table: "analytics.orders", notifications: [{ type: "email", recipients: ["a@example.com", "b@example.com"] }, { type: "pagerduty", integration: 4 }] });
    await create("test", "Standard", { connection_id: 7, test: { type: "unique", tables: [{ path: "t", columns: ["id"] }] } });
    await create("diff", "Same", { datadiff: { diff_type: "indb", dataset_a: { connection_id: 7, table: "a" }, dataset_b: { connection_id: 7, table: "b" }, primary_key: ["id"] } });
    const { stdout } = await run(["export-monitors", "--tag", "exported", "--format", "hcl"]);
    const dir = mkdtempSync(join(tmpdir(), "export-hcl-"));
    try {
      writeFileSync(join(dir, "monitors.tf"), stdout);
      expect(execFileSync(tofu!, ["fmt", "-check", "-diff", "monitors.tf"], { cwd: dir, env: { ...process.env, TF_CLI_CONFIG_FILE: "/dev/null" }, encoding: "utf8" })).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
