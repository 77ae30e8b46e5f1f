/**
 * Bad input through the real OpenTofu: `tofu plan` fails before any request reaches the
 * emulator (its request log stays empty), each error naming the argument's Terraform path
 * (`alert.automatic.sensitivity`, `metric.column.metric`) and what to do: a wrong type, a
 * missing required argument, two variants of a tagged union set at once, a value out of range
 * inside a variant. A credential, from a sensitive variable or written in the configuration,
 * never appears in what OpenTofu prints. A value not known yet (another resource's output) is
 * not judged at plan; once known, at apply, it is, before anything is created.
 */
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { TofuWorkspace } from "./support/tofu-workspace";

jest.setTimeout(300_000);

const SECRETS = { looker: "looker-bad-input-secret-4e6a8c", snowflake: "sn0wflake-Bad-Input-Pa55", written: "mode-written-token-2f4b6d" } as const;

/** Values written in the configuration: every argument OpenTofu or the provider checks before a plan. */
const WRITTEN = `
resource "datafold_metric_monitor" "two_variants" {
  name          = "Two variants"
  connection_id = 7
  metric        = { table = { table = "analytics.orders", metric = "row_count" }, custom = { query = "select 1" } }
  schedule      = { interval = { hour = {} } }
}

resource "datafold_metric_monitor" "out_of_range" {
  name          = "Out of range"
  connection_id = 7
  metric        = { column = { table = "analytics.orders", column = "amount", metric = "mean" } }
  schedule      = { interval = { day = { hour = 25 } } }
  alert         = { automatic = { sensitivity = 101 } }
}

resource "datafold_data_diff_monitor" "no_key" {
  name     = "No key"
  datadiff = { indb = { dataset_a = { connection_id = 7, table = "prod.orders" }, dataset_b = { connection_id = 7, table = "dev.orders" }, primary_key = [] } }
  schedule = { interval = { hour = {} } }
}

resource "datafold_metric_monitor" "no_name" {
  connection_id = 7
  metric        = { table = { table = "analytics.orders", metric = "row_count" } }
  schedule      = { interval = { hour = {} } }
}

resource "datafold_schema_change_monitor" "wrong_type" {
  name          = "Wrong type"
  connection_id = "seven"
  table         = "analytics.orders"
  schedule      = { interval = { hour = {} } }
}

resource "datafold_mode_integration" "empty_password" {
  name     = "Mode"
  token    = "${SECRETS.written}"
  password = ""
}
`;

/**
 * Values from variables, credentials from sensitive ones: OpenTofu validates a configuration
 * before it knows its variables, so the provider judges these when it plans each resource.
 */
const FROM_VARIABLES = `
variable "looker_secret" {
  type      = string
  sensitive = true
}

variable "snowflake_password" {
  type      = string
  sensitive = true
}

variable "looker_url" {
  type    = string
  default = "example.looker.com"
}

resource "datafold_looker_integration" "bad_url" {
  base_url      = var.looker_url
  client_id     = "looker-client"
  client_secret = var.looker_secret
  repo_id       = 3
}

resource "datafold_data_source" "two_kinds" {
  name      = "two kinds"
  snowflake = { account = "acme-eu1", user = "DATAFOLD", password = var.snowflake_password }
  postgres  = { host = "pg.internal", user = "datafold", dbname = "analytics", password = var.snowflake_password }
}
`;

/** Arguments that are another resource's output: unknown at plan. */
const NOT_KNOWN_YET = `
resource "terraform_data" "settings" {
  input = { connection = 7, sensitivity = 101 }
}

resource "datafold_metric_monitor" "later" {
  name          = "Known later"
  connection_id = terraform_data.settings.output.connection
  metric        = { table = { table = "analytics.orders", metric = "row_count" } }
  schedule      = { interval = { hour = {} } }
  alert         = { automatic = { sensitivity = terraform_data.settings.output.sensitivity } }
}
`;

