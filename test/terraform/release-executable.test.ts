/**
 * The Terraform provider as users install it: the release zip `npm run tofu:pack` builds
 * (scripts/pack-terraform-provider.sh: one single executable, no Node.js needed), put in a
 * filesystem mirror as it comes, installed by `tofu init` (no network: the mirror is the only
 * source of datafold/datafold), and run by the real OpenTofu with a PATH that holds no `node`:
 * a monitor and a token go through plan, apply, a quiet plan and destroy against the emulator.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { call, clientCertificate, connect, startPlugin } from "../../tools/harness/tfplugin-process";
import { useTofuEmulator } from "./support/emulator";
import { describeWithTofu } from "./support/tofu";
import { hclString, TofuWorkspace } from "./support/tofu-workspace";

jest.setTimeout(300_000);

const ROOT = resolve(__dirname, "../..");
const VERSION = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string }).version;

describeWithTofu("the release executable, through the real OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let out: string;
  let ws: TofuWorkspace;
  let zipFile: string;

  beforeAll(() => {
    out = mkdtempSync(join(tmpdir(), "terraform-provider-datafold-release-"));
    execFileSync("bash", [join(ROOT, "scripts/pack-terraform-provider.sh"), "--out", out], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
    const zip = readdirSync(out).find((name) => name.startsWith(`terraform-provider-datafold_${VERSION}_`) && name.endsWith(".zip"));
    if (zip === undefined) throw new Error(`scripts/pack-terraform-provider.sh wrote no zip into ${out}`);
    zipFile = join(out, zip);
    // The packed layout of a filesystem mirror takes the release zip as it is.
    const mirror = join(out, "mirror");
    mkdirSync(join(mirror, "registry.opentofu.org/datafold/datafold"), { recursive: true });
    copyFileSync(join(out, zip), join(mirror, "registry.opentofu.org/datafold/datafold", zip));
    // No `node` anywhere on PATH: the executable carries its own runtime.
    const emptyPath = join(out, "empty-path");
    mkdirSync(emptyPath);
    ws = new TofuWorkspace({ tofu, launcherDir: emptyPath, env: { ...live.env, PATH: emptyPath } });
    writeFileSync(
      ws.cliConfigFile,
      `provider_installation {\n  filesystem_mirror {\n    path    = ${hclString(mirror)}\n    include = ["registry.opentofu.org/datafold/datafold"]\n  }\n  direct {\n    exclude = ["registry.opentofu.org/datafold/datafold"]\n  }\n}\n`,
    );
  });
  afterAll(() => {
    ws?.remove();
    if (out !== undefined) rmSync(out, { recursive: true, force: true });
  });

  test("installed by tofu init from a mirror of the zip; a monitor and a token: plan, apply, a quiet plan and destroy, with no Node.js on PATH", async () => {
    expect(existsSync(join(ws.env.PATH!, "node"))).toBe(false);
    ws.writeMain(`terraform {
  required_providers {
    datafold = {
      source  = "datafold/datafold"
      version = "${VERSION}"
    }
  }
}
`);
    const init = await ws.ok(["init", "-no-color"]);
    expect(init.stdout).toContain(`Installed datafold/datafold v${VERSION}`);
    expect(readFileSync(join(ws.dir, ".terraform.lock.hcl"), "utf8")).toContain('provider "registry.opentofu.org/datafold/datafold"');
    ws.writeMain(`terraform {
  required_providers {
    datafold = {
      source  = "datafold/datafold"
      version = "${VERSION}"
    }
  }
}

resource "datafold_metric_monitor" "rows" {
  name          = "Orders row count"
  connection_id = 7
  metric        = { table = { table = "analytics.orders", metric = "row_count" } }
  schedule      = { interval = { hour = {} } }
}

resource "datafold_proxy_token" "dbt" {
  principal_type  = "service_principal"
  principal_id    = "dbt-prod"
  expires_in_days = 30
}
`);
    const plan = await ws.plan({ detailedExitCode: true });
    expect(plan).toMatchObject({ code: 2, stderr: "" });
    expect(plan.stdout).toContain("Plan: 2 to add, 0 to change, 0 to destroy.");

    expect(await ws.apply()).toMatchObject({ code: 0, stderr: "" });
    const monitors = await live.clients.datafold.listAllMonitors();
    expect(monitors.map((monitor) => monitor.name)).toContain("Orders row count");
    const state = await ws.state();
    const token = state.values?.root_module.resources?.find((resource) => resource.address === "datafold_proxy_token.dbt")?.values as { token: string; label: string };
    await expect(live.clients.control.authenticateProxyToken(token.token)).resolves.toMatchObject({ principal_type: "service_principal" });
    // OpenTofu tells a provider no resource address: the token's own label names its type.
    expect(token.label).toMatch(/^terraform datafold_proxy_token #[0-9a-z]{10}$/);

    expect(await ws.plan({ detailedExitCode: true })).toMatchObject({ code: 0, stderr: "" });
    expect(await ws.destroy()).toMatchObject({ code: 0, stderr: "" });
    expect((await live.clients.datafold.listAllMonitors()).map((monitor) => monitor.name)).not.toContain("Orders row count");
  });

  test("the executable runs its program with the code cache trained at build time, which its runtime takes", async () => {
    const unpacked = join(out, "unpacked");
    mkdirSync(unpacked);
    execFileSync("unzip", ["-q", zipFile, "-d", unpacked]);
    const executable = join(unpacked, readdirSync(unpacked).find((name) => name.startsWith("terraform-provider-datafold_"))!);
    const client = clientCertificate();
    const plugin = await startPlugin(client, { DATAFOLD_CODE_CACHE_REPORT: "1", PATH: join(out, "empty-path") }, [executable]);
    const exited = new Promise((done) => plugin.child.once("exit", done));
    const { provider, controller } = connect(plugin, client);
    try {
      expect(await call(provider, "GetProviderSchema", {})).toMatchObject({ diagnostics: [] });
      await call(controller, "Shutdown", {});
    } finally {
      provider.close();
      controller.close();
    }
    await exited;
    // A cache V8 did not take would say "rejected"; an executable built without one, "no code cache".
    expect(plugin.stderr().replace(executable, "<executable>")).toMatch(/^<executable>: code cache of \d+ bytes taken\n$/);
  });
});
