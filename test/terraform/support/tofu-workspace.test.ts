/**
 * What TofuWorkspace (./tofu-workspace.ts) gives tofu, with a stand-in tofu that records its
 * arguments, directory and environment: the CLI configuration, the environment, each command's
 * flags, and what it makes of tofu's output. test/terraform/harness.test.ts runs the real one.
 */
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  actionsByAddress,
  cliConfiguration,
  hclString,
  planHasChanges,
  REQUIRED_PROVIDERS,
  TofuCommandError,
  TofuWorkspace,
  withoutDevOverridesWarning,
  type TofuPlanJson,
} from "./tofu-workspace";

/** tofu 1.12.6's warning before a plan's output, as it prints it. */
const PLAN_WARNING = `
Warning: Provider development overrides are in effect

The following provider development overrides are set in the CLI
configuration:
 - datafold/datafold in /tmp/launcher

The behavior may therefore not match any released version of the provider and
applying changes may cause the state to become incompatible with published
releases.
`;

/** The same at `tofu init`. */
const INIT_WARNING = `
Warning: Provider development overrides are in effect

The following provider development overrides are set in the CLI
configuration:
 - datafold/datafold in /tmp/launcher

Skip tofu init when using provider development overrides. It is not necessary
and may error unexpectedly.
`;

/**
 * The stand-in tofu: appends {args, cwd, env} to $FAKE_TOFU_LOG, prints the dev_overrides
 * warning (unless `show`), then $FAKE_TOFU_STDOUT, and exits $FAKE_TOFU_CODE. `plan -out=FILE`
 * writes FILE; `show -json FILE` prints {"format_version":"1.2","from":FILE's text};
 * $FAKE_TOFU_SLEEP makes it wait that many seconds first.
 */
const FAKE_TOFU = `#!${process.execPath}
const fs = require("node:fs");
const args = process.argv.slice(2);
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => /^(TF_|CHECKPOINT_|DATAFOLD_)/.test(key)));
fs.appendFileSync(process.env.FAKE_TOFU_LOG, JSON.stringify({ args, cwd: process.cwd(), env }) + "\\n");
const finish = () => {
  if (args[0] !== "show") process.stdout.write(${JSON.stringify(PLAN_WARNING)});
  const out = args.find((arg) => arg.startsWith("-out="));
  if (out !== undefined) fs.writeFileSync(out.slice(5), "plan of " + process.cwd());
  if (args[0] === "show" && args[2] === "-json" && args[3] !== undefined) {
    process.stdout.write(JSON.stringify({ format_version: "1.2", from: fs.readFileSync(args[3], "utf8") }));
  }
  process.stdout.write(process.env.FAKE_TOFU_STDOUT ?? "");
  process.exit(Number(process.env.FAKE_TOFU_CODE ?? 0));
};
setTimeout(finish, Number(process.env.FAKE_TOFU_SLEEP ?? 0) * 1000);
`;