/** Text as one line: OpenTofu wraps a diagnostic's detail at its own width. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describeWithTofu("bad input through the real OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  const workspaces: TofuWorkspace[] = [];

  const workspace = (configuration: string) => {
    const ws = new TofuWorkspace({
      tofu,
      launcherDir: launcher.dir,
      env: { ...live.env, TF_VAR_looker_secret: SECRETS.looker, TF_VAR_snowflake_password: SECRETS.snowflake },
    });
    workspaces.push(ws);
    ws.writeConfiguration(configuration);
    return ws;
  };
  const expectNoSecretPrinted = (ws: TofuWorkspace) => {
    for (const secret of [...Object.values(SECRETS), live.emulator.apiKey]) expect(ws.printed()).not.toContain(secret);
  };

  beforeAll(() => {
    launcher = providerLauncher();
  });
  beforeEach(() => live.clients.control.clearRequests());
  afterAll(() => {
    for (const ws of workspaces) ws.remove();
    launcher?.remove();
  });

  test("written values: each error names the argument's path and what to do, before any request", async () => {
    const ws = workspace(WRITTEN);
    const plan = await ws.plan();
    expect(plan.code).toBe(1);
    expect(plan.stdout).not.toContain("will be created");
    const errors = flat(plan.stderr);

    // Two variants of a tagged union at once: the provider names the union and each variant.
    expect(errors).toMatch(/Error: Invalid datafold_metric_monitor argument metric with datafold_metric_monitor\.two_variants, on main\.tf line (\d+), in resource "datafold_metric_monitor" "two_variants": \1: metric = \{/);
    expect(errors).toContain("metric must set exactly one of `table`, `column`, `custom`: it sets `table` and `custom`. Keep one of them and remove the others.");
    // Out of range, or not one of the values, inside a variant: the path through the variant, and the values allowed.
    // OpenTofu points at the argument's line (it follows no path into a nested attribute).
    expect(errors).toMatch(
      /Error: Invalid datafold_metric_monitor argument alert\.automatic\.sensitivity with datafold_metric_monitor\.out_of_range, on main\.tf line (\d+), in resource "datafold_metric_monitor" "out_of_range": \1: alert = \{ automatic = \{ sensitivity = 101 \} \} alert\.automatic\.sensitivity must be a whole number from 0 to 100; got 101\./,
    );
    expect(errors).toContain("Error: Invalid datafold_metric_monitor argument schedule.interval.day.hour");
    expect(errors).toContain("schedule.interval.day.hour must be an hour of the day, 0 to 23; got 25.");
    expect(errors).toContain("Error: Invalid datafold_metric_monitor argument metric.column.metric");
    expect(errors).toMatch(/metric\.column\.metric must be "minimum", "maximum", .*; got the string "mean"\./);
    expect(errors).toContain("Error: Invalid datafold_data_diff_monitor argument datadiff.indb.primary_key");
    expect(errors).toContain("datadiff.indb.primary_key must name at least one column.");
    // OpenTofu's own checks of the schema: a required argument missing, a value of the wrong type.
    expect(errors).toMatch(/Error: Missing required argument on main\.tf line \d+, in resource "datafold_metric_monitor" "no_name":/);
    expect(errors).toContain('The argument "name" is required, but no definition was found.');
    expect(errors).toMatch(/Error: Incorrect attribute value type on main\.tf line (\d+), in resource "datafold_schema_change_monitor" "wrong_type": \1: connection_id = "seven" Inappropriate value for attribute "connection_id": a number is required\./);
    // A credential's own error names it, never its value, nor the other credential of the block.
    expect(errors).toContain("Error: Invalid datafold_mode_integration argument password");
    expect(errors).toContain("password must not be empty: give the Mode API token's password.");

    expect(await live.clients.control.requests()).toEqual([]);
    expectNoSecretPrinted(ws);
  });

  test("credentials from sensitive variables: the errors name the arguments, never a credential, before any request", async () => {
    const ws = workspace(FROM_VARIABLES);
    const plan = await ws.plan();
    expect(plan.code).toBe(1);
    const errors = flat(plan.stderr);
    expect(errors).toContain("Error: Invalid datafold_looker_integration argument base_url");
    expect(errors).toContain('base_url must be an absolute http:// or https:// URL (the Looker instance\'s URL), such as "https://example.looker.com".');
    expect(errors).toContain("Error: Invalid datafold_data_source argument snowflake");
    expect(errors).toContain("postgres and snowflake are both set: a data source is of one kind. Keep one of them.");
    expect(await live.clients.control.requests()).toEqual([]);
    expectNoSecretPrinted(ws);
  });

  test("a value not known yet is not judged at plan; known at apply, it is judged before anything is created", async () => {
    const ws = workspace(NOT_KNOWN_YET);
    const plan = await ws.plan({ detailedExitCode: true });
    expect({ code: plan.code, stderr: plan.stderr }).toEqual({ code: 2, stderr: "" });
    expect(plan.stdout).toContain("# datafold_metric_monitor.later will be created");
    expect(plan.stdout).toMatch(/connection_id = \(known after apply\)/);
    expect(plan.stdout).toMatch(/sensitivity = \(known after apply\)/);
    expect(plan.stdout).toContain("Plan: 2 to add, 0 to change, 0 to destroy.");

    const apply = await ws.apply();
    expect(apply.code).toBe(1);
    expect(apply.stdout).toContain("terraform_data.settings: Creation complete");
    const errors = flat(apply.stderr);
    expect(errors).toContain("Error: Invalid datafold_metric_monitor argument alert.automatic.sensitivity");
    expect(errors).toContain("alert.automatic.sensitivity must be a whole number from 0 to 100; got 101.");
    expect((await live.clients.control.requests()).filter((entry) => entry.method !== "GET")).toEqual([]);
    expect((await ws.state()).values?.root_module.resources?.map((resource) => resource.address)).toEqual(["terraform_data.settings"]);
  });
});
