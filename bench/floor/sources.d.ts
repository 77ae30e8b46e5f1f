// The floor's sources, typed as the program needs them (ts-node type-checks the program).
import * as pulumi from "@pulumi/pulumi";

export declare class FloorDataSource extends pulumi.dynamic.Resource {
  constructor(name: string, args: Record<string, pulumi.Input<unknown>>, opts?: pulumi.CustomResourceOptions);
}

export declare class FloorLookerIntegration extends pulumi.dynamic.Resource {
  constructor(name: string, args: Record<string, pulumi.Input<unknown>>, opts?: pulumi.CustomResourceOptions);
}
