/**
 * ProxyTokenRevocation through the real CLI against the emulator: up revokes every active
 * token of the principal with the reason; an untouched stack refreshes with no changes; a
 * token created afterwards out of band is drift that refresh reports and the next up
 * revokes; a ProxyToken of the same principal in the same stack is refused by check,
 * whichever the engine checks first; destroy leaves tokens as they are. And the targeted
 * form (`tokenIds`): a stray token of a service principal revoked beside a ProxyToken of the
 * same principal, which keeps working.
 */
import { describeWithCli, E2E_TIMEOUT_MS, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { programFiles } from "../../tools/harness/program-files";
import { summaryCounts, type PulumiStack } from "../../tools/harness/pulumi-project";
import type { Principal } from "../../src/core/principal";

jest.setTimeout(E2E_TIMEOUT_MS);

const REASON = "left the company";

// The conflicting ProxyToken is registered before or after the revocation, as the config says.
const PROGRAM = `
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();
const conflict = config.get("conflict");
const aliceToken = (): unknown => new datafold.ProxyToken("alice-token", { principalType: "user", principalId: "alice" });

if (conflict === "token-first") aliceToken();
const aliceLeft = new datafold.ProxyTokenRevocation("alice-left", { principalType: "user", principalId: "alice", reason: "${REASON}" });
if (conflict === "token-last") aliceToken();
if (conflict === "unknown-at-preview") {
  // The principal id is known only once the helper token exists: at preview it is unknown.
  const helper = new datafold.ProxyToken("helper", { principalType: "user", principalId: "helper" });
  new datafold.ProxyToken("alice-token", { principalType: "user", principalId: helper.prefix.apply(() => "alice") });
}

export const revokedTokenIds = aliceLeft.revokedTokenIds;
export const activeTokens = aliceLeft.activeTokens;
`;

const alice: Principal = { type: "user", id: "alice" };
const bob: Principal = { type: "user", id: "bob" };

describeWithCli("ProxyTokenRevocation through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let stack: PulumiStack;
  let aliceTokenIds: number[];

  /** [id, status, revoked reason] of each of alice's tokens, revoked ones included. */
  const aliceTokens = async () =>
    (await e2e.clients.proxy.listTokens(alice, { includeRevoked: true })).map((t) => [t.id, t.status, t.revoked_reason ?? null]);

  beforeAll(async () => {
    const first = await e2e.clients.proxy.createToken(alice, { label: "laptop", expiresInDays: 90 });
    const second = await e2e.clients.proxy.createToken(alice, { label: "notebook" });
    aliceTokenIds = [first.id, second.id];
    await e2e.clients.proxy.createToken(bob, { label: "bystander" });
    stack = await e2e.stack(programFiles("token-revocation", PROGRAM));
    printed.watch(stack);
  });

  test("up revokes every active token of the principal with the reason, and no one else's", async () => {
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ created: 2 }); // the stack and the revocation
    expect(await aliceTokens()).toEqual(aliceTokenIds.map((id) => [id, "revoked", REASON]));
    expect((await e2e.clients.proxy.listTokens(bob)).map((t) => t.status)).toEqual(["active"]);
    expect(JSON.parse((await stack.ok(["stack", "output", "revokedTokenIds", "--json"])).stdout)).toEqual(aliceTokenIds);
    expect(JSON.parse((await stack.ok(["stack", "output", "activeTokens", "--json"])).stdout)).toEqual([]);
  });

  test("an untouched stack refreshes and previews with no changes", async () => {
    const refresh = await stack.refresh("--expect-no-changes");
    expect(summaryCounts(refresh.stdout)).toEqual({ unchanged: 2 });
    await stack.preview("--expect-no-changes");
  });

  test("a token created afterwards out of band: refresh reports it as drift, and the next up revokes it", async () => {
    const sneaked = await e2e.clients.proxy.createToken(alice, { label: "made by hand" });
    await e2e.clients.control.authenticateProxyToken(sneaked.token);

    const refresh = await stack.run(["refresh", "--yes", "--skip-preview", "--expect-no-changes", "--diff"]);
    expect(refresh.code).not.toBe(0);
    expect(refresh.stdout + refresh.stderr).toContain("no changes were expected for refresh but changes were proposed");
    expect(summaryCounts(refresh.stdout)).toEqual({ updated: 1, unchanged: 1 });
    expect(refresh.stdout).toContain(sneaked.prefix);
    expect(refresh.stdout).toContain('"made by hand"');

    const preview = await stack.preview("--diff");
    expect(summaryCounts(preview.stdout)).toEqual({ "to update": 1, unchanged: 1 });
    await e2e.clients.control.clearRequests();
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ updated: 1, unchanged: 1 });
    const writes = (await e2e.clients.control.requests()).filter((r) => r.method !== "GET").map((r) => `${r.method} ${r.path}`);
    expect(writes).toEqual(["DELETE /admin/users/alice/tokens"]);
    expect(await aliceTokens()).toEqual([...aliceTokenIds, sneaked.id].map((id) => [id, "revoked", REASON]));
    expect(JSON.parse((await stack.ok(["stack", "output", "revokedTokenIds", "--json"])).stdout)).toEqual([sneaked.id]);

    await stack.refresh("--expect-no-changes");
  });

  test.each(["token-first", "token-last"])(
    "a ProxyToken of the same user in the stack (%s in the program) is refused by check; removing it leaves alice with no active token",
    async (order) => {
      await stack.config("conflict", order);
      const up = await stack.run(["up", "--yes", "--skip-preview"]);
      expect(up.code).not.toBe(0);
      // Whichever of the two the engine checks second fails. That is not always the second in
      // the program (the SDK sends a registration once its inputs are serialized): in our runs
      // the ProxyToken declared first was still checked second, and declared last it was
      // checked now first, now second. The one checked first may have been created or updated
      // by then: the ProxyToken's token, say.
      expect((up.stdout + up.stderr).replace(/\s+/g, " ")).toMatch(
        /resource '(alice-token|alice-left)' has a problem: principalId names user "alice", and this stack also has a (ProxyToken|ProxyTokenRevocation) of user "alice": .* Keep one of them/,
      );

      // Fixing the program by removing the ProxyToken settles it: a token it made is revoked.
      await stack.ok(["config", "rm", "conflict"]);
      await stack.up();
      expect((await e2e.clients.proxy.listTokens(alice)).filter((t) => t.status === "active")).toEqual([]);
      await stack.refresh("--expect-no-changes");
    },
  );

  test("a ProxyToken whose principal id is unknown at preview: the preview cannot see the conflict, the up refuses it", async () => {
    await stack.config("conflict", "unknown-at-preview");
    const preview = await stack.preview();
    expect(summaryCounts(preview.stdout)).toEqual({ "to create": 2, unchanged: 2 });

    await e2e.clients.control.clearRequests();
    const up = await stack.run(["up", "--yes", "--skip-preview"]);
    expect(up.code).not.toBe(0);
    expect((up.stdout + up.stderr).replace(/\s+/g, " ")).toMatch(
      /resource 'alice-token' has a problem: principalId names user "alice", and this stack also has a ProxyTokenRevocation of user "alice"/,
    );
    // The helper was created before alice's token was checked; alice got no token.
    const posts = (await e2e.clients.control.requests()).filter((r) => r.method === "POST" && r.status === 201).map((r) => r.path);
    expect(posts).toEqual(["/admin/users/helper/tokens"]);
    expect((await e2e.clients.proxy.listTokens(alice)).filter((t) => t.status === "active")).toEqual([]);

    await stack.ok(["config", "rm", "conflict"]);
    expect(summaryCounts((await stack.up()).stdout)).toEqual({ deleted: 1, unchanged: 2 });
  });

  test("destroy leaves every token as it is, revoked or made since", async () => {
    const later = await e2e.clients.proxy.createToken(alice, { label: "after the departure" });
    const before = await aliceTokens();
    await e2e.clients.control.clearRequests();
    const destroy = await stack.destroy();
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: 2 });
    expect((await e2e.clients.control.requests()).filter((r) => r.method !== "GET")).toEqual([]);
    expect(await aliceTokens()).toEqual(before);
    await expect(e2e.clients.control.authenticateProxyToken(later.token)).resolves.toMatchObject({ token_id: later.id });
  });

  test("nothing the CLI printed shows a credential", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(8);
    expect(printed.leaks()).toEqual([]);
  });
});

