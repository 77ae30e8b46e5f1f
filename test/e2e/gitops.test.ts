/**
 * The pipelines of examples/gitops, through the real CLI, with state in a real PostgreSQL
 * (Pulumi's `postgres://` backend, started privately for this file): each GitHub Actions
 * workflow's job run step by step as a runner runs it (support/workflow.ts), in the order a
 * team meets them:
 *
 * 1. a pull request is opened: its preview of prod, and its review stack `pr-7` deployed;
 * 2. it is merged: `up` of prod; a second `up` of prod at the same time stops on Pulumi's stack
 *    lock and loses nothing; a runner killed mid-`up` leaves its lock, `pulumi cancel` clears it;
 * 3. someone edits prod's monitor and a data diff's flags in the app: the scheduled drift check
 *    fails (exit 7) and drift-report names the resource, the change, and who made it; an `up`
 *    puts them back and the next check passes;
 * 4. the scheduled rotation, once the token is due, replaces it and hands the new secret on;
 * 5. the pull request is closed: its review stack is destroyed and removed from the backend.
 *
 * Throughout: the review stack and prod never hold each other's objects, no command printed a
 * secret, and the PostgreSQL rows hold no plaintext token.
 */
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { DatafoldClient } from "../../src/clients";
import { E2E_TIMEOUT_MS, emulatorEnvironment, EXAMPLES, useE2E } from "./support/e2e";
import { describeWithPostgres, startPostgres, type PostgresCluster } from "./support/postgres";
import { PrintedSecrets } from "./support/printed-secrets";
import { processTree } from "./support/process-tree";
import { timed } from "./support/timed";
import { tokensInState } from "./support/token-state";
import { runJob, type JobResult, type WorkflowRun } from "./support/workflow";
import type { PulumiProject, PulumiStack } from "../../tools/harness/pulumi-project";

jest.setTimeout(E2E_TIMEOUT_MS);

const PR = 7;
/** The app user who edits prod's objects by hand: their own API key, so the audit log names them. */
const ANA = { apiKey: "df_key_of_ana_in_the_app_93c1", userId: 42, email: "ana.silva@example.com" };
const ARCHIVED_DIFF = 101;
const DAY_MS = 86_400_000;


