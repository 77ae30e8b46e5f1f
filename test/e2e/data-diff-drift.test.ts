/**
 * DataDiffFlags through the real CLI: a flag changed in the Datafold app shows as drift on
 * refresh and is set back by up; destroy un-archives the diff (restoreOnDelete) and revokes
 * every token of the quickstart.
 */
import { join } from "node:path";
import { describeWithCli, E2E_TIMEOUT_MS, EXAMPLES, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import { tokensInState } from "./support/token-state";

jest.setTimeout(E2E_TIMEOUT_MS);

const DATA_DIFF = 101;

describeWithCli("a data diff's flags changed in the app, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;

  beforeAll(async () => {
    stack = await e2e.stack({ from: join(EXAMPLES, "quickstart") });
    await stack.up();
    await printed.collect(stack);
  });

  const archivedAtService = async () => (await e2e.clients.datafold.getDataDiff(DATA_DIFF)).archived;
  const archivedInState = async () => (await stack.resources("datafold:DataDiffFlags")).get("old-diff")!.outputs!.archived;

  test("up archives the data diff", async () => {
    expect(await archivedAtService()).toBe(true);
    expect(await archivedInState()).toBe(true);
  });

  test("refresh --expect-no-changes fails once the app un-archived it, and state then says archived false", async () => {
    await e2e.clients.datafold.updateDataDiff(DATA_DIFF, { archived: false });
    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout).toMatch(/~ archived\s+: true => false/);
    expect(summaryCounts(refresh.stdout)).toEqual({ updated: 1, unchanged: 4 });
    expect(await archivedInState()).toBe(false);
  });

  test("preview then plans to set it back, and up archives it again with one PATCH", async () => {
    const preview = await stack.preview("--diff");
    expect(summaryCounts(preview.stdout)).toEqual({ "to update": 1, unchanged: 4 });
    // The engine diffs inputs, and the drift is in the outputs only: the plan names the
    // resource as an update but marks no property (archived prints as "true", unchanged).
    expect(preview.stdout).toMatch(/~ pulumi-nodejs:dynamic\/datafold:DataDiffFlags: \(update\)\n\s+\[id=101\]/);
    await e2e.clients.control.clearRequests();
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ updated: 1, unchanged: 4 });
    const patches = (await e2e.clients.control.requests()).filter((entry) => entry.method === "PATCH");
    expect(patches.map((entry) => [entry.path, entry.body])).toEqual([[`/api/v1/datadiffs/${DATA_DIFF}`, { archived: true }]]);
    expect(await archivedAtService()).toBe(true);
    expect(await archivedInState()).toBe(true);
  });

  test("destroy un-archives the data diff and revokes every token", async () => {
    const tokens = await tokensInState(stack);
    expect(tokens.size).toBe(3);
    const destroy = await stack.destroy();
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: 5 });
    expect(await archivedAtService()).toBe(false);
    for (const token of tokens.values()) {
      await expect(e2e.clients.proxy.getToken(token.principal, token.tokenId)).resolves.toMatchObject({ status: "revoked" });
    }
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(4);
    expect(printed.leaks()).toEqual([]);
  });
});
