/**
 * Rotation with a grace period (`revokeReplacedAfterHours`) through the real CLI: the
 * rotation is an update in place that keeps the old token working; `up` after the grace
 * (with a refresh first, as the rotation guide's schedule runs them) revokes it with the reason;
 * `destroy` during the grace revokes both; and an `up` killed between the service's commit of
 * the new token and the engine's save leaves no active orphan once the next `up` has run.
 */
import { interruptedRotationReason } from "../../src/provider/tokens/proxy-token-rotation";
import { describeWithCli, E2E_TIMEOUT_MS, useE2E, type E2EContext } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { killOnceCommitted } from "./support/process-tree";
import { timed } from "./support/timed";
import { tokensInState, type TokenInState, pendingOperations } from "./support/token-state";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type CliResult, type PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const HOUR_MS = 60 * 60 * 1000;
const alice = { type: "user", id: "alice" } as const;
const REASON = "rotated: the grace period is over";
const PROGRAM = `import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();
const analyst = new datafold.ProxyToken("analyst", {
  principalType: "user",
  principalId: "alice",
  label: "BI tool",
  expiresInDays: 90,
  revokeReplacedAfterHours: 24,
  revokeReason: ${JSON.stringify(REASON)},
  rotationTriggers: { generation: config.get("generation") ?? "1" },
});
export const analystToken = analyst.token;
export const pendingRevocations = analyst.pendingRevocations;
`;

/**
 * The program with the label left out: every token of the resource then carries its own label,
 * which is what lets a rotation prove a token left by an interrupted one is the resource's.
 */
const OWN_LABEL_PROGRAM = PROGRAM.replace('  label: "BI tool",\n', "");

interface Pending {
  readonly tokenId: number;
  readonly prefix: string;
  readonly replacedAt: string;
  readonly revokeAfter: string;
}

async function analyst(stack: PulumiStack): Promise<TokenInState & { readonly id: string; readonly pending: Pending[] }> {
  const token = (await tokensInState(stack)).get("analyst")!;
  const id = (await stack.resources("datafold:ProxyToken")).get("analyst")!.id!;
  return { ...token, id, pending: (token.outputs.pendingRevocations as Pending[] | undefined) ?? [] };
}

async function activeTokenIds(e2e: E2EContext): Promise<number[]> {
  return (await e2e.clients.proxy.listTokens(alice)).filter((token) => token.status === "active").map((token) => token.id).sort((a, b) => a - b);
}

