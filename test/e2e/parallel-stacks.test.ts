/**
 * Two stacks deployed at the same time, through the real CLI, against one service, while the
 * service loses one create answer: the case of the defect "a lost create answer must never
 * revoke another stack's token". Before the fix, two stacks each holding a ProxyToken of the
 * same service principal and the (then) default label were deployed at once, with 200 ms of
 * latency; the service committed one create but its answer was lost (`commit-then-drop`).
 * Both `pulumi up`s reported success, but the reconciliation of the stack whose answer was
 * lost took the other stack's fresh token (same label, created since its attempt began) for
 * its own orphan and revoked it ("Orphan of an interrupted create: ..."): the other stack's
 * consumers were locked out, and its next `refresh --expect-no-changes` failed.
 *
 * The rules this file holds the product to, whatever the interleaving of the two ups:
 *
 * - A ProxyToken whose `label` is left out gets a label of its own (`pulumi
 *   <project>/<stack>/<name> #<nonce>`): after a lost answer, a token of that label is provably
 *   this create's, so it is revoked and the create sent again; both ups succeed.
 * - A `label` the program gives may be shared: a token of it that appeared after a lost answer
 *   may be another stack's, so nothing is revoked and the create fails (UnresolvedCreateError)
 *   naming the candidates; the user settles it and runs up again.
 * - A monitor's name is never provably one stack's: after a lost answer, a monitor of that kind
 *   and name that appeared is never taken; the create fails naming it, and `adoptMonitorId`
 *   takes it once the user has checked it is theirs.
 *
 * Allowed outcomes of each stack: success, or a failed up that names the unresolved create.
 * Never a stack holding a revoked token, another stack's token, or another stack's monitor.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { RequestLogEntry } from "../../packages/datafold-emulator/src/control-client";
import type { Token } from "../../src/schemas/token";
import { tokenBasePath } from "../../src/core/principal";
import { describeWithCli, E2E_TIMEOUT_MS, emulatorEnvironment, useE2E } from "./support/e2e";
import { PrintedSecrets } from "./support/printed-secrets";
import { startLineCode } from "./support/start-line";
import { timed } from "./support/timed";
import { expectCreatesRaced, expectMonitorCreatesRaced, METRIC_CREATE_PATH } from "./support/raced-creates";
import { tokensInState } from "./support/token-state";
import { programFiles } from "../../tools/harness/program-files";
import type { CliResult, PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

/**
 * Every API answer leaves this long after its request arrived, so that the two ups' calls
 * overlap. The defect was reported at 200 ms; but after the start line lets both programs go,
 * each still registers its resource through its own engine and provider, and on a loaded
 * machine (CI's 2 cores, other suites running) they reached the service more than 200 ms apart
 * and did not race. 1 s leaves room for that, at some seconds per scenario.
 */
const LATENCY_MS = 1_000;
/** Both stacks are stacks of a program of this name (in projects of their own, each with its own backend). */
const PROJECT = "parallel-stacks";
const STACK_NAMES = ["team-a", "team-b"] as const;
const UP = ["up", "--yes", "--skip-preview"] as const;
/** The reason the provider records on a token of a label of its own that a lost answer made. */
const ORPHAN_REASON = "Orphan of an interrupted create: the answer was lost";
/** Why the two creates would fail to race here: a race check's failure says it. */
const NOT_RACED_BECAUSE = "the start line did not hold them together";
/**
 * The rule that loses one create answer matches the principal's token path (or the metric
 * create path), not a stack: it hits whichever stack's POST arrives first (skip 0) or second
 * (skip 1). Both are run, so that the lost answer falls once on the create that reached the
 * service first, and once on the other, whose token the first create's look may already see.
 */
const LOST_ANSWER_ORDERS = [
  ["the first", 0],
  ["the second", 1],
] as const;

type ServicePrincipal = { readonly type: "service_principal"; readonly id: string };
const servicePrincipal = (id: string): ServicePrincipal => ({ type: "service_principal", id });

