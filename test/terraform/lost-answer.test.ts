/**
 * The defect "a lost create answer must never revoke another stack's token", held to on the
 * Terraform route as test/e2e/parallel-stacks.test.ts holds the Pulumi routes to it: two
 * OpenTofu configurations (working directories of their own, as two pipelines would have) apply
 * at the same time against one account, and the service commits one create but loses its answer
 * (`commit-then-drop`).
 *
 * The rules, whatever the interleaving:
 * - A datafold_proxy_token whose `label` is left out gets one of its own
 *   (`terraform datafold_proxy_token #<nonce>`): after a lost answer, a token of it is provably
 *   this create's, so it is revoked and the create sent again; both applies succeed.
 * - A `label` the configurations give may be shared: the apply whose answer was lost fails,
 *   naming the candidates in OpenTofu's terms, and revokes nothing.
 * - A monitor's name is never provably one configuration's: the apply fails naming the monitor,
 *   and `adopt_monitor_id` takes it.
 *
 * The two applies run saved plans, started together, with every answer held 2 s after its
 * request arrives: both creates' looks and POSTs come before the lost answer's second look, as
 * long as the two tofu processes start less than 2 s apart (each test checks it did).
 */
import type { RequestLogEntry } from "datafold-emulator";
import { tokenBasePath } from "../../src/core/principal";
import type { Token } from "../../src/schemas/token";
import { useTofuEmulator } from "./support/emulator";
import { providerLauncher, type ProviderLauncher } from "./support/provider-launcher";
import { describeWithTofu } from "./support/tofu";
import { hclString, TofuCommandError, TofuWorkspace, type TofuResult } from "./support/tofu-workspace";
import { printedSecrets, tokensInTofuState } from "./support/tofu-tokens";
import { expectCreatesRaced, expectMonitorCreatesRaced, METRIC_CREATE_PATH } from "../e2e/support/raced-creates";

jest.setTimeout(300_000);

/** Every answer leaves this long after its request arrived: wide enough for two tofu starts. */
const LATENCY_MS = 2_000;
/** The reason the provider records on a token of a label of its own that a lost answer made. */
const ORPHAN_REASON = "Orphan of an interrupted create: the answer was lost";
const SAVED_PLAN = "lost-answer.tfplan";
/** Why the two creates would fail to race here: a race check's failure says it. */
const NOT_RACED_BECAUSE = "the applies started too far apart";
/** The monitors' names: each configuration's own. */
const MONITOR_NAMES = ["Orders rows of config-a", "Orders rows of config-b"] as const;

type ServicePrincipal = { readonly type: "service_principal"; readonly id: string };
const servicePrincipal = (id: string): ServicePrincipal => ({ type: "service_principal", id });

function tokenConfiguration(principalId: string, label?: string): string {
  return `
resource "datafold_proxy_token" "dbt" {
  principal_type  = "service_principal"
  principal_id    = ${hclString(principalId)}
${label === undefined ? "" : `  label           = ${hclString(label)}\n`}  expires_in_days = 30
}
`;
}

function monitorConfiguration(name: string, adoptMonitorId?: number): string {
  return `
resource "datafold_metric_monitor" "rows" {
  name          = ${hclString(name)}
  connection_id = 7
  metric        = { table = { table = "analytics.orders", metric = "row_count" } }
  schedule      = { interval = { hour = {} } }
${adoptMonitorId === undefined ? "" : `  adopt_monitor_id = ${adoptMonitorId}\n`}}
`;
}

/** What a command printed, both streams, one space for every run of whitespace (tofu wraps diagnostics). */
const said = (result: TofuResult) => (result.stdout + result.stderr).replace(/\s+/g, " ");

const byNumber = (a: number, b: number) => a - b;