describeWithCli("rotation with a 24-hour grace period, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;
  let first: Awaited<ReturnType<typeof analyst>>;
  let firstSecret: string;
  let second: Awaited<ReturnType<typeof analyst>>;
  let rotation: CliResult;

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("datafold-grace", PROGRAM));
    await stack.up();
    first = await analyst(stack);
    firstSecret = (await printed.collect(stack)).get("analyst")!;
    await stack.config("generation", "2");
    rotation = await timed("grace: up that rotates in place", () => stack.up());
    second = await analyst(stack);
    await printed.collect(stack);
  });

  test("the rotation at t0 is an update under the same id: a new token, the old one listed as pending revocation, and no replacement", async () => {
    expect(first.id).toBe(`users/alice/rotating/${first.tokenId}`);
    expect(summaryCounts(rotation.stdout)).toEqual({ updated: 1, unchanged: 1 });
    // ("replacedAt" is printed as a field of pendingRevocations; no resource is replaced.)
    expect(rotation.stdout).not.toMatch(/\breplac(e|ed|ing)\b/i);
    expect(second.id).toBe(first.id);
    expect(second.tokenId).not.toBe(first.tokenId);
    expect(second.pending).toEqual([
      {
        tokenId: first.tokenId,
        prefix: first.outputs.prefix,
        principalType: "user",
        principalId: "alice",
        label: "BI tool",
        replacedAt: expect.any(String),
        revokeAfter: new Date(Date.parse(second.pending[0]!.replacedAt) + 24 * HOUR_MS).toISOString(),
      },
    ]);
    expect(await activeTokenIds(e2e)).toEqual([first.tokenId, second.tokenId].sort((a, b) => a - b));
  });

  test("the new token is a secret in state and in the stack output, and works; the old secret is gone from state", async () => {
    const { text } = await stack.exportState();
    const secrets = await stack.tokenSecrets();
    expect(text).not.toContain(secrets.get("analyst")!);
    expect(text).not.toContain(firstSecret);
    expect(await stack.output("analystToken")).toBe("[secret]");
    expect(await stack.output("analystToken", true)).toBe(secrets.get("analyst"));
    await expect(e2e.clients.control.authenticateProxyToken(secrets.get("analyst")!)).resolves.toMatchObject({ token_id: second.tokenId });
  });

  test("at t0 + 23 h the old token still authenticates, up changes nothing, and refresh --expect-no-changes passes though both tokens were used", async () => {
    await e2e.clients.control.moveClock({ advanceMs: 23 * HOUR_MS });
    // This refresh records the service's clock 23 hours ahead (the emulator's clock jumped; a real one does not).
    await stack.refresh();
    await e2e.clients.control.authenticateProxyToken(firstSecret);
    await e2e.clients.control.authenticateProxyToken((await stack.tokenSecrets()).get("analyst")!);
    const up = await timed("grace: up inside the grace", () => stack.up());
    expect(summaryCounts(up.stdout)).toEqual({ unchanged: 2 });
    await timed("grace: refresh --expect-no-changes inside the grace", () => stack.refresh("--expect-no-changes"));
    await stack.preview("--expect-no-changes");
    expect((await analyst(stack)).pending.map((entry) => entry.tokenId)).toEqual([first.tokenId]);
    await expect(e2e.clients.control.authenticateProxyToken(firstSecret)).resolves.toMatchObject({ token_id: first.tokenId });
  });

  test("after the grace, refresh --expect-no-changes reports the due revocation, and up revokes the old token with the reason, leaving the new one alone", async () => {
    await e2e.clients.control.moveClock({ advanceMs: 2 * HOUR_MS });
    await stack.refresh();
    // With the clock's jump recorded, the due revocation alone is what a scheduled check sees.
    // Like a token inside its rotation window, it is a change the next up will make.
    const check = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes"]);
    expect(check.code).not.toBe(0);
    expect(check.stderr + check.stdout).toContain("no changes were expected for refresh but changes were proposed");
    expect(summaryCounts(check.stdout)).toEqual({ updated: 1, unchanged: 1 });
    await e2e.clients.control.clearRequests();
    const up = await timed("grace: up after the grace", () => stack.up());
    expect(summaryCounts(up.stdout)).toEqual({ updated: 1, unchanged: 1 });
    const calls = (await e2e.clients.control.requests()).map((entry) => `${entry.method} ${entry.path} ${entry.status}`);
    expect(calls).toEqual([`DELETE /admin/users/alice/tokens/${first.tokenId} 200`]);

    await expect(e2e.clients.proxy.getToken(alice, first.tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: REASON });
    await expect(e2e.clients.control.authenticateProxyToken(firstSecret)).rejects.toThrow(/revoked/i);
    const after = await analyst(stack);
    expect(after).toMatchObject({ id: first.id, tokenId: second.tokenId, pending: [] });
    expect(await activeTokenIds(e2e)).toEqual([second.tokenId]);
    await stack.refresh("--expect-no-changes");
    await stack.preview("--expect-no-changes");
  });

  test("destroy during the grace of a further rotation revokes both the current and the pending token", async () => {
    await stack.config("generation", "3");
    await stack.up();
    const third = await analyst(stack);
    await printed.collect(stack);
    expect(third.pending.map((entry) => entry.tokenId)).toEqual([second.tokenId]);
    expect(await activeTokenIds(e2e)).toEqual([second.tokenId, third.tokenId].sort((a, b) => a - b));

    const destroy = await timed("grace: destroy during the grace", () => stack.destroy());
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: 2 });
    for (const tokenId of [second.tokenId, third.tokenId]) {
      await expect(e2e.clients.proxy.getToken(alice, tokenId)).resolves.toMatchObject({ status: "revoked", revoked_reason: REASON });
    }
    expect(await activeTokenIds(e2e)).toEqual([]);
  });

  test("nothing the CLI printed shows a token secret or a credential", () => {
    expect(printed.tokens().length).toBe(3);
    expect(printed.leaks()).toEqual([]);
  });
});

/** How long the service holds the create's answer: only has to outlast the kill. */
const HOLD_MS = 5_000;

