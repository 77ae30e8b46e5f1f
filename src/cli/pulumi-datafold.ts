#!/usr/bin/env node
/**
 * The `pulumi-datafold` command (package.json `bin`): export-monitors and drift-report.
 * Exit status: 0 done, 1 failed, 2 bad usage; a command may give its own (drift-report: 7 drift). A failure prints its message, never a stack or
 * a credential.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { DatafoldError, MissingConfigurationError } from "../core/errors";
import { UsageError, type CommandIo } from "./command-io";
import { driftReport, DriftInputError } from "./drift-report";
import { exportMonitors, NoMonitorError } from "./export-monitors";

const USAGE = `Usage: pulumi-datafold <command> [options]

Commands:
  export-monitors   write the account's live monitors as a Pulumi program or monitors YAML
  drift-report      say what drifted in a drift check's JSON, and who changed it (audit log)

Run "pulumi-datafold <command> --help" for a command's options.`;

/** A command resolves with its exit status, or nothing for 0. */
const COMMANDS: Readonly<Record<string, (args: readonly string[], io: CommandIo) => Promise<number | void>>> = {
  "export-monitors": exportMonitors,
  "drift-report": driftReport,
};

/** Runs the command line; resolves with the exit status. */
export async function main(argv: readonly string[], io: CommandIo): Promise<number> {
  const [command, ...args] = argv;
  if (command === undefined || command === "--help" || command === "-h" || command === "help") {
    (command === undefined ? io.stderr : io.stdout)(`${USAGE}\n`);
    return command === undefined ? 2 : 0;
  }
  const run = COMMANDS[command];
  if (run === undefined) {
    io.stderr(`pulumi-datafold: unknown command ${JSON.stringify(command)}.\n\n${USAGE}\n`);
    return 2;
  }
  try {
    return (await run(args, io)) ?? 0;
  } catch (error) {
    const [message, status] = failure(error);
    io.stderr(`pulumi-datafold ${command}: ${withoutSecret(message, io.env.DATAFOLD_API_KEY)}\n`);
    if (status === 2) io.stderr(`Run "pulumi-datafold ${command} --help" for its options.\n`);
    return status;
  }
}

function failure(error: unknown): [string, number] {
  if (error instanceof UsageError) return [error.message, 2];
  // The environment is a command's only source of settings: say which variable to set.
  if (error instanceof MissingConfigurationError) return [`Missing ${error.setting}: set the environment variable ${error.envVar}.`, 1];
  if (error instanceof DatafoldError || error instanceof NoMonitorError || error instanceof DriftInputError) return [error.message, 1];
  // Only --out is written to: a file system error is about it.
  // Read by shape, as node's errors may come from another realm (a test runner's).
  const { code, path, message } = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; path?: unknown; message?: unknown };
  if (typeof code === "string" && typeof path === "string") return [`--out ${path}: cannot write it (${String(message)}).`, 1];
  return [typeof message === "string" ? message : String(error), 1];
}

/** Our messages never hold the API key; this makes sure of it for any other error's text. */
function withoutSecret(text: string, apiKey: string | undefined): string {
  const key = apiKey?.trim();
  return key === undefined || key.length < 4 ? text : text.split(key).join("[redacted]");
}

if (require.main === module) {
  void main(process.argv.slice(2), {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    writeFile: (path, text) => writeFileSync(path, text),
    readFile: (path) => readFileSync(path === "-" ? 0 : path, "utf8"),
  }).then((status) => {
    process.exitCode = status;
  });
}
