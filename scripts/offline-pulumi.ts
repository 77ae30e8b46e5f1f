/**
 * Command line of the offline runner (tools/offline-engine): runs a Pulumi program's
 * preview / up / refresh / destroy without the Pulumi CLI. A test and demo tool, not Pulumi.
 *
 *   PULUMI_CONFIG_PASSPHRASE=... node -r ./tools/typescript/register.js scripts/offline-pulumi.ts up --cwd examples/quickstart \
 *     --stack dev --state /tmp/dev.json --config datafold:host=http://127.0.0.1:8080 --secret datafold:apiKey=...
 */
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { runOffline, type Command } from "../tools/offline-engine";

const USAGE = `usage: offline-pulumi <preview|up|refresh|destroy> [options]

Runs a Pulumi program (Pulumi.yaml + index.ts/index.js) through the real Node.js language
runtime and dynamic-provider host of @pulumi/pulumi, without the Pulumi CLI. This is a test and
demo tool of pulumi-datafold, NOT Pulumi: it runs dynamic resources only (no provider plugins,
invokes, imports or Pulumi Cloud) and keeps its state in a local JSON file.

options:
  --cwd DIR          project directory holding Pulumi.yaml (default: current directory)
  --stack NAME       stack name (default: dev); reads Pulumi.<stack>.yaml if present
  --state FILE       state file (default: <cwd>/.offline-pulumi/<stack>.json)
  --config K=V       config value, repeatable (K is "key" or "namespace:key")
  --secret K=V       secret config value, repeatable; masked in all output
  --passphrase P     encrypts secrets in the state file (default: $PULUMI_CONFIG_PASSPHRASE;
                     prefer the environment variable, arguments are visible to other users).
                     Required by any stack with secrets: every ProxyToken holds one
  --parallel N       resource registrations the program may run at once
  -h, --help         this help

exit code: 0 when everything succeeded, 1 otherwise, 2 for a usage error.`;

const COMMANDS: readonly Command[] = ["preview", "up", "refresh", "destroy"];

function keyValues(pairs: readonly string[] | undefined, flag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const pair of pairs ?? []) {
    const at = pair.indexOf("=");
    if (at <= 0) throw new Error(`${flag} expects key=value, got "${pair.includes("=") ? pair : `${pair} (no "=")`}"`);
    result[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return result;
}

async function main(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: {
      cwd: { type: "string" },
      stack: { type: "string", default: "dev" },
      state: { type: "string" },
      config: { type: "string", multiple: true },
      secret: { type: "string", multiple: true },
      passphrase: { type: "string" },
      parallel: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const command = positionals[0] as Command | undefined;
  if (!command || !COMMANDS.includes(command) || positionals.length > 1) {
    throw new Error(command ? `unknown command "${positionals.join(" ")}"` : "a command is required");
  }
  const parallel = values.parallel === undefined ? undefined : Number(values.parallel);
  if (parallel !== undefined && !(Number.isInteger(parallel) && parallel > 0)) throw new Error("--parallel expects a positive integer");
  // The first Ctrl-C (or SIGTERM) cancels cleanly: the program and the provider host are stopped
  // and the state keeps what was done. A second one exits at once.
  const cancel = new AbortController();
  // A reader that stops early (`... | head`) closes our stdout: writing then fails with EPIPE,
  // which unhandled would kill this process and orphan the program and the provider host.
  // Cancel as Ctrl-C does instead, and stop writing to the closed stream.
  let stdoutOpen = true;
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    stdoutOpen = false;
    cancel.abort();
  });
  process.stderr.on("error", () => undefined);
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cancelling; stopping the program and the provider host`);
      cancel.abort();
      process.once(signal, () => process.exit(130));
    });
  }
  const projectDir = resolve(values.cwd ?? process.cwd());
  const stack = values.stack!;
  const result = await runOffline({
    command,
    projectDir,
    stack,
    stateFile: resolve(values.state ?? join(projectDir, ".offline-pulumi", `${stack}.json`)),
    config: keyValues(values.config, "--config"),
    secretConfig: keyValues(values.secret, "--secret"),
    ...(values.passphrase !== undefined ? { passphrase: values.passphrase } : {}),
    ...(parallel !== undefined ? { parallel } : {}),
    signal: cancel.signal,
    write: (line) => {
      if (stdoutOpen) process.stdout.write(`${line}\n`);
    },
  });
  return result.exitCode;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: Error) => {
    console.error(`error: ${error.message}\n\n${USAGE}`);
    process.exitCode = 2;
  },
);
