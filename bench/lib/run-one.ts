// Runs one benchmark module in this fresh process and writes its result as JSON:
// `node --require ./tools/typescript/register.js bench/lib/run-one.ts <module> <result file>`.
// Each benchmark gets a process of its own so that none inherits another's heap, JIT or RSS.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { BenchmarkResult } from "./results";

async function main(): Promise<void> {
  const [modulePath, resultFile] = process.argv.slice(2);
  if (modulePath === undefined || resultFile === undefined) throw new Error("usage: run-one.ts <benchmark module> <result file>");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const benchmark = require(resolve(modulePath)) as { run(): Promise<unknown> };
  const result = BenchmarkResult.parse(await benchmark.run());
  writeFileSync(resultFile, JSON.stringify(result));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