// A ProxyToken of the dbt service principal, and a revocation of one stray token of the same
// principal: a token nobody holds the secret of (a create whose answer was lost left it).
const TARGETED_PROGRAM = `
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();
const dbt = new datafold.ProxyToken("dbt", { principalType: "service_principal", principalId: "dbt-prod", label: "dbt" });
const stray = new datafold.ProxyTokenRevocation("dbt-stray", {
  principalType: "service_principal",
  principalId: "dbt-prod",
  tokenIds: [config.requireNumber("strayTokenId")],
  reason: "never used: its create's answer was lost",
});

export const dbtTokenId = dbt.tokenId;
export const revokedTokenIds = stray.revokedTokenIds;
`;

describeWithCli("ProxyTokenRevocation of listed tokens (tokenIds) through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  const dbt: Principal = { type: "service_principal", id: "dbt-prod" };
  let stack: PulumiStack;
  let strayId: number;

  /** [id, status, revoked reason] of each of dbt's tokens, revoked ones included. */
  const dbtTokens = async () =>
    (await e2e.clients.proxy.listTokens(dbt, { includeRevoked: true })).map((t) => [t.id, t.status, t.revoked_reason ?? null]);

  beforeAll(async () => {
    strayId = (await e2e.clients.proxy.createToken(dbt, { label: "dbt" })).id;
    stack = await e2e.stack(programFiles("token-revocation-targeted", TARGETED_PROGRAM));
    await stack.config("strayTokenId", String(strayId));
    printed.watch(stack);
  });

  test("up keeps the ProxyToken and revokes only the stray; the ProxyToken's token still authenticates", async () => {
    const up = await stack.up();
    expect(summaryCounts(up.stdout)).toEqual({ created: 3 }); // the stack, the token, the revocation
    const dbtTokenId = Number(await stack.output("dbtTokenId"));
    expect(JSON.parse((await stack.ok(["stack", "output", "revokedTokenIds", "--json"])).stdout)).toEqual([strayId]);
    expect(await dbtTokens()).toEqual([
      [strayId, "revoked", "never used: its create's answer was lost"],
      [dbtTokenId, "active", null],
    ]);
    const secret = (await printed.collect(stack)).get("dbt")!;
    await expect(e2e.clients.control.authenticateProxyToken(secret)).resolves.toMatchObject({ token_id: dbtTokenId });
    const revocation = (await stack.resources("datafold:ProxyTokenRevocation")).get("dbt-stray")!;
    expect(revocation.id).toBe("service-principals/dbt-prod");
  });

  test("refresh and preview report no changes, after the ProxyToken's token was used", async () => {
    await e2e.clients.control.authenticateProxyToken((await printed.collect(stack)).get("dbt")!);
    await e2e.clients.control.clearRequests();
    const refresh = await stack.refresh("--expect-no-changes");
    expect(summaryCounts(refresh.stdout)).toEqual({ unchanged: 3 });
    // The revocation read its one listed token, nothing else of the principal.
    const reads = (await e2e.clients.control.requests()).map((r) => `${r.method} ${r.path}`);
    expect(reads.filter((line) => line.includes("/tokens") && !/\/tokens\/\d+$/.test(line))).toEqual([]);
    expect(reads).toContain(`GET /admin/service-principals/dbt-prod/tokens/${strayId}`);
    await stack.preview("--expect-no-changes");
  });

  test("destroy revokes the ProxyToken's token (its delete) and leaves the stray as it is", async () => {
    const dbtTokenId = Number(await stack.output("dbtTokenId"));
    const destroy = await stack.destroy();
    expect(summaryCounts(destroy.stdout)).toEqual({ deleted: 3 });
    expect((await dbtTokens()).map(([id, status]) => [id, status])).toEqual([
      [strayId, "revoked"],
      [dbtTokenId, "revoked"],
    ]);
  });

  test("nothing the CLI printed shows a credential or the token", () => {
    expect(printed.commandsChecked()).toBeGreaterThanOrEqual(4);
    expect(printed.leaks()).toEqual([]);
  });
});
