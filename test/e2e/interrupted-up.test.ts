/**
 * A `pulumi up` killed (SIGKILL: the CLI, its language host, the program and the provider
 * host) after the service committed a token's create but before the engine learnt of it:
 * the service holds its answer (a `commit-then-delay` fault), so the token exists while the
 * checkpoint has only a pending create. The token's secret is lost with the provider host,
 * so nothing can adopt the token; these tests show what the CLI does next, and that a
 * recovery a user can carry out with the CLI and the admin client leaves no active orphan.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { RequestLogEntry } from "../../packages/datafold-emulator/src/control-client";
import type { Token } from "../../src/schemas/token";
import { describeWithCli, E2E_TIMEOUT_MS, useE2E, type E2EContext } from "./support/e2e";
import { killProcessTree, stillRunning } from "./support/process-tree";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type CliResult, type PulumiStack } from "../../tools/harness/pulumi-project";
import { timed } from "./support/timed";
import { tokensInState, pendingOperations } from "./support/token-state";

jest.setTimeout(E2E_TIMEOUT_MS);

const alice = { type: "user", id: "alice" } as const;
const LABEL = "BI tool";
const PROGRAM = `import * as datafold from "pulumi-datafold";

const analyst = new datafold.ProxyToken("analyst", {
  principalType: "user",
  principalId: "alice",
  label: ${JSON.stringify(LABEL)},
  expiresInDays: 90,
});
export const analystTokenId = analyst.tokenId;
`;
/**
 * How long the service holds the create's answer. It only has to outlast the kill (a few
 * ms after the commit is seen); kept short because the held answer is a timer that keeps
 * Jest waiting after the last test.
 */
const HOLD_MS = 5_000;
const PENDING_CREATE_WARNING = "Attempting to deploy or update resources with 1 pending operations from previous deployment.";

interface KilledUp {
  readonly result: CliResult;
  /** The CLI and every process under it when it was killed. */
  readonly killed: readonly number[];
  /** The create's entry in the emulator's request log, read right after the kill. */
  readonly createAtKill: RequestLogEntry | undefined;
}

/**
 * Starts `pulumi up`, waits until the service has committed alice's token (its answer held),
 * then kills the CLI and all its descendants at once, as an OOM killer or a cancelled CI job
 * would.
 */
async function upKilledAfterCommit(e2e: E2EContext, stack: PulumiStack): Promise<KilledUp> {
  await e2e.clients.control.addFault({ method: "POST", path: "/admin/users/alice/tokens", action: "commit-then-delay", delayMs: HOLD_MS });
  let pid: number | undefined;
  let finished: CliResult | undefined;
  const up = stack.run(["up", "--yes", "--skip-preview"], { onSpawn: (spawned) => (pid = spawned) }).then((result) => (finished = result));
  while ((await e2e.clients.proxy.listTokens(alice)).length === 0) {
    if (finished !== undefined) throw new Error(`pulumi up ended before the service committed the token:\n${finished.stdout}${finished.stderr}`);
    await sleep(25);
  }
  const killed = killProcessTree(pid!);
  const createAtKill = (await e2e.clients.control.requests()).find((entry) => entry.method === "POST");
  const result = await up;
  for (let waited = 0; stillRunning(killed).length > 0 && waited < 5_000; waited += 50) await sleep(50);
  return { result, killed, createAtKill };
}

/**
 * The last step of the recovery: revokes the principal's active tokens that carry the
 * resource's label and that no ProxyToken in state holds. Only sound while that label is the
 * resource's own (no other stack or tool makes tokens with it for this principal).
 */
async function revokeOrphans(e2e: E2EContext, stack: PulumiStack): Promise<Token[]> {
  const held = new Set([...(await tokensInState(stack)).values()].map((token) => token.tokenId));
  const orphans = (await e2e.clients.proxy.listTokens(alice)).filter((token) => token.label === LABEL && !held.has(token.id));
  for (const orphan of orphans) {
    await e2e.clients.proxy.revokeToken(alice, orphan.id, { reason: "orphan of a pulumi up killed before it saved the token" });
  }
  return orphans;
}

async function activeTokenIds(e2e: E2EContext): Promise<number[]> {
  return (await e2e.clients.proxy.listTokens(alice)).map((token) => token.id);
}

