// Sums .cpuprofile files (written by cpu-profile-preload.js) by where the time went: the package
// a function belongs to, or Node's internals, the garbage collector and idle time.
//   node --require ./tools/typescript/register.js bench/lib/cpu-profile-summary.ts <dir> [role]
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** `got`, `@grpc/grpc-js`, `pulumi-datafold`, `node:internal`, `(garbage collector)`, ... */
export function placeOf(frame: ProfileNode["callFrame"]): string {
  const { url, functionName } = frame;
  if (url === "") return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node:internal";
  const parts = url.split("/node_modules/");
  if (parts.length < 2) return "(program files)";
  const path = parts[parts.length - 1]!;
  const segments = path.split("/");
  const name = segments[0]!.startsWith("@") ? `${segments[0]}/${segments[1]}` : segments[0]!;
  // The SDK is large: name its parts, its vendored TypeScript and its gRPC code apart.
  if (name === "@pulumi/pulumi") return `@pulumi/pulumi/${segments[2] === "vendor" ? `vendor/${segments[3]}` : (segments[2] ?? "")}`;
  return name;
}

export function summarize(profiles: readonly Profile[]): { totalMs: number; byPlace: Map<string, number>; byFunction: Map<string, number> } {
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  for (const profile of profiles) {
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      const node = nodes.get(id)!;
      const place = placeOf(node.callFrame);
      if (place === "(idle)") return;
      totalMs += ms;
      byPlace.set(place, (byPlace.get(place) ?? 0) + ms);
      const fn = `${node.callFrame.functionName || "(anonymous)"} ${node.callFrame.url.split("/node_modules/").pop()}:${node.callFrame.lineNumber + 1}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    });
  }
  return { totalMs, byPlace, byFunction };
}

function main(): void {
  const [directory, role] = process.argv.slice(2);
  if (directory === undefined) throw new Error("usage: cpu-profile-summary.ts <directory> [host|program]");
  const files = readdirSync(directory).filter((f) => f.endsWith(".cpuprofile") && (role === undefined || f.startsWith(`${role}-`)));
  const { totalMs, byPlace, byFunction } = summarize(files.map((f) => JSON.parse(readFileSync(join(directory, f), "utf8")) as Profile));
  const top = (map: Map<string, number>, n: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, ms]) => `  ${ms.toFixed(0).padStart(7)} ms  ${((100 * ms) / totalMs).toFixed(1).padStart(5)}%  ${k}`);
  console.log(`${files.length} profiles, ${totalMs.toFixed(0)} ms of CPU (idle left out)\nby package:\n${top(byPlace, 25).join("\n")}\nby function:\n${top(byFunction, 30).join("\n")}`);
}

if (require.main === module) main();
