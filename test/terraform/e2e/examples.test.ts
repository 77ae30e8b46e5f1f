/**
 * The Registry's examples (terraform/examples/, embedded in terraform/docs/ by `npm run
 * generate`) work, through the real OpenTofu and the built provider, against the emulator, in two
 * configurations: every resource example in one, every data source example in the other (a data
 * source that lists what the first creates, such as the Tableau integrations, reads more after
 * that apply than before it, so the two would never plan quietly together). Each configuration
 * holds the provider's own example (its address and proxy URL pointed at the emulator by an
 * override file, its credentials given as the variables it declares, nothing from DATAFOLD_*
 * variables) and the state-encryption example. Then:
 * - `apply` creates every resource example, each output set;
 * - `plan -detailed-exitcode` finds nothing to change;
 * - the state on disk is encrypted: the token the state holds is nowhere in the file;
 * - `apply` reads every data source example, each output set, and a plan then finds nothing;
 * - replacing the ProxyToken, whose example says `create_before_destroy`, creates the new token
 *   before it revokes the old one, as the pages say;
 * - `destroy` removes every resource.
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { readHcl } from "../docs/hcl-reader";
import { filesUnder, read, ROOT } from "../docs/registry-tree";
import { TERRAFORM_EXAMPLES_DIR } from "../../../tools/codegen/terraform-docs-layout";
import { useTofuEmulator } from "../support/emulator";
import { providerLauncher, type ProviderLauncher } from "../support/provider-launcher";
import { describeWithTofu } from "../support/tofu";
import { actionsByAddress, hclString, planHasChanges, TofuWorkspace, type TofuResult, type TofuStateJson } from "../support/tofu-workspace";

jest.setTimeout(600_000);

const examples = (under: string) => filesUnder(`${TERRAFORM_EXAMPLES_DIR}/${under}`).filter((path) => path.endsWith(".tf"));
/** The provider's examples, in both configurations. */
const PROVIDER_FILES = examples("provider");
const RESOURCE_FILES = examples("resources");
const DATA_SOURCE_FILES = examples("data-sources");

/** The blocks of one kind (`resource`, `data`, `variable`, `output`) of the files, as `type.name` or `name`. */
function declared(files: readonly string[], kind: string): string[] {
  return files.flatMap((path) =>
    readHcl(read(path), path)
      .blocks.filter((block) => block.type === kind)
      .map((block) => block.labels.join(".")),
  );
}

