import type { CliResult } from "../../../tools/harness/pulumi-project";

/** One violation as the CLI lists it under "Policies:". */
export interface Violation {
  readonly level: string;
  readonly policy: string;
  readonly type: string;
  readonly resource: string;
  /** The lines under the heading: the policy's description, then the message. */
  readonly text: string;
}

/** The violations the CLI printed, from its "Policies:" section, by resource then policy. */
export function violations(result: CliResult): Violation[] {
  const output = result.stdout + result.stderr;
  const start = output.indexOf("\nPolicies:");
  if (start < 0) return [];
  const section = output.slice(start).split("\n").slice(2);
  const found: { level: string; policy: string; type: string; resource: string; lines: string[] }[] = [];
  for (const line of section) {
    if (!line.startsWith(" ")) break; // the next section: Diagnostics, Outputs, Resources
    const heading = /^\s+- \[(\w+)\]\s+(\S+)\s+\((\S+): (.+)\)$/.exec(line);
    if (heading) found.push({ level: heading[1]!, policy: heading[2]!, type: heading[3]!, resource: heading[4]!, lines: [] });
    else if (line.trim() !== "" && found.length > 0) found.at(-1)!.lines.push(line.trim());
  }
  return found
    .map(({ lines, ...rest }) => ({ ...rest, text: lines.join(" ") }))
    .sort((a, b) => `${a.resource} ${a.policy}`.localeCompare(`${b.resource} ${b.policy}`));
}

/** [level, policy, resource] of each violation, for comparing whole lists. */
export const summary = (result: CliResult): string[][] => violations(result).map((v) => [v.level, v.policy, v.resource]);