describeWithTofu("two configurations applied at once while one create answer is lost, through OpenTofu", (tofu) => {
  const live = useTofuEmulator();
  let launcher: ProviderLauncher;
  const workspaces: TofuWorkspace[] = [];

  beforeAll(() => {
    launcher = providerLauncher();
  });
  afterEach(async () => {
    await live.clients.control.clearFaults();
    await live.clients.control.setLatency(0);
  });
  afterAll(() => {
    for (const workspace of workspaces) workspace.remove();
    launcher?.remove();
  });

  /** Two workspaces, each holding its configuration. */
  function twoConfigurations(configurations: readonly [string, string]): [TofuWorkspace, TofuWorkspace] {
    const pair = configurations.map((body) => {
      const workspace = new TofuWorkspace({ tofu, launcherDir: launcher.dir, env: live.env });
      workspace.writeConfiguration(body);
      workspaces.push(workspace);
      return workspace;
    });
    return [pair[0]!, pair[1]!];
  }

  /**
   * Plans both (without latency), then applies both saved plans at once with the latency on:
   * each apply's result, failed or not, and the log of the applies' requests.
   */
  async function applyAtOnce(pair: readonly TofuWorkspace[]): Promise<{ results: TofuResult[]; log: RequestLogEntry[] }> {
    for (const workspace of pair) await workspace.ok(["plan", "-no-color", `-out=${SAVED_PLAN}`]);
    await live.clients.control.clearRequests();
    await live.clients.control.setLatency(LATENCY_MS);
    const results = await Promise.all(pair.map((workspace) => workspace.run(["apply", "-no-color", SAVED_PLAN])));
    await live.clients.control.setLatency(0);
    return { results, log: await live.clients.control.requests() };
  }

  const allTokens = (principal: ServicePrincipal): Promise<Token[]> => live.clients.proxy.listTokens(principal, { includeRevoked: true });

  /** The monitor id a workspace's state holds for `rows`, or undefined. */
  async function monitorInState(workspace: TofuWorkspace): Promise<number | undefined> {
    const rows = (await workspace.state()).values?.root_module.resources?.find((resource) => resource.address === "datafold_metric_monitor.rows");
    return rows === undefined ? undefined : Number(rows.values.monitor_id);
  }

  /** Both workspaces plan no change, even on a fresh look at the service. */
  async function expectQuiet(pair: readonly TofuWorkspace[]): Promise<void> {
    for (const workspace of pair) {
      expect((await workspace.plan({ detailedExitCode: true, refreshOnly: true })).code).toBe(0);
      expect((await workspace.plan({ detailedExitCode: true })).code).toBe(0);
    }
  }

  describe.each([
    ["the first", 0],
    ["the second", 1],
  ] as const)("datafold_proxy_token whose label is left out, %s create's answer lost", (_order, skip) => {
    test("both applies succeed, each configuration holds its own active token, and only the lost answer's token is revoked", async () => {
      const principal = servicePrincipal(`dbt-tofu-own-label-${skip}`);
      const pair = twoConfigurations([tokenConfiguration(principal.id), tokenConfiguration(principal.id)]);
      await live.clients.control.addFault({ method: "POST", path: tokenBasePath(principal), action: "commit-then-drop", skip });

      const { results, log } = await applyAtOnce(pair);
      expectCreatesRaced(log, tokenBasePath(principal), NOT_RACED_BECAUSE);
      for (const [i, result] of results.entries()) if (result.code !== 0) throw new TofuCommandError(["apply", `(configuration ${i + 1})`], result);

      const held: { tokenId: number; label: string; secret: string }[] = [];
      for (const workspace of pair) {
        const token = (await tokensInTofuState(workspace)).get("dbt")!;
        await expect(live.clients.control.authenticateProxyToken(token.secret)).resolves.toMatchObject({ token_id: token.tokenId, principal_id: principal.id });
        const atService = await live.clients.proxy.getToken(principal, token.tokenId);
        expect(atService.status).toBe("active");
        expect(token.values.label).toBe(atService.label);
        held.push({ tokenId: token.tokenId, label: atService.label, secret: token.secret });
      }
      for (const { label } of held) expect(label).toMatch(/^terraform datafold_proxy_token #[0-9a-z]{10}$/);
      expect(held[0]!.tokenId).not.toBe(held[1]!.tokenId);
      expect(held[0]!.label).not.toBe(held[1]!.label);

      // Exactly one token was revoked: the lost answer's, held by neither, of the label of the
      // configuration whose answer was lost (the create sent again kept it).
      const tokens = await allTokens(principal);
      const revoked = tokens.filter((token) => token.status === "revoked");
      expect(revoked).toHaveLength(1);
      expect(revoked[0]!.revoked_reason).toMatch(new RegExp(`^${ORPHAN_REASON}`));
      expect(held.filter((token) => token.label === revoked[0]!.label)).toHaveLength(1);
      expect(tokens.map((token) => token.id).sort(byNumber)).toEqual([...held.map((token) => token.tokenId), revoked[0]!.id].sort(byNumber));

      await expectQuiet(pair);
      for (const workspace of pair) {
        expect(printedSecrets(workspace, new Map([...held.map((token, i) => [`token ${i + 1}`, token.secret] as [string, string]), ["the API key", live.emulator.apiKey]]))).toEqual([]);
      }
    });
  });

  test("a label both configurations give: the apply whose answer was lost fails naming both tokens in OpenTofu's terms and revokes nothing; after the user revokes the orphan, it succeeds", async () => {
    const principal = servicePrincipal("dbt-tofu-shared-label");
    const label = "dbt shared";
    const pair = twoConfigurations([tokenConfiguration(principal.id, label), tokenConfiguration(principal.id, label)]);
    await live.clients.control.addFault({ method: "POST", path: tokenBasePath(principal), action: "commit-then-drop" });

    const { results, log } = await applyAtOnce(pair);
    expectCreatesRaced(log, tokenBasePath(principal), NOT_RACED_BECAUSE);
    const failedAt = results.flatMap((result, i) => (result.code === 0 ? [] : [i]));
    expect(failedAt).toHaveLength(1);
    const loser = pair[failedAt[0]!]!;
    const winner = pair[1 - failedAt[0]!]!;
    const failure = said(results[failedAt[0]!]!);

    // The message is the kit's, in the names and commands an OpenTofu user writes.
    expect(failure).toContain("Error: Cannot create datafold_proxy_token");
    expect(failure).toContain("failed after the request was sent");
    expect(failure).toContain("so nothing was revoked");
    expect(failure).toContain("datafold_proxy_tokens with never_used = true lists it");
    expect(failure).toContain("run `tofu apply` again");
    expect(failure).toContain("a datafold_proxy_token whose label is left out gets one of its own");
    expect(failure).not.toMatch(/ProxyToken\b|tokenIds|neverUsed|stack|the update/);
    const ids = /datafold_proxy_token_revocation with token_ids = \[([\d, ]+)\]/.exec(failure);
    if (ids === null) throw new Error(`no candidate token ids in the failed apply's output:\n${failure}`);
    const candidates = ids[1]!.split(",").map((id) => Number(id.trim()));

    const winnerToken = (await tokensInTofuState(winner)).get("dbt")!;
    expect((await tokensInTofuState(loser)).size).toBe(0);
    const tokens = await allTokens(principal);
    expect(tokens.filter((token) => token.status === "revoked")).toEqual([]);
    expect(tokens).toHaveLength(2);
    const orphan = tokens.find((token) => token.id !== winnerToken.tokenId)!;
    expect([...candidates].sort(byNumber)).toEqual([orphan.id, winnerToken.tokenId].sort(byNumber));

    // The user revokes the candidate no configuration holds, then applies again.
    await live.clients.proxy.revokeToken(principal, orphan.id, { reason: "orphan of a lost create answer, revoked by its owner" });
    await loser.ok(["apply", "-no-color", "-auto-approve"]);
    const loserToken = (await tokensInTofuState(loser)).get("dbt")!;
    expect([winnerToken.tokenId, orphan.id]).not.toContain(loserToken.tokenId);
    await expect(live.clients.proxy.getToken(principal, winnerToken.tokenId)).resolves.toMatchObject({ status: "active" });
    await expectQuiet(pair);
  });

  test("monitors of names of their own, one answer lost: that apply fails naming its monitor and adopt_monitor_id; adopting it settles the create", async () => {
    const names = MONITOR_NAMES;
    const pair = twoConfigurations([monitorConfiguration(names[0]), monitorConfiguration(names[1])]);
    await live.clients.control.addFault({ method: "POST", path: METRIC_CREATE_PATH, action: "commit-then-drop" });

    const { results, log } = await applyAtOnce(pair);
    expectMonitorCreatesRaced(log, NOT_RACED_BECAUSE);
    const failedAt = results.flatMap((result, i) => (result.code === 0 ? [] : [i]));
    expect(failedAt).toHaveLength(1);
    const loserIndex = failedAt[0]!;
    const loser = pair[loserIndex]!;
    const winner = pair[1 - loserIndex]!;
    const failure = said(results[loserIndex]!);
    expect(failure).toContain(`The metric monitor "${names[loserIndex]}" may have been created`);
    expect(failure).toContain("so none was taken");
    expect(failure).toContain("set adopt_monitor_id to its id");
    expect(failure).not.toMatch(/adoptMonitorId|MetricMonitor\b|the update/);
    const candidates = [...new Set([...failure.matchAll(/(\d+) \(created [^)]+\)/g)].map((match) => Number(match[1])))];
    expect(candidates).toHaveLength(1);
    const winnerMonitor = (await monitorInState(winner))!;
    expect(candidates).not.toContain(winnerMonitor);
    expect(await monitorInState(loser)).toBeUndefined();

    loser.writeConfiguration(monitorConfiguration(names[loserIndex]!, candidates[0]));
    await loser.ok(["apply", "-no-color", "-auto-approve"]);
    expect(await monitorInState(loser)).toBe(candidates[0]);
    const monitors = await live.clients.datafold.listAllMonitors();
    expect(monitors.filter((monitor) => monitor.name === names[loserIndex]).map((monitor) => monitor.id)).toEqual([candidates[0]]);
    expect(monitors.filter((monitor) => monitor.name === names[1 - loserIndex]).map((monitor) => monitor.id)).toEqual([winnerMonitor]);
    await expectQuiet(pair);
  });

  test("destroy of every configuration leaves no token of theirs active and none of their monitors", async () => {
    for (const workspace of workspaces) await workspace.ok(["destroy", "-no-color", "-auto-approve"]);
    // The emulator's seeded monitors stay; none of the configurations' is left.
    expect((await live.clients.datafold.listAllMonitors()).filter((monitor) => (MONITOR_NAMES as readonly (string | null)[]).includes(monitor.name))).toEqual([]);
    for (const id of ["dbt-tofu-own-label-0", "dbt-tofu-own-label-1", "dbt-tofu-shared-label"]) {
      expect((await allTokens(servicePrincipal(id))).filter((token) => token.status === "active")).toEqual([]);
    }
  });
});