describeWithPostgres("the GitOps pipelines of examples/gitops, on PostgreSQL state", (cliDir, binDir) => {
  const e2e = useE2E(cliDir);
  const printed = new PrintedSecrets(e2e);
  let pg: PostgresCluster;
  let project: PulumiProject;
  let prod: PulumiStack;
  let review: PulumiStack;
  let runnerTemp: string;
  let run: (event?: WorkflowRun["event"]) => WorkflowRun;

  beforeAll(async () => {
    pg = await startPostgres(binDir);
    console.log(`e2e time: PostgreSQL cluster started (initdb, server, database): ${Math.round(pg.startMs)} ms`);
    project = e2e.project({ from: join(EXAMPLES, "gitops") });
    // What `npm ci` leaves: the package's command on node_modules/.bin, for `npx pulumi-datafold`.
    mkdirSync(join(project.dir, "node_modules", ".bin"), { recursive: true });
    const cli = join(project.dir, "node_modules", "pulumi-datafold", "dist", "cli", "pulumi-datafold.js");
    chmodSync(cli, 0o755);
    symlinkSync(cli, join(project.dir, "node_modules", ".bin", "pulumi-datafold"));
    runnerTemp = mkdtempSync(join(tmpdir(), "pulumi-datafold-runner-"));
    const env = { ...emulatorEnvironment(e2e.emulator), PULUMI_BACKEND_URL: pg.url, RUNNER_TEMP: runnerTemp, NPM_CONFIG_OFFLINE: "true" };
    prod = project.stack("prod", env);
    review = project.stack(`pr-${PR}`, env);
    printed.watch(prod);
    printed.watch(review);
    // The repository's secrets and variables, as the GitOps guide's set-up lists them (docs/guides/gitops.md).
    run = (event = {}) => ({
      secrets: {
        PULUMI_BACKEND_URL: pg.url,
        PULUMI_CONFIG_PASSPHRASE: project.passphrase,
        DATAFOLD_API_KEY: e2e.emulator.apiKey,
        DATAFOLD_PROXY_MANAGER_TOKEN: e2e.emulator.proxyManagerToken,
      },
      vars: { DATAFOLD_HOST: e2e.emulator.url, DATAFOLD_PROXY_URL: e2e.emulator.url },
      event,
    });
    // The one-time set-up of the GitOps guide: prod's stack, with the data diff it archives.
    await prod.init();
    await prod.config("archivedDiffId", String(ARCHIVED_DIFF));
  }, E2E_TIMEOUT_MS);

  afterAll(async () => {
    rmSync(runnerTemp, { recursive: true, force: true });
    await e2e.clients.control.setLatency(0).catch(() => undefined);
    await pg?.stop();
  });

  /** Runs a job as its workflow says, recording what it printed in the stack's transcript (for the secret checks). */
  async function job(stack: PulumiStack, file: string, name: string, event: WorkflowRun["event"] = {}): Promise<JobResult> {
    const result = await timed(`${file} ${name}`, () => runJob(project.dir, file, name, run(event), stack.env));
    stack.transcript.push(`$ ${file} ${name}\n${result.output}`);
    return result;
  }

  function expectSucceeded(result: JobResult): void {
    if (result.code !== 0) throw new Error(`the job failed (exit ${result.code}):\n${result.output}`);
  }

  /** The stack's monitor and token ids, from state. */
  async function held(stack: PulumiStack): Promise<{ monitorId: number; tokenId: number }> {
    const monitor = (await stack.resources(":MetricMonitor")).get("orders-rows")!;
    const token = (await tokensInState(stack)).get("dbt")!;
    return { monitorId: Number(monitor.outputs!.monitorId), tokenId: token.tokenId };
  }

  test("a pull request: the preview of prod, then its review stack, with objects of its own", async () => {
    const preview = await job(prod, "preview.yml", "preview");
    expectSucceeded(preview);
    expect(preview.output).toMatch(/\+ 4 to create/);

    const deployed = await job(review, "review.yml", "deploy", { action: "opened", pullRequestNumber: PR });
    expectSucceeded(deployed);
    await printed.collect(review);
    const ids = await held(review);
    await expect(e2e.clients.datafold.getMonitor(ids.monitorId)).resolves.toMatchObject({ name: `Orders rows (pr-${PR})` });
    const token = (await tokensInState(review)).get("dbt")!;
    expect(token.outputs.label).toMatch(new RegExp(`^pulumi datafold-gitops/pr-${PR}/dbt #[0-9a-z]{10}$`));
    // The review stack's state is in PostgreSQL; the preview of prod wrote none.
    const keys = await pg.query("SELECT key FROM pulumi_state ORDER BY key");
    expect(keys).toContain(`pulumi/.pulumi/stacks/datafold-gitops/pr-${PR}.json`);
    expect(keys.filter((key) => key.startsWith("pulumi/.pulumi/history/datafold-gitops/prod/"))).toEqual([]);
  });

  test("merged: up of prod; a second up at the same time stops on the stack lock and loses nothing", async () => {
    expectSucceeded(await job(prod, "up.yml", "up"));
    await printed.collect(prod);
    const first = await held(prod);
    const reviewIds = await held(review);
    expect(first.monitorId).not.toBe(reviewIds.monitorId);
    expect(first.tokenId).not.toBe(reviewIds.tokenId);
    await expect(e2e.clients.datafold.getDataDiff(ARCHIVED_DIFF)).resolves.toMatchObject({ archived: true });

    // Two merges in quick succession, outside the concurrency group (another workflow, a
    // rerun): the second up meets the first's lock. Latency keeps the first one running.
    await e2e.clients.control.setLatency(1500);
    await prod.config("ordersDescription", "Rows of the orders table, hourly (v2)");
    const firstUp = job(prod, "up.yml", "up");
    await waitForLock("prod");
    const second = await job(prod, "up.yml", "up");
    expect(second.code).not.toBe(0);
    expect(second.output).toContain("the stack is currently locked by 1 lock(s)");
    expect(second.output).toContain("pulumi cancel");
    expectSucceeded(await firstUp);
    await e2e.clients.control.setLatency(0);
    // Nothing lost: the same objects, changed once, and a refresh finds nothing to change.
    expect(await held(prod)).toEqual(first);
    await expect(e2e.clients.datafold.getMonitor(first.monitorId)).resolves.toMatchObject({ name: "Orders rows (prod)", description: "Rows of the orders table, hourly (v2)" });
    await prod.refresh("--expect-no-changes");
  });

  test("a runner killed mid-up leaves its lock: up stops on it until `pulumi cancel`, then goes through", async () => {
    const before = await held(prod);
    await e2e.clients.control.setLatency(3000);
    await prod.config("ordersDescription", "Rows of the orders table, hourly (v3)");
    let pid = 0;
    const killed = prod.run(["up", "--yes", "--skip-preview"], { onSpawn: (spawned) => (pid = spawned) });
    await waitForLock("prod");
    for (const process_ of processTree(pid).reverse()) {
      try {
        process.kill(process_, "SIGKILL");
      } catch {
        // Already gone.
      }
    }
    expect((await killed).code).not.toBe(0);
    await e2e.clients.control.setLatency(0);
    const blocked = await job(prod, "up.yml", "up");
    expect(blocked.code).not.toBe(0);
    expect(blocked.output).toContain("the stack is currently locked by 1 lock(s)");
    // The recovery of the GitOps guide: make sure no runner is still at work on the stack, then cancel.
    await prod.ok(["cancel", "--yes"]);
    expectSucceeded(await job(prod, "up.yml", "up"));
    expect(await held(prod)).toEqual(before);
    expect((await prod.exportState()).deployment.pending_operations ?? []).toEqual([]);
    // No monitor of prod's name but the one prod holds: the killed up made no orphan.
    const named = (await e2e.clients.datafold.listAllMonitors()).filter((monitor) => monitor.name === "Orders rows (prod)");
    expect(named.map((monitor) => monitor.id)).toEqual([before.monitorId]);
    await prod.refresh("--expect-no-changes");
  });

  test("drift made in the app: the scheduled check fails with exit 7 and names the resource, the change and who made it", async () => {
    const quiet = await job(prod, "drift.yml", "drift");
    expectSucceeded(quiet);
    expect(quiet.output).toContain("No drift: the 3 Datafold objects are as the last deployment left them.");

    const { monitorId } = await held(prod);
    await e2e.clients.control.addApiKeyUser(ANA.apiKey, { userId: ANA.userId, email: ANA.email });
    const ana = new DatafoldClient({ host: e2e.emulator.url, apiKey: ANA.apiKey });
    await ana.updateMonitor(monitorId, { type: "metric", name: "Orders rows (Ana's)" });
    await ana.updateDataDiff(ARCHIVED_DIFF, { archived: false });

    const drift = await job(prod, "drift.yml", "drift");
    expect(drift.code).toBe(7);
    const report = drift.steps.at(-1)!.stdout;
    expect(report).toContain("Drift in 2 of 3 Datafold objects");
    expect(report).toContain(`MetricMonitor orders-rows (id ${monitorId})`);
    expect(report).toContain('name: "Orders rows (prod)" -> "Orders rows (Ana\'s)"');
    expect(report).toContain(`DataDiffFlags archived-diff (id ${ARCHIVED_DIFF})`);
    expect(report).toContain("archived: true -> false");
    // Who, when, what: Ana's two edits, and nothing the pipeline's own ups did before them.
    const auditLines = report.split("\n").filter((line) => /^\s{4}\d{4}-\d{2}-\d{2}T/.test(line));
    expect(auditLines).toHaveLength(2);
    for (const line of auditLines) expect(line).toContain(`${ANA.email} (user ${ANA.userId})  update`);
    expect(report).toContain('{"type":"metric","name":"Orders rows (Ana\'s)"}');
    expect(report).toContain('{"archived":false}');
    // The check took no lock and changed nothing: state still records what the program says.
    expect(await held(prod)).toMatchObject({ monitorId });

    // The fix: the next up (with its refresh) puts both back; the check passes again.
    expectSucceeded(await job(prod, "up.yml", "up"));
    await expect(e2e.clients.datafold.getMonitor(monitorId)).resolves.toMatchObject({ name: "Orders rows (prod)" });
    await expect(e2e.clients.datafold.getDataDiff(ARCHIVED_DIFF)).resolves.toMatchObject({ archived: true });
    expectSucceeded(await job(prod, "drift.yml", "drift"));
  });

  test("the scheduled rotation replaces a token due for rotation and hands the new secret on", async () => {
    const before = await held(prod);
    // Nothing due yet: the run keeps the token.
    expectSucceeded(await job(prod, "rotation.yml", "rotate"));
    expect((await held(prod)).tokenId).toBe(before.tokenId);
    // 25 days on, the 30-day token is within its 10 days of rotation.
    await e2e.clients.control.moveClock({ advanceMs: 25 * DAY_MS });
    expectSucceeded(await job(prod, "rotation.yml", "rotate"));
    await printed.collect(prod);
    const after = await held(prod);
    expect(after.tokenId).not.toBe(before.tokenId);
    const handed = readFileSync(join(runnerTemp, "dbt-token"), "utf8").trim();
    expect(handed).toBe((await prod.tokenSecrets()).get("dbt"));
    await expect(e2e.clients.control.authenticateProxyToken(handed)).resolves.toMatchObject({ token_id: after.tokenId });
    const principal = (await tokensInState(prod)).get("dbt")!.principal;
    await expect(e2e.clients.proxy.getToken(principal, before.tokenId)).resolves.toMatchObject({ status: "revoked" });
    // The review stack's token, of the same principal, went through untouched.
    await expect(e2e.clients.proxy.getToken(principal, (await held(review)).tokenId)).resolves.toMatchObject({ status: "active" });
  });

  test("the pull request closed: its review stack is destroyed and removed; prod is untouched; nothing printed or stored a secret", async () => {
    const reviewIds = await held(review);
    const principal = (await tokensInState(review)).get("dbt")!.principal;
    expectSucceeded(await job(review, "review.yml", "destroy", { action: "closed", pullRequestNumber: PR }));
    await expect(e2e.clients.datafold.getMonitor(reviewIds.monitorId)).rejects.toMatchObject({ status: 404 });
    await expect(e2e.clients.proxy.getToken(principal, reviewIds.tokenId)).resolves.toMatchObject({ status: "revoked" });
    const keys = await pg.query("SELECT key FROM pulumi_state ORDER BY key");
    expect(keys).not.toContain(`pulumi/.pulumi/stacks/datafold-gitops/pr-${PR}.json`);
    // Prod is as it was, and quiet.
    const prodIds = await held(prod);
    await expect(e2e.clients.datafold.getMonitor(prodIds.monitorId)).resolves.toMatchObject({ name: "Orders rows (prod)" });
    await prod.refresh("--expect-no-changes");

    // No plaintext token secret anywhere in PostgreSQL (checkpoints, history, backups), nor the credentials.
    const rows = (await pg.query("SELECT data::text FROM pulumi_state")).join("\n");
    expect(rows.length).toBeGreaterThan(0);
    for (const secret of [...printed.tokens(), e2e.emulator.apiKey, e2e.emulator.proxyManagerToken]) expect(rows.includes(secret)).toBe(false);
    expect(printed.tokens().length).toBeGreaterThanOrEqual(3);
    expect(printed.commandsChecked()).toBeGreaterThan(0);
    expect(printed.leaks()).toEqual([]);
    await prod.destroy();
  });

  /** Waits until the backend holds a lock of the stack: an up has started its update. */
  async function waitForLock(stack: string): Promise<void> {
    for (let i = 0; i < 600; i++) {
      const locks = await pg.query(`SELECT key FROM pulumi_state WHERE key LIKE 'pulumi/.pulumi/locks/%/datafold-gitops/${stack}/%'`);
      if (locks.length > 0) return;
      await sleep(50);
    }
    throw new Error(`no lock of ${stack} appeared within 30 s`);
  }
});
