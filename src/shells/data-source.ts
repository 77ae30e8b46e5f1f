// Generated from src/registry.ts by `npm run generate`: do not edit.
/**
 * The DataSource provider object, as a module of its own. Pulumi stores the serialized provider in every
 * resource's state (`__provider`); because this object is a module's exports, the SDK's closure
 * serializer stores a one-line `require` of this file instead of its code when the package is installed
 * under node_modules. State written by every release requires this path, so it must never move: a
 * resource's module name is its name, and the registry never renames one (docs/architecture.md).
 */
import { providerShell } from "./provider-shell";

export = providerShell("dataSource");
