import * as datafold from "pulumi-datafold";

// Alice's SQL-proxy tokens that expire within two weeks: an audit a scheduled job can run.
const expiring = datafold.getProxyTokensOutput({
  principalType: "user",
  principalId: "alice@example.com",
  expiringWithinDays: 14,
});

export const aliceExpiringTokens = expiring.tokens;