/** The file name of an example in a combined configuration: its directory and name, so that none is another's. */
function combinedName(path: string): string {
  return path.slice(TERRAFORM_EXAMPLES_DIR.length + 1).replace(/\//g, "__");
}

function must(result: TofuResult, what: string): TofuResult {
  if (result.code !== 0) throw new Error(`${what} exited ${result.code}\n--- stdout\n${result.stdout}\n--- stderr\n${result.stderr}`);
  return result;
}

/** The plan's text when it finds a change, so that a failure shows which; "no changes" otherwise. */
async function planChanges(workspace: TofuWorkspace): Promise<string> {
  const args = ["plan", "-no-color", "-detailed-exitcode"];
  const plan = await workspace.run(args);
  return planHasChanges(args, plan) ? plan.stdout : "no changes";
}

/** Every output of the state set: none missing, none null. */
function expectOutputsSet(state: TofuStateJson, files: readonly string[]): void {
  const outputs = state.values?.outputs ?? {};
  expect(Object.keys(outputs).sort()).toEqual(declared(files, "output").sort());
  expect(Object.entries(outputs).filter(([, output]) => output.value === null || output.value === undefined).map(([name]) => name)).toEqual([]);
}

describeWithTofu("the Registry's examples, through OpenTofu against the emulator", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  let resources: TofuWorkspace;
  let dataSources: TofuWorkspace;

  /** A configuration of the provider's examples and `files`, its provider pointed at the emulator. */
  function configuration(files: readonly string[]): TofuWorkspace {
    const { emulator } = live;
    const variables: Record<string, string> = {
      TF_VAR_datafold_api_key: emulator.apiKey,
      TF_VAR_datafold_proxy_manager_token: emulator.proxyManagerToken,
      TF_VAR_state_passphrase: "examples-state-passphrase-1f7c",
    };
    for (const name of declared(files, "variable")) variables[`TF_VAR_${name}`] ??= `example-${name.replace(/_/g, "-")}-value`;
    // Only the variables: the provider's settings come from its block (the example and the override), not from DATAFOLD_*.
    const workspace = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: variables, timeoutMs: 300_000 });
    for (const path of [...PROVIDER_FILES, ...files]) copyFileSync(join(ROOT, path), join(workspace.dir, combinedName(path)));
    // The monitors YAML an example reads (datafold_monitors_yaml), where its `files` find it.
    for (const path of files.flatMap((file) => filesUnder(`${dirname(file)}/monitors`))) {
      mkdirSync(join(workspace.dir, "monitors"), { recursive: true });
      copyFileSync(join(ROOT, path), join(workspace.dir, "monitors", basename(path)));
    }
    // An override file replaces those arguments of the example's provider block (OpenTofu merges *_override.tf files).
    writeFileSync(
      join(workspace.dir, "provider_override.tf"),
      `provider "datafold" {\n  host      = ${hclString(emulator.url)}\n  proxy_url = ${hclString(emulator.url)}\n}\n`,
    );
    return workspace;
  }

  beforeAll(() => {
    launcher = providerLauncher();
    resources = configuration(RESOURCE_FILES);
    dataSources = configuration(DATA_SOURCE_FILES);
  });

  afterAll(() => {
    resources?.remove();
    dataSources?.remove();
    launcher?.remove();
  });

  let state: TofuStateJson;
  const tokenValues = (of: TofuStateJson) => of.values?.root_module.resources?.find((resource) => resource.address === "datafold_proxy_token.dbt")?.values;

  test("the examples are found: the provider's (its block and the state encryption), every resource's and every data source's", () => {
    expect(PROVIDER_FILES.map((path) => path.split("/").at(-1))).toEqual(["provider.tf", "state-encryption.tf"]);
    expect(declared(RESOURCE_FILES, "resource").length).toBeGreaterThan(10);
    expect(declared(DATA_SOURCE_FILES, "data").length).toBeGreaterThan(10);
  });

  test("apply creates every resource example, and sets every output", async () => {
    must(await resources.apply(), "tofu apply");
    state = await resources.state();
    const addresses = (state.values?.root_module.resources ?? []).map((resource) => resource.address);
    // A resource example may read a data source too (the schema change monitor finds its connection by name).
    expect(addresses.sort()).toEqual([...declared(RESOURCE_FILES, "resource"), ...declared(RESOURCE_FILES, "data").map((address) => `data.${address}`)].sort());
    expectOutputsSet(state, RESOURCE_FILES);
  });

  test("a plan after the apply finds nothing to change", async () => {
    expect(await planChanges(resources)).toBe("no changes");
  });

  test("the state file is encrypted: the token the state holds is nowhere in it", () => {
    const token = tokenValues(state)?.token;
    expect(token).toEqual(expect.stringMatching(/^sqlp_/));
    const onDisk = readFileSync(join(resources.dir, "terraform.tfstate"), "utf8");
    expect(onDisk).toContain("encrypted_data");
    expect(onDisk).not.toContain(token as string);
    expect(onDisk).not.toContain("datafold_proxy_token");
  });

  test("apply reads every data source example and sets every output; a plan then finds nothing to change", async () => {
    must(await dataSources.apply(), "tofu apply");
    const read = await dataSources.state();
    expect((read.values?.root_module.resources ?? []).map((resource) => resource.address).sort()).toEqual(declared(DATA_SOURCE_FILES, "data").map((address) => `data.${address}`).sort());
    expectOutputsSet(read, DATA_SOURCE_FILES);
    expect(await planChanges(dataSources)).toBe("no changes");
  });

  test("replacing the token creates the new one before it revokes the old one (create_before_destroy)", async () => {
    const before = tokenValues(state);
    const { json } = await resources.planJson({ flags: ["-replace=datafold_proxy_token.dbt"] });
    expect(actionsByAddress(json)["datafold_proxy_token.dbt"]).toEqual(["create", "delete"]);
    must(await resources.apply("-replace=datafold_proxy_token.dbt"), "tofu apply -replace");
    const after = tokenValues(await resources.state());
    expect(after?.token_id).not.toEqual(before?.token_id);
    const principal = { type: "service_principal", id: "dbt-prod" } as const;
    const { proxy } = live.clients;
    expect((await proxy.getToken(principal, before!.token_id as number)).status).toBe("revoked");
    expect((await proxy.getToken(principal, after!.token_id as number)).status).toBe("active");
  });

  test("destroy removes every resource", async () => {
    must(await resources.destroy(), "tofu destroy");
    const left = ((await resources.state()).values?.root_module.resources ?? []).filter((resource) => resource.mode === "managed");
    expect(left).toEqual([]);
  });
});
