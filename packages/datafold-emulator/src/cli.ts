#!/usr/bin/env node
import { parseArgs } from "node:util";
import { DEFAULT_EMULATOR_OPTIONS, MAX_PAGE_SIZE_LIMIT } from "./options";
import { startEmulator, type RunningEmulator } from "./server";
import { EMULATOR_VERSION } from "./version";

const USAGE = `Usage: datafold-emulator [options]

A local, stateful emulator of the Datafold API and the SQL-proxy admin API, on one port.

Options:
  --port N                  port to listen on (default 0: any free port)
  --host H                  address to listen on (default 127.0.0.1). On a loopback address
                            only requests whose Host header is localhost, 127.x.x.x or [::1]
                            are answered (against DNS rebinding); on 0.0.0.0, :: or another
                            address any Host is. Requests from web pages of other origins
                            (Origin, Sec-Fetch-Site: cross-site) are refused either way.
  --api-key K               API key the main service accepts as "Authorization: Key K"
                            or bare, as "Authorization: K"
  --proxy-manager-token T   bootstrap token the admin API accepts as "Authorization: Bearer T"
  --data-file F             keep state in this JSON file across restarts (default: in memory)
  --monitors N              number of seeded monitors (default ${DEFAULT_EMULATOR_OPTIONS.monitors})
  --latency-ms L            answer every API request L milliseconds after it arrives (default 0)
  --rate-limit R            answer 429 with Retry-After above R API requests per second (default 0: no limit)
  --max-page-size N         serve listings in pages of at most N items, whatever page_size asks,
                            as services that cap their page size do (default 0: no cap)
  --version                 print the version and exit
  --help                    show this help
`;

/** What the command line asks for; `apiKey`/`proxyManagerToken` are absent when not given. */
export interface CliSettings {
  readonly port: number;
  readonly host: string;
  readonly apiKey?: string;
  readonly proxyManagerToken?: string;
  readonly dataFile?: string;
  readonly monitors?: number;
  readonly latencyMs?: number;
  readonly rateLimit?: number;
  readonly maxPageSize?: number;
}

/** A command line the emulator cannot run with; the CLI exits with status 2. */
export class UsageError extends Error {
  override name = "UsageError";
}

/** What the command line asks to print instead of starting the emulator. */
export type CliInfoRequest = "help" | "version";

/** Parses the arguments (without `node` and the script); a string means print that and exit. */
export function parseCliArgs(args: readonly string[]): CliSettings | CliInfoRequest {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...args],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: "string" },
        host: { type: "string" },
        "api-key": { type: "string" },
        "proxy-manager-token": { type: "string" },
        "data-file": { type: "string" },
        monitors: { type: "string" },
        "latency-ms": { type: "string" },
        "rate-limit": { type: "string" },
        "max-page-size": { type: "string" },
        help: { type: "boolean" },
        version: { type: "boolean" },
      },
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  // --help wins over --version, as with most tools: it also says what --version does.
  if (values.help === true) return "help";
  if (values.version === true) return "version";
  const nonEmpty = (name: string, value: string | undefined): string | undefined => {
    if (value !== undefined && value.trim() === "") throw new UsageError(`--${name} must not be empty`);
    return value;
  };
  return {
    port: wholeNumber("port", values.port, 65535) ?? 0,
    host: nonEmpty("host", values.host) ?? "127.0.0.1",
    ...defined("apiKey", nonEmpty("api-key", values["api-key"])),
    ...defined("proxyManagerToken", nonEmpty("proxy-manager-token", values["proxy-manager-token"])),
    ...defined("dataFile", nonEmpty("data-file", values["data-file"])),
    ...defined("monitors", wholeNumber("monitors", values.monitors, 100_000)),
    ...defined("latencyMs", wholeNumber("latency-ms", values["latency-ms"], 600_000)),
    ...defined("rateLimit", wholeNumber("rate-limit", values["rate-limit"], 1_000_000)),
    ...defined("maxPageSize", wholeNumber("max-page-size", values["max-page-size"], MAX_PAGE_SIZE_LIMIT)),
  };
}

function wholeNumber(name: string, value: string | undefined, max: number): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value) || Number(value) > max) {
    throw new UsageError(`--${name} must be a whole number from 0 to ${max}, got ${JSON.stringify(value)}`);
  }
  return Number(value);
}

function defined<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

/** Lines telling a newcomer which credentials to use when they did not choose their own. */
export function defaultCredentialNotes(settings: CliSettings): string[] {
  const notes: string[] = [];
  if (settings.apiKey === undefined) {
    notes.push(
      `No --api-key given: the main service accepts the default key: Authorization: Key ${DEFAULT_EMULATOR_OPTIONS.apiKey}`,
    );
  }
  if (settings.proxyManagerToken === undefined) {
    notes.push(
      `No --proxy-manager-token given: the admin API accepts the default token: Authorization: Bearer ${DEFAULT_EMULATOR_OPTIONS.proxyManagerToken}`,
    );
  }
  return notes;
}

async function main(): Promise<void> {
  let settings: CliSettings | CliInfoRequest;
  try {
    settings = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`datafold-emulator: ${(error as Error).message}\nRun datafold-emulator --help for the options.\n`);
    process.exit(2);
  }
  if (settings === "help") {
    process.stdout.write(USAGE);
    return;
  }
  if (settings === "version") {
    process.stdout.write(`datafold-emulator ${EMULATOR_VERSION}\n`);
    return;
  }

  let running: RunningEmulator;
  try {
    running = await startEmulator(settings);
  } catch (error) {
    process.stderr.write(`datafold-emulator: could not start: ${(error as Error).message}\n`);
    process.exit(1);
  }
  for (const note of defaultCredentialNotes(settings)) process.stdout.write(`${note}\n`);
  process.stdout.write(`datafold-emulator listening on ${running.url}\n`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) {
      process.stderr.write(`datafold-emulator: ${signal} again, exiting without waiting\n`);
      process.exit(1);
    }
    stopping = true;
    // close() waits for pending writes to the data file, so nothing acknowledged is lost.
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`datafold-emulator: shutdown failed: ${(error as Error).message}\n`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

if (require.main === module) void main();
