/**
 * The launcher directory's script (./provider-launcher.ts): it runs the command it was made for,
 * with tofu's arguments and environment, whatever the paths hold.
 */
import { execFile, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commandProviderLauncher, executableProviderLauncher, PROVIDER_EXECUTABLE, providerLauncher, shellQuote, type ProviderLauncher } from "./provider-launcher";

const made: ProviderLauncher[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const launcher of made.splice(0)) launcher.remove();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A directory whose name needs quoting in a shell: a space, a quote, a dollar sign. */
function awkwardDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "launcher it's $HOME `x` "));
  dirs.push(dir);
  return dir;
}

/** A stand-in provider: prints its arguments and one variable of its environment as JSON. */
function standInProvider(dir: string): string {
  const script = join(dir, "provider.js");
  writeFileSync(script, `process.stdout.write(JSON.stringify({ args: process.argv.slice(2), cookie: process.env.TF_PLUGIN_MAGIC_COOKIE }));\n`);
  return script;
}

function launch(launcher: ProviderLauncher, args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(launcher.executable, args, { env: { ...process.env, ...env } }, (error, stdout, stderr) => done({ code: error === null ? 0 : Number(error.code), stdout, stderr }));
  });
}

test("the directory holds one executable under the name tofu looks for, which runs the command with tofu's arguments and environment", async () => {
  const dir = awkwardDir();
  const launcher = commandProviderLauncher([process.execPath, standInProvider(dir)]);
  made.push(launcher);
  expect(readdirSync(launcher.dir)).toEqual([PROVIDER_EXECUTABLE]);
  expect(launcher.executable).toBe(join(launcher.dir, PROVIDER_EXECUTABLE));
  expect(statSync(launcher.executable).mode & 0o111).toBe(0o111);
  const run = await launch(launcher, ["one", "two words", "it's"], { TF_PLUGIN_MAGIC_COOKIE: "d602bf8f" });
  expect(run).toEqual({ code: 0, stdout: JSON.stringify({ args: ["one", "two words", "it's"], cookie: "d602bf8f" }), stderr: "" });
});

test("the launched program becomes the provider (exec): the process tofu started, so tofu's signals reach it", async () => {
  const dir = awkwardDir();
  const script = join(dir, "pid.js");
  writeFileSync(script, "process.stdout.write(String(process.pid)); process.exit(7);\n");
  const launcher = commandProviderLauncher([process.execPath, script]);
  made.push(launcher);
  const { pid, printed, code } = await new Promise<{ pid: number | undefined; printed: string; code: number | null }>((done) => {
    const child = spawn(launcher.executable, []);
    let out = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.on("close", (exitCode) => done({ pid: child.pid, printed: out, code: exitCode }));
  });
  expect({ printed, code }).toEqual({ printed: String(pid), code: 7 });
});

test("providerLauncher runs this Node on the entry given, and names `npm run build` when the entry is not built", async () => {
  const dir = awkwardDir();
  const launcher = providerLauncher(standInProvider(dir));
  made.push(launcher);
  expect(JSON.parse((await launch(launcher, ["x"])).stdout)).toEqual({ args: ["x"] });
  expect(() => providerLauncher(join(dir, "dist/terraform/main.js"))).toThrow(
    `the Terraform provider is not built: ${join(dir, "dist/terraform/main.js")} does not exist. Run \`npm run build\` (the e2e project's global setup does).`,
  );
});

test("executableProviderLauncher runs an executable itself, and refuses one that cannot run", async () => {
  const dir = awkwardDir();
  const executable = join(dir, "terraform-provider-datafold_v0.1.0");
  writeFileSync(executable, `#!/bin/sh\necho "release $*"\n`);
  expect(() => executableProviderLauncher(executable)).toThrow(/^the provider executable .* does not exist or may not be run: build it with `npm run tofu:pack`/);
  chmodSync(executable, 0o755);
  const launcher = executableProviderLauncher(executable);
  made.push(launcher);
  expect(await launch(launcher, ["a b"])).toEqual({ code: 0, stdout: "release a b\n", stderr: "" });
});

test("remove() deletes the directory", () => {
  const launcher = commandProviderLauncher(["/bin/true"]);
  launcher.remove();
  expect(existsSync(launcher.dir)).toBe(false);
});

test("shellQuote makes one word of anything", () => {
  expect(shellQuote("it's")).toBe(`'it'\\''s'`);
  expect(shellQuote("$HOME `x`")).toBe(`'$HOME \`x\`'`);
});
