/**
 * The floor of the source engine benchmark (bench/source-engine.ts): a dynamic provider that
 * does nothing, for resources with the properties of pulumi-datafold's LookerIntegration and
 * DataSource. No request is sent, no input checked: whatever `pulumi preview/up/refresh/destroy`
 * of a stack of these takes is the engine's own cost for resources of that shape.
 *
 * Like provider.js, it is a module's whole exports, installed under node_modules, so that every
 * resource's `__provider` is a one-line `require` of this file. Its state has the keys of ours
 * (the benchmark checks them against ours on its first stack): the inputs with the defaults
 * their check fills in, and the outputs made up without asking anyone.
 */
"use strict";

const { doNothingProvider } = require("./do-nothing-provider");

/** The inputs set, with the defaults of the kind's check filled in. */
function withDefaults(news) {
  const inputs = {};
  for (const [key, value] of Object.entries(news)) if (value !== undefined && value !== null) inputs[key] = value;
  return inputs.postgres !== undefined
    ? { testConnection: true, replaceOnChange: false, ...inputs }
    : { syncAfterChange: false, ...inputs };
}

/** What ours adds to the inputs in state: the service's fields and the outputs. */
function outputsOf(inputs, id) {
  return inputs.postgres !== undefined
    ? { hidden: false, isPaused: false, viewOnly: false, disableProfiling: false, disableSchemaIndexing: false, floatTolerance: 0, dataSourceId: id, type: "pg", connectionTest: "passed" }
    : { projectIds: [], bindings: [], integrationId: id };
}

module.exports = doNothingProvider({ withDefaults, outputsOf });
