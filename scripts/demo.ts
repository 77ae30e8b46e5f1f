/**
 * `npm run demo`: two stacks against a local emulator, start to finish, with no account and
 * no network. Starts the emulator on a free port. The quickstart: `pulumi up`, a rotation
 * (`refresh` + `up` after the emulator's clock moves into the rotation window) and
 * `destroy`, showing from the emulator what happened to the tokens. Monitors as code
 * (examples/monitors): `pulumi up` from Datafold monitors YAML, an edit in the app caught by
 * the drift check (`refresh --expect-no-changes`) and set back by `up`, and `destroy`. An
 * account from one program (examples/account): a connection with its connection test, the BI
 * integration bound to it, monitors finding connections by name, and `destroy`, which leaves
 * the data source in Datafold (the API cannot delete it) and says so. Runs
 * the real Pulumi CLI, with a local file backend in a temporary directory: the one
 * `npm run pulumi:install` builds, or one on PATH, or, with Go and neither of those, the
 * project's build first (demo/pulumi-cli.ts). Takes no arguments. Exits 0 when every step
 * worked, 1 when one failed or there is no CLI to be had, 2 on an argument; it leaves no
 * process behind.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { delimiter, join, resolve } from "node:path";
import { DatafoldClient } from "../src/client/main-service/datafold-client";
import { ProxyAdminClient } from "../src/client/proxy-admin/proxy-admin-client";
import type { Principal } from "../src/core/principal";
import { EmulatorControlClient, startEmulator, type RunningEmulator } from "datafold-emulator";
import { linkPackageIntoExample } from "./demo/link-package";
import { findOrBuildPulumiCli } from "./demo/pulumi-cli";
import { pulumiCliSteps, type DemoSteps } from "./demo/pulumi-cli-steps";

const REPO_ROOT = resolve(__dirname, "..");
const QUICKSTART = join(REPO_ROOT, "examples", "quickstart");
const MONITORS = join(REPO_ROOT, "examples", "monitors");
const ACCOUNT = join(REPO_ROOT, "examples", "account");
/** The tag every monitor of examples/monitors carries. */
const MONITORS_TAG = "pulumi";
const DAY_MS = 24 * 60 * 60 * 1000;
/** The data diff whose flags the quickstart manages (its default). */
const QUICKSTART_DATA_DIFF = 101;

/** The principals the quickstart gives tokens to (its defaults). */
const PRINCIPALS: readonly Principal[] = [
  { type: "user", id: "alice" },
  { type: "service_principal", id: "dbt-prod" },
  { type: "proxy_manager" },
];

function heading(text: string): void {
  console.log(`\n=== ${text}\n`);
}

/** Every token of the quickstart's principals, revoked ones included: what the service holds. */
async function showTokens(admin: ProxyAdminClient): Promise<void> {
  for (const principal of PRINCIPALS) {
    const tokens = await admin.listTokens(principal, { includeRevoked: true });
    const who = principal.type === "proxy_manager" ? "proxy manager" : `${principal.type} ${principal.id}`;
    for (const token of tokens) {
      const revoked = token.status === "revoked" ? ` (reason: ${token.revoked_reason ?? "none"})` : "";
      console.log(`  ${who.padEnd(28)} #${String(token.id).padEnd(3)} ${token.prefix}…  ${token.status}${revoked}`);
    }
  }
}

/** The monitors examples/monitors manages, as the service holds them. */
async function showMonitors(datafold: DatafoldClient): Promise<void> {
  const monitors = await datafold.listAllMonitors({ tags: [MONITORS_TAG], orderBy: "id", sortOrder: "asc" });
  if (monitors.length === 0) console.log("  (none)");
  for (const monitor of monitors) {
    const detail = await datafold.getMonitor(monitor.id);
    const switchedOff = detail.enabled ? "" : "  [disabled]";
    console.log(`  #${String(detail.id).padEnd(7)} ${(detail.monitor_type ?? "?").padEnd(7)} ${detail.name ?? ""}${switchedOff}`);
  }
}

