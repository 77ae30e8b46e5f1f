// Token rotation without a gap. The token expires after `expiresInDays`; once it expires
// within `rotateBeforeDays`, the next `pulumi up` replaces it: the new token is created
// first, consumers are updated from the stack output, then the old one is revoked with
// `revokeReason`. Run it on a schedule (see README.md):
//
//   pulumi refresh --yes   # reads status and expiry from the service, on its clock
//   pulumi up --yes        # replaces tokens inside their window, revoked or expired
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();

const reader = new datafold.ProxyToken("warehouse-reader", {
  principalType: "service_principal",
  principalId: config.get("clientId") ?? "looker",
  label: "Looker warehouse reader",
  expiresInDays: config.getNumber("expiresInDays") ?? 30,
  rotateBeforeDays: config.getNumber("rotateBeforeDays") ?? 10,
  revokeReason: "rotated on schedule by the rotation stack",
  // Set to false to leave the previous token alive until it expires, for consumers that
  // pick up the new one slowly.
  revokeOnDelete: config.getBoolean("revokeOnDelete") ?? true,
});

export const tokenId = reader.tokenId;
export const tokenPrefix = reader.prefix;
export const expiresAt = reader.expiresAt;
export const status = reader.status;
/** Hand this to the consumer (a secret manager, a CI variable); it prints as [secret]. */
export const token = reader.token;
