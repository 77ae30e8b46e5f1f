// The floor's monitors component, typed as the program needs it (ts-node type-checks the program).
import * as pulumi from "@pulumi/pulumi";

export interface FloorMonitorsArgs {
  /** A JSON file: [{ slug, kind, inputs }], the monitors' inputs as ours' children take them. */
  readonly file: string;
  /** The child resource's name for a slug, as ours names it. */
  readonly childName: (slug: string) => string;
}

export declare class FloorMonitors extends pulumi.ComponentResource {
  constructor(name: string, args: FloorMonitorsArgs, opts?: pulumi.ComponentResourceOptions);
}
