/**
 * The Registry's examples (terraform/examples/, embedded in terraform/docs/ by `npm run
 * generate`) work: all of them in one configuration, through the real OpenTofu and the built
 * provider, against the emulator. The provider's own example configures the provider (its
 * address and proxy URL pointed at the emulator by an override file, its credentials given as
 * the variables it declares, nothing from DATAFOLD_* variables), and the state-encryption example
 * encrypts the state. Then:
 * - `apply` creates every resource example and reads every data source example, each output set;
 * - `plan -detailed-exitcode` finds nothing to change;
 * - the state on disk is encrypted: the token the state holds is nowhere in the file;
 * - replacing the ProxyToken, whose example says `create_before_destroy`, creates the new token
 *   before it revokes the old one, as the pages say;
 * - `destroy` removes every resource.
 */
import { copyFileSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readHcl } from "../docs/hcl-reader";
import { filesUnder, read, ROOT } from "../docs/registry-tree";
import { PROVIDER_EXAMPLE_PATH, STATE_ENCRYPTION_EXAMPLE_PATH, TERRAFORM_EXAMPLES_DIR } from "../../../tools/codegen/terraform-docs-layout";
import { useTofuEmulator } from "../support/emulator";
import { providerLauncher, type ProviderLauncher } from "../support/provider-launcher";
import { describeWithTofu } from "../support/tofu";
import { actionsByAddress, hclString, planHasChanges, TofuWorkspace, type TofuResult, type TofuStateJson } from "../support/tofu-workspace";

jest.setTimeout(600_000);

/** Every example configuration file, by its path in the repository. */
const EXAMPLE_FILES = filesUnder(TERRAFORM_EXAMPLES_DIR).filter((path) => path.endsWith(".tf"));

/** The blocks of every example of one kind (`resource`, `data`, `variable`, `output`), as `type.name` or `name`. */
function declared(kind: string): string[] {
  return EXAMPLE_FILES.flatMap((path) =>
    readHcl(read(path), path)
      .blocks.filter((block) => block.type === kind)
      .map((block) => block.labels.join(".")),
  );
}

/** The file name of an example in the combined configuration: its directory and name, so that none is another's. */
function combinedName(path: string): string {
  return path.slice(TERRAFORM_EXAMPLES_DIR.length + 1).replace(/\//g, "__");
}

/** A value of the right shape for each variable the examples declare besides the provider's and the passphrase. */
function exampleVariable(name: string): string {
  return `example-${name.replace(/_/g, "-")}-value`;
}

function must(result: TofuResult, what: string): TofuResult {
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  return result;
}

describeWithTofu("the Registry's examples, in one configuration through OpenTofu against the emulator", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let workspace: TofuWorkspace;
  const passphrase = "examples-state-passphrase-1f7c";

  beforeAll(() => {
    launcher = providerLauncher();
    const { emulator } = live;
    const variables: Record<string, string> = {
      TF_VAR_datafold_api_key: emulator.apiKey,
      TF_VAR_datafold_proxy_manager_token: emulator.proxyManagerToken,
      TF_VAR_state_passphrase: passphrase,
    };
    for (const name of declared("variable")) variables[`TF_VAR_${name}`] ??= exampleVariable(name);
    // Only the variables: the provider's settings come from its block (the example and the override), not from DATAFOLD_*.
    workspace = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: variables, timeoutMs: 300_000 });
    for (const path of EXAMPLE_FILES) copyFileSync(join(ROOT, path), join(workspace.dir, combinedName(path)));
    // An override file replaces those arguments of the example's provider block (OpenTofu merges *_override.tf files).
    writeFileSync(
      join(workspace.dir, "provider_override.tf"),
      `provider "datafold" {\n  host      = ${hclString(emulator.url)}\n  proxy_url = ${hclString(emulator.url)}\n}\n`,
    );
  });

  afterAll(() => {
    workspace?.remove();
    launcher?.remove();
  });

  let state: TofuStateJson;

  test("the configuration holds every example, the provider's and the state encryption's included", () => {
    expect(EXAMPLE_FILES).toEqual(expect.arrayContaining([PROVIDER_EXAMPLE_PATH, STATE_ENCRYPTION_EXAMPLE_PATH]));
    expect(declared("resource").length).toBeGreaterThan(10);
    expect(declared("data").length).toBeGreaterThan(10);
  });

  test("apply creates every resource and reads every data source, and sets every output", async () => {
    must(await workspace.apply(), `tofu apply\n${workspace.printed()}`);
    state = await workspace.state();
    const addresses = (state.values?.root_module.resources ?? []).map((resource) => resource.address);
    expect(addresses.sort()).toEqual([...declared("resource"), ...declared("data").map((address) => `data.${address}`)].sort());
    const outputs = state.values?.outputs ?? {};
    expect(Object.keys(outputs).sort()).toEqual(declared("output").sort());
    const unset = Object.entries(outputs).filter(([, output]) => output.value === null || output.value === undefined).map(([name]) => name);
    expect(unset).toEqual([]);
  });

  test("a plan after the apply finds nothing to change", async () => {
    const args = ["plan", "-no-color", "-detailed-exitcode"];
    const plan = await workspace.run(args);
    expect({ changes: planHasChanges(args, plan), printed: plan.stdout }).toEqual({ changes: false, printed: expect.any(String) });
  });

  test("the state file is encrypted: the token the state holds is nowhere in it", async () => {
    const token = state.values?.root_module.resources?.find((resource) => resource.address === "datafold_proxy_token.dbt")?.values.token;
    expect(token).toEqual(expect.stringMatching(/^sqlp_/));
    const onDisk = readFileSync(join(workspace.dir, "terraform.tfstate"), "utf8");
    expect(onDisk).toContain("encrypted_data");
    expect(onDisk).not.toContain(token as string);
    expect(onDisk).not.toContain("datafold_proxy_token");
  });

  test("replacing the token creates the new one before it revokes the old one (create_before_destroy)", async () => {
    const before = state.values?.root_module.resources?.find((resource) => resource.address === "datafold_proxy_token.dbt")?.values;
    const { json } = await workspace.planJson({ flags: ["-replace=datafold_proxy_token.dbt"] });
    expect(actionsByAddress(json)["datafold_proxy_token.dbt"]).toEqual(["create", "delete"]);
    must(await workspace.apply("-replace=datafold_proxy_token.dbt"), "tofu apply -replace");
    const after = (await workspace.state()).values?.root_module.resources?.find((resource) => resource.address === "datafold_proxy_token.dbt")?.values;
    expect(after?.token_id).not.toEqual(before?.token_id);
    const principal = { type: "service_principal", id: "dbt-prod" } as const;
    const { proxy } = live.clients;
    expect((await proxy.getToken(principal, before!.token_id as number)).status).toBe("revoked");
    expect((await proxy.getToken(principal, after!.token_id as number)).status).toBe("active");
  });

  test("destroy removes every resource", async () => {
    must(await workspace.destroy(), "tofu destroy");
    const left = ((await workspace.state()).values?.root_module.resources ?? []).filter((resource) => resource.mode === "managed");
    expect(left).toEqual([]);
  });
});
