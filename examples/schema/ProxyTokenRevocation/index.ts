import * as datafold from "pulumi-datafold";

// Bob left: every token of his is revoked, and one made since is revoked at the next `up`.
const bobLeft = new datafold.ProxyTokenRevocation("bob-left", {
  principalType: "user",
  principalId: "bob@example.com",
  reason: "left the company",
});

export const bobRevokedTokenIds = bobLeft.revokedTokenIds;