describeWithCli("an up killed after the service committed the new token of a rotation in place", (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;
  let before: Awaited<ReturnType<typeof analyst>>;
  let orphan: number;
  let killedUp: CliResult;

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("datafold-grace-killed", OWN_LABEL_PROGRAM));
    await stack.up();
    before = await analyst(stack);
    await stack.config("generation", "2");

    await e2e.clients.control.addFault({ method: "POST", path: "/admin/users/alice/tokens", action: "commit-then-delay", delayMs: HOLD_MS });
    killedUp = await killOnceCommitted(
      "pulumi up",
      (onSpawn) => stack.run(["up", "--yes", "--skip-preview"], { onSpawn }),
      async () => (await activeTokenIds(e2e)).length >= 2,
    );
    await e2e.clients.control.clearFaults();
    orphan = (await activeTokenIds(e2e)).find((id) => id !== before.tokenId)!;
  });

  test("the kill leaves the old state (the old token current, nothing pending) and the new token active at the service, held by no state", async () => {
    console.log(`e2e grace killed: pulumi up printed:\n${killedUp.stdout}${killedUp.stderr}`);
    expect(killedUp.stdout).toContain("ProxyToken analyst updating");
    expect(killedUp.stdout).not.toContain("ProxyToken analyst updated");
    await stack.ok(["cancel"]);
    expect(await pendingOperations(stack)).toEqual(["updating analyst"]);
    const state = await analyst(stack);
    expect(state).toMatchObject({ tokenId: before.tokenId, pending: [] });
    expect(await activeTokenIds(e2e)).toEqual([before.tokenId, orphan].sort((a, b) => a - b));
  });

  test("the next up rotates again and revokes the orphan of the killed one: only the tokens in state stay active", async () => {
    const up = await timed("grace: up after a killed rotation", () => stack.up());
    console.log(`e2e grace killed: the next up printed:\n${up.stdout}${up.stderr}`);
    expect(summaryCounts(up.stdout)).toEqual({ updated: 1, unchanged: 1 });
    expect(up.stdout).toContain("ProxyToken::analyst, interrupted while updating");
    // Unlike a pending create, a pending update is settled by the next up: the engine drops it.
    expect(await pendingOperations(stack)).toEqual([]);
    const after = await analyst(stack);
    expect(after.pending.map((entry) => entry.tokenId)).toEqual([before.tokenId]);
    expect(after.tokenId).not.toBe(orphan);
    // Revoked because its label is the resource's own: the one every token of the resource carries.
    const ownLabel = (await e2e.clients.proxy.getToken(alice, before.tokenId)).label;
    expect(ownLabel).toMatch(/^pulumi datafold-grace-killed\/\S+\/analyst #[0-9a-z]{10}$/);
    await expect(e2e.clients.proxy.getToken(alice, orphan)).resolves.toMatchObject({ status: "revoked", revoked_reason: interruptedRotationReason(), label: ownLabel });
    expect(await activeTokenIds(e2e)).toEqual([before.tokenId, after.tokenId].sort((a, b) => a - b));
    await stack.refresh("--expect-no-changes");
    await stack.destroy();
    expect(await activeTokenIds(e2e)).toEqual([]);
  });
});

const LATE_PROGRAM = `import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();
new datafold.ProxyToken("analyst", {
  principalType: "user",
  principalId: "alice",
  label: "BI tool",
  expiresInDays: 90,
  revokeReplacedAfterHours: config.getNumber("graceHours"),
  rotationTriggers: { generation: config.get("generation") ?? "1" },
});
`;

describeWithCli("a stack created without a grace period that adds one later, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  let stack: PulumiStack;
  let created: Awaited<ReturnType<typeof analyst>>;

  beforeAll(async () => {
    stack = await e2e.stack(programFiles("datafold-grace-late", LATE_PROGRAM));
    await stack.up();
    created = await analyst(stack);
  });

  test("without the input, the id ends with the token id and state has no pending list", () => {
    expect(created.id).toBe(`users/alice/${created.tokenId}`);
    expect(created.outputs).not.toHaveProperty("pendingRevocations");
    expect(created.outputs).not.toHaveProperty("revokeReplacedAfterHours");
  });

  test("adding the input is an update that sends nothing and keeps the token and the id", async () => {
    await stack.config("graceHours", "24");
    await e2e.clients.control.clearRequests();
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ updated: 1, unchanged: 1 });
    expect(await e2e.clients.control.requests()).toEqual([]);
    expect(await analyst(stack)).toMatchObject({ id: created.id, tokenId: created.tokenId, pending: [] });
    await stack.refresh("--expect-no-changes");
  });

  test("the next rotation is in place under the old id; refresh follows tokenId, and destroy revokes both tokens", async () => {
    await stack.config("generation", "2");
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ updated: 1, unchanged: 1 });
    const rotated = await analyst(stack);
    expect(rotated.id).toBe(created.id);
    expect(rotated.tokenId).not.toBe(created.tokenId);
    expect(rotated.pending.map((entry) => entry.tokenId)).toEqual([created.tokenId]);
    await stack.refresh("--expect-no-changes");
    expect((await analyst(stack)).tokenId).toBe(rotated.tokenId);

    await stack.destroy();
    for (const tokenId of [created.tokenId, rotated.tokenId]) {
      await expect(e2e.clients.proxy.getToken(alice, tokenId)).resolves.toMatchObject({ status: "revoked" });
    }
  });
});