/** One ProxyToken `dbt` of the service principal, with the label given or (undefined) one of its own. */
function tokenProgram(startLine: string, principalId: string, label?: string): string {
  return [
    ...startLineCode(startLine),
    `import * as datafold from "pulumi-datafold";`,
    `const token = new datafold.ProxyToken("dbt", {`,
    `  principalType: "service_principal",`,
    `  principalId: atStart(${JSON.stringify(principalId)}),`,
    ...(label === undefined ? [] : [`  label: ${JSON.stringify(label)},`]),
    `  expiresInDays: 30,`,
    `});`,
    `export const tokenId = token.tokenId;`,
  ].join("\n");
}

/** One MetricMonitor `rows` named `name`; `adoptMonitorId` takes an existing monitor instead of creating one. */
function monitorProgram(startLine: string, name: string, adoptMonitorId?: number): string {
  return [
    ...startLineCode(startLine),
    `import * as datafold from "pulumi-datafold";`,
    `const rows = new datafold.MetricMonitor("rows", {`,
    `  name: atStart(${JSON.stringify(name)}),`,
    `  connectionId: 7,`,
    `  metric: { type: "table", table: "analytics.orders", metric: "row_count" },`,
    `  schedule: { interval: { every: "hour" } },`,
    ...(adoptMonitorId === undefined ? [] : [`  adoptMonitorId: ${adoptMonitorId},`]),
    `});`,
    `export const monitorId = rows.monitorId;`,
  ].join("\n");
}

const byNumber = (a: number, b: number) => a - b;

/** What a command printed, both streams. */
const output = (result: CliResult) => result.stdout + result.stderr;

/** The up succeeded; else the test fails showing what the CLI printed. */
function expectSucceeded(stack: PulumiStack, result: CliResult): void {
  if (result.code !== 0) throw new Error(`pulumi up of ${stack.name} failed (exit ${result.code}):\n${output(result)}`);
}

/**
 * The ids a failed token create names as candidates: the `tokenIds: [..]` it suggests for a
 * ProxyTokenRevocation. Fails the test unless the output is that of an unresolved create of a
 * token of a shared label, saying nothing was revoked.
 */
function tokenCandidates(result: CliResult): number[] {
  const text = output(result);
  expect(result.code).not.toBe(0);
  expect(text).toContain("failed after the request was sent");
  expect(text).toContain("so nothing was revoked");
  const ids = /tokenIds: \[([\d, ]+)\]/.exec(text);
  if (ids === null) throw new Error(`no candidate token ids in the failed up's output:\n${text}`);
  return ids[1]!.split(",").map((id) => Number(id.trim()));
}

/**
 * The ids a failed monitor create names as candidates (`<id> (created <time>)`). Fails the
 * test unless the output is that of an unresolved monitor create, saying none was taken and
 * how to adopt one.
 */
function monitorCandidates(result: CliResult, name: string): number[] {
  const text = output(result);
  expect(result.code).not.toBe(0);
  expect(text).toContain(`The metric monitor "${name}" may have been created`);
  expect(text).toContain("so none was taken");
  expect(text).toContain("adoptMonitorId");
  const line = text.split("\n").find((candidate) => candidate.includes("so none was taken"))!;
  const ids = [...new Set([...line.matchAll(/(\d+) \(created [^)]+\)/g)].map((match) => Number(match[1])))];
  if (ids.length === 0) throw new Error(`no candidate monitor ids in the failed up's output:\n${text}`);
  return ids;
}

