/**
 * The provider plugin's cold start: `node --require ./tools/typescript/register.js
 * bench/plugin-cold-start.ts [--runs N] -- <plugin command ...>`. Each run starts the command
 * as the engine does (its first argument an engine address; none listens there, and the plugin
 * dials it only to log), and times, from the spawn, (1) the port printed on stdout, (2) a
 * GetSchema answered, (3) a Check of a ProxyToken answered (the kit, zod and the settings
 * loaded), and the plugin's processor time then, then kills it. Prints each run and the
 * medians, in milliseconds, as JSON.
 * Not part of `npm run bench`: BENCHMARKS.md ("Plugin: asset size and cold start") quotes it.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import type * as providerProto from "@pulumi/pulumi/proto/provider_pb";
import { sdkModules } from "../src/provider/shared/sdk-modules";

interface Run {
  port: number;
  schema: number;
  check: number;
  /** The plugin's own processor time (user and system) when the Check was answered: what a loaded machine inflates least. */
  cpu: number;
}

/**
 * A process's user and system time so far, its finished children's included (a launcher's
 * version check), in ms, from /proc (Linux): the plugin's own cost, whatever else runs.
 */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime, stime, cutime and cstime, fields 14 to 17 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
}

async function oneRun(command: readonly string[]): Promise<Run> {
  const { grpc, providerRpc, providerProto: proto, struct } = sdkModules();
  const started = performance.now();
  const child = spawn(command[0]!, [...command.slice(1), "127.0.0.1:1"], { stdio: ["ignore", "pipe", "inherit"] });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes("\n")) resolve(out.split("\n")[0]!.trim());
      });
      child.on("exit", (code) => reject(new Error(`the plugin exited (${code}) before printing its port`)));
    });
    const portAt = performance.now() - started;
    const client = new providerRpc.ResourceProviderClient(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    const call = <Req, Res>(method: (request: Req, callback: (error: Error | null, response: Res) => void) => unknown, request: Req) =>
      new Promise<Res>((resolve, reject) => method.call(client, request, (error, response) => (error ? reject(error) : resolve(response))));
    const schema = await call<providerProto.GetSchemaRequest, providerProto.GetSchemaResponse>(client.getSchema, new proto.GetSchemaRequest());
    if (!schema.getSchema().includes('"datafold:index:ProxyToken"')) throw new Error("GetSchema answered without the ProxyToken resource");
    const schemaAt = performance.now() - started;
    const check = new proto.CheckRequest();
    check.setUrn("urn:pulumi:bench::cold-start::datafold:index:ProxyToken::analyst");
    check.setOlds(struct.Struct.fromJavaScript({}));
    check.setNews(struct.Struct.fromJavaScript({ principal: { type: "user", id: "alice@example.com" }, expiresInDays: 30 }));
    await call<providerProto.CheckRequest, providerProto.CheckResponse>(client.check, check);
    const checkAt = performance.now() - started;
    const cpu = cpuMs(child.pid!);
    client.close();
    return { port: portAt, schema: schemaAt, check: checkAt, cpu };
  } finally {
    child.kill("SIGKILL");
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const separator = args.indexOf("--");
  const runsFlag = args.indexOf("--runs");
  const runs = runsFlag >= 0 ? Number(args[runsFlag + 1]) : 10;
  const command = args.slice(separator + 1);
  if (separator < 0 || command.length === 0) throw new Error("usage: plugin-cold-start.ts [--runs N] -- <plugin command ...>");
  await oneRun(command); // a warm-up, not counted: the file cache holds the binary afterwards, as on any second start
  const results: Run[] = [];
  for (let i = 0; i < runs; i++) results.push(await oneRun(command));
  const round = (value: number) => Math.round(value);
  console.log(
    JSON.stringify({
      runs: results.map((run) => ({ port: round(run.port), schema: round(run.schema), check: round(run.check), cpu: run.cpu })),
      median: {
        port: round(median(results.map((run) => run.port))),
        schema: round(median(results.map((run) => run.schema))),
        check: round(median(results.map((run) => run.check))),
        cpu: round(median(results.map((run) => run.cpu))),
      },
    }),
  );
}

main().catch((error: unknown) => {
  console.error(`plugin-cold-start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
