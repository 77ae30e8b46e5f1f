import { tokenBasePath, type Principal } from "../../../src/core/principal";
import type { RequestLogEntry } from "datafold-emulator";
import { parseProxyTokenId } from "../../../src/provider/tokens/proxy-token-state";
import { ProxyAdminClient } from "../../../src/clients";
import type { E2EContext } from "./e2e";
import type { PulumiStack } from "../../../tools/harness/pulumi-project";

/** A ProxyToken as its state names it at the service. */
export interface TokenInState {
  readonly principal: Principal;
  readonly tokenId: number;
  readonly outputs: Record<string, unknown>;
}

/** Each ProxyToken of the stack's state, by resource name, with its current token, read from `pulumi stack export`. */
export async function tokensInState(stack: PulumiStack): Promise<Map<string, TokenInState>> {
  const tokens = new Map<string, TokenInState>();
  // `datafold:ProxyToken` (the dynamic resource) or `datafold:index:ProxyToken` (the plugin's).
  for (const [name, resource] of await stack.resources(":ProxyToken")) {
    const { principal, tokenId } = parseProxyTokenId(resource.id!);
    const outputs = resource.outputs ?? {};
    // A resource that rotates in place keeps its id: the current token is tokenId in state.
    tokens.set(name, { principal, tokenId: typeof outputs.tokenId === "number" ? outputs.tokenId : tokenId, outputs });
  }
  return tokens;
}

/**
 * Position in the request log of the answered POST that created a token of `principal`, and
 * of the DELETE that revoked token `oldTokenId`, so a test can compare them. -1 when absent.
 */
export function createAndRevokePositions(log: readonly RequestLogEntry[], principal: Principal, oldTokenId: number): { post: number; del: number } {
  const base = tokenBasePath(principal);
  return {
    post: log.findIndex((entry) => entry.method === "POST" && entry.path === base && entry.status === 201),
    del: log.findIndex((entry) => entry.method === "DELETE" && entry.path === `${base}/${oldTokenId}` && entry.status === 200),
  };
}

/**
 * Uses each of the quickstart's three tokens with the secret held in state: the analyst's and
 * dbt's log in at the proxy, the automation (proxy-manager) token calls the admin API.
 */
export async function useQuickstartTokens(e2e: E2EContext, stack: PulumiStack): Promise<void> {
  const secrets = await stack.tokenSecrets();
  if ([...secrets.keys()].sort().join() !== "analyst,automation,dbt") throw new Error(`unexpected tokens in state: ${[...secrets.keys()].join(", ")}`);
  await e2e.clients.control.authenticateProxyToken(secrets.get("analyst")!);
  await e2e.clients.control.authenticateProxyToken(secrets.get("dbt")!);
  const asAutomation = new ProxyAdminClient({ proxyUrl: e2e.emulator.url, proxyManagerToken: secrets.get("automation")!, env: {} });
  await asAutomation.listTokens({ type: "proxy_manager" });
}

/** The checkpoint's pending operations, as `<type> <resource name>`: what an interrupted up left. */
export async function pendingOperations(stack: PulumiStack): Promise<string[]> {
  const { deployment } = await stack.exportState();
  return (deployment.pending_operations ?? []).map((operation) => {
    const { type, resource } = operation as { type: string; resource: { urn: string } };
    return `${type} ${resource.urn.split("::").pop()}`;
  });
}
