/**
 * The Terraform tests' harness (./support) with the real tofu, before any provider: a
 * configuration of tofu's built-in resources goes through every command the workspace runs, with
 * no `tofu init` and no warning but the overrides'; and a `datafold_*` resource makes tofu start
 * the launcher's program as the provider, with the plugin handshake's variables and the
 * emulator's settings in its environment (here a program that records them and exits, as it is
 * not a provider).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { useTofuEmulator } from "./support/emulator";
import { commandProviderLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { actionsByAddress, hclString, TofuWorkspace } from "./support/tofu-workspace";

jest.setTimeout(120_000);

/** A program in the provider's place: writes its environment as JSON to $RECORD, says it is none, exits 1. */
const NOT_A_PROVIDER = `
require("node:fs").appendFileSync(process.env.RECORD, JSON.stringify(process.env) + "\\n");
process.stderr.write("not a provider\\n");
process.exit(1);
`;

describeWithTofu("the Terraform tests' harness, with the real tofu", (tofu) => {
  const live = useTofuEmulator();
  const workspaces: TofuWorkspace[] = [];
  let launcher: ProviderLauncher;

  beforeAll(() => {
    launcher = commandProviderLauncher([process.execPath, "-e", NOT_A_PROVIDER]);
  });
  afterAll(() => {
    for (const workspace of workspaces) workspace.remove();
    launcher?.remove();
  });

  function workspace(env: Record<string, string> = {}): TofuWorkspace {
    const created = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: { ...live.env, ...env } });
    workspaces.push(created);
    return created;
  }

  test("built-in resources go through plan, apply, state, refresh-only and destroy without init, warning of nothing but the overrides", async () => {
    const ws = workspace();
    const text = "a ${template} and %{directive} kept as text";
    ws.writeMain(`resource "terraform_data" "a" {\n  input = ${hclString(text)}\n}\n\noutput "echo" {\n  value = terraform_data.a.output\n}\n`);

    const plan = await ws.plan({ detailedExitCode: true });
    expect(plan).toMatchObject({ code: 2, stderr: "", devOverridesWarned: true });
    expect(plan.stdout).not.toContain("Warning");
    expect(plan.stdout).toContain("terraform_data.a will be created");
    expect(actionsByAddress((await ws.planJson()).json)).toEqual({ "terraform_data.a": ["create"] });

    expect(await ws.apply()).toMatchObject({ code: 0, stderr: "" });
    expect((await ws.stateShow("terraform_data.a")).stdout).toContain('resource "terraform_data" "a"');
    const state = await ws.state();
    expect(state.values?.outputs?.echo?.value).toBe(text);
    expect(state.values?.root_module.resources?.map((resource) => resource.address)).toEqual(["terraform_data.a"]);
    expect(await ws.plan({ detailedExitCode: true })).toMatchObject({ code: 0 });
    expect(await ws.refreshOnly()).toMatchObject({ code: 0, stderr: "" });

    expect(actionsByAddress((await ws.planJson({ flags: ["-destroy"] })).json)).toEqual({ "terraform_data.a": ["delete"] });
    expect(await ws.destroy()).toMatchObject({ code: 0, stderr: "" });
    expect((await ws.state()).values?.root_module.resources ?? []).toEqual([]);
  });

  test("a datafold_* resource starts the launcher's program as datafold/datafold, with the handshake's variables and the emulator's settings", async () => {
    const record = join(launcher.dir, "provider-env.jsonl");
    const ws = workspace({ RECORD: record });
    ws.writeConfiguration('resource "datafold_proxy_token" "analyst" {}\n');

    const plan = await ws.plan();
    expect(plan.code).toBe(1);
    expect(plan.stderr).toContain(`Path: ${launcher.executable}`);
    const env = JSON.parse(readFileSync(record, "utf8").split("\n")[0]!) as Record<string, string>;
    expect(env).toMatchObject({
      TF_PLUGIN_MAGIC_COOKIE: "d602bf8f470bc67ca7faa0386276bbdd4330efaf76d1a219cb4d6991ca9872b2",
      PLUGIN_PROTOCOL_VERSIONS: expect.stringMatching(/\b6\b/),
      PLUGIN_CLIENT_CERT: expect.stringMatching(/^-----BEGIN CERTIFICATE-----/),
      TF_IN_AUTOMATION: "1",
      DATAFOLD_HOST: live.emulator.url,
      DATAFOLD_API_KEY: live.emulator.apiKey,
      DATAFOLD_PROXY_URL: live.emulator.url,
      DATAFOLD_PROXY_MANAGER_TOKEN: live.emulator.proxyManagerToken,
    });
  });
});
