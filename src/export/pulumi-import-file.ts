/**
 * The monitors as a file for `pulumi import --file` (the CLI's import file: `resources`, each
 * with its `type`, `name` and `id`), for Python, Go and Pulumi YAML stacks, whose provider
 * plugin imports from the id alone. The name is the monitor's slug, the id its monitor id; the
 * CLI reads each monitor and writes the program's code itself (`--out`), naming under each
 * resource what GET cannot show.
 */
import { typeToken } from "../registry";
import { RESOURCE_OF_KIND, type ExportedMonitor } from "./exported-monitor";

/** One entry of the import file, as `pulumi import --file` reads it. */
export interface PulumiImportEntry {
  readonly type: string;
  readonly name: string;
  readonly id: string;
}

/** The import file's text: JSON, the monitors in id order. */
export function pulumiImportFile(monitors: readonly ExportedMonitor[]): string {
  const resources: PulumiImportEntry[] = monitors.map((monitor) => ({ type: typeToken(RESOURCE_OF_KIND[monitor.kind]), name: monitor.slug, id: String(monitor.id) }));
  return `${JSON.stringify({ resources }, null, 2)}\n`;
}
