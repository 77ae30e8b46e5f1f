/**
 * The built package (dist/), which is what users run and what the benchmarks measure, typed
 * from its sources: `npm run bench` builds first, and type-checking must not need a build.
 */
/* eslint-disable @typescript-eslint/no-require-imports */
export const clientOptions = require("../../dist/client/transport/client-options") as typeof import("../../src/client/transport/client-options");
export const concurrency = require("../../dist/client/transport/concurrency-limit") as typeof import("../../src/client/transport/concurrency-limit");
export const reconciledCreate = require("../../dist/client/proxy-admin/reconciled-create") as typeof import("../../src/client/proxy-admin/reconciled-create");
export const clients = require("../../dist/clients") as typeof import("../../src/clients");
export const functions = require("../../dist/functions") as typeof import("../../src/functions");
/* eslint-enable @typescript-eslint/no-require-imports */
