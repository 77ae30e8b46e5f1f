/**
 * The ProxyToken provider object, as a module of its own. Pulumi stores the serialized
 * provider in every resource's state (`__provider`), twice; because this object is a
 * module's exports, the SDK's closure serializer stores a `require` of this file instead of
 * its code when the package is installed under node_modules, about 300 bytes. Installed
 * any other way (linked, or run from source) the shell's code is stored, a few KiB. Either
 * way the implementation is loaded by package name at run time (see ../resources/provider-shell).
 */
import { providerShell } from "../resources/provider-shell";

export = providerShell("proxyToken");
