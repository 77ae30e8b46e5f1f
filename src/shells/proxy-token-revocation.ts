/**
 * The ProxyTokenRevocation provider object, as a module of its own: see ./proxy-token. State
 * written by every release from this one on requires this path, so it must never move
 * (docs/architecture.md).
 */
import { providerShell } from "./provider-shell";

export = providerShell("proxyTokenRevocation");
