// The floor's resource, typed as the program needs it (ts-node type-checks the program).
import * as pulumi from "@pulumi/pulumi";

export interface FloorProxyTokenArgs {
  readonly principalType: pulumi.Input<string>;
  readonly principalId?: pulumi.Input<string>;
  readonly label?: pulumi.Input<string>;
  readonly expiresInDays?: pulumi.Input<number | null>;
  readonly rotateBeforeDays?: pulumi.Input<number>;
  readonly rotationTriggers?: pulumi.Input<Record<string, pulumi.Input<string>>>;
  readonly revokeReason?: pulumi.Input<string>;
  readonly revokeOnDelete?: pulumi.Input<boolean>;
}

export declare class FloorProxyToken extends pulumi.dynamic.Resource {
  readonly tokenId: pulumi.Output<number>;
  readonly token: pulumi.Output<string | null>;
  readonly prefix: pulumi.Output<string>;
  readonly tokenType: pulumi.Output<string>;
  readonly status: pulumi.Output<string>;
  readonly createdAt: pulumi.Output<string>;
  readonly expiresAt: pulumi.Output<string | null>;
  readonly revokedAt: pulumi.Output<string | null>;
  readonly revokedReason: pulumi.Output<string | null>;
  readonly serviceClockOffsetSeconds: pulumi.Output<number>;
  constructor(name: string, args: FloorProxyTokenArgs, opts?: pulumi.CustomResourceOptions);
}