const dirs: string[] = [];
const workspaces: TofuWorkspace[] = [];
afterEach(() => {
  for (const workspace of workspaces.splice(0)) workspace.remove();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Call {
  readonly args: string[];
  readonly cwd: string;
  readonly env: Record<string, string>;
}

/** A workspace on the stand-in tofu; `calls()` are the commands it ran. */
function workspace(env: Record<string, string> = {}, timeoutMs?: number, workDir?: string): { ws: TofuWorkspace; calls: () => Call[] } {
  const dir = mkdtempSync(join(tmpdir(), "tofu-workspace-test-"));
  dirs.push(dir);
  const tofu = join(dir, "tofu");
  writeFileSync(tofu, FAKE_TOFU);
  chmodSync(tofu, 0o755);
  const log = join(dir, "calls.log");
  writeFileSync(log, "");
  const ws = new TofuWorkspace({ tofu, launcherDir: "/tmp/launcher dir", env: { FAKE_TOFU_LOG: log, ...env }, timeoutMs, dir: workDir });
  workspaces.push(ws);
  const calls = () =>
    readFileSync(log, "utf8")
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as Call);
  return { ws, calls };
}

test("the CLI configuration serves datafold/datafold from the launcher directory and every other provider as usual", () => {
  const { ws } = workspace();
  expect(readFileSync(ws.cliConfigFile, "utf8")).toBe(`provider_installation {
  dev_overrides {
    "datafold/datafold" = "/tmp/launcher dir"
  }
  direct {}
}
`);
  expect(cliConfiguration('/a "b" ${c} %{d}')).toContain('"datafold/datafold" = "/a \\"b\\" ${c} %{d}"');
});

test("tofu runs in the working directory with that configuration, in automation, without input or calls home, with the given DATAFOLD_* and none of the caller's", async () => {
  const saved = { ...process.env };
  Object.assign(process.env, { DATAFOLD_API_KEY: "the caller's", TF_CLI_CONFIG_FILE: "/root/.terraformrc", TF_LOG: "trace", CHECKPOINT_TIMEOUT: "1" });
  try {
    const { ws, calls } = workspace({ DATAFOLD_HOST: "http://127.0.0.1:1", DATAFOLD_API_KEY: "the test's" });
    await ws.apply();
    const [call] = calls();
    expect(call!.cwd).toBe(ws.dir);
    expect(call!.env).toEqual({
      TF_CLI_CONFIG_FILE: ws.cliConfigFile,
      TF_IN_AUTOMATION: "1",
      TF_INPUT: "0",
      CHECKPOINT_DISABLE: "1",
      DATAFOLD_HOST: "http://127.0.0.1:1",
      DATAFOLD_API_KEY: "the test's",
    });
  } finally {
    for (const key of ["DATAFOLD_API_KEY", "TF_CLI_CONFIG_FILE", "TF_LOG", "CHECKPOINT_TIMEOUT"]) {
      if (saved[key] === undefined) delete process.env[key];
      else process.env[key] = saved[key];
    }
  }
});

test("a working directory of the caller's (a cdktn stack's) is run in once it exists, and remove() leaves it", async () => {
  const parent = mkdtempSync(join(tmpdir(), "tofu-workspace-test-stack-"));
  dirs.push(parent);
  const stackDir = join(parent, "cdktf.out", "stacks", "datafold");
  const { ws, calls } = workspace({}, undefined, stackDir);
  expect(ws.dir).toBe(stackDir);
  expect(existsSync(stackDir)).toBe(false);
  mkdirSync(stackDir, { recursive: true });
  await ws.plan();
  expect(calls()[0]!.cwd).toBe(stackDir);
  ws.remove();
  expect(existsSync(stackDir)).toBe(true);
  expect(existsSync(ws.cliConfigFile)).toBe(false);
});

test("main.tf is written as given, or after the required_providers block that makes datafold_* resources datafold/datafold's", () => {
  const { ws } = workspace();
  ws.writeMain('output "x" { value = 1 }\n');
  expect(readFileSync(join(ws.dir, "main.tf"), "utf8")).toBe('output "x" { value = 1 }\n');
  ws.writeConfiguration('resource "datafold_proxy_token" "analyst" {}\n');
  expect(readFileSync(join(ws.dir, "main.tf"), "utf8")).toBe(`${REQUIRED_PROVIDERS}\nresource "datafold_proxy_token" "analyst" {}\n`);
  expect(REQUIRED_PROVIDERS).toContain('source = "datafold/datafold"');
});

test("each command's flags: no colour, no prompt to approve", async () => {
  const { ws, calls } = workspace();
  await ws.plan();
  await ws.plan({ detailedExitCode: true, refreshOnly: true, flags: ["-replace=datafold_proxy_token.analyst"] });
  await ws.apply("-parallelism=1");
  await ws.refreshOnly();
  await ws.import("datafold_metric_monitor.orders", "42");
  await ws.destroy();
  await ws.stateShow("datafold_metric_monitor.orders");
  await ws.showJson();
  expect(calls().map((call) => call.args.join(" "))).toEqual([
    "plan -no-color",
    "plan -no-color -detailed-exitcode -refresh-only -replace=datafold_proxy_token.analyst",
    "apply -no-color -auto-approve -parallelism=1",
    "apply -no-color -refresh-only -auto-approve",
    "import -no-color datafold_metric_monitor.orders 42",
    "destroy -no-color -auto-approve",
    "state show -no-color datafold_metric_monitor.orders",
    "show -no-color -json",
  ]);
});

test("the dev_overrides warning is taken out of the output, and said to have been there; the rest is kept", async () => {
  const { ws } = workspace({ FAKE_TOFU_STDOUT: "\nNo changes. Your infrastructure matches the configuration.\n", FAKE_TOFU_CODE: "2" });
  const result = await ws.plan({ detailedExitCode: true });
  expect(result).toEqual({ code: 2, stdout: "\nNo changes. Your infrastructure matches the configuration.\n", stderr: "", devOverridesWarned: true });
  expect(ws.printed()).toContain("Warning: Provider development overrides are in effect");
  expect(withoutDevOverridesWarning(`${INIT_WARNING}\nError: something else\n`)).toEqual({ text: "\nError: something else\n", warned: true });
  expect(withoutDevOverridesWarning("\nWarning: Deprecated attribute\n\nsome text\n")).toEqual({ text: "\nWarning: Deprecated attribute\n\nsome text\n", warned: false });
});

test("planHasChanges reads -detailed-exitcode: 0 none, 2 some, anything else throws with the output", () => {
  const result = (code: number) => ({ code, stdout: "out", stderr: "Error: bad", devOverridesWarned: true });
  expect(planHasChanges(["plan"], result(0))).toBe(false);
  expect(planHasChanges(["plan"], result(2))).toBe(true);
  expect(() => planHasChanges(["plan", "-detailed-exitcode"], result(1))).toThrow(new TofuCommandError(["plan", "-detailed-exitcode"], result(1)));
  expect(() => planHasChanges(["plan"], result(1))).toThrow("tofu plan exited 1\n--- stdout\nout\n--- stderr\nError: bad");
});

test("planJson plans into a file of its own and shows it as JSON; a failed plan throws", async () => {
  const { ws, calls } = workspace();
  const { plan, json } = await ws.planJson({ flags: ["-destroy"] });
  expect(plan.code).toBe(0);
  const [planned, shown] = calls();
  const file = planned!.args.find((arg) => arg.startsWith("-out="))!.slice(5);
  expect(planned!.args).toEqual(["plan", "-no-color", `-out=${file}`, "-destroy"]);
  expect(shown!.args).toEqual(["show", "-no-color", "-json", file]);
  expect(json).toEqual({ format_version: "1.2", from: `plan of ${ws.dir}` });
  expect(file.startsWith(ws.dir)).toBe(false); // not in the working directory, where a test's files are

  const failing = workspace({ FAKE_TOFU_CODE: "1", FAKE_TOFU_STDOUT: "Error: Invalid provider configuration" }).ws;
  await expect(failing.planJson()).rejects.toThrow(/^tofu plan -no-color -out=\S+ exited 1\n--- stdout\nError: Invalid provider configuration/);
});

test("actionsByAddress lists each planned change's actions", () => {
  const change = (address: string, actions: string[]) => ({ address, type: "t", name: "n", change: { actions, before: null, after: null } });
  const json = { format_version: "1.2", resource_changes: [change("datafold_proxy_token.a", ["delete", "create"]), change("datafold_metric_monitor.b", ["no-op"])] } as TofuPlanJson;
  expect(actionsByAddress(json)).toEqual({ "datafold_proxy_token.a": ["delete", "create"], "datafold_metric_monitor.b": ["no-op"] });
  expect(actionsByAddress({ format_version: "1.2" })).toEqual({});
});

test("a command that takes longer than allowed is stopped, and the error carries what it printed", async () => {
  const { ws } = workspace({ FAKE_TOFU_SLEEP: "30" }, 300);
  await expect(ws.apply()).rejects.toThrow("tofu apply -no-color -auto-approve took longer than 300 ms and was stopped");
});

test("remove() deletes the working directory and the configuration", () => {
  const { ws } = workspace();
  ws.remove();
  expect(existsSync(ws.dir) || existsSync(ws.cliConfigFile)).toBe(false);
});

test("hclString escapes what HCL would read as a template or an escape", () => {
  expect(hclString('C:\\dir "x" ${y} %{z}')).toBe('"C:\\\\dir \\"x\\" $${y} %%{z}"');
});
