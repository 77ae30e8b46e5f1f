// A token audit: the SQL-proxy tokens that would fail it, as a stack output. A token fails
// when it is active and expires within `expiringWithinDays` (default 14), or when it has not
// been used for `unusedForDays` (default 30; never used counts from its creation). Both are
// measured on the service's clock. The stack manages no resource: run `pulumi up` (or
// `pulumi preview`) on a schedule and read the output, or fail the job when it is not empty:
//
//   pulumi up --yes && pulumi stack output failingTokens --json
import * as pulumi from "@pulumi/pulumi";
import * as datafold from "pulumi-datafold";

const config = new pulumi.Config();
const expiringWithinDays = config.getNumber("expiringWithinDays") ?? 14;
const unusedForDays = config.getNumber("unusedForDays") ?? 30;
// Whose tokens to audit: "user:<user id>", "service_principal:<client id>" or "proxy_manager".
const principals = config.getObject<string[]>("principals") ?? ["user:alice", "service_principal:dbt-prod", "proxy_manager"];

/** One token that fails the audit, and why: no secret, only what identifies it. */
interface FailingToken {
  principal: string;
  tokenId: number;
  prefix: string;
  label: string;
  expiresAt: string | null;
  lastUsedAt: string | null;
  reasons: string[];
}

function argsOf(principal: string): datafold.GetProxyTokensArgs {
  const [type, id] = principal.split(":", 2) as [datafold.PrincipalType, string | undefined];
  return type === "proxy_manager" ? { principalType: type } : { principalType: type, principalId: id };
}

async function audit(principal: string): Promise<FailingToken[]> {
  const [expiring, unused] = await Promise.all([
    datafold.getProxyTokens({ ...argsOf(principal), expiringWithinDays }),
    datafold.getProxyTokens({ ...argsOf(principal), unusedForDays }),
  ]);
  const failing = new Map<number, FailingToken>();
  const add = (token: datafold.ProxyTokenInfo, reason: string) => {
    const entry = failing.get(token.id) ?? {
      principal,
      tokenId: token.id,
      prefix: token.prefix,
      label: token.label,
      expiresAt: token.expiresAt,
      lastUsedAt: token.lastUsedAt,
      reasons: [],
    };
    entry.reasons.push(reason);
    failing.set(token.id, entry);
  };
  for (const token of expiring.tokens) add(token, `expires within ${expiringWithinDays} days`);
  for (const token of unused.tokens) add(token, `unused for ${unusedForDays} days or more`);
  return [...failing.values()].sort((a, b) => a.tokenId - b.tokenId);
}

export const failingTokens = Promise.all(principals.map(audit)).then((lists) => lists.flat());
export const failingCount = failingTokens.then((tokens) => tokens.length);
