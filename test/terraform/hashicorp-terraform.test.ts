/**
 * HashiCorp Terraform, where one is installed (this repository builds only OpenTofu, its
 * judge): the same provider, through dev_overrides, plans, applies, plans quietly, reads a data
 * source and destroys against the emulator. Terraform speaks the same plugin protocol (6), so
 * this is the provider's claim to Terraform users, checked wherever a `terraform` is on PATH.
 */
import { execFileSync } from "node:child_process";
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { TofuWorkspace } from "./support/tofu-workspace";

jest.setTimeout(300_000);

/** The `terraform` on PATH and its version line; undefined when there is none. */
function installedTerraform(): { path: string; version: string } | undefined {
  try {
    const path = execFileSync("sh", ["-c", "command -v terraform"], { encoding: "utf8" }).trim();
    const version = execFileSync(path, ["version"], { encoding: "utf8", env: { ...process.env, CHECKPOINT_DISABLE: "1", TF_CLI_CONFIG_FILE: "/dev/null" } }).split("\n")[0]!;
    return /^Terraform v1\./.test(version) ? { path, version } : undefined;
  } catch {
    return undefined;
  }
}

const terraform = installedTerraform();
const describeWithTerraform = terraform === undefined ? describe.skip : describe;

describeWithTerraform(`the provider through HashiCorp Terraform (${terraform?.version ?? "none on PATH"})`, () => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let ws: TofuWorkspace;

  beforeAll(() => {
    launcher = providerLauncher();
    ws = new TofuWorkspace({ tofu: terraform!.path, launcherDir: launcher.dir, env: live.env });
  });
  afterAll(() => {
    ws?.remove();
    launcher?.remove();
  });

  test("a monitor and a token: plan, apply, a quiet plan, a data source read, destroy", async () => {
    ws.writeConfiguration(`
resource "datafold_metric_monitor" "rows" {
  name          = "Orders rows (Terraform)"
  connection_id = 7
  metric        = { table = { table = "analytics.orders", metric = "row_count" } }
  schedule      = { interval = { hour = {} } }
  alert         = { automatic = { sensitivity = 50 } }
}

resource "datafold_proxy_token" "dbt" {
  principal_type  = "service_principal"
  principal_id    = "dbt-prod"
  expires_in_days = 30

  lifecycle {
    create_before_destroy = true
  }
}

data "datafold_proxy_tokens" "dbt" {
  principal_type = "service_principal"
  principal_id   = "dbt-prod"
  depends_on     = [datafold_proxy_token.dbt]
}

output "dbt_tokens" {
  value = length(data.datafold_proxy_tokens.dbt.tokens)
}
`);
    const plan = await ws.plan({ detailedExitCode: true });
    expect(plan).toMatchObject({ code: 2, stderr: "" });
    expect(plan.stdout).toContain("Plan: 2 to add, 0 to change, 0 to destroy.");

    expect(await ws.apply()).toMatchObject({ code: 0, stderr: "" });
    expect((await live.clients.datafold.listAllMonitors()).map((monitor) => monitor.name)).toContain("Orders rows (Terraform)");
    const state = await ws.state();
    expect(state.values?.outputs?.dbt_tokens?.value).toBe(1);
    const token = state.values?.root_module.resources?.find((resource) => resource.address === "datafold_proxy_token.dbt")?.values as { token: string };
    await expect(live.clients.control.authenticateProxyToken(token.token)).resolves.toMatchObject({ principal_type: "service_principal" });

    expect(await ws.plan({ detailedExitCode: true })).toMatchObject({ code: 0, stderr: "" });
    expect(await ws.destroy()).toMatchObject({ code: 0, stderr: "" });
    expect((await live.clients.datafold.listAllMonitors()).map((monitor) => monitor.name)).not.toContain("Orders rows (Terraform)");
  });
});