describeWithCli("a pulumi up killed after the service committed a token's create", (cliDir) => {
  const e2e = useE2E(cliDir);

  beforeEach(() => e2e.clients.control.reset());

  test("leaves the stack locked, a pending create in the checkpoint, no process behind, and the token active at the service", async () => {
    const stack = await e2e.stack(programFiles("datafold-interrupted", PROGRAM));
    const { result, killed, createAtKill } = await upKilledAfterCommit(e2e, stack);
    console.log(`e2e interrupted: killed ${killed.length} processes; pulumi up printed:\n${result.stdout}${result.stderr}`);

    expect(killed.length).toBeGreaterThanOrEqual(4); // the CLI, language host, program, provider host
    expect(stillRunning(killed)).toEqual([]);
    // No status yet: the answer was still held, so the engine never saw the token.
    expect(createAtKill).toMatchObject({ path: "/admin/users/alice/tokens", fault: "commit-then-delay", status: null });
    expect(result.stdout).toContain("ProxyToken analyst creating");
    expect(result.stdout).not.toContain("ProxyToken analyst created");

    const refresh = await stack.run(["refresh", "--yes", "--skip-preview"]);
    console.log(`e2e interrupted: refresh right after the kill exited ${refresh.code}:\n${refresh.stderr}`);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stderr).toContain("the stack is currently locked by 1 lock(s)");
    expect(refresh.stderr).toContain("pulumi cancel");

    expect(await pendingOperations(stack)).toEqual(["creating analyst"]);
    expect((await stack.resources("datafold:ProxyToken")).size).toBe(0);
    const [committed, ...others] = await e2e.clients.proxy.listTokens(alice);
    expect(others).toEqual([]);
    expect(committed).toMatchObject({ label: LABEL, status: "active" });
  });

  test("without a recovery, the committed token stays an active orphan: refresh keeps the pending create without a word, and up warns of it and makes a second token", async () => {
    const stack = await e2e.stack(programFiles("datafold-interrupted", PROGRAM));
    await upKilledAfterCommit(e2e, stack);
    const [orphan] = await activeTokenIds(e2e);

    const cancel = await stack.ok(["cancel"]);
    expect(cancel.stdout).toContain("has been canceled");
    const refresh = await stack.refresh();
    expect(`${refresh.stdout}${refresh.stderr}`).not.toMatch(/pending/i);
    expect(await pendingOperations(stack)).toEqual(["creating analyst"]);

    const up = await stack.up();
    console.log(`e2e interrupted: up after cancel and a plain refresh:\n${up.stdout}${up.stderr}`);
    expect(up.stdout).toContain(PENDING_CREATE_WARNING);
    expect(up.stdout).toContain("ProxyToken::analyst, interrupted while creating");
    expect(summaryCounts(up.stdout)).toEqual({ created: 1, unchanged: 1 });
    // The engine keeps the pending create even after the resource was created.
    expect(await pendingOperations(stack)).toEqual(["creating analyst"]);

    const held = (await tokensInState(stack)).get("analyst")!.tokenId;
    expect((await activeTokenIds(e2e)).sort()).toEqual([orphan, held].sort());
  });

  test("the recovery (cancel, refresh --clear-pending-creates, up, revoke the label's tokens that state does not hold) leaves only the token in state", async () => {
    const stack = await e2e.stack(programFiles("datafold-interrupted", PROGRAM));
    await upKilledAfterCommit(e2e, stack);
    const [orphan] = await activeTokenIds(e2e);

    await timed("recovery: pulumi cancel", () => stack.ok(["cancel"]));
    await timed("recovery: refresh --clear-pending-creates", () => stack.refresh("--clear-pending-creates"));
    expect(await pendingOperations(stack)).toEqual([]);
    const up = await timed("recovery: up", () => stack.up());
    expect(up.stdout).not.toContain(PENDING_CREATE_WARNING);
    expect(summaryCounts(up.stdout)).toEqual({ created: 1, unchanged: 1 });

    const revoked = await revokeOrphans(e2e, stack);
    expect(revoked.map((token) => token.id)).toEqual([orphan]);
    const held = (await tokensInState(stack)).get("analyst")!.tokenId;
    expect(await activeTokenIds(e2e)).toEqual([held]);
    await e2e.clients.control.authenticateProxyToken((await stack.tokenSecrets()).get("analyst")!);

    await stack.refresh("--expect-no-changes");
    await stack.destroy();
    expect(await activeTokenIds(e2e)).toEqual([]);
  });
});
