/**
 * Upgrading the package under a live stack: the quickstart is created by pulumi-datafold
 * 0.1.0 as it landed (commit 2d07aa1, whose ProxyToken outputs had `useCount`, `lastUsedAt`
 * and `checkedAt`), then the project is moved to this build and driven through refresh,
 * preview, up and destroy by the real CLI. Users upgrade this way; nothing may be replaced,
 * since a replaced ProxyToken is a new secret every consumer must be given.
 */
import { rmSync } from "node:fs";
import { join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, emulatorEnvironment, EXAMPLES, useE2E } from "./support/e2e";
import { packCommit, type PackedCommit } from "./support/pack-commit";
import { installTarball, summaryCounts, type PulumiProject, type PulumiStack, type StackDeployment } from "../../tools/harness/pulumi-project";
import { timed } from "./support/timed";
import { tokensInState, useQuickstartTokens } from "./support/token-state";

jest.setTimeout(E2E_TIMEOUT_MS);

/** pulumi-datafold 0.1.0 as it landed. */
const RELEASED_COMMIT = "2d07aa1";
const USAGE_OUTPUTS = ["useCount", "lastUsedAt", "checkedAt"];

/** Every resource's outputs by URN, secrets decrypted: their ciphertext changes at every write. */
async function decryptedOutputs(stack: PulumiStack): Promise<Record<string, unknown>> {
  const { stdout } = await stack.ok(["stack", "export", "--show-secrets"]);
  const { deployment } = JSON.parse(stdout) as { deployment: StackDeployment };
  return Object.fromEntries((deployment.resources ?? []).map((resource) => [resource.urn, resource.outputs]));
}

function expectNothingReplaced(output: string): void {
  const counts = summaryCounts(output);
  expect(counts.replaced).toBeUndefined();
  expect(counts["to replace"]).toBeUndefined();
  expect(output).not.toMatch(/replac/i);
}

describeWithCli("a quickstart stack made by pulumi-datafold 0.1.0, upgraded to this build", (cliDir) => {
  const e2e = useE2E(cliDir);
  let released: PackedCommit | undefined;
  let project: PulumiProject;
  let stack: PulumiStack;

  beforeAll(async () => {
    released = await timed(`build and pack ${RELEASED_COMMIT}`, () => packCommit(RELEASED_COMMIT));
    project = e2e.project({ from: join(EXAMPLES, "quickstart") }, released.tarball);
    stack = project.stack("e2e", emulatorEnvironment(e2e.emulator));
    await stack.init();
  });

  afterAll(() => {
    if (released !== undefined) rmSync(released.dir, { recursive: true, force: true });
  });

  test("0.1.0 creates the stack, and its state requires the provider shells by package path and holds the usage outputs", async () => {
    const up = await timed("0.1.0 up", () => stack.up());
    expect(summaryCounts(up.stdout)).toEqual({ created: 5 });

    const tokens = await stack.resources("datafold:ProxyToken");
    const flags = await stack.resources("datafold:DataDiffFlags");
    expect([...tokens.keys()].sort()).toEqual(["analyst", "automation", "dbt"]);
    // A require by package path (not the provider's code) is what lets the upgraded package run this state.
    for (const token of tokens.values()) {
      expect(token.outputs!.__provider).toContain('require("pulumi-datafold/dist/shells/proxy-token.js")');
      expect(Object.keys(token.outputs!)).toEqual(expect.arrayContaining(USAGE_OUTPUTS));
      expect(token.outputs).not.toHaveProperty("serviceClockOffsetSeconds");
    }
    expect(flags.get("old-diff")!.outputs!.__provider).toContain('require("pulumi-datafold/dist/shells/data-diff-flags.js")');
  });

  test("after the upgrade, refresh replaces nothing and trades useCount, lastUsedAt and checkedAt for serviceClockOffsetSeconds", async () => {
    installTarball(project.dir, e2e.tarball);
    const refresh = await timed("refresh after the upgrade", () => stack.refresh());
    expectNothingReplaced(refresh.stdout);

    for (const [name, token] of await stack.resources("datafold:ProxyToken")) {
      for (const field of USAGE_OUTPUTS) expect({ name, outputs: token.outputs }).not.toHaveProperty(`outputs.${field}`);
      expect(typeof token.outputs!.serviceClockOffsetSeconds).toBe("number");
    }
    // The secrets 0.1.0 was given at create are carried over, and still let their principals in.
    await useQuickstartTokens(e2e, stack);
  });

  test("a second refresh after the upgrade passes with --expect-no-changes and leaves every output as it was, though every token was used", async () => {
    const before = await decryptedOutputs(stack);
    const refresh = await timed("second refresh --expect-no-changes", () => stack.refresh("--expect-no-changes"));
    expect(summaryCounts(refresh.stdout)).toEqual({ unchanged: 5 });
    // The CLI (3.259) counts only input drift in a refresh and writes changed outputs silently, so compare them too.
    expect(await decryptedOutputs(stack)).toEqual(before);
  });

  test("preview and up with the upgraded package plan and make no change", async () => {
    const preview = await timed("preview after the upgrade", () => stack.preview());
    expectNothingReplaced(preview.stdout);
    expect(summaryCounts(preview.stdout)).toEqual({ unchanged: 5 });
    const up = await timed("up after the upgrade", () => stack.up());
    expectNothingReplaced(up.stdout);
    expect(summaryCounts(up.stdout)).toEqual({ unchanged: 5 });
  });

  test("a token 0.1.0 created without a label keeps its label (\"API created\") and its token: labels of their own are for new tokens", async () => {
    // The quickstart's automation token leaves its label out: 0.1.0 wrote the service's default into state.
    const automation = (await stack.resources("datafold:ProxyToken")).get("automation")!;
    expect(automation.outputs).toMatchObject({ label: "API created" });
    const { principal, tokenId } = (await tokensInState(stack)).get("automation")!;
    await expect(e2e.clients.proxy.getToken(principal, tokenId)).resolves.toMatchObject({ label: "API created", status: "active" });
    const preview = await stack.preview("--expect-no-changes");
    expectNothingReplaced(preview.stdout);
  });

  test("destroy with the upgraded package revokes every token 0.1.0 created", async () => {
    const tokens = await tokensInState(stack);
    expect(tokens.size).toBe(3);
    const destroy = await timed("destroy after the upgrade", () => stack.destroy());
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: 5 });

    for (const [name, { principal, tokenId }] of tokens) {
      const { status } = await e2e.clients.proxy.getToken(principal, tokenId);
      expect({ name, status }).toEqual({ name, status: "revoked" });
      expect(await e2e.clients.proxy.listTokens(principal)).toEqual([]);
    }
  });
});
