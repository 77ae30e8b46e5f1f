/**
 * The offline runner's command line behaving as the Pulumi CLI does where a user would notice:
 * a TypeScript program that does not type-check fails with the compiler's diagnostics; a
 * reader that closes its output early (`... | head`) leaves no process behind; a run writes
 * nothing into the repository; a missing passphrase is named.
 */
import { execFile, execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { processTree, stillRunning } from "../e2e/support/process-tree";
import { OfflineFixture } from "./offline-fixture";

jest.setTimeout(90_000);

const run = promisify(execFile);
const root = join(__dirname, "..", "..");
const CLI_ARGS = ["--require", "./tools/typescript/register.js", "scripts/offline-pulumi.ts"];
const cli = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  run(process.execPath, [...CLI_ARGS, ...args], { cwd: root, env: { ...process.env, ...env } });
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error("the run succeeded");
    },
    (error: { code: number; stdout: string; stderr: string }) => error,
  );

const fixture = new OfflineFixture("basic");
afterAll(() => fixture.remove());

it("fails a TypeScript program that does not type-check, with the compiler's diagnostics", async () => {
  // Transpiled alone this program would run; `pulumi up` type-checks it first.
  const project = mkdtempSync(join(tmpdir(), "offline-type-error-"));
  try {
    writeFileSync(join(project, "Pulumi.yaml"), "name: offline-type-error\nruntime: nodejs\n");
    writeFileSync(join(project, "package.json"), JSON.stringify({ name: "offline-type-error", private: true, main: "index.ts" }));
    writeFileSync(join(project, "index.ts"), 'const expiresInDays: number = "thirty";\nexport const days = expiresInDays;\n');

    const failure = await failureOf(cli(["up", "--cwd", project, "--state", join(project, "state.json")]));

    expect(failure.code).toBe(1);
    expect(failure.stdout).toContain("index.ts(1,7): error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(failure.stdout).not.toMatch(/days\s*:/);
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
});

it("stops the program and the provider host when its stdout closes early", async () => {
  const things = Array.from({ length: 8 }, (_, i) => ({ name: `piped-${i}` }));
  const args = ["up", "--cwd", fixture.projectDir, "--state", fixture.stateFile, "--config", `things=${JSON.stringify(things)}`, "--config", "chatty=true", "--secret", "password=hunter2"];
  const child = spawn(process.execPath, [...CLI_ARGS, ...args], {
    cwd: root,
    env: { ...process.env, FAKE_CLOUD_FILE: fixture.cloudFile, PULUMI_CONFIG_PASSPHRASE: fixture.passphrase },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  // Every process of the run, seen while it runs: the program and the provider host included.
  const seen = new Set<number>();
  const look = () => processTree(child.pid!).forEach((pid) => seen.add(pid));
  const watcher = setInterval(look, 50);

  // Like `| grep -m1 created`: read until the program's first line about a created thing
  // (the provider host and the program run then, and more lines follow), then close.
  await new Promise<void>((resolve) => {
    let text = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("created thing-")) resolve();
    });
  });
  look();
  child.stdout!.destroy();
  const code = await exited;
  clearInterval(watcher);

  expect(seen.size).toBeGreaterThanOrEqual(3);
  expect(stillRunning([...seen])).toEqual([]);
  expect(code).not.toBeNull();
  expect(stderr).not.toContain("EPIPE");
});

it("writes nothing into the repository, not even a transpile cache", async () => {
  // The files and directories git sees that it does not track, ignored ones included
  // (node_modules/ counts as one entry); edits to tracked files made meanwhile do not count.
  const status = () =>
    execFileSync("git", ["status", "--porcelain", "--ignored"], { cwd: root, encoding: "utf8" })
      .split("\n")
      .filter((line) => line.startsWith("??") || line.startsWith("!!"));
  // Where earlier versions kept the transpile cache, inside node_modules/ where git does not
  // look: removed first, so that a run writing there again shows.
  const oldCache = join(root, "node_modules", ".cache", "register-ts");
  rmSync(oldCache, { recursive: true, force: true });
  const before = status();

  await cli(["preview", "--cwd", fixture.projectDir, "--state", join(fixture.dir, "preview.json")], { FAKE_CLOUD_FILE: fixture.cloudFile });

  expect(existsSync(oldCache)).toBe(false);
  expect(status()).toEqual(before);
});

it("names PULUMI_CONFIG_PASSPHRASE when a token would have to be stored without it", async () => {
  const env: NodeJS.ProcessEnv = { ...process.env, FAKE_CLOUD_FILE: fixture.cloudFile };
  delete env.PULUMI_CONFIG_PASSPHRASE;
  const args = ["up", "--cwd", fixture.projectDir, "--state", join(fixture.dir, "no-passphrase.json"), "--config", `things=${JSON.stringify([{ name: "secretive" }])}`];

  const failure = await failureOf(run(process.execPath, [...CLI_ARGS, ...args], { cwd: root, env }));

  expect(failure.code).toBe(1);
  expect(failure.stdout).toContain("has secret values, which the state file can only hold encrypted: give a passphrase (--passphrase, or the PULUMI_CONFIG_PASSPHRASE environment variable)");
});