async function runMonitorsDemo(emulator: RunningEmulator, steps: DemoSteps): Promise<boolean> {
  const control = new EmulatorControlClient(emulator.url);
  const datafold = new DatafoldClient({ host: emulator.url, apiKey: emulator.options.apiKey, env: {} });

  heading("4. Monitors as code: pulumi up of examples/monitors (two files of Datafold monitors YAML, and one monitor in TypeScript)");
  if (!(await steps.up())) return false;
  console.log("\nMonitors on the service:");
  await showMonitors(datafold);

  heading("5. An edit in the Datafold app: a monitor renamed and switched off; the drift check catches it, up sets it back");
  const edited = (await datafold.listAllMonitors({ tags: [MONITORS_TAG] })).find((monitor) => monitor.name === "Orders row count");
  if (edited === undefined) {
    console.log('\nNo monitor "Orders row count" on the service: examples/monitors/monitors/orders.yaml should have made it.');
    return false;
  }
  await control.editMonitor(edited.id, { name: "Renamed in the app", enabled: false });
  // Monitors run and alert on their own: that is no drift, and the check must not say so.
  await control.runMonitor(edited.id, { alert: true });
  console.log(`Monitor #${edited.id} renamed to "Renamed in the app" and switched off in the app; it also ran and alerted (no drift).`);
  await showMonitors(datafold);
  console.log("\nThe scheduled drift check (pulumi refresh --expect-no-changes) runs:");
  if (await steps.driftCheck()) {
    console.log("\nThe drift check passed, but the app edit is drift: it should have failed.");
    return false;
  }
  console.log("\nThe drift check failed, as it must: the service differs from the stack. refresh, then up, sets the monitor back:");
  if (!(await steps.refresh())) return false;
  if (!(await steps.up())) return false;
  await showMonitors(datafold);

  heading("6. pulumi destroy: every monitor of the stack is deleted");
  if (!(await steps.destroy())) return false;
  await showMonitors(datafold);
  return true;
}

/** The data sources and BI integrations on the service, as the account example manages them. */
async function showConnections(datafold: DatafoldClient): Promise<void> {
  for (const source of await datafold.listDataSources()) {
    const tested = source.last_test === null || source.last_test === undefined ? "never tested" : `tested ${source.last_test.results.every((step) => step.status === "done") ? "ok" : "failed"}`;
    console.log(`  data source #${String(source.id).padEnd(4)} ${source.type.padEnd(10)} ${source.name}  (${tested})`);
  }
  const integrations = await datafold.listBiIntegrations();
  if (integrations.length === 0) console.log("  (no BI integration)");
  for (const integration of integrations) console.log(`  BI integration #${integration.id} ${integration.type ?? "?"} ${integration.name ?? ""}`);
}

async function runAccountDemo(emulator: RunningEmulator, steps: DemoSteps): Promise<boolean> {
  const datafold = new DatafoldClient({ host: emulator.url, apiKey: emulator.options.apiKey, env: {} });

  heading("7. An account from one program: pulumi up of examples/account (a connection, its BI integration, monitors by connection name)");
  // Credentials as users keep them: secret config, encrypted in the stack's settings.
  if (!(await steps.config("warehousePassword", `demo-${randomBytes(8).toString("hex")}`, true))) return false;
  if (!(await steps.config("lookerClientSecret", `demo-${randomBytes(8).toString("hex")}`, true))) return false;
  if (!(await steps.up())) return false;
  console.log("\nConnections on the service (the new one tested at create; the other found by its name):");
  await showConnections(datafold);

  heading("8. pulumi destroy: the integration and the monitors are deleted; the data source stays (the API cannot delete it), as the warning says");
  if (!(await steps.destroy())) return false;
  await showConnections(datafold);
  return true;
}