describeWithCli("two stacks deployed at once while one create answer is lost, through the real CLI", (cliDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  /** Every stack made here, destroyed by the last test. */
  const everyStack: PulumiStack[] = [];
  const startLines: string[] = [];

  /** Two stacks of one scenario, and the directory where their programs meet before their creates. */
  interface Pair {
    readonly stacks: readonly PulumiStack[];
    readonly startLine: string;
  }

  /**
   * Two stacks, team-a and team-b, of `program` (given the start line and the stack's index),
   * in projects of their own, initialised at once.
   */
  async function twoStacks(program: (startLine: string, index: number) => string): Promise<Pair> {
    const startLine = mkdtempSync(join(tmpdir(), "pulumi-datafold-start-line-"));
    startLines.push(startLine);
    const stacks = await Promise.all(
      STACK_NAMES.map(async (name, i) => {
        const stack = e2e.project(programFiles(PROJECT, program(startLine, i))).stack(name, emulatorEnvironment(e2e.emulator));
        await stack.init();
        everyStack.push(stack);
        printed.watch(stack);
        return stack;
      }),
    );
    return { stacks, startLine };
  }

  /**
   * `pulumi up` of both stacks at once, through the start line: both CLIs start, the test waits
   * until both programs are at their resource, then lets them go together. Resolves with each
   * one's result, failed or not, and the request log of the ups.
   */
  async function upAtOnce({ stacks, startLine }: Pair, what: string): Promise<{ results: CliResult[]; log: RequestLogEntry[] }> {
    await e2e.clients.control.clearRequests();
    const results = await timed(`parallel up: ${what}`, async () => {
      const finished = new Set<PulumiStack>();
      const ups = stacks.map((stack) => stack.run(UP).finally(() => finished.add(stack)));
      // Both programs wait at the line; an up that ended before is a failure the results show.
      while (!stacks.every((stack) => existsSync(join(startLine, `ready-${stack.name}`)))) {
        if (finished.size > 0) break;
        await sleep(10);
      }
      writeFileSync(join(startLine, "go"), "");
      return Promise.all(ups);
    });
    for (const [i, stack] of stacks.entries()) if (results[i]!.code === 0) await printed.collect(stack);
    return { results, log: await e2e.clients.control.requests() };
  }

  /** The principal's tokens, revoked ones included. */
  const allTokens = (principal: ServicePrincipal): Promise<Token[]> => e2e.clients.proxy.listTokens(principal, { includeRevoked: true });

  /** The monitor id a stack's state holds for `rows`, or undefined when it holds none. */
  async function monitorInState(stack: PulumiStack): Promise<number | undefined> {
    const rows = (await stack.resources(":MetricMonitor")).get("rows");
    return rows === undefined ? undefined : Number(rows.outputs!.monitorId);
  }

  beforeAll(async () => {
    await e2e.clients.control.setLatency(LATENCY_MS);
  });

  // A rule a scenario did not use up (its create never came) must not hit the next scenario.
  afterEach(async () => {
    await e2e.clients.control.clearFaults();
  });

  afterAll(async () => {
    for (const dir of startLines) rmSync(dir, { recursive: true, force: true });
    // The emulator may already be closed by useE2E's own afterAll: nothing more to reset then.
    await e2e.clients.control.setLatency(0).catch(() => undefined);
  });

  describe("ProxyTokens whose label is left out (a label of their own)", () => {
    // The reproduction of the reported defect: two stacks, one ProxyToken each of the same
    // service principal, default label, deployed at once with latency (200 ms in the report), one create answer
    // lost (commit-then-drop, once). Before the fix, both ups succeeded but one stack's fresh
    // token had been revoked by the other's reconciliation ("Orphan of an interrupted create:
    // ..."), and its next refresh --expect-no-changes failed.
    test.each(LOST_ANSWER_ORDERS)(
      "%s create's answer lost: both ups succeed, each stack holds its own active token, and only the lost answer's token is revoked",
      async (order, skip) => {
        const principal = servicePrincipal(`dbt-own-label-${skip}`);
        const pair = await twoStacks((startLine) => tokenProgram(startLine, principal.id));
        await e2e.clients.control.addFault({ method: "POST", path: tokenBasePath(principal), action: "commit-then-drop", skip });

        const { results, log } = await upAtOnce(pair, `own labels, ${order} create's answer lost`);
        expectCreatesRaced(log, tokenBasePath(principal), NOT_RACED_BECAUSE);
        // A label of its own makes the lost answer's token provably that stack's: it settles it
        // by itself, so neither up fails.
        for (const [i, stack] of pair.stacks.entries()) expectSucceeded(stack, results[i]!);

        // First what the defect broke: each stack's token works. The secret in state logs in as
        // this principal with the very token state names (a revoked token is refused with 401
        // here: the pre-fix build fails at this point, for one of the two stacks).
        const held: { stack: PulumiStack; tokenId: number; label: string }[] = [];
        for (const stack of pair.stacks) {
          const token = (await tokensInState(stack)).get("dbt")!;
          const secret = (await stack.tokenSecrets()).get("dbt")!;
          await expect(e2e.clients.control.authenticateProxyToken(secret)).resolves.toMatchObject({
            token_id: token.tokenId,
            principal_type: "service_principal",
            principal_id: principal.id,
          });
          const atService = await e2e.clients.proxy.getToken(principal, token.tokenId);
          expect(atService.status).toBe("active");
          // State records the label the resource chose (a later rotation keeps it).
          expect(token.outputs.label).toBe(atService.label);
          held.push({ stack, tokenId: token.tokenId, label: atService.label });
        }
        // The label names the stack's project, stack and resource, then a nonce: no other
        // writer can make a token of it.
        for (const { stack, label } of held) expect(label).toMatch(new RegExp(`^pulumi ${PROJECT}/${stack.name}/dbt #[0-9a-z]{10}$`));
        // Two stacks, two tokens, two labels: neither holds the other's token.
        expect(held[0]!.tokenId).not.toBe(held[1]!.tokenId);
        expect(held[0]!.label).not.toBe(held[1]!.label);

        // Exactly one token was revoked: the one the lost answer made, held by no stack, with
        // the provider's reason. It carries the label of the stack whose answer was lost (the
        // retry keeps the label), which is how it was proven that stack's own.
        const tokens = await allTokens(principal);
        const revoked = tokens.filter((token) => token.status === "revoked");
        expect(revoked).toHaveLength(1);
        expect(held.map((h) => h.tokenId)).not.toContain(revoked[0]!.id);
        expect(revoked[0]!.revoked_reason).toMatch(new RegExp(`^${ORPHAN_REASON}`));
        expect(held.filter((h) => h.label === revoked[0]!.label)).toHaveLength(1);
        // Nothing else was made: the two held tokens and the orphan.
        expect(tokens.map((token) => token.id).sort(byNumber)).toEqual([...held.map((h) => h.tokenId), revoked[0]!.id].sort(byNumber));

        // The symptom of the defect: a stack whose token was revoked behind its back shows
        // drift on refresh. Both stay quiet.
        await Promise.all(pair.stacks.map((stack) => stack.refresh("--expect-no-changes")));
      },
    );
  });

  describe("ProxyTokens of one label the programs give, shared by both stacks", () => {
    const SHARED_LABEL = "dbt shared";

    test.each(LOST_ANSWER_ORDERS)(
      "%s create's answer lost: that stack fails naming both tokens, nothing is revoked, and a rerun after the user's revoke succeeds",
      async (order, skip) => {
        const principal = servicePrincipal(`dbt-shared-label-${skip}`);
        const pair = await twoStacks((startLine) => tokenProgram(startLine, principal.id, SHARED_LABEL));
        const { stacks } = pair;
        await e2e.clients.control.addFault({ method: "POST", path: tokenBasePath(principal), action: "commit-then-drop", skip });

        const { results, log } = await upAtOnce(pair, `shared label, ${order} create's answer lost`);
        expectCreatesRaced(log, tokenBasePath(principal), NOT_RACED_BECAUSE);
        // The token the lost answer made always appears to its own look, and a shared label
        // cannot prove it its own: the stack whose answer was lost fails. The other's create was
        // answered: it succeeds.
        const failedAt = results.flatMap((result, i) => (result.code === 0 ? [] : [i]));
        expect(failedAt).toHaveLength(1);
        const loser = stacks[failedAt[0]!]!;
        const winner = stacks[1 - failedAt[0]!]!;

        // The winner holds an active token of the shared label that authenticates as itself.
        const winnerToken = (await tokensInState(winner)).get("dbt")!;
        await expect(e2e.clients.control.authenticateProxyToken((await winner.tokenSecrets()).get("dbt")!)).resolves.toMatchObject({
          token_id: winnerToken.tokenId,
          principal_id: principal.id,
        });
        await expect(e2e.clients.proxy.getToken(principal, winnerToken.tokenId)).resolves.toMatchObject({ status: "active", label: SHARED_LABEL });
        // The loser holds nothing: a failed create leaves no resource in state (so, in
        // particular, not the winner's token).
        expect((await tokensInState(loser)).size).toBe(0);

        // Two tokens exist, both active: the winner's and the orphan of the lost answer. The
        // failure names both as candidates (the winner's appeared since the loser's attempt
        // began: the very token the old rule revoked) and revoked neither.
        const tokens = await allTokens(principal);
        expect(tokens.filter((token) => token.status === "revoked")).toEqual([]);
        expect(tokens).toHaveLength(2);
        const orphan = tokens.find((token) => token.id !== winnerToken.tokenId)!;
        const candidates = tokenCandidates(results[failedAt[0]!]!);
        expect([...candidates].sort(byNumber)).toEqual([orphan.id, winnerToken.tokenId].sort(byNumber));
        for (const id of candidates) expect(tokens.find((token) => token.id === id)).toMatchObject({ status: "active", label: SHARED_LABEL });

        await winner.refresh("--expect-no-changes");

        // Recovery as a user would carry it out: revoke the candidates no stack holds (the
        // orphan, whose secret nobody ever received), then run up again.
        const heldByStacks = new Set([winnerToken.tokenId]);
        for (const id of candidates.filter((candidate) => !heldByStacks.has(candidate))) {
          await e2e.clients.proxy.revokeToken(principal, id, { reason: "orphan of a lost create answer, revoked by its owner" });
        }
        expectSucceeded(loser, await loser.run(UP));
        await printed.collect(loser);
        const loserToken = (await tokensInState(loser)).get("dbt")!;
        expect([winnerToken.tokenId, orphan.id]).not.toContain(loserToken.tokenId);
        await expect(e2e.clients.control.authenticateProxyToken((await loser.tokenSecrets()).get("dbt")!)).resolves.toMatchObject({
          token_id: loserToken.tokenId,
        });
        // The winner's token went through all of this untouched.
        await expect(e2e.clients.proxy.getToken(principal, winnerToken.tokenId)).resolves.toMatchObject({ status: "active" });
        await Promise.all(stacks.map((stack) => stack.refresh("--expect-no-changes")));
      },
    );
  });

  describe("MetricMonitors", () => {
    test("both stacks create a monitor of the same name, one answer lost: the other stack's monitor is named and not taken, and a rerun after deleting the orphan succeeds", async () => {
      const name = "Orders rows (shared name)";
      const pair = await twoStacks((startLine) => monitorProgram(startLine, name));
      await e2e.clients.control.addFault({ method: "POST", path: METRIC_CREATE_PATH, action: "commit-then-drop" });

      const { results, log } = await upAtOnce(pair, "monitors of one name, one answer lost");
      expectMonitorCreatesRaced(log, NOT_RACED_BECAUSE);
      // Allowed outcomes only: a stack that succeeded holds a monitor of the name; a stack that
      // failed names its candidates and holds none.
      const held = new Map<PulumiStack, number>();
      const named: number[][] = [];
      for (const [i, stack] of pair.stacks.entries()) {
        const id = await monitorInState(stack);
        if (results[i]!.code === 0) {
          held.set(stack, id!);
          await expect(e2e.clients.datafold.getMonitor(id!)).resolves.toMatchObject({ name });
        } else {
          named.push(monitorCandidates(results[i]!, name));
          expect(id).toBeUndefined();
        }
      }
      // The lost answer's stack found its own monitor, which a name cannot prove its own: that
      // stack failed. The other's answer came: it succeeded.
      expect(held.size).toBe(1);
      expect(named).toHaveLength(1);
      const [winnerMonitor] = [...held.values()];
      // The failure named both monitors of the name, the other stack's among them, and took
      // neither: so no two stacks hold one monitor (one's destroy would delete the other's).
      expect(named[0]).toHaveLength(2);
      expect(named[0]).toContain(winnerMonitor);
      for (const candidate of named[0]!) await expect(e2e.clients.datafold.getMonitor(candidate)).resolves.toMatchObject({ name });
      for (const stack of held.keys()) await stack.refresh("--expect-no-changes");

      // Recovery as the message says, for a name other stacks use too: delete the monitor no
      // stack manages (the lost answer's), then run up again, which creates one of its own.
      const [winner] = [...held.keys()];
      const loser = pair.stacks.find((stack) => stack !== winner)!;
      for (const candidate of named[0]!.filter((id) => id !== winnerMonitor)) await e2e.clients.control.deleteMonitor(candidate);
      expectSucceeded(loser, await loser.run(UP));
      const loserMonitor = await monitorInState(loser);
      expect(named[0]).not.toContain(loserMonitor);
      await expect(e2e.clients.datafold.getMonitor(loserMonitor!)).resolves.toMatchObject({ name });
      // The winner's monitor went through all of this untouched, and each stack holds its own.
      expect(await monitorInState(winner!)).toBe(winnerMonitor);
      await Promise.all(pair.stacks.map((stack) => stack.refresh("--expect-no-changes")));
    });

    test("distinct names, one answer lost: that stack fails naming its own monitor, and adopting it settles the create", async () => {
      const names = STACK_NAMES.map((stack) => `Orders rows of ${stack}`);
      const pair = await twoStacks((startLine, i) => monitorProgram(startLine, names[i]!));
      const { stacks } = pair;
      await e2e.clients.control.addFault({ method: "POST", path: METRIC_CREATE_PATH, action: "commit-then-drop" });

      const { results, log } = await upAtOnce(pair, "monitors of distinct names, one answer lost");
      expectMonitorCreatesRaced(log, NOT_RACED_BECAUSE);
      // Even with a name no other stack uses, a lost monitor answer is always reported: nothing
      // in the API proves who made a monitor, so the product never takes one on its own.
      const failedAt = results.flatMap((result, i) => (result.code === 0 ? [] : [i]));
      expect(failedAt).toHaveLength(1);
      const loserIndex = failedAt[0]!;
      const loser = stacks[loserIndex]!;
      const winner = stacks[1 - loserIndex]!;
      const candidates = monitorCandidates(results[loserIndex]!, names[loserIndex]!);
      // The only monitor of the loser's name is the one its lost answer made.
      expect(candidates).toHaveLength(1);
      const winnerMonitor = (await monitorInState(winner))!;
      expect(candidates).not.toContain(winnerMonitor);
      expect(await monitorInState(loser)).toBeUndefined();

      // The user checks the candidate is theirs (the name is this stack's alone) and adopts it.
      writeFileSync(join(loser.project.dir, "index.ts"), monitorProgram(pair.startLine, names[loserIndex]!, candidates[0]!));
      expectSucceeded(loser, await loser.run(UP));
      expect(await monitorInState(loser)).toBe(candidates[0]);
      // Exactly one monitor of each name: the lost answer made no duplicate, and the adoption none.
      const monitors = await e2e.clients.datafold.listAllMonitors();
      expect(monitors.filter((monitor) => monitor.name === names[loserIndex]).map((monitor) => monitor.id)).toEqual([candidates[0]]);
      expect(monitors.filter((monitor) => monitor.name === names[1 - loserIndex]).map((monitor) => monitor.id)).toEqual([winnerMonitor]);
      await Promise.all(stacks.map((stack) => stack.refresh("--expect-no-changes")));
    });
  });

  test("destroy removes every stack's resources, and no command printed a token secret", async () => {
    await e2e.clients.control.setLatency(0);
    for (const stack of everyStack) {
      const held = [...(await tokensInState(stack)).values()];
      const monitor = await monitorInState(stack);
      await stack.destroy();
      for (const token of held) await expect(e2e.clients.proxy.getToken(token.principal, token.tokenId)).resolves.toMatchObject({ status: "revoked" });
      if (monitor !== undefined) await expect(e2e.clients.datafold.getMonitor(monitor)).rejects.toMatchObject({ status: 404 });
      expect((await stack.exportState()).deployment.resources ?? []).toEqual([]);
    }
    expect(printed.commandsChecked()).toBeGreaterThan(0);
    expect(printed.leaks()).toEqual([]);
  });
});
