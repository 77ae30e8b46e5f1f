// Its own module, apart from data-function.ts: program-config.ts names it in a declaration
// reachable from the public API, which must not lead to zod's types.
import type { DatafoldClient } from "../client/main-service/datafold-client";
import type { ProxyAdminClient } from "../client/proxy-admin/proxy-admin-client";

/**
 * The clients a data function calls, made on first use: a function needs only its own
 * service's settings (getProxyTokens no API key, the others no proxy credentials). A Pulumi
 * program's come from its stack config (program-config.ts), the provider plugin's from the
 * provider's configuration.
 */
export interface FunctionClients {
  datafold(): DatafoldClient;
  proxyAdmin(): ProxyAdminClient;
}