async function runDemo(emulator: RunningEmulator, steps: DemoSteps): Promise<boolean> {
  const control = new EmulatorControlClient(emulator.url);
  const admin = new ProxyAdminClient({ proxyUrl: emulator.url, proxyManagerToken: emulator.options.proxyManagerToken, env: {} });
  const datafold = new DatafoldClient({ host: emulator.url, apiKey: emulator.options.apiKey, env: {} });

  heading("1. pulumi up: three tokens, the flags of a data diff, monitor and transform read-outs");
  if (!(await steps.up())) return false;
  console.log("\nTokens on the service (prefix only; the secrets exist only in the stack's state, encrypted):");
  await showTokens(admin);

  heading("2. Rotation, 24 days later: the dbt token (30 days, rotateBeforeDays 7) is inside its window, the automation token (7 days) has expired");
  const now = await control.moveClock({ advanceMs: 24 * DAY_MS });
  console.log(`The emulator's clock now reads ${now.toISOString()}. A scheduled pipeline runs refresh, then up:`);
  await control.clearRequests();
  if (!(await steps.refresh())) return false;
  if (!(await steps.up())) return false;
  const calls = (await control.requests())
    .filter((entry) => entry.method === "POST" || entry.method === "DELETE")
    .map((entry) => `${entry.method} ${entry.path}`);
  console.log("\nToken writes in the order the service received them (the new token exists before the old is revoked):");
  for (const call of calls) console.log(`  ${call}`);
  await showTokens(admin);

  heading("3. pulumi destroy: every token is revoked with its reason; the data diff is un-archived");
  if (!(await steps.destroy())) return false;
  await showTokens(admin);
  const dataDiff = await datafold.getDataDiff(QUICKSTART_DATA_DIFF);
  console.log(`  data diff ${QUICKSTART_DATA_DIFF}: archived ${dataDiff.archived} (restoreOnDelete), purged ${dataDiff.purged}`);
  return true;
}

/** Why the arguments are refused, or undefined: the demo takes none. */
function refuseArguments(args: readonly string[]): string | undefined {
  if (args.length === 0) return undefined;
  // The flag of the offline runner, which is gone: say so rather than only "unknown".
  const offline = args.includes("--offline") ? " --offline is gone with the offline runner: the demo runs the real Pulumi CLI only." : "";
  return `demo: unknown argument${args.length > 1 ? "s" : ""} ${args.map((arg) => `'${arg}'`).join(" ")}: \`npm run demo\` takes none.${offline}`;
}

async function main(): Promise<number> {
  const refused = refuseArguments(process.argv.slice(2));
  if (refused !== undefined) {
    console.error(refused);
    return 2;
  }
  // Before the emulator starts: without a CLI there is nothing to show.
  const cli = findOrBuildPulumiCli();
  if ("error" in cli) {
    console.error(`demo: ${cli.error}`);
    return 1;
  }
  const workDir = mkdtempSync(join(tmpdir(), "pulumi-datafold-demo-"));
  const emulator = await startEmulator({
    host: "127.0.0.1",
    port: 0,
    apiKey: `df_demo_${randomBytes(12).toString("hex")}`,
    proxyManagerToken: `sqlp_pm_demo_${randomBytes(16).toString("hex")}`,
  });
  try {
    console.log(`Emulator of Datafold and the SQL-proxy admin API listening on ${emulator.url}`);
    linkPackageIntoExample(QUICKSTART);
    linkPackageIntoExample(MONITORS);
    linkPackageIntoExample(ACCOUNT);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATAFOLD_HOST: emulator.url,
      DATAFOLD_API_KEY: emulator.options.apiKey,
      DATAFOLD_PROXY_URL: emulator.url,
      DATAFOLD_PROXY_MANAGER_TOKEN: emulator.options.proxyManagerToken,
      // Encrypts the stack's secrets in the temporary state; thrown away with it.
      PULUMI_CONFIG_PASSPHRASE: randomBytes(16).toString("hex"),
    };
    console.log(`Using the Pulumi CLI ${cli.version} in ${cli.dir}, with a local file backend in a temporary directory.`);
    // The CLI first on PATH, so that its language host and plugins are the ones found.
    const cliEnv = { ...env, PATH: `${cli.dir}${delimiter}${env.PATH ?? ""}` };
    const tokens = pulumiCliSteps({ projectDir: QUICKSTART, workDir, stack: "demo", env: cliEnv });
    const monitors = pulumiCliSteps({ projectDir: MONITORS, workDir, stack: "demo-monitors", env: cliEnv });
    const account = pulumiCliSteps({ projectDir: ACCOUNT, workDir, stack: "demo-account", env: cliEnv });
    const ok = (await runDemo(emulator, tokens)) && (await runMonitorsDemo(emulator, monitors)) && (await runAccountDemo(emulator, account));
    await tokens.cleanUp();
    await monitors.cleanUp();
    await account.cleanUp();
    console.log(ok ? "\nDemo finished." : "\nDemo failed: see the errors above.");
    return ok ? 0 : 1;
  } finally {
    await emulator.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`demo failed: ${(error as Error).stack ?? String(error)}`);
    process.exitCode = 1;
  },
);
