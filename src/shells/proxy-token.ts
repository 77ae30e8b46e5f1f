/**
 * The ProxyToken provider object, as a module of its own. Pulumi stores the serialized
 * provider in every resource's state (`__provider`), in its inputs and its outputs; because
 * this object is a module's exports, the SDK's closure serializer stores a one-line `require`
 * of this file instead of its code when the package is installed under node_modules.
 * Installed any other way (linked, or run from source) the shell's own short code is stored.
 * Either way the implementation is loaded by package name at run time (see
 * ./provider-shell). State written by every release requires this path, so it
 * must never move (docs/architecture.md).
 */
import { providerShell } from "./provider-shell";

export = providerShell("proxyToken");
