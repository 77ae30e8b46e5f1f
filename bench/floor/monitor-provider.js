/**
 * The floor of the monitor engine benchmark (bench/monitor-engine.ts): a dynamic provider that
 * does nothing, for resources with the properties of pulumi-datafold's four monitor kinds.
 * No request is sent, no input checked: whatever `pulumi preview/up/refresh/destroy` of a
 * stack of these takes is the engine's own cost for resources of that shape.
 *
 * Like provider.js, it is a module's whole exports, installed under node_modules, so that
 * every resource's `__provider` is a one-line `require` of this file.
 *
 * Its state has the keys of a monitor's (the benchmark checks them against ours on its first
 * stack): the inputs with the defaults a monitor's check fills in, and `monitorId` and
 * `monitorType` made up without asking anyone. Its read returns no inputs, as a monitor's
 * does (its settings are observed: the service's values are the state).
 */
"use strict";

const { doNothingProvider } = require("./do-nothing-provider");

/** The inputs with the monitor resources' defaults filled in. */
function withDefaults(news) {
  const inputs = {};
  for (const [key, value] of Object.entries(news)) if (value !== undefined && value !== null && key !== "monitorId" && key !== "monitorType") inputs[key] = value;
  return { notifications: [], tags: [], enabled: true, onDelete: "delete", ...inputs };
}

/** The kind a monitor of these inputs is: what its definition input says. */
function kindOf(inputs) {
  if (inputs.metric !== undefined) return "metric";
  if (inputs.datadiff !== undefined) return "diff";
  if (inputs.query !== undefined || inputs.test !== undefined) return "test";
  return "schema";
}

module.exports = doNothingProvider({ withDefaults, outputsOf: (inputs, id) => ({ monitorId: id, monitorType: kindOf(inputs) }) });
